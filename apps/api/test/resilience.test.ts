import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.js";
import { unavailabilityCause } from "../src/db/database-unavailable.js";
import { runMigrations } from "../src/db/migrate.js";
import { repoRoot } from "../src/lib/paths.js";
import {
  createDisposablePostgres,
  freePort,
  postgresBinDir,
  type DisposablePostgres,
} from "./disposable-postgres.js";

// The API process against a PostgreSQL server that is killed, frozen and restarted under load. It runs in the
// PostgreSQL pass (CI's second API run); PGlite lives inside the process and cannot go away on its own.
const bin = postgresBinDir();
const enabled = Boolean(process.env.DATABASE_URL) && bin !== null;

const CONNECT_TIMEOUT_MS = 1_000;
const STATEMENT_TIMEOUT_MS = 2_000;
// A request may wait for a connection, then for its statement: past this it would be hanging, as before the fix.
const PATIENCE_MS = CONNECT_TIMEOUT_MS + STATEMENT_TIMEOUT_MS + 4_000;

type Outcome = { status: number; retryAfter: string | null; message: string | null };

let database: DisposablePostgres;
let server: ChildProcess;
let serverLog = "";
let baseUrl = "";
let dataDir = "";

/** One request; a connection the API dropped or a request it left hanging past PATIENCE_MS reads as status 0. */
async function call(path: string, init: RequestInit = {}): Promise<Outcome> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    signal: AbortSignal.timeout(PATIENCE_MS),
  }).catch(() => null);
  if (!response) return { status: 0, retryAfter: null, message: null };
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    message: body?.message ?? null,
  };
}

let contactSerial = 0;
/** A contact-us message with a unique text; each comes from its own client address (the route allows 5 an hour). */
async function sendContact(): Promise<{ text: string; outcome: Outcome }> {
  const serial = ++contactSerial;
  const text = `resilience message ${serial} ${Date.now()}`;
  const outcome = await call("/api/contct_us", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${serial >> 8}.${serial & 255}` },
    body: JSON.stringify({
      first_name: "Load",
      last_name: "Test",
      email: "load@example.com",
      subject: "Resilience",
      message: text,
    }),
  });
  return { text, outcome };
}

/** Writes and reads from several clients at once until `stop` resolves; every answer is kept. */
/** A read that goes to the database every time (the catalogue, by contrast, is answered from the shared cache). */
const LISTINGS = "/api/get-property-list?limit=1";

async function underLoad(stop: Promise<void>) {
  const acknowledged: string[] = [];
  const outcomes: Outcome[] = [];
  let running = true;
  void stop.then(() => (running = false));
  const client = async (kind: number) => {
    while (running) {
      if (kind % 2 === 0) {
        const { text, outcome } = await sendContact();
        outcomes.push(outcome);
        if (outcome.status === 200) acknowledged.push(text);
      } else {
        outcomes.push(await call(LISTINGS));
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  await Promise.all([0, 1, 2, 3, 4, 5].map(client));
  return { acknowledged, outcomes };
}

async function waitForHealth(deadlineMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const outcome = await call("/api/health");
    if (outcome?.status === 200) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the API did not come back within ${deadlineMs} ms`);
}

async function storedMessages(texts: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const result = await client.query<{ message: string }>(
      "select message from contact_requests where message = any($1)",
      [texts],
    );
    return new Set(result.rows.map((row) => row.message));
  } finally {
    await client.end();
  }
}

/** The API as `npm start` runs it (production, its own DATA_DIR), on PostgreSQL with short timeouts. */
function startServer(port: number): ChildProcess {
  return spawn(
    process.execPath,
    ["--import", "tsx", "--conditions=source", join(repoRoot, "apps/api/src/server.ts")],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: database.url,
        DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        HOST: "127.0.0.1",
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_ON_START: "false",
        SERVE_WEB: "false",
        TRUST_PROXY: "true",
        RATE_LIMIT_MAX: "1000000",
        LOG_LEVEL: "warn",
        REDIS_URL: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.runIf(enabled)("the API when PostgreSQL goes away", () => {
  beforeAll(async () => {
    database = await createDisposablePostgres(bin!);
    const handle = await openDatabase({ kind: "postgres", url: database.url, maxConnections: 2 });
    await runMigrations(handle);
    await handle.close();

    dataDir = mkdtempSync(join(tmpdir(), "manzil-resilience-"));
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    server = startServer(port);
    server.stdout!.on("data", (chunk) => (serverLog += String(chunk)));
    server.stderr!.on("data", (chunk) => (serverLog += String(chunk)));
    await waitForHealth(60_000);
  }, 120_000);

  afterAll(async () => {
    server?.kill("SIGKILL");
    database?.remove();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers 503 while the server is killed, keeps running, and loses no acknowledged write", async () => {
    let stopLoad!: () => void;
    const load = underLoad(new Promise<void>((resolve) => (stopLoad = resolve)));
    await pause(1_000);

    // Hold the contact table so that writes are in flight, on checked-out connections, when the server dies:
    // the moment that used to take the process down.
    const blocker = new pg.Client({ connectionString: database.url });
    blocker.on("error", () => {});
    await blocker.connect();
    await blocker.query("begin");
    await blocker.query("lock table contact_requests in access exclusive mode");
    const inFlight = Promise.all([sendContact(), sendContact(), sendContact()]);
    await pause(300);

    await database.crash();
    const duringOutage = await Promise.all([call("/api/health"), call(LISTINGS), sendContact()]);
    await pause(1_500);

    database.start();
    await waitForHealth(5_000);
    await pause(500);
    stopLoad();
    const { acknowledged, outcomes } = await load;
    for (const { outcome } of await inFlight) expect(outcome.status).toBe(503);

    expect(server.exitCode, serverLog).toBeNull();
    for (const outcome of [duringOutage[0], duringOutage[1], duringOutage[2].outcome]) {
      expect(outcome.status).toBe(503);
      expect(outcome.retryAfter).toBe("5");
      expect(outcome.message).toBe("Server error - please try again later.");
    }
    // Every answer under load was a success or a clean 503: none hung (PATIENCE_MS), none was a 500.
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 503)).toEqual([]);
    expect(outcomes.some((o) => o.status === 503)).toBe(true);

    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await storedMessages(acknowledged);
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
    expect(serverLog).not.toMatch(/shutting down/);
  }, 60_000);

  it("fails a transaction whose connection is cut with an outage error, and the pool carries on", async () => {
    const handle = await openDatabase({
      kind: "postgres",
      url: database.url,
      maxConnections: 2,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      // A transaction holds its connection between statements while the app does other work (moving uploaded
      // files, say). If the connection dies then, nothing but our listener hears it: before, that was an uncaught
      // exception (vitest fails the run on one) and the process went down.
      let backendPid = 0;
      let releaseTransaction!: () => void;
      const transaction = handle.db.transaction(async (tx) => {
        const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as { rows: { pid: number }[] };
        backendPid = Number(result.rows[0]!.pid);
        await new Promise<void>((resolve) => (releaseTransaction = resolve));
        await tx.execute(sql`select 1`);
      });
      const failure = transaction.then(
        () => null,
        (error: unknown) => error,
      );
      while (!backendPid) await pause(10);
      await admin.query("select pg_terminate_backend($1)", [backendPid]);
      await pause(200);
      releaseTransaction();
      const error = await failure;
      expect(error).not.toBeNull();
      expect(unavailabilityCause(error)).toBeDefined();

      const after = (await handle.db.execute(sql`select 1 as one`)) as { rows: { one: number }[] };
      expect(after.rows[0]!.one).toBe(1);
    } finally {
      await admin.end();
      await handle.close();
    }
  });

  it("answers 503 within its timeouts while the server is frozen, in the caller's language, then recovers", async () => {
    // The catalogue read just before the outage stays in the shared cache (ADR 078) and keeps answering.
    expect((await call("/api/get_categories")).status).toBe(200);
    database.signalAll("SIGSTOP");
    try {
      const [health, listings, arabic, write, catalogue] = await Promise.all([
        call("/api/health"),
        call(LISTINGS),
        call(LISTINGS, { headers: { "accept-language": "ar" } }),
        sendContact(),
        call("/api/get_categories"),
      ]);
      for (const outcome of [health, listings, write.outcome]) {
        expect(outcome.status).toBe(503);
        expect(outcome.message).toBe("Server error - please try again later.");
      }
      expect(arabic.status).toBe(503);
      expect(arabic.message).toMatch(/[\u0600-\u06FF]/);
      expect(catalogue.status).toBe(200);
    } finally {
      database.signalAll("SIGCONT");
    }
    await waitForHealth(5_000);
    const { text, outcome } = await sendContact();
    expect(outcome.status).toBe(200);
    expect((await storedMessages([text])).has(text)).toBe(true);
    expect(server.exitCode, serverLog).toBeNull();
  }, 60_000);

  it("starts while the database is still down, and serves once it is up", async () => {
    await database.crash();
    const port = await freePort();
    const late = startServer(port);
    let lateLog = "";
    late.stdout!.on("data", (chunk) => (lateLog += String(chunk)));
    late.stderr!.on("data", (chunk) => (lateLog += String(chunk)));
    try {
      // Starting the process takes a while on a busy machine: wait for its word that it is waiting.
      for (let waited = 0; !/not reachable yet/.test(lateLog) && waited < 30_000; waited += 100)
        await pause(100);
      expect(lateLog).toMatch(/not reachable yet/);
      expect(late.exitCode, lateLog).toBeNull();
      database.start();
      const health = async () =>
        (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status;
      let status: number | undefined;
      for (let tries = 0; tries < 100 && status !== 200; tries++) {
        status = await health();
        if (status !== 200) await pause(100);
      }
      expect(status, lateLog).toBe(200);
    } finally {
      late.kill("SIGKILL");
    }
  }, 60_000);
});
