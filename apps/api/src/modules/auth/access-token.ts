import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. The plain token is shown once; only its hash is stored. */
export function generateAccessToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashAccessToken(token) };
}

export function hashAccessToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * eBroker clients send `Bearer undefined`, `Bearer null` or `Bearer ` when signed out; those mean "guest".
 * Returns the token, or null for a guest.
 */
export function bearerTokenFrom(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s*(.*)$/i.exec(authorization.trim());
  const token = match?.[1]?.trim() ?? "";
  if (token === "" || token === "undefined" || token === "null") return null;
  return token;
}
