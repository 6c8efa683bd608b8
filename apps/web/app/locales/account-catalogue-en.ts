import adminEn from "./areas/admin/en.json";
import paymentsEn from "./areas/payments/en.json";
import verificationEn from "./areas/verification/en.json";
import ownerReservationsEn from "./areas/owner-reservations/en.json";
import editorEn from "./areas/editor/en.json";
import ownerStaysEn from "./areas/owner-stays/en.json";
import placesEn from "./areas/places/en.json";
import adminConsoleEn from "./areas/admin-console/en.json";
import adminDashboardEn from "./areas/admin-dashboard/en.json";
import adminUsersEn from "./areas/admin-users/en.json";
import adminCatalogueEn from "./areas/admin-catalogue/en.json";
import adminOversightEn from "./areas/admin-oversight/en.json";
import adminOffersEn from "./areas/admin-offers/en.json";
import adminSiteEn from "./areas/admin-site/en.json";
import adminContentEn from "./areas/admin-content/en.json";

/** The English files only pages under /user and /admin use (the editors, the stays calendar, the console). */
export const enAccountParts = [
  adminEn,
  paymentsEn,
  verificationEn,
  ownerReservationsEn,
  editorEn,
  ownerStaysEn,
  placesEn,
  adminConsoleEn,
  adminDashboardEn,
  adminUsersEn,
  adminCatalogueEn,
  adminOversightEn,
  adminOffersEn,
  adminSiteEn,
  adminContentEn,
] as const;

/**
 * The account part of English (ADR 084): loaded by pages under /user and /admin on top of catalogue-en.ts,
 * so the public pages do not download the console's and the editors' text.
 */
export const catalogue: Record<string, unknown> = Object.assign({}, ...enAccountParts);
