import { type z } from "zod";
import { PaymentProviderError } from "./payment-provider.js";

/**
 * The one typed REST client every gateway adapter shares (ADR 039, amended): JSON in and out, a deadline on every
 * call, no redirects followed (a redirect would carry our Authorization header elsewhere), and every outage —
 * unreachable, timeout, 5xx, a body that is not JSON — turned into a PaymentProviderError that names the gateway
 * and the call but never a key or secret. A 4xx is an answer, not an outage: `send` hands it back for adapters
 * that give it meaning ("already captured", "no such transaction"); `request` and `read` refuse it.
 */

export type ProviderHttpOptions = {
  /** Names the gateway in errors and logs; never a secret. */
  provider: string;
  baseUrl: string;
  /** The whole Authorization header for every call (Basic or Bearer); a request's own headers override it. */
  authorization?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

export type ProviderRequest = {
  method: "GET" | "POST";
  /** Appended to the base URL, query string included. */
  path: string;
  headers?: Record<string, string>;
  /** A string is sent as it is (already serialised JSON or a form); anything else is serialised as JSON. */
  body?: unknown;
};

export type ProviderResponse = {
  status: number;
  /** The parsed JSON answer, or null for an empty one. */
  body: unknown;
  /** "POST /v1/orders": which call this answers, for error messages. */
  call: string;
};

export type ProviderHttp = {
  /** The answer as it came, 4xx included; throws PaymentProviderError only for an outage. */
  send(request: ProviderRequest): Promise<ProviderResponse>;
  /** A 2xx answer checked against the schema; any other status or shape is a PaymentProviderError. */
  read<TSchema extends z.ZodType>(response: ProviderResponse, schema: TSchema): z.output<TSchema>;
  /** The error for an answer the adapter gives no meaning to: the gateway refused our call (credentials, request). */
  refused(response: ProviderResponse): PaymentProviderError;
  /** `send` then `read`: for calls whose every non-2xx answer means the gateway refused us. */
  request<TSchema extends z.ZodType>(request: ProviderRequest, schema: TSchema): Promise<z.output<TSchema>>;
};

export function createProviderHttp(options: ProviderHttpOptions): ProviderHttp {
  const fetchImpl = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const provider = options.provider;

  async function send(request: ProviderRequest): Promise<ProviderResponse> {
    // The path only, never the query: a query could carry a reference someone wants kept out of logs.
    const call = `${request.method} ${request.path.split("?")[0]}`;
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(options.authorization === undefined ? {} : { authorization: options.authorization }),
      ...request.headers,
    };
    let body: string | undefined;
    if (request.body !== undefined) {
      body = typeof request.body === "string" ? request.body : JSON.stringify(request.body);
      headers["content-type"] ??= "application/json";
    }
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: "error",
      });
    } catch (cause) {
      throw new PaymentProviderError(`${provider} could not be reached on ${call}`, { cause });
    }
    const text = await response.text().catch(() => "");
    if (response.status >= 500) {
      throw new PaymentProviderError(`${provider} answered ${response.status} to ${call}`, {
        status: response.status,
      });
    }
    try {
      return { status: response.status, body: text === "" ? null : (JSON.parse(text) as unknown), call };
    } catch (cause) {
      throw new PaymentProviderError(`${provider} answered ${call} with something other than JSON`, {
        status: response.status,
        cause,
      });
    }
  }

  function refused(response: ProviderResponse): PaymentProviderError {
    return new PaymentProviderError(
      `${provider} answered ${response.status} to ${response.call}: ${gatewayMessage(response.body)}`,
      { status: response.status },
    );
  }

  function read<TSchema extends z.ZodType>(response: ProviderResponse, schema: TSchema): z.output<TSchema> {
    if (response.status < 200 || response.status > 299) throw refused(response);
    const parsed = schema.safeParse(response.body);
    if (!parsed.success) {
      throw new PaymentProviderError(`${provider} answered ${response.call} in an unexpected shape`, {
        status: response.status,
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return {
    send,
    read,
    refused,
    request: async (request, schema) => read(await send(request), schema),
  };
}

/**
 * The gateway's own reason, shortened: useful in logs, and gateways never echo our secret there. Covers Razorpay
 * (error.description), PayPal (details[0].issue, or error for OAuth), Paymob (detail) and the rest (message).
 */
function gatewayMessage(body: unknown): string {
  if (body === null || typeof body !== "object") return "no reason given";
  const answer = body as {
    error?: { description?: unknown } | unknown;
    details?: { issue?: unknown }[];
    detail?: unknown;
    message?: unknown;
  };
  const reason = [
    (answer.error as { description?: unknown } | undefined)?.description,
    Array.isArray(answer.details) ? answer.details[0]?.issue : undefined,
    answer.detail,
    answer.message,
    answer.error,
  ].find((candidate) => typeof candidate === "string");
  return typeof reason === "string" ? reason.slice(0, 200) : "no reason given";
}
