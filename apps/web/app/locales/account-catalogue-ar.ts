import adminAr from "./areas/admin/ar.json";
import paymentsAr from "./areas/payments/ar.json";
import verificationAr from "./areas/verification/ar.json";
import ownerReservationsAr from "./areas/owner-reservations/ar.json";
import editorAr from "./areas/editor/ar.json";
import ownerStaysAr from "./areas/owner-stays/ar.json";
import placesAr from "./areas/places/ar.json";
import adminConsoleAr from "./areas/admin-console/ar.json";
import adminDashboardAr from "./areas/admin-dashboard/ar.json";
import adminUsersAr from "./areas/admin-users/ar.json";
import adminCatalogueAr from "./areas/admin-catalogue/ar.json";
import adminOversightAr from "./areas/admin-oversight/ar.json";
import adminOffersAr from "./areas/admin-offers/ar.json";
import adminSiteAr from "./areas/admin-site/ar.json";
import adminContentAr from "./areas/admin-content/ar.json";

/** The Arabic files only pages under /user and /admin use (the editors, the stays calendar, the console). */
export const arAccountParts = [
  adminAr,
  paymentsAr,
  verificationAr,
  ownerReservationsAr,
  editorAr,
  ownerStaysAr,
  placesAr,
  adminConsoleAr,
  adminDashboardAr,
  adminUsersAr,
  adminCatalogueAr,
  adminOversightAr,
  adminOffersAr,
  adminSiteAr,
  adminContentAr,
] as const;

/**
 * The account part of Arabic (ADR 084): loaded by pages under /user and /admin on top of catalogue-ar.ts,
 * so the public pages do not download the console's and the editors' text.
 */
export const catalogue: Record<string, unknown> = Object.assign({}, ...arAccountParts);
