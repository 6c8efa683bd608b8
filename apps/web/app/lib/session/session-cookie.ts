import { readCookie } from "../i18n/resolve-language";

/** The httpOnly cookie holding the API token for the web (ADR 006); the API reads the same name. */
export const SESSION_COOKIE = "manzil_session";

/** The API's tokens live 30 days (`TOKEN_TTL_DAYS`); the cookie never outlives them by much. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

// Tokens are base64url (43 characters); anything else in the cookie is not ours to forward.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,512}$/;

function attributes(publicUrl: string, maxAge: number): string {
  const secure = publicUrl.startsWith("https:") ? "; Secure" : "";
  return `; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}${secure}`;
}

/**
 * Set-Cookie for a fresh session. httpOnly: no script ever reads the token; SameSite=Lax: other sites'
 * forms and images do not carry it; Secure whenever the site is served over https.
 */
export function sessionCookie(token: string, publicUrl: string): string {
  if (!TOKEN_SHAPE.test(token)) throw new TypeError("not a session token");
  return `${SESSION_COOKIE}=${token}${attributes(publicUrl, SESSION_MAX_AGE_SECONDS)}`;
}

/** Set-Cookie that removes the session cookie (sign-out, a session the API no longer accepts). */
export function clearedSessionCookie(publicUrl: string): string {
  return `${SESSION_COOKIE}=${attributes(publicUrl, 0)}`;
}

/** Whether the request carries a session cookie at all (not whether the API still accepts it). */
export function hasSessionCookie(request: Request): boolean {
  return Boolean(readCookie(request.headers.get("cookie"), SESSION_COOKIE));
}
