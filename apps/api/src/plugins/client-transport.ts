import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import {
  API_TRANSPORT_HEADER,
  httpStatusFor,
  messageKeyFor,
  parseApiTransport,
  type ApiTransport,
  type AppErrorCode,
} from "@manzil/domain/errors";
import type { FieldErrors } from "../lib/app-error.js";

/**
 * The one place that knows the two wire contracts of `/api` (ADR 035). Routes and services never look at the
 * transport: they return booleans and throw `AppError`s; this module renders them for the caller.
 */

export type Failure = {
  code: AppErrorCode;
  /** Already in the caller's language. */
  message: string;
  messageKey: string;
  errors?: FieldErrors | undefined;
};

/**
 * Flags the eBroker clients read as numbers. The Flutter app parses `is_favourite`, `is_interested` and `isActive`
 * with an int adapter and `notification` with `int.parse`, the web client compares `is_favourite === 1`, and the
 * reference stores `is_premium`, `isActive`/`is_active`, `subscription` and the language's `rtl` as tinyint
 * columns that Laravel sends as 1/0. Flags the reference computes in PHP (`promoted`, `inquiry`, `is_verified`,
 * `is_reported`, …) stay booleans: the Flutter app types `promoted` and `inquiry` as `bool` and would fail on 1.
 */
export const EBROKER_NUMERIC_FLAGS: ReadonlySet<string> = new Set([
  "is_favourite",
  "is_interested",
  "is_premium",
  "is_active",
  "isActive",
  "notification",
  "subscription",
  "rtl",
]);

const numericFlagPattern = new RegExp(`"(?:${[...EBROKER_NUMERIC_FLAGS].join("|")})":(?:true|false)`);

/**
 * Messages the eBroker clients compare literally, whatever the language: the reference's exact text. They are
 * protocol tokens for those clients, not user text; Manzil's web (http transport) keeps the localized message.
 */
const EBROKER_LITERAL_MESSAGES: Readonly<Record<string, string>> = {
  // `user_signup` for an unverified e-mail: the clients open the code entry only on this message.
  "auth.unverified_email": "Email is not verified",
};

/**
 * `/api/*` except the health check, whose status monitoring reads, and payment gateways' webhooks, which retry
 * on a real failure status (ADR 038). Pages, /uploads and /assets are not the API.
 */
function choosesTransport(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  if (path !== "/api" && !path.startsWith("/api/")) return false;
  if (path.startsWith("/api/webhooks/")) return false;
  return path !== "/api/health" && !path.startsWith("/api/health/");
}

export function transportOf(request: FastifyRequest): ApiTransport {
  if (!choosesTransport(request.url)) return "http";
  return (
    parseApiTransport(request.headers[API_TRANSPORT_HEADER]) ?? request.server.config.API_DEFAULT_TRANSPORT
  );
}

/**
 * Statuses the eBroker clients act on, so they stay real in that transport too: a missing or expired session is a
 * real 401 at the reference (Sanctum) and signs the Flutter app out; 503 shows its "server not available" screen.
 * A wrong password is not a session problem, so it answers like every other failure.
 */
function keepsRealStatus(failure: Failure): boolean {
  if (failure.code === "SERVICE_UNAVAILABLE") return true;
  return failure.code === "UNAUTHENTICATED" && failure.messageKey === messageKeyFor("UNAUTHENTICATED");
}

/** Sends the failure envelope the caller's transport expects. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  const status = httpStatusFor(failure.code);
  const errors = failure.errors && Object.keys(failure.errors).length > 0 ? failure.errors : undefined;
  if (transportOf(request) === "http") {
    return reply.status(status).send({
      error: true,
      message: failure.message,
      code: failure.code,
      ...(errors ? { errors } : {}),
    });
  }
  const body = {
    error: true,
    message: EBROKER_LITERAL_MESSAGES[failure.messageKey] ?? failure.message,
    // The reference's `code` is the HTTP status; our code name travels beside it.
    code: status,
    error_code: failure.code,
    data: errors ?? null,
    ...(errors ? { errors } : {}),
  };
  // A failure sent as 200 must never be kept by a cache in place of the real answer.
  reply.header("cache-control", "no-store");
  // Pre-serialized: the route's 200 response schema describes its success body, not this envelope.
  return reply
    .status(keepsRealStatus(failure) ? status : 200)
    .type("application/json; charset=utf-8")
    .send(JSON.stringify(body));
}

function withNumericFlags(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withNumericFlags);
  if (value === null || typeof value !== "object") return value;
  const converted: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    converted[key] =
      typeof item === "boolean" && EBROKER_NUMERIC_FLAGS.has(key) ? (item ? 1 : 0) : withNumericFlags(item);
  }
  return converted;
}

function addVary(reply: FastifyReply, header: string) {
  const current = reply.getHeader("vary");
  const listed = String(current ?? "")
    .split(",")
    .map((h) => h.trim().toLowerCase());
  if (listed.includes("*") || listed.includes(header)) return;
  reply.header("vary", current ? `${String(current)}, ${header}` : header);
}

export const clientTransportPlugin = fp(async (app) => {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!choosesTransport(request.url)) return payload;
    // The same URL answers differently per transport.
    addVary(reply, API_TRANSPORT_HEADER);
    if (transportOf(request) !== "ebroker" || typeof payload !== "string") return payload;
    if (!String(reply.getHeader("content-type") ?? "").includes("json")) return payload;
    if (!numericFlagPattern.test(payload)) return payload;
    return JSON.stringify(withNumericFlags(JSON.parse(payload)));
  });
});
