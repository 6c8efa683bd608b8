import { toWesternDigits } from "@manzil/domain/i18n";

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits → ASCII: Arabic keyboards type them in codes and numbers. */
export const toAsciiDigits = toWesternDigits;

/** Only the digits of a text, whatever script they were typed in. */
export function digitsOnly(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, "");
}
