import { existsSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pathToFileURL } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { API_TRANSPORT_HEADER } from "@manzil/domain/errors";
import { bearerTokenFrom } from "../modules/auth/access-token.js";
import { SESSION_COOKIE } from "./auth.js";
import { streamingCompressionOptions } from "./compression.js";
import { sendFetchResponse, toFetchRequest, webRequestUrl } from "./web-request.js";

export type ApiFetchOptions = {
  method?: "GET" | "POST";
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
};
/** `retryAfter`: the API's Retry-After on a 503 or 429, which the page passes on to the visitor. */
export type ApiFetchResult = { status: number; body: unknown; retryAfter: string | null };

/**
 * What route loaders of the web app receive. `apiFetch` calls our own API in-process with the visitor's
 * session and language, so server rendering goes through exactly the checks external clients get.
 */
export type WebLoadContext = {
  apiFetch: (path: string, options?: ApiFetchOptions) => Promise<ApiFetchResult>;
  /**
   * GET `/api/<path>` for a file (an invoice PDF, a receipt): the API's answer as a fetch Response whose body
   * streams, headers untouched, so the web's download routes pass it on without buffering it or the cookie.
   */
  apiDownload: (path: string, query?: ApiFetchOptions["query"]) => Promise<Response>;
  publicUrl: string;
  /** Nonce of this response's Content-Security-Policy, for the inline scripts of the server render. */
  cspNonce: string | undefined;
  /** Where the checkout loads the gateways' browser scripts from (ADR 047; the CSP allows exactly these). */
  paymentScripts: { stripe: string; razorpay: string };
};

function queryString(query: ApiFetchOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

type Visitor = {
  authorization: string | null;
  cookie: string | null;
  acceptLanguage: string | null;
  /** Passed on so a server-rendered page view is counted for the same viewer as a client call. */
  userAgent: string | null;
  ip: string;
  cspNonce?: string | undefined;
};

export function createLoadContext(app: FastifyInstance, visitor: Visitor): WebLoadContext {
  const token =
    bearerTokenFrom(visitor.authorization ?? undefined) ??
    (visitor.cookie ? (app.parseCookie(visitor.cookie)[SESSION_COOKIE] ?? null) : null);
  const headersFor = (withBody: boolean) => ({
    // Manzil's web reads real statuses and booleans, whatever the server's default transport (ADR 035).
    [API_TRANSPORT_HEADER]: "http",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(visitor.acceptLanguage ? { "accept-language": visitor.acceptLanguage } : {}),
    ...(visitor.userAgent ? { "user-agent": visitor.userAgent } : {}),
    ...(withBody ? { "content-type": "application/json" } : {}),
  });
  const apiUrl = (path: string, query: ApiFetchOptions["query"]) =>
    `/api/${path.replace(/^\/?(api\/)?/, "")}${queryString(query)}`;
  return {
    publicUrl: app.config.PUBLIC_URL,
    cspNonce: visitor.cspNonce,
    paymentScripts: { stripe: app.config.STRIPE_JS_URL, razorpay: app.config.RAZORPAY_CHECKOUT_URL },
    apiDownload: async (path, query) => {
      const response = await app.inject({
        method: "GET",
        url: apiUrl(path, query),
        remoteAddress: visitor.ip,
        headers: headersFor(false),
        payloadAsStream: true,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(response.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
      }
      const body = response.statusCode === 204 ? null : webStreamOf(response.stream());
      return new Response(body, { status: response.statusCode, headers });
    },
    apiFetch: async (path, options = {}) => {
      const response = await app.inject({
        method: options.method ?? "GET",
        url: apiUrl(path, options.query),
        remoteAddress: visitor.ip,
        headers: headersFor(options.body !== undefined),
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      });
      let body: unknown = null;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      const retryAfter = response.headers["retry-after"];
      return {
        status: response.statusCode,
        body,
        retryAfter: retryAfter === undefined ? null : String(retryAfter),
      };
    },
  };
}

/**
 * A Node stream as a web stream, with backpressure. Not `Readable.toWeb`: on Node 20, when the reader cancels
 * (a visitor leaves mid-download, a route drops a refused answer) light-my-request's stream may still push a
 * chunk, and the adapter then throws "Controller is already closed" outside any request, which stops the server.
 */
function webStreamOf(readable: Readable): ReadableStream<Uint8Array> {
  let done = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      readable.on("data", (chunk: Buffer | string) => {
        if (done) return;
        controller.enqueue(
          typeof chunk === "string" ? new TextEncoder().encode(chunk) : new Uint8Array(chunk),
        );
        if ((controller.desiredSize ?? 1) <= 0) readable.pause();
      });
      readable.once("end", () => {
        if (done) return;
        done = true;
        controller.close();
      });
      readable.once("error", (error) => {
        if (done) return;
        done = true;
        controller.error(error);
      });
    },
    pull() {
      readable.resume();
    },
    cancel() {
      done = true;
      readable.destroy();
    },
  });
}

function firstHeader(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

type RawHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

/**
 * Every non-API path goes through React Router's server rendering. `handleFirst` (dev only: Vite's module and
 * HMR middlewares) may answer a request itself and return true.
 */
async function mountServerRendering(
  app: FastifyInstance,
  build: ServerBuild | (() => Promise<ServerBuild>),
  handleFirst?: RawHandler,
): Promise<void> {
  await app.register(async (web) => {
    // React Router reads the raw request body itself (form actions), so Fastify must leave it untouched.
    web.removeAllContentTypeParsers();
    web.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handle = createRequestHandler(
      build,
      app.config.NODE_ENV === "production" ? "production" : "development",
    );
    web.all(
      "/*",
      { schema: { hide: true }, compress: streamingCompressionOptions },
      async (request, reply) => {
        // Vite's middlewares (dev) write the raw response themselves: Fastify must not answer it again.
        if (handleFirst && (await handleFirst(request.raw, reply.raw))) return reply.hijack();
        const aborted = new AbortController();
        reply.raw.once("close", () => aborted.abort());
        const context = createLoadContext(app, {
          authorization: request.headers.authorization ?? null,
          cookie: request.headers.cookie ?? null,
          acceptLanguage: firstHeader(request.headers["accept-language"]),
          userAgent: request.headers["user-agent"] ?? null,
          // The visitor's address (X-Forwarded-For when TRUST_PROXY), so API rate limits count visitors, not the proxy.
          ip: request.ip,
          cspNonce: request.cspNonce,
        });
        const fetchRequest = toFetchRequest(
          request,
          webRequestUrl(request, app.config.PUBLIC_URL),
          aborted.signal,
        );
        let response: Response;
        try {
          response = await handle(fetchRequest, context as never);
        } catch (error) {
          request.log.error({ err: error }, "server rendering failed");
          response = new Response("Internal Server Error", {
            status: 500,
            headers: { "content-type": "text/plain; charset=utf-8" },
          });
        }
        // Through the reply, not the raw socket, so the page is compressed (ADR 076). A stream that breaks off
        // mid-page ends the response; Fastify logs it.
        return sendFetchResponse(reply, response);
      },
    );
  });
}

/** Serves the built web app: hashed assets from build/client, every other non-API path through SSR. */
export async function registerWebApp(app: FastifyInstance, buildDir: string): Promise<boolean> {
  const serverEntry = join(buildDir, "server/index.js");
  if (!existsSync(serverEntry)) {
    app.log.warn({ buildDir }, "web build not found; serving the API only (run `npm run build`)");
    return false;
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;

  await app.register(fastifyStatic, {
    root: join(buildDir, "client"),
    prefix: "/",
    wildcard: false,
    index: false,
    decorateReply: false,
    // build/client holds a .br and a .gz beside each compressible file (scripts/precompress.mjs): sent as they are to
    // clients that accept them, never compressed again per request (ADR 076). They are no URLs of their own.
    preCompressed: true,
    globIgnore: ["**/*.br", "**/*.gz"],
    setHeaders: (reply, path) => {
      // Vite puts a content hash in every file under /assets: safe to cache forever.
      if (path.includes(`${join("client", "assets")}`))
        reply.header("cache-control", "public, max-age=31536000, immutable");
    },
  });
  await mountServerRendering(app, build);
  return true;
}

/**
 * Development: the web app straight from its sources through Vite (hot module replacement), rendered by the
 * same in-process pipeline as production, so loaders get the same `apiFetch`. Vite is a dev dependency of the
 * web workspace and is only loaded here.
 */
export async function registerWebDevServer(app: FastifyInstance, webRoot: string): Promise<void> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    root: webRoot,
    configFile: join(webRoot, "vite.config.ts"),
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  app.addHook("onClose", async () => vite.close());
  const viteFirst: RawHandler = (request, response) =>
    new Promise((resolve) => {
      response.once("finish", () => resolve(true));
      vite.middlewares(request, response, () => resolve(false));
    });
  await mountServerRendering(
    app,
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    viteFirst,
  );
}
