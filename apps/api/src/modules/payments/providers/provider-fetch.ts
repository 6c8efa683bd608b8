import { PaymentProviderError } from "./payment-provider.js";

export type ProviderRequest = {
  /** Names the gateway in error messages and logs; never a secret. */
  provider: string;
  method: "GET" | "POST";
  url: string;
  headers?: Record<string, string>;
  /** A string is sent as it is (already serialised JSON or a form); anything else is serialised as JSON. */
  body?: unknown;
  timeoutMs: number;
};

export type ProviderResponse = { status: number; body: unknown };

/**
 * One HTTP call to a gateway. Unreachable, slow, non-JSON and 5xx answers become PaymentProviderError so the
 * caller answers 502/503 and the ledger waits; 4xx answers are returned for the adapter to interpret, because
 * "already captured" or "declined" are answers, not outages.
 */
export async function requestProvider(request: ProviderRequest): Promise<ProviderResponse> {
  const path = new URL(request.url).pathname;
  const headers: Record<string, string> = { accept: "application/json", ...request.headers };
  let body: string | undefined;
  if (request.body !== undefined) {
    body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
    headers["content-type"] ??= "application/json";
  }
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs),
      redirect: "error",
    });
  } catch (cause) {
    throw new PaymentProviderError(`${request.provider} unreachable on ${request.method} ${path}`, { cause });
  }
  const text = await response.text().catch(() => "");
  if (response.status >= 500) {
    throw new PaymentProviderError(
      `${request.provider} answered ${response.status} on ${request.method} ${path}`,
      {
        status: response.status,
      },
    );
  }
  try {
    return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown) };
  } catch (cause) {
    throw new PaymentProviderError(`${request.provider} answered non-JSON on ${request.method} ${path}`, {
      status: response.status,
      cause,
    });
  }
}

/** A 4xx the adapter has no specific meaning for: the provider refused our call (bad credentials, bad request). */
export function unexpectedAnswer(
  provider: string,
  what: string,
  response: ProviderResponse,
): PaymentProviderError {
  return new PaymentProviderError(`${provider} refused ${what} with ${response.status}`, {
    status: response.status,
  });
}
