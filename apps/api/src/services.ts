import type { TAdminAuditLogQuery } from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Redis } from "ioredis";
import type { AppConfig } from "./config/config.js";
import type { Database } from "./db/client.js";
import type { FileStore } from "./storage/file-store.js";
import { createLimiterFactory } from "./lib/shared-limiters.js";
import type { SharedCache } from "./lib/shared-cache.js";
import { createChatService, type ChatChange, type SentMessage } from "./modules/chat/chat.service.js";
import { createLoginThrottle } from "./modules/auth/login-throttle.js";
import { createSmsBudget } from "./modules/otp/sms-budget.js";
import { createAuthService } from "./modules/auth/auth.service.js";
import { createAdvertisementsService } from "./modules/advertisements/advertisements.service.js";
import { createCatalogueService } from "./modules/catalogue/catalogue.service.js";
import { createHomepageService } from "./modules/homepage/homepage.service.js";
import { createAccountsService } from "./modules/auth/accounts.service.js";
import { createSocialTokenVerifier } from "./modules/auth/social-tokens.js";
import { createEngagementService } from "./modules/engagement/engagement.service.js";
import { createFavouritesService } from "./modules/engagement/favourites.service.js";
import { createInterestedUsersService } from "./modules/engagement/interested-users.service.js";
import { createPersonalisedFeedService } from "./modules/engagement/personalised-feed.service.js";
import { createListingsService } from "./modules/listings/listings.service.js";
import { createLeadsService } from "./modules/leads/leads.service.js";
import { createListingPostsService } from "./modules/listing-posts/listing-posts.service.js";
import { createMessaging } from "./modules/messaging/messaging.service.js";
import { createAdminCatalogueService } from "./modules/admin-catalogue/admin-catalogue.service.js";
import { createAdminPlacesService } from "./modules/admin-catalogue/admin-places.service.js";
import { createAdminUsersService } from "./modules/admin-users/admin-users.service.js";
import { createAdminAdvertisementsService } from "./modules/admin-oversight/advertisements-oversight.service.js";
import { createAdminReportsService } from "./modules/admin-oversight/reports.service.js";
import { createAdminContentService } from "./modules/admin-content/admin-content.service.js";
import { createAdminDashboardService } from "./modules/admin-dashboard/admin-dashboard.service.js";
import { readAuditLog } from "./modules/audit/audit-log.repository.js";
import { createModerationService } from "./modules/moderation/moderation.service.js";
import { chatLink, chatMessageNotices } from "./modules/notifications/chat-notices.js";
import {
  createNotificationsService,
  type WrittenNotice,
} from "./modules/notifications/notifications.service.js";
import { createAnnouncements } from "./modules/notifications/announcements.js";
import { createPushDelivery } from "./modules/push/push-delivery.js";
import { PUSH_FAN_OUT_MAX, PUSH_NOTICE_JOB } from "./modules/push/push.jobs.js";
import { createFcmSender, readServiceAccount } from "./modules/push/fcm-sender.js";
import { createWebPushSender } from "./modules/push/web-push-sender.js";
import { createWebPushSubscriptions } from "./modules/push/web-push-subscriptions.service.js";
import { createPaymentNotices } from "./modules/notifications/payment-notices.js";
import { createReservationNotices } from "./modules/notifications/reservation-notices.js";
import { RESERVATION_NOTICE_JOB } from "./modules/notifications/reservation-notices.job.js";
import { createUsersService } from "./modules/users/users.service.js";
import { createVerificationService } from "./modules/verification/verification.service.js";
import { createImageWork } from "./modules/media/image-work.js";
import { createInvoiceRenderer } from "./modules/invoices/invoice-pdf.js";
import { issueInvoice } from "./modules/invoices/invoice-issuer.js";
import { createInvoicesService } from "./modules/invoices/invoices.service.js";
import { createPaymentEmails } from "./modules/payments/payment-emails.js";
import type { CommittedChange } from "./modules/payments/payment-ledger.js";
import { createTransfersService } from "./modules/transfers/transfers.service.js";
import { createOtpService } from "./modules/otp/otp.service.js";
import { createPackagesService } from "./modules/packages/packages.service.js";
import { createPaymentLedger } from "./modules/payments/payment-ledger.js";
import { createPaymentsService } from "./modules/payments/payments.service.js";
import { enabledProviders, publicKeysOf } from "./modules/payments/providers/enabled-providers.js";
import { createProjectManagementService } from "./modules/projects/project-management.service.js";
import { createPropertiesService } from "./modules/properties/properties.service.js";
import { createSettingsService } from "./modules/settings/settings.service.js";
import { createStayCalendars } from "./modules/stays/extend-calendars.job.js";
import { createReservationLifecycle } from "./modules/reservations/reservation-lifecycle.service.js";
import { createReservationsReadService } from "./modules/reservations/reservations-read.service.js";
import {
  bankTransferOffer,
  createBankTransfersService,
} from "./modules/bank-transfers/bank-transfers.service.js";
import { createConfirmationPdfs } from "./modules/reservations/confirmation-pdf.js";
import {
  createRefundRequestsService,
  keepReservationInStepWithRefund,
} from "./modules/reservations/refund-requests.service.js";
import { createReservationEmails } from "./modules/reservations/reservation-emails.js";
import {
  createReservationNotifier,
  RESERVATION_EMAIL_JOB,
} from "./modules/reservations/reservation-notifier.js";
import { createBookingService } from "./modules/reservations/booking.service.js";
import {
  reservationPaidHook,
  reservationPaidNotice,
} from "./modules/reservations/reservation-payment.hook.js";
import type { AppJobs } from "./jobs/app-jobs.js";
import type { JobQueue } from "./jobs/job-queue.js";

/** Wires the module services once per app; modules reach each other only through these. */
export function createServices(
  db: Database,
  config: AppConfig,
  log: FastifyBaseLogger,
  shared: {
    authSecret: Uint8Array;
    files: FileStore;
    redis: Redis | null;
    /** What every visitor shares (settings, catalogue, home sections), invalidated by the writes (ADR 078). */
    cache: SharedCache;
    /** The job queue, created after the services: read only when something is enqueued. */
    jobs?: () => JobQueue<AppJobs>;
    /** Told of every committed payment state change (app.ts queues the payment e-mails). */
    afterPayment?: (change: CommittedChange) => Promise<void>;
    /** Told of every committed chat message (realtime delivery and notifications are wired here later). */
    onChatMessage?: (sent: SentMessage) => Promise<void>;
    /** Told of every stored notice (realtime delivery, ADR 061). */
    afterNotice?: (notice: WrittenNotice) => Promise<void>;
    /** Told of every committed chat deletion, read mark and block (realtime delivery, ADR 061). */
    onChatChange?: (change: ChatChange) => Promise<void>;
  },
): Services {
  const { files, cache } = shared;
  const limiter = createLimiterFactory({ redis: shared.redis, keyPrefix: config.REDIS_KEY_PREFIX });
  const auth = createAuthService(db, { tokenTtlDays: config.TOKEN_TTL_DAYS });
  const messaging = createMessaging(config, log);
  const otp = createOtpService(db, { secret: shared.authSecret, exemptIps: config.RATE_LIMIT_ALLOW_LIST });
  const packages = createPackagesService(db);
  const settings = createSettingsService(db, { packages, cache });
  const currencyCode = async () => (await settings.raw()).get("currency_code") ?? "EGP";
  // Who hears of bookings: each step is queued as `reservations.send-email` after its commit (ADR 057). The
  // booking, life-cycle and refund services take this as their `notify` dependency.
  // The inbox notices go as a second job beside the e-mails (ADR 060).
  // Push delivery (ADR 062): every stored notice is queued for push (when a channel is configured), then told
  // to realtime; a queue failure still lets realtime hear of it.
  const endpointPolicy = {
    anyHost: config.NODE_ENV === "test",
    extraHosts: config.WEB_PUSH_EXTRA_HOSTS,
    publicOnly: config.NODE_ENV === "production",
  };
  const push = createPushDelivery(db, {
    webPush:
      config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY && config.VAPID_SUBJECT
        ? createWebPushSender({
            publicKey: config.VAPID_PUBLIC_KEY,
            privateKey: config.VAPID_PRIVATE_KEY,
            subject: config.VAPID_SUBJECT,
          })
        : null,
    fcm: config.FCM_SERVICE_ACCOUNT
      ? createFcmSender({
          account: readServiceAccount(config.FCM_SERVICE_ACCOUNT),
          baseUrl: config.FCM_BASE_URL,
        })
      : null,
    endpointPolicy,
    defaultLanguage: async () => (await settings.raw()).get("default_language"),
    log,
  });
  const webPushSubscriptions = createWebPushSubscriptions(db, {
    enabled: push.publicKey !== null,
    endpointPolicy,
  });
  const queuePush = async (ids: number[]) => {
    if (!push.enabled || !shared.jobs) return;
    await shared.jobs().enqueue(PUSH_NOTICE_JOB, { ids });
  };
  const notifications = createNotificationsService(db, {
    filesUrl: files.publicBaseUrl,
    log,
    afterNotice: async (notice) => {
      try {
        await queuePush([notice.id]);
      } finally {
        await shared.afterNotice?.(notice);
      }
    },
  });
  const announcements = createAnnouncements(db, {
    afterNotices: async (written) => {
      try {
        for (let i = 0; i < written.length; i += PUSH_FAN_OUT_MAX) {
          await queuePush(written.slice(i, i + PUSH_FAN_OUT_MAX).map((notice) => notice.id));
        }
      } catch (error) {
        log.warn({ err: error }, "could not queue an announcement's pushes");
      }
      for (const notice of written) {
        await shared.afterNotice?.(notice).catch((error: unknown) => {
          log.warn({ err: error, userId: notice.userId }, "could not deliver a notice");
        });
      }
    },
  });
  const reservationNotices = createReservationNotices(db, notifications);
  const paymentNotices = createPaymentNotices(db, notifications);
  const reservationNotifier = createReservationNotifier(async (event) => {
    if (!shared.jobs) throw new Error("no job queue to send the booking's e-mails through");
    await shared.jobs().enqueue(RESERVATION_EMAIL_JOB, event);
    return shared.jobs().enqueue(RESERVATION_NOTICE_JOB, event);
  });
  const bookingPaid = reservationPaidNotice(db, reservationNotifier, log);
  const ledger = createPaymentLedger(db, {
    packages,
    log,
    onSucceeded: [reservationPaidHook(log), issueInvoice],
    // A booking's refunded amount and payment status follow its payment's refund, whoever made it (ADR 057).
    onRefunded: [keepReservationInStepWithRefund],
    afterCommit: async (change) => {
      await shared.afterPayment?.(change);
      await bookingPaid(change);
    },
  });
  const providers = enabledProviders(config);
  const payments = createPaymentsService(db, {
    providers,
    packages,
    ledger,
    log,
    publicUrl: config.PUBLIC_URL,
    publicKeys: publicKeysOf(config),
    currencyCode,
    bankTransfer: async (lang) => bankTransferOffer(await settings.raw(), lang),
  });
  const booking = createBookingService(db, { payments, log, notify: reservationNotifier });
  const bankTransfers = createBankTransfersService(db, {
    ledger,
    packages,
    files,
    messaging,
    settings: () => settings.raw(),
    enqueueNotice: async (notice) => {
      if (!shared.jobs) throw new Error("no job queue to send the member's e-mail through");
      return shared.jobs().enqueue("bank-transfers.notify-decision", notice);
    },
    publicUrl: config.PUBLIC_URL,
    log,
  });
  const verification = createVerificationService(db, {
    files,
    messaging,
    notifications,
    settings: () => settings.raw(),
    enqueueNotice: async (notice) => {
      if (!shared.jobs) throw new Error("no job queue to send the member's e-mail through");
      return shared.jobs().enqueue("verification.notify-decision", notice);
    },
    publicUrl: config.PUBLIC_URL,
    log,
  });
  const catalogue = createCatalogueService(db, { cache });
  const properties = createPropertiesService(db);
  const personalisedFeed = createPersonalisedFeedService(db, { properties });
  const homepage = createHomepageService(db, { properties, catalogue, personalisedFeed, cache });
  const images = createImageWork({
    concurrency: config.IMAGE_CONCURRENCY,
    maxPixels: config.IMAGE_MAX_PIXELS,
    maxSidePx: config.IMAGE_MAX_SIDE_PX,
  });
  const users = createUsersService({
    db,
    files,
    images,
    otp,
    messaging,
  });
  const accounts = createAccountsService({
    db,
    auth,
    otp,
    messaging,
    social: createSocialTokenVerifier({
      google: { clientIds: config.GOOGLE_CLIENT_IDS, jwksUrl: config.GOOGLE_JWKS_URL },
      apple: { clientIds: config.APPLE_CLIENT_IDS, jwksUrl: config.APPLE_JWKS_URL },
    }),
    ticketSecret: shared.authSecret,
    publicUrl: config.PUBLIC_URL,
    log,
    loginThrottle: createLoginThrottle({
      limiter,
      freeAttempts: config.LOGIN_FREE_ATTEMPTS,
      maxWaitSeconds: config.LOGIN_BACKOFF_MAX_SECONDS,
    }),
    smsBudget: createSmsBudget({ limiter, perHour: config.SMS_HOURLY_BUDGET }),
    welcomePackages: (userId, at) => packages.grantWelcome(userId, at),
  });
  const engagement = createEngagementService(db, { properties, settings, messaging });
  const favourites = createFavouritesService(db, { properties });
  const interestedUsers = createInterestedUsersService(db, { properties, filesUrl: files.publicBaseUrl });
  const leads = createLeadsService(db, {
    properties,
    settings,
    messaging,
    notifications,
    publicUrl: config.PUBLIC_URL,
    demoMode: config.DEMO_MODE,
    log,
  });
  const listings = createListingsService(db, {
    properties,
    leads,
    files,
    demoMode: config.DEMO_MODE,
  });
  const listingPosts = createListingPostsService(db, {
    packages,
    settings,
    properties,
    listings,
    files,
    images,
    maxFileBytes: config.UPLOAD_MAX_FILE_BYTES,
    demoMode: config.DEMO_MODE,
  });
  const catalogueImageDeps = {
    files,
    images,
    maxFileBytes: config.UPLOAD_MAX_FILE_BYTES,
    filesUrl: files.publicBaseUrl,
  };
  const projectManagement = createProjectManagementService(db, {
    packages,
    settings,
    files,
    images,
    demoMode: config.DEMO_MODE,
  });
  const moderation = createModerationService(db, {
    settings,
    messaging,
    notifications,
    publicUrl: config.PUBLIC_URL,
    log,
    demoMode: config.DEMO_MODE,
  });
  const advertisements = createAdvertisementsService(db, { packages, settings, demoMode: config.DEMO_MODE });
  // Lazy: Chromium starts on the first invoice, not with every process or test app.
  const invoices = createInvoiceRenderer({ chromiumPath: config.CHROMIUM_PATH });
  const invoiceFiles = createInvoicesService(db, { renderer: invoices, files, log });
  const paymentEmails = createPaymentEmails(db, {
    messaging,
    publicUrl: config.PUBLIC_URL,
    defaultLanguage: async () => (await settings.raw()).get("default_language"),
    log,
  });
  const siteTimeZone = async () => (await settings.raw()).get("timezone") || "UTC";
  const confirmationPdfs = createConfirmationPdfs(db, { renderer: invoices, timeZone: siteTimeZone, log });
  const reservationEmails = createReservationEmails(db, {
    messaging,
    confirmations: confirmationPdfs,
    publicUrl: config.PUBLIC_URL,
    defaultLanguage: async () => (await settings.raw()).get("default_language"),
    timeZone: siteTimeZone,
    log,
  });
  const refundRequests = createRefundRequestsService(db, {
    ledger,
    providers,
    notify: reservationNotifier,
    timeZone: siteTimeZone,
    log,
  });
  const transfers = createTransfersService(db, {
    payments,
    currencyCode,
    maxMinor: config.SEND_MONEY_MAX_MINOR,
  });
  const reservationLifecycle = createReservationLifecycle(db, {
    ledger,
    providers,
    log,
    notify: reservationNotifier,
  });
  const chatNotices = chatMessageNotices(db, notifications);
  const chat = createChatService(db, {
    files,
    limiter,
    publicUrl: config.PUBLIC_URL,
    log,
    // The receiver's inbox hears of every message; realtime delivery will join here (issue 16).
    onMessage: async (sent) => {
      // The notice is stored before the message reaches any screen: a screen that reads the message at once
      // (the open thread) then also reads its notice (markLinkRead), instead of racing its insert.
      await chatNotices(sent);
      await shared.onChatMessage?.(sent);
    },
    onChange: async (change) => {
      // A conversation read on the chat screen leaves no "new message" notice of it unread in the bell.
      if (change.kind === "read") {
        await notifications
          .markLinkRead(change.readerId, "message_received", chatLink(change.conversationId), new Date())
          .catch((error: unknown) => log.warn({ err: error }, "could not mark a chat's notices read"));
      }
      await shared.onChatChange?.(change);
    },
  });
  return {
    sharedCache: cache,
    auth,
    accounts,
    chat,
    users,
    engagement,
    favourites,
    interestedUsers,
    listings,
    listingPosts,
    personalisedFeed,
    messaging,
    otp,
    settings,
    catalogue,
    properties,
    homepage,
    packages,
    payments,
    bankTransfers,
    verification,
    projectManagement,
    leads,
    moderation,
    invoices,
    advertisements,
    stayCalendars: createStayCalendars(db),
    invoiceFiles,
    paymentEmails,
    transfers,
    reservationNotifier,
    confirmationPdfs,
    reservationEmails,
    refundRequests,
    reservationLifecycle,
    reservationsRead: createReservationsReadService(db),
    booking,
    notifications,
    reservationNotices,
    paymentNotices,
    push,
    webPushSubscriptions,
    announcements,
    adminUsers: createAdminUsersService(db),
    adminCatalogue: createAdminCatalogueService(db, catalogueImageDeps),
    adminPlaces: createAdminPlacesService(db, catalogueImageDeps),
    adminReports: createAdminReportsService(db, { moderation, demoMode: config.DEMO_MODE }),
    adminAdvertisements: createAdminAdvertisementsService(db, {
      packages,
      moderation,
      demoMode: config.DEMO_MODE,
    }),
    adminContent: createAdminContentService(db, {
      files,
      images,
      maxFileBytes: config.UPLOAD_MAX_FILE_BYTES,
    }),
    adminDashboard: createAdminDashboardService(db, { timeZone: siteTimeZone }),
    auditLog: { read: (query: TAdminAuditLogQuery) => readAuditLog(db, query) },
  };
}

/**
 * The services by name. Written out (not inferred) because the inferred type grew past what the compiler will
 * write into a declaration file; each member still takes its type from its factory.
 */
export interface Services {
  sharedCache: SharedCache;
  auth: ReturnType<typeof createAuthService>;
  accounts: ReturnType<typeof createAccountsService>;
  chat: ReturnType<typeof createChatService>;
  users: ReturnType<typeof createUsersService>;
  engagement: ReturnType<typeof createEngagementService>;
  favourites: ReturnType<typeof createFavouritesService>;
  interestedUsers: ReturnType<typeof createInterestedUsersService>;
  listings: ReturnType<typeof createListingsService>;
  listingPosts: ReturnType<typeof createListingPostsService>;
  personalisedFeed: ReturnType<typeof createPersonalisedFeedService>;
  messaging: ReturnType<typeof createMessaging>;
  otp: ReturnType<typeof createOtpService>;
  settings: ReturnType<typeof createSettingsService>;
  catalogue: ReturnType<typeof createCatalogueService>;
  properties: ReturnType<typeof createPropertiesService>;
  homepage: ReturnType<typeof createHomepageService>;
  packages: ReturnType<typeof createPackagesService>;
  payments: ReturnType<typeof createPaymentsService>;
  bankTransfers: ReturnType<typeof createBankTransfersService>;
  verification: ReturnType<typeof createVerificationService>;
  projectManagement: ReturnType<typeof createProjectManagementService>;
  leads: ReturnType<typeof createLeadsService>;
  moderation: ReturnType<typeof createModerationService>;
  invoices: ReturnType<typeof createInvoiceRenderer>;
  advertisements: ReturnType<typeof createAdvertisementsService>;
  stayCalendars: ReturnType<typeof createStayCalendars>;
  invoiceFiles: ReturnType<typeof createInvoicesService>;
  paymentEmails: ReturnType<typeof createPaymentEmails>;
  transfers: ReturnType<typeof createTransfersService>;
  reservationNotifier: ReturnType<typeof createReservationNotifier>;
  confirmationPdfs: ReturnType<typeof createConfirmationPdfs>;
  reservationEmails: ReturnType<typeof createReservationEmails>;
  refundRequests: ReturnType<typeof createRefundRequestsService>;
  reservationLifecycle: ReturnType<typeof createReservationLifecycle>;
  reservationsRead: ReturnType<typeof createReservationsReadService>;
  booking: ReturnType<typeof createBookingService>;
  notifications: ReturnType<typeof createNotificationsService>;
  reservationNotices: ReturnType<typeof createReservationNotices>;
  paymentNotices: ReturnType<typeof createPaymentNotices>;
  push: ReturnType<typeof createPushDelivery>;
  webPushSubscriptions: ReturnType<typeof createWebPushSubscriptions>;
  announcements: ReturnType<typeof createAnnouncements>;
  adminUsers: ReturnType<typeof createAdminUsersService>;
  adminCatalogue: ReturnType<typeof createAdminCatalogueService>;
  adminPlaces: ReturnType<typeof createAdminPlacesService>;
  adminReports: ReturnType<typeof createAdminReportsService>;
  adminAdvertisements: ReturnType<typeof createAdminAdvertisementsService>;
  adminContent: ReturnType<typeof createAdminContentService>;
  adminDashboard: ReturnType<typeof createAdminDashboardService>;
  auditLog: { read: (query: TAdminAuditLogQuery) => ReturnType<typeof readAuditLog> };
}
