import { refundRequestsRoutes } from "./modules/reservations/refund-requests.routes.js";
import { reservationConfirmationRoutes } from "./modules/reservations/reservation-confirmation.routes.js";
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import cookie from "@fastify/cookie";
import cors from "@fastify/cors";
import rateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { Redis } from "ioredis";
import type { AppConfig } from "./config/config.js";
import { configuredDatabase, openDatabase, type Database, type DatabaseHandle } from "./db/client.js";
import { runMigrations } from "./db/migrate.js";
import { API_TRANSPORT_HEADER } from "@manzil/domain/errors";
import { AppError } from "./lib/app-error.js";
import { logSerializers } from "./lib/log-serializers.js";
import { repoRoot } from "./lib/paths.js";
import { loadOrCreateSecret } from "./lib/secrets.js";
import { loadOrCreateVapidKeys } from "./lib/vapid-keys.js";
import { catalogueRoutes } from "./modules/catalogue/catalogue.routes.js";
import { staysCatalogueRoutes } from "./modules/stays-catalogue/stays-catalogue.routes.js";
import { staysRoutes } from "./modules/stays/stays.routes.js";
import { bookingRoutes } from "./modules/reservations/booking.routes.js";
import { healthRoutes } from "./modules/health/health.routes.js";
import { homepageRoutes } from "./modules/homepage/homepage.routes.js";
import { propertiesRoutes } from "./modules/properties/properties.routes.js";
import type { MapContext } from "./modules/properties/properties.mapper.js";
import { settingsRoutes } from "./modules/settings/settings.routes.js";
import { usersRoutes } from "./modules/users/users.routes.js";
import { agentsRoutes } from "./modules/agents/agents.routes.js";
import { authRoutes } from "./modules/auth/auth.routes.js";
import { contentRoutes } from "./modules/content/content.routes.js";
import { engagementRoutes } from "./modules/engagement/engagement.routes.js";
import { favouritesRoutes } from "./modules/engagement/favourites.routes.js";
import { interestedUsersRoutes } from "./modules/engagement/interested-users.routes.js";
import { listingsRoutes } from "./modules/listings/listings.routes.js";
import { listingPostsRoutes } from "./modules/listing-posts/listing-posts.routes.js";
import { personalisedFeedRoutes } from "./modules/engagement/personalised-feed.routes.js";
import { mortgageRoutes } from "./modules/mortgage/mortgage.routes.js";
import { packagesRoutes } from "./modules/packages/packages.routes.js";
import { advertisementsRoutes } from "./modules/advertisements/advertisements.routes.js";
import { paymentsRoutes } from "./modules/payments/payments.routes.js";
import { invoicesRoutes } from "./modules/invoices/invoices.routes.js";
import { transfersRoutes } from "./modules/transfers/transfers.routes.js";
import { paymentWebhooksRoutes } from "./modules/payments/payment-webhooks.routes.js";
import { projectsRoutes } from "./modules/projects/projects.routes.js";
import { projectManagementRoutes } from "./modules/projects/project-management.routes.js";
import { leadsRoutes } from "./modules/leads/leads.routes.js";
import { moderationRoutes } from "./modules/moderation/moderation.routes.js";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.js";
import { adminNotificationsRoutes } from "./modules/notifications/admin-notifications.routes.js";
import { adminSettingsRoutes } from "./modules/admin-settings/admin-settings.routes.js";
import { adminSiteRoutes } from "./modules/admin-site/admin-site.routes.js";
import { webPushRoutes } from "./modules/push/web-push.routes.js";
import { PAYMENT_NOTICE_JOB } from "./modules/notifications/payment-notices.js";
import { bankTransfersRoutes } from "./modules/bank-transfers/bank-transfers.routes.js";
import { verificationRoutes } from "./modules/verification/verification.routes.js";
import { chatRoutes } from "./modules/chat/chat.routes.js";
import { seoRoutes } from "./modules/seo/seo.routes.js";
import { reservationsLifecycleRoutes } from "./modules/reservations/reservations.routes.js";
import { createLocalHub, createRedisHub } from "./modules/realtime/realtime-hub.js";
import { createSharedCache } from "./lib/shared-cache.js";
import { cacheInvalidationPlugin } from "./plugins/cache-invalidation.js";
import { createRealtimePublisher } from "./modules/realtime/realtime-publisher.js";
import { createRealtimeStreams } from "./modules/realtime/realtime-streams.js";
import { realtimeRoutes } from "./modules/realtime/realtime.routes.js";
import { adminCatalogueRoutes } from "./modules/admin-catalogue/admin-catalogue.routes.js";
import { adminUsersRoutes } from "./modules/admin-users/admin-users.routes.js";
import { adminOversightRoutes } from "./modules/admin-oversight/admin-oversight.routes.js";
import { adminDashboardRoutes } from "./modules/admin-dashboard/admin-dashboard.routes.js";
import { adminOffersRoutes } from "./modules/admin-offers/admin-offers.routes.js";
import { adminContentRoutes } from "./modules/admin-content/admin-content.routes.js";
import { authPlugin } from "./plugins/auth.js";
import { bodyParsingPlugin } from "./plugins/body-parsing.js";
import { clientTransportPlugin } from "./plugins/client-transport.js";
import { compressionPlugin } from "./plugins/compression.js";
import { errorHandlerPlugin } from "./plugins/error-handler.js";
import { i18nPlugin } from "./plugins/i18n.js";
import { securityHeadersPlugin, setUploadHeaders } from "./plugins/security-headers.js";
import { registerWebApp, registerWebDevServer } from "./plugins/web-app.js";
import { appJobs, appSchedules, type AppJobs } from "./jobs/app-jobs.js";
import type { JobRegistry, JobSchedule } from "./jobs/job-definition.js";
import { createJobQueue, type JobQueue } from "./jobs/job-queue.js";
import { createServices, type Services } from "./services.js";
import { createFileStore } from "./storage/create-file-store.js";
import { contentTypeOfKey, type FileStore } from "./storage/file-store.js";
import { privateFilesRoutes } from "./storage/private-files.routes.js";
import { createPrivateLinkSigner } from "./storage/private-link-signature.js";

declare module "fastify" {
  interface FastifyInstance {
    config: AppConfig;
    /** Key for short-lived signed tickets (verified phone or e-mail). */
    authSecret: Uint8Array;
    db: Database;
    databaseKind: DatabaseHandle["kind"];
    /** Uploads: local disk or S3-compatible storage, public and private areas (ADR 026). */
    files: FileStore;
    services: Services;
    /** The durable job queue (ADR 041): enqueue from anywhere; handlers run where JOBS_WORKER is on. */
    jobs: JobQueue<AppJobs>;
    /** Language, absolute-URL base and clock for mappers. */
    mapContext: (request: FastifyRequest) => MapContext;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  /** An open database; when omitted the app opens (and migrates) the one the config names, and closes it. */
  database?: DatabaseHandle;
  /** Pino options, or false for silence (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Fixed clock for tests. */
  now?: () => Date;
  /** Serve the built web app (default: config.SERVE_WEB). */
  serveWeb?: boolean;
  /** Jobs and schedules other than the app's own (tests of the queue itself). */
  jobs?: { registry: JobRegistry; schedules: JobSchedule<JobRegistry>[] };
};

/** The database the configuration names, with the request timeouts of a serving process. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  const handle = await openDatabase(configuredDatabase(config));
  try {
    await runMigrations(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

/** The OpenAPI page's introduction: the two wire contracts a caller chooses between (ADR 035). */
const API_DESCRIPTION = [
  "eBroker-compatible marketplace API. Call names, parameters and response fields follow the eBroker clients.",
  "",
  "**Transports.** Every `/api` call answers in one of two wire contracts, chosen per request by the",
  "`X-Manzil-Transport` header (`http` or `ebroker`); without the header the server's `API_DEFAULT_TRANSPORT`",
  "applies (`ebroker` unless the operator set it), so unmodified eBroker clients work.",
  "",
  "- `http` (Manzil's own web, monitoring, new integrations): failures carry their real HTTP status and",
  "  `{ error: true, message, code, errors? }` with `code` a name such as `VALIDATION_FAILED`; flags are JSON",
  "  booleans. The statuses listed per operation below are this transport's.",
  "- `ebroker` (the existing eBroker web and mobile clients): failures answer HTTP 200 with",
  "  `{ error: true, message, code, error_code, data, errors? }` — `message` a string in the caller's language,",
  "  `code` the HTTP status the `http` transport would have used, `error_code` the name, `data` the per-field",
  "  messages or null. Two statuses stay real because those clients act on them: 401 for a missing or expired",
  "  session and 503 while the database is unreachable. The flags `is_favourite`, `is_interested`, `is_premium`,",
  "  `is_active`, `isActive`, `notification`, `subscription` and `rtl` are 1/0. An unverified e-mail at",
  "  `user_signup` answers the message `Email is not verified`.",
  "",
  "Successes are the same in both transports apart from those flags: HTTP 200 and `{ error: false, message, data, … }`.",
  "`/api/health` always answers its real status. Responses carry `Vary: X-Manzil-Transport`.",
].join("\n");

function loggerOptions(logger: boolean | Record<string, unknown>): boolean | Record<string, unknown> {
  if (typeof logger !== "object") return logger;
  return { ...logger, serializers: { ...logSerializers, ...(logger.serializers as object | undefined) } };
}

/** Builds the whole HTTP app without listening: tests call `inject`, server.ts calls `listen`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.LOG_LEVEL }),
    genReqId: () => randomUUID(),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = options.database ?? (await openConfiguredDatabase(config));
  if (!options.database) app.addHook("onClose", async () => database.close());

  app.decorate("config", config);
  app.decorate(
    "authSecret",
    await loadOrCreateSecret(config.AUTH_SECRET, join(config.DATA_DIR, "secrets", "auth.key")),
  );
  // Web push works out of the box on the embedded default (keys generated once, ADR 062).
  const pushKeys = await loadOrCreateVapidKeys(config, join(config.DATA_DIR, "secrets", "vapid.json"));
  app.decorate("db", database.db);
  app.decorate("databaseKind", database.kind);
  const signer = createPrivateLinkSigner(app.authSecret);
  app.decorate("files", createFileStore(config, { signer, now }));
  // One Redis connection for state shared across instances (rate limits, sign-in backoff, the SMS budget),
  // closed with the app.
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : null;
  if (redis) app.addHook("onClose", async () => void (await redis.quit()));
  // Realtime fan-out (ADR 061): through Redis pub/sub when several instances share it (the subscriber needs a
  // connection of its own), in process otherwise.
  const realtimeLog = app.log.child({ module: "realtime" });
  const realtimeHub =
    redis && config.REDIS_URL
      ? createRedisHub({
          publisher: redis,
          subscriber: new Redis(config.REDIS_URL, {
            maxRetriesPerRequest: 1,
            // Named, so an operator (or a test) can tell it in CLIENT LIST.
            connectionName: `${config.REDIS_KEY_PREFIX}realtime`.replace(/[^\w.:-]/g, "_"),
          }),
          keyPrefix: config.REDIS_KEY_PREFIX,
          log: realtimeLog,
        })
      : createLocalHub();
  const realtime = createRealtimePublisher({ hub: realtimeHub, log: realtimeLog });
  // What every visitor shares (settings, catalogue, home sections), dropped by the writes that change it on every
  // instance: through Redis pub/sub when configured (ADR 078).
  const cache = createSharedCache({
    redis:
      redis && config.REDIS_URL
        ? {
            publisher: redis,
            subscriber: new Redis(config.REDIS_URL, {
              maxRetriesPerRequest: 1,
              connectionName: `${config.REDIS_KEY_PREFIX}cache`.replace(/[^\w.:-]/g, "_"),
            }),
            channel: `${config.REDIS_KEY_PREFIX}cache-invalidation`,
          }
        : undefined,
    listingsTtlMs: config.CACHE_LISTINGS_TTL_MS,
    maxAgeMs: config.CACHE_MAX_AGE_MS,
    log: app.log.child({ module: "shared-cache" }),
  });
  app.addHook("onClose", async () => cache.close());
  await app.register(cacheInvalidationPlugin, { cache });
  app.decorate(
    "services",
    createServices(database.db, { ...config, ...pushKeys }, app.log, {
      authSecret: app.authSecret,
      files: app.files,
      redis,
      cache,
      jobs: () => app.jobs,
      // Payment e-mails go through the queue once the ledger committed; the queue is built just below.
      afterPayment: async (change) => {
        if (change.state !== "succeeded" && change.state !== "failed") return;
        await jobs.enqueue("payments.send-email", { ...change, state: change.state });
        await jobs.enqueue(PAYMENT_NOTICE_JOB, { ...change, state: change.state });
      },
      onChatMessage: realtime.messageSent,
      onChatChange: realtime.chatChanged,
      afterNotice: realtime.noticeStored,
    }),
  );
  const realtimeStreams = createRealtimeStreams({
    db: database.db,
    hub: realtimeHub,
    chat: () => app.services.chat,
    notifications: () => app.services.notifications,
    heartbeatMs: config.REALTIME_HEARTBEAT_MS,
    log: realtimeLog,
  });
  // Open streams would hold the server's close; they end first and their clients reconnect elsewhere.
  app.addHook("preClose", async () => {
    realtimeStreams.closeAll();
    await realtimeHub.close();
  });
  const jobs = createJobQueue<JobRegistry>({
    database,
    jobs: options.jobs?.registry ?? appJobs,
    schedules: options.jobs?.schedules ?? appSchedules,
    runWorkers: config.JOBS_WORKER,
    pollIntervalSeconds: config.JOBS_POLL_INTERVAL_SECONDS,
    log: app.log.child({ module: "jobs" }),
    context: () => ({ db: database.db, services: app.services, log: app.log, now }),
  });
  app.decorate("jobs", jobs as JobQueue<AppJobs>);
  app.addHook("onReady", async () => jobs.start());
  // Before onClose closes the database: running handlers finish on an open connection.
  app.addHook("preClose", async () => jobs.stop());
  app.addHook("onClose", async () => app.services.invoices.close());
  app.decorate("mapContext", (request: FastifyRequest) => ({
    lang: request.lang,
    publicUrl: config.PUBLIC_URL,
    filesUrl: app.files.publicBaseUrl,
    now: now(),
  }));

  // First: it hooks every route declared after it (pages, API, files), ADR 076.
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, { config, filesBaseUrl: app.files.publicBaseUrl });
  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(clientTransportPlugin);

  const trustedOrigins = [new URL(config.PUBLIC_URL).origin, ...config.CORS_ORIGINS.filter((o) => o !== "*")];
  const corsOrigins = config.CORS_ORIGINS.includes("*") ? ("*" as const) : trustedOrigins;

  // Local public files (and the demo pictures, ADR 010): keys are random and never reused, so cached for good.
  // Private files live in another folder that nothing serves.
  mkdirSync(config.UPLOADS_DIR, { recursive: true });
  await app.register(fastifyStatic, {
    root: config.UPLOADS_DIR,
    prefix: "/uploads/",
    decorateReply: false,
    // Cache-Control: public, max-age=31536000, immutable (PUBLIC_CACHE_CONTROL, as the S3 driver sets).
    maxAge: "365d",
    immutable: true,
    setHeaders: (response, path) => setUploadHeaders(response, contentTypeOfKey(path), corsOrigins),
  });

  // The schema collector stays registered either way (routes declare their schemas); only the pages are optional.
  await app.register(swagger, {
    openapi: {
      info: { title: "Manzil API", version: "0.1.0", description: API_DESCRIPTION },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    },
    transform: jsonSchemaTransform,
  });
  // The route map of every operation is for developers; production keeps it private unless API_DOCS=true.
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: "/api/docs" });

  await app.register(
    async (api) => {
      await api.register(cors, {
        origin: config.CORS_ORIGINS.includes("*") ? true : trustedOrigins,
        allowedHeaders: ["Authorization", "Content-Type", "Accept-Language", API_TRANSPORT_HEADER],
        methods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
        maxAge: 600,
      });
      await api.register(rateLimit, {
        max: config.RATE_LIMIT_MAX,
        timeWindow: config.RATE_LIMIT_WINDOW_MS,
        // Route limits inherit it, so the sign-up and sign-in ceilings skip these callers too.
        ...(config.RATE_LIMIT_ALLOW_LIST.length > 0 ? { allowList: config.RATE_LIMIT_ALLOW_LIST } : {}),
        // Shared counters across instances when Redis is configured; otherwise per process.
        ...(redis ? { redis } : {}),
        nameSpace: "manzil-rl-",
        errorResponseBuilder: (_request, context) => ({ statusCode: 429, ttl: context.ttl }),
      });
      await api.register(bodyParsingPlugin, {
        tmpDir: join(config.DATA_DIR, "tmp"),
        maxFileBytes: config.UPLOAD_MAX_FILE_BYTES,
        maxFiles: config.UPLOAD_MAX_FILES,
      });
      await api.register(authPlugin, { auth: app.services.auth, trustedOrigins });

      await api.register(healthRoutes);
      await api.register(settingsRoutes);
      await api.register(catalogueRoutes);
      await api.register(propertiesRoutes);
      await api.register(homepageRoutes);
      await api.register(usersRoutes);
      await api.register(authRoutes);
      await api.register(contentRoutes);
      await api.register(agentsRoutes);
      await api.register(mortgageRoutes);
      await api.register(packagesRoutes);
      await api.register(advertisementsRoutes);
      await api.register(paymentsRoutes);
      await api.register(paymentWebhooksRoutes);
      await api.register(invoicesRoutes);
      await api.register(transfersRoutes);
      await api.register(engagementRoutes);
      await api.register(favouritesRoutes);
      await api.register(interestedUsersRoutes);
      await api.register(personalisedFeedRoutes);
      await api.register(projectsRoutes);
      await api.register(listingsRoutes);
      await api.register(listingPostsRoutes);
      await api.register(projectManagementRoutes);
      await api.register(leadsRoutes);
      await api.register(privateFilesRoutes, { files: app.files, signer, now });
      await api.register(moderationRoutes);
      await api.register(notificationsRoutes);
      await api.register(adminNotificationsRoutes);
      await api.register(adminSettingsRoutes);
      await api.register(adminSiteRoutes);
      await api.register(webPushRoutes);
      await api.register(bankTransfersRoutes);
      await api.register(verificationRoutes);
      await api.register(chatRoutes);
      await api.register(reservationsLifecycleRoutes);
      await api.register(staysCatalogueRoutes);
      await api.register(staysRoutes);
      await api.register(refundRequestsRoutes);
      await api.register(reservationConfirmationRoutes);
      await api.register(bookingRoutes);
      await api.register(realtimeRoutes, { streams: realtimeStreams });
      await api.register(adminUsersRoutes);
      await api.register(adminCatalogueRoutes);
      await api.register(adminOversightRoutes);
      await api.register(adminDashboardRoutes);
      await api.register(adminOffersRoutes);
      await api.register(adminContentRoutes);

      api.all("/*", { schema: { hide: true } }, async () => {
        throw new AppError("NOT_FOUND", { messageKey: "api.route_not_found" });
      });
    },
    { prefix: "/api" },
  );

  await app.register(seoRoutes);

  if (options.serveWeb ?? config.SERVE_WEB) {
    if (config.WEB_DEV) await registerWebDevServer(app, join(repoRoot, "apps/web"));
    else await registerWebApp(app, config.WEB_BUILD_DIR);
  }
  return app;
}
