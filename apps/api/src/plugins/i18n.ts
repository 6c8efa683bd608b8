import { intlLocale } from "@manzil/domain/i18n";
import { createInstance, type TFunction } from "i18next";
import fp from "fastify-plugin";
import Negotiator from "negotiator";
import { domainMessages } from "@manzil/domain/i18n";
import { apiMessagesAr } from "../locales/ar.js";
import { apiMessagesEn } from "../locales/en.js";
import { authMessages } from "../modules/auth/auth.messages.js";
import { engagementMessages } from "../modules/engagement/engagement.messages.js";
import { invoicesMessages } from "../modules/invoices/invoices.messages.js";
import { listingsMessages } from "../modules/listings/listings.messages.js";
import { listingPostsMessages } from "../modules/listing-posts/listing-posts.messages.js";
import { packagesMessages } from "../modules/packages/packages.messages.js";
import { advertisementsMessages } from "../modules/advertisements/advertisements.messages.js";
import { paymentsMessages } from "../modules/payments/payments.messages.js";
import { propertiesMessages } from "../modules/properties/properties.messages.js";
import { projectsMessages } from "../modules/projects/projects.messages.js";
import { leadsMessages } from "../modules/leads/leads.messages.js";
import { moderationMessages } from "../modules/moderation/moderation.messages.js";
import { transfersMessages } from "../modules/transfers/transfers.messages.js";
import { usersMessages } from "../modules/users/users.messages.js";
import { bankTransfersMessages } from "../modules/bank-transfers/bank-transfers.messages.js";
import { verificationMessages } from "../modules/verification/verification.messages.js";
import { chatMessages } from "../modules/chat/chat.messages.js";
import { staysCatalogueMessages } from "../modules/stays-catalogue/stays-catalogue.messages.js";
import { staysMessages } from "../modules/stays/stays.messages.js";
import { stayListingsMessages } from "../modules/stay-listings/stay-listings.messages.js";
import { refundRequestsMessages } from "../modules/reservations/refund-requests.messages.js";
import { reservationEmailsMessages } from "../modules/reservations/reservation-emails.messages.js";
import { reservationLifecycleMessages } from "../modules/reservations/reservation-lifecycle.messages.js";
import { bookingMessages } from "../modules/reservations/booking.messages.js";
import { notificationsMessages } from "../modules/notifications/notifications.messages.js";
import { pushMessages } from "../modules/push/push.messages.js";
import { realtimeMessages } from "../modules/realtime/realtime.messages.js";
import { adminSettingsMessages } from "../modules/admin-settings/admin-settings.messages.js";
import { adminCatalogueMessages } from "../modules/admin-catalogue/admin-catalogue.messages.js";
import { adminSiteMessages } from "../modules/admin-site/admin-site.messages.js";
import { adminUsersMessages } from "../modules/admin-users/admin-users.messages.js";
import { adminOffersMessages } from "../modules/admin-offers/admin-offers.messages.js";
import { adminOversightMessages } from "../modules/admin-oversight/admin-oversight.messages.js";
import { adminContentMessages } from "../modules/admin-content/admin-content.messages.js";

export const supportedLanguages = ["en", "ar"] as const;
export type Language = (typeof supportedLanguages)[number];

declare module "fastify" {
  interface FastifyRequest {
    lang: Language;
    t: TFunction;
  }
}

type Catalogue = { [key: string]: string | Catalogue };

/** Later catalogues add keys inside the namespaces of earlier ones (a module's `auth.*` next to the domain's). */
function mergeCatalogues(...catalogues: object[]): Catalogue {
  const merged: Catalogue = {};
  for (const catalogue of catalogues) {
    for (const [key, value] of Object.entries(catalogue as Catalogue)) {
      const existing = merged[key];
      merged[key] =
        typeof value === "object" && typeof existing === "object" ? mergeCatalogues(existing, value) : value;
    }
  }
  return merged;
}

const i18n = createInstance();
await i18n.init({
  resources: {
    en: {
      translation: mergeCatalogues(
        domainMessages.en,
        apiMessagesEn,
        authMessages.en,
        usersMessages.en,
        engagementMessages.en,
        packagesMessages.en,
        paymentsMessages.en,
        propertiesMessages.en,
        listingsMessages.en,
        listingPostsMessages.en,
        projectsMessages.en,
        leadsMessages.en,
        moderationMessages.en,
        invoicesMessages.en,
        bankTransfersMessages.en,
        verificationMessages.en,
        chatMessages.en,
        advertisementsMessages.en,
        transfersMessages.en,
        staysCatalogueMessages.en,
        staysMessages.en,
        stayListingsMessages.en,
        refundRequestsMessages.en,
        reservationEmailsMessages.en,
        reservationLifecycleMessages.en,
        bookingMessages.en,
        notificationsMessages.en,
        pushMessages.en,
        realtimeMessages.en,
        adminSettingsMessages.en,
        adminSiteMessages.en,
        adminUsersMessages.en,
        adminOffersMessages.en,
        adminCatalogueMessages.en,
        adminOversightMessages.en,
        adminContentMessages.en,
      ),
    },
    ar: {
      translation: mergeCatalogues(
        domainMessages.ar,
        apiMessagesAr,
        authMessages.ar,
        usersMessages.ar,
        engagementMessages.ar,
        packagesMessages.ar,
        paymentsMessages.ar,
        propertiesMessages.ar,
        listingsMessages.ar,
        listingPostsMessages.ar,
        projectsMessages.ar,
        leadsMessages.ar,
        moderationMessages.ar,
        invoicesMessages.ar,
        bankTransfersMessages.ar,
        verificationMessages.ar,
        chatMessages.ar,
        advertisementsMessages.ar,
        transfersMessages.ar,
        staysCatalogueMessages.ar,
        staysMessages.ar,
        stayListingsMessages.ar,
        refundRequestsMessages.ar,
        reservationEmailsMessages.ar,
        reservationLifecycleMessages.ar,
        bookingMessages.ar,
        notificationsMessages.ar,
        pushMessages.ar,
        realtimeMessages.ar,
        adminSettingsMessages.ar,
        adminSiteMessages.ar,
        adminUsersMessages.ar,
        adminOffersMessages.ar,
        adminCatalogueMessages.ar,
        adminOversightMessages.ar,
        adminContentMessages.ar,
      ),
    },
  },
  lng: "en",
  fallbackLng: "en",
  supportedLngs: [...supportedLanguages],
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** A calendar date ("2026-12-04") as people read it: "Fri, Dec 4, 2026" / "الجمعة، ٤ ديسمبر ٢٠٢٦". */
function readableNight(value: unknown, lng: string | undefined): string {
  const text = String(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return text;
  return new Intl.DateTimeFormat(intlLocale(isLanguage(lng) ? lng : "en"), {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${text}T00:00:00Z`));
}

// Messages choose how a value reads: "{{date, night}}" for one calendar date, "{{dates, nights}}" for a list
// ("a, b (+3)"), "{{count, num}}" for a number in the language's digits.
i18n.services.formatter?.add("night", (value, lng) => readableNight(value, lng));
i18n.services.formatter?.add("nights", (value, lng) => {
  const locale = intlLocale(isLanguage(lng) ? lng : "en");
  return String(value)
    .split(", ")
    .map((part) =>
      part
        .replace(
          /\(\+(\d+)\)/,
          (_, more: string) => `(+${new Intl.NumberFormat(locale).format(Number(more))})`,
        )
        .replace(/\d{4}-\d{2}-\d{2}/, (date) => readableNight(date, lng)),
    )
    .join(lng === "ar" ? "؛ " : "; ");
});
i18n.services.formatter?.add("num", (value, lng) =>
  new Intl.NumberFormat(intlLocale(isLanguage(lng) ? lng : "en"), { maximumFractionDigits: 2 }).format(
    Number(value),
  ),
);

const translators: Record<Language, TFunction> = {
  en: i18n.getFixedT("en"),
  ar: i18n.getFixedT("ar"),
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (supportedLanguages as readonly string[]).includes(value);
}

/** `lang` parameter first (mobile clients send it), then Accept-Language, then English. */
export function resolveLanguage(langParam: unknown, acceptLanguage: string | undefined): Language {
  const fromParam = typeof langParam === "string" ? langParam.trim().toLowerCase().slice(0, 2) : undefined;
  if (isLanguage(fromParam)) return fromParam;
  const negotiated = new Negotiator({ headers: { "accept-language": acceptLanguage ?? "" } }).languages();
  for (const tag of negotiated) {
    const base = tag.toLowerCase().slice(0, 2);
    if (isLanguage(base)) return base;
  }
  return "en";
}

export function translatorFor(lang: Language): TFunction {
  return translators[lang];
}

/** True when `key` names a message in our catalogue (used to translate field messages that are keys). */
export function isMessageKey(key: string): boolean {
  return i18n.exists(key, { lng: "en" });
}

export const i18nPlugin = fp(async (app) => {
  app.decorateRequest("lang", "en");
  app.decorateRequest("t", translators.en);
  app.addHook("onRequest", async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.lang = resolveLanguage(query?.lang ?? query?.language, request.headers["accept-language"]);
    request.t = translators[request.lang];
  });
});
