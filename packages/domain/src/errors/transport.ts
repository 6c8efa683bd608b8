/**
 * How the API reports failures and flags to a caller (ADR 035). `http`: real HTTP statuses and JSON booleans —
 * Manzil's own web, monitoring, new integrations. `ebroker`: the wire contract the existing eBroker clients were
 * written for — failures as HTTP 200 with `error: true`, listed flags as 1/0.
 */
export const API_TRANSPORTS = ["ebroker", "http"] as const;
export type ApiTransport = (typeof API_TRANSPORTS)[number];

/** The request header that picks the transport; without it the server's API_DEFAULT_TRANSPORT applies. */
export const API_TRANSPORT_HEADER = "x-manzil-transport";

/** `"HTTP "` → `"http"`; anything that names no transport → undefined (the server default then applies). */
export function parseApiTransport(value: unknown): ApiTransport | undefined {
  if (typeof value !== "string") return undefined;
  const normalised = value.trim().toLowerCase();
  return (API_TRANSPORTS as readonly string[]).includes(normalised)
    ? (normalised as ApiTransport)
    : undefined;
}
