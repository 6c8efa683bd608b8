import { parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/max";

/** Numbers typed without a country code are read as Egyptian (the marketplace's home market). */
export const DEFAULT_PHONE_REGION: CountryCode = "EG";

/** "01001234567", "+20 100 123 4567", "00201001234567" → "+201001234567"; null when not a valid number. */
export function toE164(text: string, region: CountryCode = DEFAULT_PHONE_REGION): string | null {
  const parsed = parsePhoneNumberFromString(text, region);
  return parsed && parsed.isValid() ? parsed.number : null;
}
