// `npm run bench:realtime`: how long a chat message takes from `send_message` on one API instance to the receiver's
// realtime stream on another (ADR 061; issue 16 asks for "within a second"). Two apps share one temporary PGlite
// database (what is measured is the fan-out, not the database) and one Redis (REDIS_URL, default
// redis://127.0.0.1:6379, under a fresh key prefix). Sends N messages (--messages, default 200) one after another and
// prints percentiles of send → event and of response → event (the fan-out alone). Figures only, no pass/fail;
// without a reachable Redis it says so and exits 0.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { Redis } from "ioredis";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { users } from "../src/db/schema/accounts.js";
import { percentile } from "./percentiles.js";

const { values } = parseArgs({ options: { messages: { type: "string", default: "200" } } });
const total = Number(values.messages);
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";

const probe = new Redis(redisUrl, { maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
try {
  await probe.connect();
  await probe.ping();
} catch {
  console.info(
    `realtime bench: skipped — no Redis at ${redisUrl}; it measures fan-out between two instances.`,
  );
  process.exit(0);
} finally {
  probe.disconnect();
}

const tag = randomBytes(4).toString("hex");
const dataDir = await mkdtemp(join(tmpdir(), "manzil-bench-realtime-"));
const handle = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
await runMigrations(handle);

const configFor = (name: string) =>
  loadConfig({
    NODE_ENV: "production",
    DATA_DIR: join(dataDir, name),
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    JOBS_WORKER: "false",
    RATE_LIMIT_MAX: "100000000",
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `bench-${tag}-`,
    AUTH_SECRET: randomBytes(32).toString("hex"),
  });
const a = await buildApp({ config: configFor("a"), database: handle, logger: false, serveWeb: false });
const b = await buildApp({ config: configFor("b"), database: handle, logger: false, serveWeb: false });
await b.listen({ port: 0, host: "127.0.0.1" });
const streamUrl = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}/api/realtime/stream`;

try {
  // A member may send 30 messages a minute (ADR 059): the messages come from several senders in turn.
  const senderNames = Array.from({ length: Math.ceil(total / 25) }, (_, i) => `sender-${i}`);
  const [receiver, ...senders] = await handle.db
    .insert(users)
    .values(
      ["receiver", ...senderNames].map((who) => ({
        name: `Bench ${who}`,
        slug: `bench-${who}-${tag}`,
        email: `${who}-${tag}@bench.test`,
        role: "customer" as const,
      })),
    )
    .returning({ id: users.id });
  const senderTokens = await Promise.all(
    senders.map((sender) => a.services.auth.issueToken(sender.id, "bench")),
  );
  const receiverToken = await b.services.auth.issueToken(receiver!.id, "bench");

  // The receiver's stream on B: each message event resolves the waiter of its text.
  const abort = new AbortController();
  const response = await fetch(streamUrl, {
    headers: { authorization: `Bearer ${receiverToken}` },
    signal: abort.signal,
  });
  const arrived = new Map<string, () => void>();
  let ready: () => void = () => {};
  const subscribed = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = "";
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith("id: ")) ready();
          const data = /^event: message\n(?:id: .*\n)?data: (.*)$/m.exec(frame)?.[1];
          if (data) arrived.get((JSON.parse(data) as { message: { message: string } }).message.message)?.();
        }
      }
    } catch {
      // Aborted at the end.
    }
  })();
  await subscribed;

  const sendToEvent: number[] = [];
  const responseToEvent: number[] = [];
  for (let i = 0; i < total; i += 1) {
    const text = `bench ${i}`;
    const event = new Promise<number>((resolve) => arrived.set(text, () => resolve(performance.now())));
    const started = performance.now();
    const sent = await a.inject({
      method: "POST",
      url: "/api/send_message",
      headers: {
        authorization: `Bearer ${senderTokens[i % senderTokens.length]}`,
        "x-manzil-transport": "http",
      },
      payload: { receiver_id: receiver!.id, message: text },
    });
    if (sent.statusCode !== 200) throw new Error(`send_message answered ${sent.statusCode}: ${sent.body}`);
    const answered = performance.now();
    const at = await event;
    sendToEvent.push(at - started);
    responseToEvent.push(Math.max(0, at - answered));
  }
  abort.abort();

  const line = (samples: number[]) =>
    ["50", "95", "99"].map((p) => `p${p} ${percentile(samples, Number(p)).toFixed(1)} ms`).join(", ") +
    `, max ${Math.max(...samples).toFixed(1)} ms`;
  console.info(
    `realtime bench (${handle.kind}, ${total} messages, instance A → stream on instance B via Redis)`,
  );
  console.info(`  send_message → event: ${line(sendToEvent)}`);
  console.info(`  response → event:     ${line(responseToEvent)}`);
} finally {
  await b.close();
  await a.close();
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
}
