import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from "jose";
import { AppError } from "../../lib/app-error.js";

export type SocialProvider = "google" | "apple";

export type SocialIdentity = {
  provider: SocialProvider;
  /** The provider's stable user id (`sub`). */
  subject: string;
  email: string | null;
  /** Only a provider-verified address may be linked to an existing account. */
  isEmailVerified: boolean;
  name: string | null;
};

export type SocialProviderConfig = {
  /** Accepted `aud` values; empty means the provider is not configured. */
  clientIds: string[];
  jwksUrl: string;
};

const ISSUERS: Record<SocialProvider, string[]> = {
  google: ["accounts.google.com", "https://accounts.google.com"],
  apple: ["https://appleid.apple.com"],
};

// Apple sends booleans in ID tokens as strings ("true") in some flows.
const isTrue = (value: unknown) => value === true || value === "true";

/**
 * Verifies Google and Apple ID tokens: signature through the provider's published key set (fetched and cached
 * by jose), issuer, audience = one of our client ids, expiry. Returns null for any token that fails; throws
 * SERVICE_UNAVAILABLE when the key set cannot be fetched.
 */
export function createSocialTokenVerifier(providers: Record<SocialProvider, SocialProviderConfig>) {
  const keySets = {
    google: createRemoteJWKSet(new URL(providers.google.jwksUrl)),
    apple: createRemoteJWKSet(new URL(providers.apple.jwksUrl)),
  };

  return {
    isConfigured(provider: SocialProvider): boolean {
      return providers[provider].clientIds.length > 0;
    },

    async verify(provider: SocialProvider, idToken: string, now: Date): Promise<SocialIdentity | null> {
      const { clientIds } = providers[provider];
      if (clientIds.length === 0) return null;
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySets[provider], {
          issuer: ISSUERS[provider],
          audience: clientIds,
          algorithms: ["RS256", "ES256"],
          requiredClaims: ["sub", "exp", "iat"],
          currentDate: now,
          clockTolerance: 30,
        }));
      } catch (error) {
        // The provider's key set could not be fetched: our problem, not a bad token.
        if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) {
          throw new AppError("SERVICE_UNAVAILABLE", { cause: error });
        }
        return null;
      }
      if (!payload.sub) return null;
      const email =
        typeof payload.email === "string" && payload.email.trim() ? payload.email.trim().toLowerCase() : null;
      const name =
        typeof payload.name === "string"
          ? payload.name.replaceAll("\u0000", "").trim().slice(0, 120) || null
          : null;
      return {
        provider,
        subject: payload.sub,
        email,
        isEmailVerified: email !== null && isTrue(payload.email_verified),
        name,
      };
    },
  };
}

export type SocialTokenVerifier = ReturnType<typeof createSocialTokenVerifier>;
