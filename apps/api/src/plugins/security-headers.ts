import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "@fastify/helmet";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";
import type { AppConfig } from "../config/config.js";
import { isInlineUploadType } from "../storage/file-store.js";

declare module "fastify" {
  interface FastifyRequest {
    /** This response's Content-Security-Policy nonce: the server render puts it on its inline scripts. */
    cspNonce: string | undefined;
  }
}

/**
 * Browser features a page may use: the visitor's position (map, "near me") and the microphone (the chat's voice
 * notes, issue 16), both for the site itself only; nothing else, and never for an embedded frame.
 */
export const PERMISSIONS_POLICY =
  "geolocation=(self), camera=(), microphone=(self), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()";

/**
 * What a user's uploaded picture may do when opened on its own: show itself, nothing more. `sandbox` gives an
 * SVG with a script in it a unique origin and no scripts.
 */
export const UPLOADED_FILE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/**
 * Headers of a public upload. A document is an attachment: a file posing as a PDF with HTML inside must never
 * render as a page of this site. Pictures render, under a policy that lets them do nothing else.
 */
export function setUploadHeaders(
  reply: FastifyReply,
  contentType: string,
  corsOrigins: readonly string[] | "*" = [],
): void {
  allowUploadOrigin(reply, corsOrigins);
  reply.header("content-security-policy", UPLOADED_FILE_CSP);
  reply.header("x-content-type-options", "nosniff");
  // Pictures are embedded by the apps and eBroker-compatible sites on other origins.
  reply.header("cross-origin-resource-policy", "cross-origin");
  if (!isInlineUploadType(contentType)) reply.header("content-disposition", "attachment");
}

/**
 * Pages of the configured client origins `fetch()` uploads (eBroker's edit form turns the listing's pictures back
 * into files), which needs CORS; `CORS_ORIGINS=*` allows any page, as for the API. Uploads are cached for a year,
 * so an answer that depends on the origin says so (`Vary: Origin`).
 */
function allowUploadOrigin(reply: FastifyReply, corsOrigins: readonly string[] | "*"): void {
  if (corsOrigins === "*") {
    reply.header("access-control-allow-origin", "*");
    return;
  }
  reply.header("vary", "origin");
  const origin = reply.request.headers.origin;
  if (origin && corsOrigins.includes(origin)) reply.header("access-control-allow-origin", origin);
}

function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * What the checkout's embedded card and Razorpay steps load (ADR 047), only for an enabled gateway: the script's
 * own origin (also its frames and calls: Stripe.js draws the card field in a frame), the gateway's API host and,
 * for the real Stripe, the 3-D Secure host. A configured STRIPE_JS_URL (a local fake in e2e) replaces js.stripe.com.
 */
function paymentOrigins(config: AppConfig): { scripts: string[]; frames: string[]; connect: string[] } {
  const scripts: string[] = [];
  const frames: string[] = [];
  const connect: string[] = [];
  if (config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY) {
    const js = originOf(config.STRIPE_JS_URL);
    const isStripe = js[0] === "https://js.stripe.com";
    scripts.push(...js);
    frames.push(...js, ...(isStripe ? ["https://hooks.stripe.com"] : []));
    connect.push(...js, ...(isStripe ? ["https://api.stripe.com"] : originOf(config.STRIPE_API_BASE)));
  }
  if (config.RAZORPAY_KEY_ID && config.RAZORPAY_KEY_SECRET) {
    const js = originOf(config.RAZORPAY_CHECKOUT_URL);
    scripts.push(...js);
    frames.push(...js, ...(js[0] === "https://checkout.razorpay.com" ? ["https://api.razorpay.com"] : []));
    connect.push(...js, ...originOf(config.RAZORPAY_API_BASE));
  }
  const unique = (list: string[]) => [...new Set(list)];
  return { scripts: unique(scripts), frames: unique(frames), connect: unique(connect) };
}

type NonceOf = (request: IncomingMessage) => string;

/** The page policy: only what the web app really loads (ADR 032). */
export function contentSecurityDirectives(
  config: AppConfig,
  filesBaseUrl: string,
  nonceOf: NonceOf,
): Record<string, Iterable<string | ((request: IncomingMessage, response: ServerResponse) => string)>> {
  const google = config.GOOGLE_CLIENT_IDS.length > 0;
  const extra = config.CSP_EXTRA_ORIGINS;
  const files = originOf(filesBaseUrl);
  const map = originOf(config.MAP_STYLE_URL);
  const geocoder = originOf(config.MAP_GEOCODER_URL);
  const dev = config.WEB_DEV;
  const pay = paymentOrigins(config);
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "form-action": ["'self'"],
    // Vite's development server injects inline and eval'd modules: relaxed there, never in production.
    "script-src": [
      "'self'",
      ...(dev
        ? ["'unsafe-inline'", "'unsafe-eval'"]
        : [(request: IncomingMessage) => `'nonce-${nonceOf(request)}'`]),
      ...(google ? ["https://accounts.google.com/gsi/client"] : []),
      ...pay.scripts,
    ],
    // React style props, MapLibre's positioning and the toaster set inline styles.
    "style-src": ["'self'", "'unsafe-inline'", ...(google ? ["https://accounts.google.com/gsi/style"] : [])],
    "img-src": ["'self'", "data:", "blob:", ...files, ...map, ...extra],
    "font-src": ["'self'", "data:", ...extra],
    "connect-src": [
      "'self'",
      ...map,
      ...geocoder,
      ...extra,
      ...(google ? ["https://accounts.google.com/gsi/"] : []),
      ...pay.connect,
      ...(dev ? ["ws:", "wss:"] : []),
    ],
    // MapLibre's worker is a same-origin module; some builds of it start from a blob.
    "worker-src": ["'self'", "blob:"],
    "frame-src": [
      "https://www.youtube-nocookie.com",
      ...(google ? ["https://accounts.google.com/gsi/"] : []),
      ...pay.frames,
    ],
    "manifest-src": ["'self'"],
    ...(new URL(config.PUBLIC_URL).protocol === "https:" ? { "upgrade-insecure-requests": [] } : {}),
  };
}

/**
 * Security headers on every response, pages, API and files alike, configured here once (ADR 032). Each request
 * gets a fresh script nonce; the server render reads it from `request.cspNonce`.
 */
export const securityHeadersPlugin = fp<{ config: AppConfig; filesBaseUrl: string }>(
  async (app, { config, filesBaseUrl }) => {
    const nonces = new WeakMap<IncomingMessage, string>();
    app.decorateRequest("cspNonce", undefined);
    app.addHook("onRequest", async (request, reply) => {
      const nonce = randomBytes(16).toString("base64");
      request.cspNonce = nonce;
      nonces.set(request.raw, nonce);
      // On the raw response, like helmet's: pages are written past Fastify's reply (hijacked).
      reply.raw.setHeader("permissions-policy", PERMISSIONS_POLICY);
    });
    const https = new URL(config.PUBLIC_URL).protocol === "https:";
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityDirectives(config, filesBaseUrl, (request) => nonces.get(request) ?? ""),
      },
      // Google's sign-in opens a popup that must be able to answer the page.
      crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: "same-origin" },
      frameguard: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Over plain http a browser ignores HSTS, and a development machine must not be pinned to https.
      strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    });
  },
  { name: "security-headers" },
);
