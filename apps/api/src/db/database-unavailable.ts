/**
 * Whether an error means the database could not be reached or gave up on us (down, restarting, frozen, out of
 * connections), as opposed to a fault in our SQL or data. Those are answered 503 with Retry-After: the request
 * may well succeed in a moment, and nothing about it was wrong. Returns the driver error that shows it (it
 * holds no query values), or undefined.
 */
export function unavailabilityCause(error: unknown): { code?: unknown; message?: unknown } | undefined {
  for (const cause of causeChain(error)) if (showsUnavailability(cause)) return cause;
  return undefined;
}

function showsUnavailability(cause: ErrorLike): boolean {
  const code = typeof cause.code === "string" ? cause.code : "";
  if (networkCodes.has(code)) return true;
  // SQLSTATE classes 08 (connection exception) and 53 (insufficient resources: too many connections, out of
  // memory or disk), and 57P01–57P03 / 57014: the server shutting down, crashed, starting, or our statement
  // timeout cancelling a query that waited too long.
  if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === "57014") return true;
  const message = typeof cause.message === "string" ? cause.message : "";
  return clientMessages.some((pattern) => pattern.test(message));
}

const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

// What node-postgres says when a connection dies or a timeout fires: these errors carry no code.
const clientMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/,
  /^Client was closed and is not queryable$/,
];

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

function* causeChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === "object" && current !== null; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}
