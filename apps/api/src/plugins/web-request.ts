import type { ServerResponse } from "node:http";
import type { FastifyRequest } from "fastify";

/**
 * The absolute URL of a page request as the visitor's browser sees it. React Router compares it with the
 * `Origin` of every form post and refuses a mismatch (400), so behind a TLS proxy it must read https and the
 * public host. Fastify's `protocol` and `host` follow X-Forwarded-Proto / X-Forwarded-Host only when
 * TRUST_PROXY says the proxy is ours; otherwise they are the socket's and the Host header.
 */
export function webRequestUrl(request: FastifyRequest, publicUrl: string): URL {
  const site = new URL(publicUrl);
  const protocol = request.protocol === "https" || request.protocol === "http" ? request.protocol : "http";
  try {
    const url = new URL(request.url, `${protocol}://${request.host || site.host}`);
    // A Host header with a path or credentials in it is not a host: fall back to the site's.
    if (url.host && !url.username && !url.password) return url;
  } catch {
    // Unparsable Host header: the site's own host below.
  }
  return new URL(request.url, `${protocol}://${site.host}`);
}

/** The Fetch API request React Router handles, with the raw body left as a stream for form actions. */
export function toFetchRequest(request: FastifyRequest, url: URL, signal: AbortSignal): Request {
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let index = 0; index + 1 < raw.length; index += 2) {
    const name = raw[index]!;
    // HTTP/2 pseudo-headers are not header names the Fetch API accepts.
    if (!name.startsWith(":")) headers.append(name, raw[index + 1]!);
  }
  const method = request.method;
  if (method === "GET" || method === "HEAD") return new Request(url, { method, headers, signal });
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      request.raw.on("data", (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      request.raw.on("end", () => controller.close());
      request.raw.on("error", (error) => controller.error(error));
    },
  });
  return new Request(url, { method, headers, signal, body, duplex: "half" } as RequestInit);
}

function drainedOrClosed(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off("drain", done);
      raw.off("close", done);
      resolve();
    };
    raw.on("drain", done);
    raw.on("close", done);
  });
}

/**
 * Writes React Router's answer onto the raw response. Headers already set there (the security headers) stay;
 * each Set-Cookie is kept as its own header line.
 */
export async function sendFetchResponse(
  raw: ServerResponse,
  response: Response,
  method: string,
): Promise<void> {
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    raw.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) raw.setHeader("set-cookie", cookies);
  raw.writeHead(response.status);
  if (response.body && method !== "HEAD") {
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      if (raw.destroyed) break;
      if (!raw.write(chunk)) await drainedOrClosed(raw);
    }
  }
  raw.end();
}
