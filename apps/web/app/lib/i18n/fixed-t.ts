import type { Locale } from "@manzil/domain/i18n";
import type { i18n as I18n, TFunction } from "i18next";
import { onCatalogue } from "./catalogues";
import { createI18n } from "./create-i18n";

// Read-only lookups for code outside React (route `meta` functions, loaders). Sharing one instance is
// safe because nothing here ever changes its language: getFixedT pins the language per call. Made on
// first use, after the page's catalogue is held (ADR 079), and told about any language loaded later.
let shared: I18n | undefined;

export function fixedT(language: Locale): TFunction {
  if (!shared) {
    const instance = createI18n("en");
    onCatalogue((lng, catalogue) => instance.addResourceBundle(lng, "translation", catalogue));
    shared = instance;
  }
  return shared.getFixedT(language);
}
