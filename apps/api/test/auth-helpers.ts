import type { FastifyInstance } from "fastify";
import type { OutboxMessage } from "../src/modules/messaging/outbox.js";
import type { Envelope } from "./helpers.js";
import { readOutbox } from "./outbox.js";

export type Reply<T = unknown> = { status: number; body: Envelope<T>; headers: Record<string, unknown> };

/** `ip`: the caller's address; each call gets a fresh one unless given, so only the tests about per-IP limits
 * meet them. */
type CallOptions = { headers?: Record<string, string>; ip?: string };

let lastHost = 0;
/** A new client address per call (10.200.x.y). */
export function freshIp(): string {
  lastHost += 1;
  return `10.200.${Math.floor(lastHost / 250) % 250}.${(lastHost % 250) + 1}`;
}

/** A JSON POST (or a urlencoded one when `body` is a URLSearchParams), from `ip` when given. */
export async function post<T = unknown>(
  app: FastifyInstance,
  url: string,
  body: Record<string, unknown> | URLSearchParams,
  options: CallOptions = {},
): Promise<Reply<T>> {
  const isForm = body instanceof URLSearchParams;
  const response = await app.inject({
    method: "POST",
    url,
    payload: isForm ? body.toString() : body,
    headers: {
      ...(isForm ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      ...options.headers,
    },
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

export async function get<T = unknown>(
  app: FastifyInstance,
  url: string,
  query: Record<string, string> = {},
  options: CallOptions = {},
): Promise<Reply<T>> {
  const response = await app.inject({
    method: "GET",
    url,
    query,
    ...(options.headers ? { headers: options.headers } : {}),
    remoteAddress: options.ip ?? freshIp(),
  });
  return { status: response.statusCode, body: response.json() as Envelope<T>, headers: response.headers };
}

/**
 * The newest outbox message to `to` with this template, waiting for it: some e-mails are sent after the
 * response so that their timing does not reveal whether an account exists.
 */
export async function waitForMessage(
  dataDir: string,
  to: string,
  template: string,
  options: { newerThan?: number; timeoutMs?: number } = {},
): Promise<OutboxMessage> {
  const deadline = Date.now() + (options.timeoutMs ?? 3000);
  for (;;) {
    const message = await findMessage(dataDir, to, template, options.newerThan);
    if (message) return message;
    if (Date.now() > deadline) throw new Error(`no ${template} message to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The newest matching message, or undefined; `newerThan` = how many matching messages to skip. */
export async function findMessage(
  dataDir: string,
  to: string,
  template: string,
  newerThan = 0,
): Promise<OutboxMessage | undefined> {
  const matching = (await readOutbox(dataDir)).filter((m) => m.to === to && m.template === template);
  return matching.length > newerThan ? matching.at(-1) : undefined;
}

export async function countMessages(dataDir: string, to: string, template?: string): Promise<number> {
  return (await readOutbox(dataDir)).filter((m) => m.to === to && (!template || m.template === template))
    .length;
}

/** Register by e-mail, read the code from the outbox, verify it: a verified e-mail account. */
export async function registerVerified(
  app: FastifyInstance,
  dataDir: string,
  account: { name?: string; email: string; password: string; mobile?: string },
  ip = freshIp(),
): Promise<void> {
  const registered = await post(
    app,
    "/api/user-register",
    { name: account.name ?? "Test User", ...account, re_password: account.password },
    { ip },
  );
  if (registered.status !== 200) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const message = await waitForMessage(dataDir, account.email.toLowerCase(), "verification_code");
  const verified = await get(
    app,
    "/api/verify-otp",
    { email: account.email, otp: message.params.code! },
    { ip },
  );
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
}

export async function signInByEmail(
  app: FastifyInstance,
  account: { email: string; password: string },
  options: CallOptions = {},
): Promise<Reply<Record<string, unknown>>> {
  return post(app, "/api/user_signup", { type: 3, ...account }, options);
}
