import { createHmac, timingSafeEqual } from "node:crypto";
import { type z } from "zod";
import { PaymentProviderError } from "./payment-provider.js";

/**
 * The small typed REST client the Razorpay, Paystack and Flutterwave adapters share: JSON in and out, a
 * deadline on every call, responses checked against a zod schema, and every failure (unreachable, timeout,
 * HTTP error, unexpected body) turned into a PaymentProviderError that never carries a key or secret.
 */

export type ProviderHttpOptions = {
  provider: string;
  baseUrl: string;
  /** The whole Authorization header value (Basic or Bearer); sent, never logged or echoed. */
  authorization: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export type ProviderRequest = {
  method: "GET" | "POST";
  path: string;
  body?: unknown;
};

export type ProviderHttp = {
  request<TSchema extends z.ZodType>(request: ProviderRequest, schema: TSchema): Promise<z.output<TSchema>>;
};

export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");

  return {
    async request(request, schema) {
      let response: Response;
      try {
        response = await fetchImpl(`${baseUrl}${request.path}`, {
          method: request.method,
          headers: {
            authorization: options.authorization,
            accept: "application/json",
            ...(request.body === undefined ? {} : { "content-type": "application/json" }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
      } catch (cause) {
        throw new PaymentProviderError(`${options.provider} could not be reached`, { cause });
      }
      const text = await response.text().catch(() => "");
      if (!response.ok) {
        throw new PaymentProviderError(
          `${options.provider} answered ${response.status} to ${request.method} ${request.path}: ${providerMessage(text)}`,
          { status: response.status },
        );
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (cause) {
        throw new PaymentProviderError(`${options.provider} answered with something other than JSON`, {
          status: response.status,
          cause,
        });
      }
      const parsed = schema.safeParse(json);
      if (!parsed.success) {
        throw new PaymentProviderError(`${options.provider} answered in an unexpected shape`, {
          status: response.status,
          cause: parsed.error,
        });
      }
      return parsed.data;
    },
  };
}

/** The gateway's own error description, shortened: useful in logs, and gateways never echo our secret there. */
function providerMessage(text: string): string {
  try {
    const json = JSON.parse(text) as { message?: unknown; error?: { description?: unknown } };
    const message = json.error?.description ?? json.message;
    if (typeof message === "string") return message.slice(0, 200);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 200);
}

export function hmacHex(algorithm: "sha256" | "sha512", secret: string, data: string | Buffer): string {
  return createHmac(algorithm, secret).update(data).digest("hex");
}

/** Compares two secrets or signatures in constant time; differing lengths are simply unequal. */
export function safeEqual(expected: string, received: string | undefined): boolean {
  if (received === undefined) return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(received, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A header that arrives once; repeated or missing is treated as absent. */
export function singleHeader(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return typeof value === "string" ? value : undefined;
}
