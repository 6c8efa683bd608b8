import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

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

/** Larger batches would only delay the first bytes of a long page. */
const MAX_BATCH_BYTES = 64 * 1024;

/**
 * A web body as a Node stream for Fastify's reply. The chunks the renderer queued within one turn of the event
 * loop leave as one: the compressor flushes after each chunk so a streamed page shows as it renders (ADR 076),
 * and a flush per 2 kB write of React would cost about 15% of the compressed size.
 */
export function coalescedReadable(body: ReadableStream<Uint8Array>): Readable {
  const reader = body.getReader();
  // A read that lost the race with the end of the turn: the next batch starts with it.
  let pending: ReturnType<typeof reader.read> | null = null;
  const turnEnd = () => new Promise<"turn-end">((resolve) => setImmediate(resolve, "turn-end"));
  return new Readable({
    read() {
      void (async () => {
        const batch: Uint8Array[] = [];
        let size = 0;
        let result = await (pending ?? reader.read());
        pending = null;
        const ended = turnEnd();
        while (!result.done) {
          batch.push(result.value);
          size += result.value.byteLength;
          if (size >= MAX_BATCH_BYTES) break;
          const next = reader.read();
          const first = await Promise.race([next, ended]);
          if (first === "turn-end") {
            // Handled here too: if the render fails while nobody reads (the visitor left), that is no crash.
            next.catch(() => undefined);
            pending = next;
            break;
          }
          result = first;
        }
        if (batch.length > 0) this.push(Buffer.concat(batch));
        if (result.done) this.push(null);
      })().catch((error: unknown) => this.destroy(error as Error));
    },
    destroy(error, callback) {
      // The visitor left or the reply failed: stop the render's stream too.
      reader.cancel(error ?? undefined).catch(() => undefined);
      callback(error);
    },
  });
}

/**
 * Sends React Router's answer through Fastify's reply, so its onSend hooks (compression) see it. Headers already
 * on the raw response (the security headers) stay; each Set-Cookie is kept as its own header line.
 */
export function sendFetchResponse(reply: FastifyReply, response: Response): FastifyReply {
  reply.code(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  if (reply.request.method === "HEAD") {
    void response.body.cancel().catch(() => undefined);
    return reply.send();
  }
  return reply.send(coalescedReadable(response.body));
}
