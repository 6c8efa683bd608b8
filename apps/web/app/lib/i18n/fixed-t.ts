import type { Locale } from "@manzil/domain/i18n";
import type { TFunction } from "i18next";
import { createI18n } from "./create-i18n";

// Read-only lookups for code outside React (route `meta` functions, loaders). Sharing one instance is
// safe because nothing here ever changes its language: getFixedT pins the language per call.
const shared = createI18n("en");

export function fixedT(language: Locale): TFunction {
  return shared.getFixedT(language);
}
