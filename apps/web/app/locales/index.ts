import ar from "./ar.json";
import placesAr from "./areas/places/ar.json";
import placesEn from "./areas/places/en.json";
import adminAr from "./areas/admin/ar.json";
import chatAr from "./areas/chat/ar.json";
import chatEn from "./areas/chat/en.json";
import adminEn from "./areas/admin/en.json";
import inquiriesAr from "./areas/inquiries/ar.json";
import inquiriesEn from "./areas/inquiries/en.json";
import checkoutAr from "./areas/checkout/ar.json";
import checkoutEn from "./areas/checkout/en.json";
import contentAr from "./areas/content/ar.json";
import contentEn from "./areas/content/en.json";
import editorAr from "./areas/editor/ar.json";
import editorEn from "./areas/editor/en.json";
import detailsAr from "./areas/details/ar.json";
import detailsEn from "./areas/details/en.json";
import memberAr from "./areas/member/ar.json";
import memberEn from "./areas/member/en.json";
import ownerStaysAr from "./areas/owner-stays/ar.json";
import ownerStaysEn from "./areas/owner-stays/en.json";
import ownerProjectsAr from "./areas/owner-projects/ar.json";
import ownerProjectsEn from "./areas/owner-projects/en.json";
import ownerAr from "./areas/owner/ar.json";
import ownerEn from "./areas/owner/en.json";
import plansAr from "./areas/plans/ar.json";
import plansEn from "./areas/plans/en.json";
import searchAr from "./areas/search/ar.json";
import searchEn from "./areas/search/en.json";
import stayBookingAr from "./areas/stay-booking/ar.json";
import stayBookingEn from "./areas/stay-booking/en.json";
import toolsAr from "./areas/tools/ar.json";
import toolsEn from "./areas/tools/en.json";
import paymentsAr from "./areas/payments/ar.json";
import paymentsEn from "./areas/payments/en.json";
import ownerReservationsAr from "./areas/owner-reservations/ar.json";
import ownerReservationsEn from "./areas/owner-reservations/en.json";
import reservationsGuestAr from "./areas/reservations-guest/ar.json";
import reservationsGuestEn from "./areas/reservations-guest/en.json";
import notificationsAr from "./areas/notifications/ar.json";
import notificationsEn from "./areas/notifications/en.json";
import adminConsoleAr from "./areas/admin-console/ar.json";
import adminConsoleEn from "./areas/admin-console/en.json";
import adminDashboardAr from "./areas/admin-dashboard/ar.json";
import adminDashboardEn from "./areas/admin-dashboard/en.json";
import adminUsersAr from "./areas/admin-users/ar.json";
import adminCatalogueAr from "./areas/admin-catalogue/ar.json";
import adminCatalogueEn from "./areas/admin-catalogue/en.json";
import adminUsersEn from "./areas/admin-users/en.json";
import adminOversightAr from "./areas/admin-oversight/ar.json";
import adminOversightEn from "./areas/admin-oversight/en.json";
import verificationAr from "./areas/verification/ar.json";
import verificationEn from "./areas/verification/en.json";
import adminOffersAr from "./areas/admin-offers/ar.json";
import adminOffersEn from "./areas/admin-offers/en.json";
import adminSiteAr from "./areas/admin-site/ar.json";
import adminSiteEn from "./areas/admin-site/en.json";
import adminContentAr from "./areas/admin-content/ar.json";
import adminContentEn from "./areas/admin-content/en.json";
import gatesAr from "./areas/gates/ar.json";
import gatesEn from "./areas/gates/en.json";
import en from "./en.json";

/**
 * The web's catalogue: the shell's own file plus one pair per feature area, so that work on separate
 * areas never edits the same file. Top-level namespaces must be unique across all of them (a test checks).
 */
const parts = {
  en: [
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
  ],
  ar: [
    ar,
    searchAr,
    detailsAr,
    contentAr,
    toolsAr,
    plansAr,
    memberAr,
    ownerAr,
    editorAr,
    ownerProjectsAr,
    adminAr,
    inquiriesAr,
    checkoutAr,
    paymentsAr,
    ownerStaysAr,
    stayBookingAr,
    ownerReservationsAr,
    reservationsGuestAr,
    notificationsAr,
    chatAr,
    adminConsoleAr,
    adminDashboardAr,
    adminUsersAr,
    adminCatalogueAr,
    adminOversightAr,
    verificationAr,
    adminOffersAr,
    adminSiteAr,
    adminContentAr,
    gatesAr,
    placesAr,
  ],
} as const;

const merge = (files: readonly object[]) => Object.assign({}, ...files) as Record<string, unknown>;

export const webMessages = { en: merge(parts.en), ar: merge(parts.ar) };

/** Each file's top-level namespaces, for the uniqueness test. */
export const webNamespacesByFile = {
  en: parts.en.map((file) => Object.keys(file)),
  ar: parts.ar.map((file) => Object.keys(file)),
};
