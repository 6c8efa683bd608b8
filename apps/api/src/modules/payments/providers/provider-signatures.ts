import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { type z } from "zod";
import { PaymentVerificationError } from "./payment-provider.js";

/**
 * What every adapter needs to believe a webhook or a return: keyed digests, comparisons that leak nothing through
 * their timing, headers read strictly, and an event id for gateways that send none.
 */

export function hmacHex(algorithm: "sha256" | "sha512", secret: string, data: string | Buffer): string {
  return createHmac(algorithm, secret).update(data).digest("hex");
}

/** Compares two secrets or signatures in constant time; missing or of another length is simply unequal. */
export function safeEqual(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A header that arrives once; repeated or missing is treated as absent, so nobody can smuggle a second value. */
export function singleHeader(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === "string" ? value : undefined;
}

/**
 * The id of a delivery from a gateway that sends no event id: a digest of the signed bytes, so a resend of the
 * same delivery dedupes in the ledger while any other event (another state, another payment) is new.
 */
export function signedBodyEventId(rawBody: Buffer): string {
  return `sha256:${createHash("sha256").update(rawBody).digest("hex")}`;
}

/** A signed webhook body read as the gateway's event; anything else is refused, never half-read. */
export function parseWebhookBody<TSchema extends z.ZodType>(
  provider: string,
  rawBody: Buffer,
  schema: TSchema,
): z.output<TSchema> {
  try {
    return schema.parse(JSON.parse(rawBody.toString("utf8")));
  } catch (cause) {
    throw new PaymentVerificationError(`${provider} webhook body is not an event`, { cause });
  }
}
