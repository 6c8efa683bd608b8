import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Signed links to private files of the local store: `expires` (unix seconds) and an HMAC-SHA256 over the key and
 * the expiry, so a link names one file for a limited time and cannot be altered to name another or live longer.
 */
export function createPrivateLinkSigner(secret: Uint8Array) {
  // A key of its own, derived from the server secret: a link signature is never valid as any other ticket.
  const signingKey = createHmac("sha256", secret).update("manzil/private-files/v1").digest();
  const signatureOf = (key: string, expires: number) =>
    createHmac("sha256", signingKey).update(`${key}\n${expires}`).digest("base64url");

  return {
    sign(key: string, expires: number): string {
      return signatureOf(key, expires);
    },
    /** True only for this key's own signature, before it expires (`nowSeconds` < `expires`). */
    verify(input: { key: string; expires: number; signature: string; nowSeconds: number }): boolean {
      if (!Number.isSafeInteger(input.expires) || input.expires <= input.nowSeconds) return false;
      const expected = Buffer.from(signatureOf(input.key, input.expires));
      const given = Buffer.from(input.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type PrivateLinkSigner = ReturnType<typeof createPrivateLinkSigner>;
