/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits → ASCII: Arabic keyboards type them in codes and numbers. */
export function toAsciiDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** Only the digits of a text, whatever script they were typed in. */
export function digitsOnly(text: string): string {
  return toAsciiDigits(text).replace(/\D/g, "");
}
