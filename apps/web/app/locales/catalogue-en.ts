import { domainMessagesEn } from "@manzil/domain/i18n";
import en from "./en.json";
import searchEn from "./areas/search/en.json";
import detailsEn from "./areas/details/en.json";
import contentEn from "./areas/content/en.json";
import toolsEn from "./areas/tools/en.json";
import plansEn from "./areas/plans/en.json";
import memberEn from "./areas/member/en.json";
import ownerEn from "./areas/owner/en.json";
import editorEn from "./areas/editor/en.json";
import ownerProjectsEn from "./areas/owner-projects/en.json";
import adminEn from "./areas/admin/en.json";
import inquiriesEn from "./areas/inquiries/en.json";
import checkoutEn from "./areas/checkout/en.json";
import paymentsEn from "./areas/payments/en.json";
import ownerStaysEn from "./areas/owner-stays/en.json";
import stayBookingEn from "./areas/stay-booking/en.json";
import ownerReservationsEn from "./areas/owner-reservations/en.json";
import reservationsGuestEn from "./areas/reservations-guest/en.json";
import notificationsEn from "./areas/notifications/en.json";
import chatEn from "./areas/chat/en.json";
import adminConsoleEn from "./areas/admin-console/en.json";
import adminDashboardEn from "./areas/admin-dashboard/en.json";
import adminUsersEn from "./areas/admin-users/en.json";
import adminCatalogueEn from "./areas/admin-catalogue/en.json";
import adminOversightEn from "./areas/admin-oversight/en.json";
import verificationEn from "./areas/verification/en.json";
import adminOffersEn from "./areas/admin-offers/en.json";
import adminSiteEn from "./areas/admin-site/en.json";
import adminContentEn from "./areas/admin-content/en.json";
import gatesEn from "./areas/gates/en.json";
import placesEn from "./areas/places/en.json";

/** The web's English files: the shell's own plus one per feature area (see index.ts). */
export const enParts = [
  en,
  searchEn,
  detailsEn,
  contentEn,
  toolsEn,
  plansEn,
  memberEn,
  ownerEn,
  editorEn,
  ownerProjectsEn,
  adminEn,
  inquiriesEn,
  checkoutEn,
  paymentsEn,
  ownerStaysEn,
  stayBookingEn,
  ownerReservationsEn,
  reservationsGuestEn,
  notificationsEn,
  chatEn,
  adminConsoleEn,
  adminDashboardEn,
  adminUsersEn,
  adminCatalogueEn,
  adminOversightEn,
  verificationEn,
  adminOffersEn,
  adminSiteEn,
  adminContentEn,
  gatesEn,
  placesEn,
] as const;

/**
 * English as i18next loads it: the domain catalogue (errors, validation, auth, currency, time) plus the
 * web's strings. A module of its own so the browser downloads only the page's language (ADR 079).
 */
export const catalogue: Record<string, unknown> = Object.assign({}, domainMessagesEn, ...enParts);
