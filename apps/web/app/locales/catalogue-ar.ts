import { domainMessagesAr } from "@manzil/domain/i18n";
import ar from "./ar.json";
import searchAr from "./areas/search/ar.json";
import detailsAr from "./areas/details/ar.json";
import contentAr from "./areas/content/ar.json";
import toolsAr from "./areas/tools/ar.json";
import plansAr from "./areas/plans/ar.json";
import memberAr from "./areas/member/ar.json";
import ownerAr from "./areas/owner/ar.json";
import ownerProjectsAr from "./areas/owner-projects/ar.json";
import inquiriesAr from "./areas/inquiries/ar.json";
import checkoutAr from "./areas/checkout/ar.json";
import stayBookingAr from "./areas/stay-booking/ar.json";
import reservationsGuestAr from "./areas/reservations-guest/ar.json";
import notificationsAr from "./areas/notifications/ar.json";
import chatAr from "./areas/chat/ar.json";
import gatesAr from "./areas/gates/ar.json";

/** The web's Arabic files for every page: the shell's own plus one per feature area (see index.ts). */
export const arParts = [
  ar,
  searchAr,
  detailsAr,
  contentAr,
  toolsAr,
  plansAr,
  memberAr,
  ownerAr,
  ownerProjectsAr,
  inquiriesAr,
  checkoutAr,
  stayBookingAr,
  reservationsGuestAr,
  notificationsAr,
  chatAr,
  gatesAr,
] as const;

/**
 * Arabic as i18next loads it: the domain catalogue (errors, validation, auth, currency, time) plus the
 * web's strings. A module of its own so the browser downloads only the page's language (ADR 079).
 */
export const catalogue: Record<string, unknown> = Object.assign({}, domainMessagesAr, ...arParts);
