import { isAbsolute, join, resolve } from "node:path";
import { z } from "zod";
import { API_TRANSPORTS } from "@manzil/domain/errors";
import { repoRoot } from "../lib/paths.js";

const flag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const optionalHttpUrl = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
);
const optionalText = z.preprocess((v) => (v === "" ? undefined : v), z.string().trim().min(1).optional());

/** A payment gateway's API host, overridable so tests can point it at a local fake. */
const gatewayBase = (defaultUrl: string) =>
  z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).default(defaultUrl),
  );

/**
 * The keyless public services a fresh install shows real maps with (ADR 075): OpenFreeMap's "liberty" vector
 * style (its tiles, glyphs and sprites on the same host) and OpenStreetMap's Nominatim for place look-ups.
 */
export const DEFAULT_MAP_STYLE_URL = "https://tiles.openfreemap.org/styles/liberty";
export const DEFAULT_MAP_GEOCODER_URL = "https://nominatim.openstreetmap.org/";

/** Words that switch a map service off: no outside requests (blank style, typed coordinates). */
const SWITCHED_OFF = new Set(["off", "none", "false", "0", "no"]);

/**
 * A map service's URL: unset or empty takes the public default, `off` none at all (undefined, as before a
 * default existed), anything else must be an http(s) URL.
 */
const mapService = (defaultUrl: string) =>
  z.preprocess(
    (v) =>
      v === undefined || v === ""
        ? defaultUrl
        : typeof v === "string" && SWITCHED_OFF.has(v.trim().toLowerCase())
          ? null
          : v,
    z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL, or off" })
      .nullable()
      .transform((value) => value ?? undefined),
  );

/** Each gateway's keys: all set (the gateway is offered) or none (it is not). */
const GATEWAY_KEYS = [
  ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"],
  ["PAYSTACK_SECRET_KEY", "PAYSTACK_PUBLIC_KEY"],
  ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"],
  ["FLUTTERWAVE_SECRET_KEY", "FLUTTERWAVE_PUBLIC_KEY", "FLUTTERWAVE_WEBHOOK_HASH"],
  ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"],
  [
    "PAYMOB_SECRET_KEY",
    "PAYMOB_PUBLIC_KEY",
    "PAYMOB_API_KEY",
    "PAYMOB_HMAC_SECRET",
    "PAYMOB_INTEGRATION_IDS",
  ],
] as const;

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** Every environment variable the server reads. `.env.example` documents each one. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default("data"),
    DATABASE_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: "must be a postgres:// or postgresql:// URL" })
        .optional(),
    ),
    /** Milliseconds to open a PostgreSQL connection (or wait for a free one) before answering 503; 0: no limit. */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(0).default(3_000),
    /** Milliseconds one SQL statement may run before it is cancelled and the request answered 503; 0: no limit. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
    REDIS_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^rediss?:\/\//, { error: "must be a redis:// or rediss:// URL" })
        .optional(),
    ),
    /** Prefix of every key this app writes to Redis, so several apps can share one server. */
    REDIS_KEY_PREFIX: z.string().min(1).max(100).default("manzil-"),
    /**
     * Shared caches (ADR 078): how long home shelves, category counts and the price range, which follow listings'
     * views and favourites, may lag; and how long anything else cached may miss a change made outside the API.
     */
    CACHE_LISTINGS_TTL_MS: z.coerce.number().int().min(0).default(30_000),
    CACHE_MAX_AGE_MS: z.coerce.number().int().min(0).default(600_000),
    /** Milliseconds between the comment lines that keep an idle realtime stream open through proxies (ADR 061). */
    REALTIME_HEARTBEAT_MS: z.coerce.number().int().min(10).max(300_000).default(25_000),
    CORS_ORIGINS: z.string().default(""),
    /**
     * How `/api` answers callers that send no `X-Manzil-Transport` header (ADR 035): `ebroker` (failures as HTTP 200
     * with `error: true`, flags as 1/0) so unmodified eBroker clients work, or `http` (real statuses, booleans).
     */
    API_DEFAULT_TRANSPORT: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z.enum(API_TRANSPORTS).default("ebroker"),
    ),
    TRUST_PROXY: flag.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
    RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
    /**
     * Client IPs no per-IP limit applies to (comma-separated): a monitor, a load test, the browser tests' one
     * machine. Per-account limits (wrong passwords, codes to one address) still apply to them.
     */
    RATE_LIMIT_ALLOW_LIST: z.string().default(""),
    /** Wrong passwords an account may take in a row before each further check waits (ADR 033). */
    LOGIN_FREE_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
    /** Longest wait between password checks of one account (seconds; the wait doubles from 1 s up to this). */
    LOGIN_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    /** SMS codes the whole site may send per hour, across every number and address. */
    SMS_HOURLY_BUDGET: z.coerce.number().int().min(1).default(500),
    UPLOAD_MAX_FILE_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    UPLOAD_MAX_FILES: z.coerce.number().int().positive().default(30),
    /**
     * Image pipelines (decode, resize, encode) running at once in this process, each on one libvips thread: the
     * number of cores uploads may take from search and pages. Further images wait their turn.
     */
    IMAGE_CONCURRENCY: z.coerce.number().int().positive().max(64).default(1),
    /** Largest image accepted, in decoded pixels (width × height), read from the header before any decoding. */
    IMAGE_MAX_PIXELS: z.coerce.number().int().positive().default(40_000_000),
    /** Longest side of an accepted image, in pixels. */
    IMAGE_MAX_SIDE_PX: z.coerce.number().int().positive().default(8000),
    TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
    SEED_ON_START: flag.default(true),
    /**
     * Run background jobs and their schedules in this instance (ADR 041). `false` for web-only instances: they
     * still enqueue, and any instance with workers on runs the jobs, each exactly once.
     */
    JOBS_WORKER: flag.default(true),
    /** Seconds an idle worker waits before looking for new jobs again (at least 0.5). */
    JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(600).default(2),
    SERVE_WEB: flag.default(true),
    /** Development: render the web app from its sources through Vite with hot reload (needs dev dependencies). */
    WEB_DEV: flag.default(false),
    WEB_BUILD_DIR: z.string().optional(),
    DEMO_MODE: flag.default(false),
    /** Serve the OpenAPI page at /api/docs and its JSON; unset: on except when NODE_ENV=production. */
    API_DOCS: z.preprocess((v) => (v === "" ? undefined : v), flag.optional()),
    /**
     * Signs short-lived tickets (verified phone/e-mail). At least 32 characters. Unset: a random one is created in
     * DATA_DIR/secrets on first start (fine for one instance; several instances must share one value).
     */
    AUTH_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(32).optional()),
    /** smtp(s)://user:pass@host:port — unset: e-mails go to DATA_DIR/outbox. */
    SMTP_URL: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\//, { error: "must be an smtp:// or smtps:// URL" })
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default("Manzil <no-reply@manzil.example>"),
    /** Twilio-compatible SMS REST API base (e.g. https://api.twilio.com/2010-04-01); unset: SMS go to the outbox. */
    SMS_API_URL: optionalUrl,
    SMS_ACCOUNT_SID: z.string().optional(),
    SMS_AUTH_TOKEN: z.string().optional(),
    SMS_FROM: z.string().optional(),
    /** Comma-separated OAuth client ids accepted as the `aud` of Google / Apple ID tokens; empty disables the provider. */
    GOOGLE_CLIENT_IDS: z.string().default(""),
    GOOGLE_JWKS_URL: z.url().default("https://www.googleapis.com/oauth2/v3/certs"),
    APPLE_CLIENT_IDS: z.string().default(""),
    APPLE_JWKS_URL: z.url().default("https://appleid.apple.com/auth/keys"),
    /**
     * MapLibre style JSON for the web's maps; unset: OpenFreeMap's public style (ADR 075); `off`: a blank built-in
     * style (pins only, no tile requests).
     */
    MAP_STYLE_URL: mapService(DEFAULT_MAP_STYLE_URL),
    /**
     * Nominatim-compatible search/reverse endpoint for place look-ups on maps; unset: OpenStreetMap's public
     * Nominatim (ADR 075); `off`: no look-ups (owners type the coordinates).
     */
    MAP_GEOCODER_URL: mapService(DEFAULT_MAP_GEOCODER_URL),
    /** Uploads go to this S3-compatible bucket instead of DATA_DIR; unset: local disk. */
    S3_BUCKET: optionalText,
    /** Bucket for private files (owner documents); unset: S3_BUCKET under a `private/` prefix. */
    S3_PRIVATE_BUCKET: optionalText,
    S3_REGION: z.string().min(1).default("us-east-1"),
    /** Endpoint of an S3-compatible server (MinIO, R2, …); unset: AWS S3. */
    S3_ENDPOINT: optionalHttpUrl,
    /** Unset: the SDK's default credential chain (environment, instance role, …). */
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** `bucket` in the path instead of the host name; most self-hosted servers need it. */
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** Base URL browsers fetch public files from (CDN or public bucket URL); required with S3_BUCKET. */
    S3_PUBLIC_URL: optionalHttpUrl,
    /**
     * Comma-separated origins the pages may also load images, fonts and data from (a map style's tiles or glyphs
     * on another host); everything the app itself uses is allowed without it.
     */
    CSP_EXTRA_ORIGINS: z.string().default(""),
    /** Card payments through Stripe (ADR 038): enabled when the three keys are set. Never sent to any client. */
    STRIPE_SECRET_KEY: optionalText,
    /** Public by design: `get_payment_settings` hands it to Stripe.js. */
    STRIPE_PUBLISHABLE_KEY: optionalText,
    /** Signs Stripe's webhooks (`whsec_…`); each event is checked against it before anything changes. */
    STRIPE_WEBHOOK_SECRET: optionalText,
    /** Stripe's API host; tests point it at a local fake. */
    STRIPE_API_BASE: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
        .default("https://api.stripe.com"),
    ),
    /** Paystack (hosted page; ADR 038 amended): enabled when both keys are set. The secret also signs webhooks. */
    PAYSTACK_SECRET_KEY: optionalText,
    /** Public by design: `get_payment_settings` lists it with Paystack. */
    PAYSTACK_PUBLIC_KEY: optionalText,
    /** Paystack's API host; tests point it at a local fake. */
    PAYSTACK_API_BASE: gatewayBase("https://api.paystack.co"),
    /** PayPal Orders v2 (ADR 040, ADR 038 amended): enabled when the three values are set. Never sent to a client. */
    PAYPAL_CLIENT_SECRET: optionalText,
    /** Public by design (PayPal's browser SDK takes it): `get_payment_settings` lists it with PayPal. */
    PAYPAL_CLIENT_ID: optionalText,
    /** The webhook registered in the PayPal app; each event is verified with PayPal against it. */
    PAYPAL_WEBHOOK_ID: optionalText,
    /** https://api-m.paypal.com live, https://api-m.sandbox.paypal.com sandbox, or a local fake in tests. */
    PAYPAL_API_BASE: gatewayBase("https://api-m.paypal.com"),
    /** Flutterwave Standard (ADR 039, ADR 038 amended): enabled when the three values are set. Never sent to a client. */
    FLUTTERWAVE_SECRET_KEY: optionalText,
    /** Public by design (Flutterwave's inline checkout takes it): `get_payment_settings` lists it with Flutterwave. */
    FLUTTERWAVE_PUBLIC_KEY: optionalText,
    /** The "secret hash" set on Flutterwave's dashboard; every webhook's verif-hash must equal it. */
    FLUTTERWAVE_WEBHOOK_HASH: optionalText,
    /** Flutterwave's API host; tests point it at a local fake. */
    FLUTTERWAVE_API_BASE: gatewayBase("https://api.flutterwave.com"),
    /** Razorpay Orders (ADR 039, ADR 038 amended): enabled when the three values are set. The secret signs payments. */
    RAZORPAY_KEY_SECRET: optionalText,
    /** Public by design (Razorpay Checkout takes it): `get_payment_settings` lists it with Razorpay. */
    RAZORPAY_KEY_ID: optionalText,
    /** The secret set on the webhook in Razorpay's dashboard; X-Razorpay-Signature is its HMAC-SHA256 of the body. */
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    /** Razorpay's API host; tests point it at a local fake. */
    RAZORPAY_API_BASE: gatewayBase("https://api.razorpay.com"),
    /** Paymob Intention API + Unified Checkout (ADR 040): enabled when the five values are set. Never sent to a client. */
    PAYMOB_SECRET_KEY: optionalText,
    /** Public by design (it is in the checkout URL): `get_payment_settings` lists it with Paymob. */
    PAYMOB_PUBLIC_KEY: optionalText,
    /** Exchanged for the short-lived auth token that transaction lookups need. */
    PAYMOB_API_KEY: optionalText,
    /** The dashboard's HMAC secret: callbacks and returns carry its HMAC-SHA512 over Paymob's ordered fields. */
    PAYMOB_HMAC_SECRET: optionalText,
    /** Comma-separated integration ids (card, wallet…) offered on the checkout page. */
    PAYMOB_INTEGRATION_IDS: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .trim()
        .regex(/^\d+(\s*,\s*\d+)*$/, "must be comma-separated Paymob integration ids")
        .optional(),
    ),
    /** Paymob's host for the region (default https://accept.paymob.com); tests point it at a local fake. */
    PAYMOB_API_BASE: gatewayBase("https://accept.paymob.com"),
    /** Stripe.js, loaded by the card step of /subscription-plan (ADR 047); e2e serves a local fake. */
    STRIPE_JS_URL: gatewayBase("https://js.stripe.com/v3/"),
    /** Razorpay Checkout's script, loaded by /subscription-plan when Razorpay is enabled (ADR 047). */
    RAZORPAY_CHECKOUT_URL: gatewayBase("https://checkout.razorpay.com/v1/checkout.js"),
    /** Chromium that prints invoice PDFs (ADR 042); started on the first invoice, closed with the server. */
    CHROMIUM_PATH: z.string().min(1).default("/usr/bin/chromium"),
    /**
     * Web push (ADR 062): the VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them) and the
     * contact push services may reach (`mailto:` or an https URL). All three or none; none: web push is off.
     */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText,
    /**
     * Comma-separated host names browsers' push endpoints may have besides the well-known push services
     * (FCM, Mozilla, Apple, Microsoft). Anything else is refused at subscribe time: the server posts to it.
     */
    WEB_PUSH_EXTRA_HOSTS: z.string().default(""),
    /** Firebase service account key (the JSON itself, or a path to the file); unset: no FCM pushes to apps. */
    FCM_SERVICE_ACCOUNT: optionalText,
    /** FCM HTTP v1's host; tests point it at a local fake. */
    FCM_BASE_URL: gatewayBase("https://fcm.googleapis.com"),
    /** The most one `send-money` transfer may be, in minor units of the site's currency (default 50,000.00). */
    SEND_MONEY_MAX_MINOR: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).default(5_000_000),
  })
  .superRefine((env, ctx) => {
    for (const origin of list(env.CSP_EXTRA_ORIGINS)) {
      if (!/^https?:\/\/[^/\s]+$/.test(origin) || !URL.canParse(origin)) {
        ctx.addIssue({
          code: "custom",
          path: ["CSP_EXTRA_ORIGINS"],
          message: "must be comma-separated origins such as https://tiles.example.com",
        });
      }
    }
    // Settings that only work together are refused together, naming the one that is missing.
    if (env.S3_BUCKET && !env.S3_PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["S3_PUBLIC_URL"], message: "is required when S3_BUCKET is set" });
    }
    if (!env.S3_BUCKET && env.S3_PRIVATE_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when S3_PRIVATE_BUCKET is set",
      });
    }
    // A gateway with some of its keys would be half enabled: refused, naming the missing ones.
    for (const gatewayKeys of GATEWAY_KEYS) {
      const set = gatewayKeys.filter((key) => env[key]);
      if (set.length > 0 && set.length < gatewayKeys.length) {
        for (const key of gatewayKeys.filter((k) => !env[k])) {
          ctx.addIssue({ code: "custom", path: [key], message: `is required with ${set.join(" and ")}` });
        }
      }
    }
    const vapid = ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY", "VAPID_SUBJECT"] as const;
    const vapidSet = vapid.filter((key) => env[key]);
    if (vapidSet.length > 0 && vapidSet.length < vapid.length) {
      for (const key of vapid.filter((k) => !env[k])) {
        ctx.addIssue({ code: "custom", path: [key], message: `is required with ${vapidSet.join(" and ")}` });
      }
    }
    if (env.VAPID_SUBJECT && !/^(mailto:|https:\/\/)/.test(env.VAPID_SUBJECT)) {
      ctx.addIssue({ code: "custom", path: ["VAPID_SUBJECT"], message: "must be a mailto: or https:// URL" });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
      ctx.addIssue({
        code: "custom",
        path: [missing],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    }
  });

export type RawConfig = z.infer<typeof configSchema>;

export type AppConfig = Omit<
  RawConfig,
  | "PUBLIC_URL"
  | "CORS_ORIGINS"
  | "DATA_DIR"
  | "WEB_BUILD_DIR"
  | "GOOGLE_CLIENT_IDS"
  | "APPLE_CLIENT_IDS"
  | "API_DOCS"
  | "CSP_EXTRA_ORIGINS"
  | "WEB_PUSH_EXTRA_HOSTS"
  | "RATE_LIMIT_ALLOW_LIST"
> & {
  RATE_LIMIT_ALLOW_LIST: string[];
  WEB_PUSH_EXTRA_HOSTS: string[];
  API_DOCS: boolean;
  CSP_EXTRA_ORIGINS: string[];
  GOOGLE_CLIENT_IDS: string[];
  APPLE_CLIENT_IDS: string[];
  PUBLIC_URL: string;
  CORS_ORIGINS: string[];
  /** Absolute. */
  DATA_DIR: string;
  /** Public files of the local store, served at /uploads. */
  UPLOADS_DIR: string;
  /** Private files of the local store (owner documents); never served statically. */
  PRIVATE_FILES_DIR: string;
  WEB_BUILD_DIR: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once. A bad value stops start-up with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const raw = parsed.data;
  const dataDir = isAbsolute(raw.DATA_DIR) ? raw.DATA_DIR : resolve(repoRoot, raw.DATA_DIR);
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, "");
  return {
    ...raw,
    PUBLIC_URL: publicUrl,
    API_DOCS: raw.API_DOCS ?? raw.NODE_ENV !== "production",
    S3_PUBLIC_URL: raw.S3_PUBLIC_URL?.replace(/\/$/, ""),
    CORS_ORIGINS: list(raw.CORS_ORIGINS),
    RATE_LIMIT_ALLOW_LIST: list(raw.RATE_LIMIT_ALLOW_LIST),
    CSP_EXTRA_ORIGINS: list(raw.CSP_EXTRA_ORIGINS),
    WEB_PUSH_EXTRA_HOSTS: list(raw.WEB_PUSH_EXTRA_HOSTS).map((host) => host.toLowerCase()),
    GOOGLE_CLIENT_IDS: list(raw.GOOGLE_CLIENT_IDS),
    APPLE_CLIENT_IDS: list(raw.APPLE_CLIENT_IDS),
    DATA_DIR: dataDir,
    UPLOADS_DIR: join(dataDir, "uploads"),
    PRIVATE_FILES_DIR: join(dataDir, "private"),
    WEB_BUILD_DIR: raw.WEB_BUILD_DIR
      ? resolve(repoRoot, raw.WEB_BUILD_DIR)
      : join(repoRoot, "apps/web/build"),
  };
}
