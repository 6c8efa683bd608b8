import { type ProviderResponse } from "./provider-http.js";

/**
 * A gateway's short-lived access token (PayPal's OAuth token, Paymob's auth token), shared by every call until it
 * nears expiry. Concurrent callers wait on one request for it instead of each asking for their own.
 */

export type IssuedToken = {
  value: string;
  /** How long from now it may still be sent. */ usableForMs: number;
};

export type AccessToken = {
  /**
   * Sends a call with the current token. A 401 means the gateway revoked or rotated the token before its announced
   * expiry: one fresh token, one retry.
   */
  authorized(send: (token: string) => Promise<ProviderResponse>): Promise<ProviderResponse>;
};

export function createAccessToken(options: {
  issue: () => Promise<IssuedToken>;
  /** Milliseconds since the epoch; tests move it to expire the token. */
  now?: () => number;
}): AccessToken {
  const now = options.now ?? Date.now;
  let token: { value: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function current(): Promise<string> {
    if (token && now() < token.renewAt) return token.value;
    inFlight ??= options
      .issue()
      .then((issued) => {
        token = { value: issued.value, renewAt: now() + issued.usableForMs };
        return issued.value;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    async authorized(send) {
      const response = await send(await current());
      if (response.status !== 401) return response;
      token = null;
      return send(await current());
    },
  };
}
