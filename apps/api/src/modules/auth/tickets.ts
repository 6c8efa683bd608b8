import { randomUUID } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

/**
 * Tickets `verify-otp` hands out: proof that the caller controlled a number or address a few minutes ago.
 * An HS256 JWT bound to the channel and the verified target; `user_signup` type 1 accepts nothing else, so a
 * made-up `auth_id` (the reference accepted any Firebase UID) signs nobody in.
 */
export type VerifiedTarget = { channel: "sms" | "email"; target: string };
export type VerifiedTicket = VerifiedTarget & { jti: string; expiresAt: Date };

export const TICKET_LIFETIME_SECONDS = 10 * 60;
const ISSUER = "manzil";
const AUDIENCE = "manzil:verified-target";

export async function signTicket(
  secret: Uint8Array,
  verified: VerifiedTarget,
  now: Date,
): Promise<{ ticket: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + TICKET_LIFETIME_SECONDS) * 1000);
  const ticket = await new SignJWT({ ch: verified.channel })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(verified.target)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(secret);
  return { ticket, expiresAt };
}

/** The verified target, or null for anything that is not a live ticket we signed. */
export async function verifyTicket(
  secret: Uint8Array,
  ticket: string,
  now: Date,
): Promise<VerifiedTicket | null> {
  try {
    const { payload } = await jwtVerify(ticket, secret, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ["sub", "exp", "ch", "jti"],
      currentDate: now,
    });
    const channel = payload.ch;
    if ((channel !== "sms" && channel !== "email") || !payload.sub || !payload.jti || !payload.exp)
      return null;
    return { channel, target: payload.sub, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
