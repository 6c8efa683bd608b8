import type { FastifyInstance } from "fastify";
import { multipart, type Part } from "../multipart.js";

/**
 * Requests exactly as the unmodified eBroker clients send them (issue 12): the web client (Next.js, axios)
 * from its own origin, with `Authorization: Bearer undefined` when nobody is signed in, GET parameters with
 * empty values for unused filters, and POST bodies as FormData. Contract tests go through this, never through
 * Manzil's own conventions, so they fail when the wire contract drifts.
 */
export const EBROKER_WEB_ORIGIN = "http://ebroker-web.test";

export type EbrokerCall = {
  method?: "GET" | "POST";
  /** The call name as the client spells it: `get_languages`, `post_property`, … */
  path: string;
  /** GET parameters; empty strings are sent as the client sends them (`city=&state=`). */
  query?: Record<string, string | number>;
  /** POST FormData fields, in order; files as multipart parts. */
  form?: Part[];
  /** A real token, or undefined for a guest: the client then sends the literal `Bearer undefined`. */
  token?: string;
  /** `Accept-Language` is never sent by these clients; the language travels in parameters, if at all. */
  headers?: Record<string, string>;
};

export type EbrokerAnswer = {
  status: number;
  headers: Record<string, unknown>;
  body: Record<string, unknown>;
};

/**
 * The configuration an eBroker client meets on a default server: its web origin allowed, and the production
 * default transport (failures as HTTP 200 with `error: true`, flags as 1/0; ADR 035).
 */
export const ebrokerClientEnv = { CORS_ORIGINS: EBROKER_WEB_ORIGIN, API_DEFAULT_TRANSPORT: "ebroker" };

export async function ebrokerCall(app: FastifyInstance, call: EbrokerCall): Promise<EbrokerAnswer> {
  const query = new URLSearchParams(
    Object.entries(call.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  const url = `/api/${call.path}${query ? `?${query}` : ""}`;
  const base = {
    origin: EBROKER_WEB_ORIGIN,
    authorization: `Bearer ${call.token ?? "undefined"}`,
    accept: "application/json, text/plain, */*",
    ...call.headers,
  };
  const method = call.method ?? (call.form ? "POST" : "GET");
  const body = method === "POST" ? multipart(call.form ?? []) : null;
  const response = await app.inject({
    method,
    url,
    headers: body ? { ...base, ...body.headers } : base,
    ...(body ? { payload: body.payload } : {}),
  });
  let parsed: Record<string, unknown> = {};
  try {
    parsed = response.json() as Record<string, unknown>;
  } catch {
    parsed = { raw: response.body };
  }
  return { status: response.statusCode, headers: response.headers, body: parsed };
}

/** FormData text fields from a plain object (`{ a: "1" }` → one part per key). */
export function formFields(fields: Record<string, string | number>): Part[] {
  return Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
}
