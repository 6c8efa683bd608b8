import { domainMessagesEn } from "@manzil/domain/i18n";
import en from "./en.json";
import searchEn from "./areas/search/en.json";
import detailsEn from "./areas/details/en.json";
import contentEn from "./areas/content/en.json";
import toolsEn from "./areas/tools/en.json";
import plansEn from "./areas/plans/en.json";
import memberEn from "./areas/member/en.json";
import ownerEn from "./areas/owner/en.json";
import ownerProjectsEn from "./areas/owner-projects/en.json";
import inquiriesEn from "./areas/inquiries/en.json";
import checkoutEn from "./areas/checkout/en.json";
import stayBookingEn from "./areas/stay-booking/en.json";
import reservationsGuestEn from "./areas/reservations-guest/en.json";
import notificationsEn from "./areas/notifications/en.json";
import chatEn from "./areas/chat/en.json";
import gatesEn from "./areas/gates/en.json";

/** The web's English files for every page: the shell's own plus one per feature area (see index.ts). */
export const enParts = [
  en,
  searchEn,
  detailsEn,
  contentEn,
  toolsEn,
  plansEn,
  memberEn,
  ownerEn,
  ownerProjectsEn,
  inquiriesEn,
  checkoutEn,
  stayBookingEn,
  reservationsGuestEn,
  notificationsEn,
  chatEn,
  gatesEn,
] as const;

/**
 * English as i18next loads it: the domain catalogue (errors, validation, auth, currency, time) plus the
 * web's strings. A module of its own so the browser downloads only the page's language (ADR 079).
 */
export const catalogue: Record<string, unknown> = Object.assign({}, domainMessagesEn, ...enParts);
