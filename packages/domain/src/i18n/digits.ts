// Arabic keyboards type Arabic-Indic digits (٠-٩), Persian ones type Extended Arabic-Indic digits (۰-۹), and
// both may type the Arabic decimal separator (٫) and thousands separator (٬). Every numeric field accepts
// them, so this is the one place that turns them into what a parser reads.
const ARABIC_INDIC_ZERO = 0x0660;
const PERSIAN_ZERO = 0x06f0;
const ARABIC_DECIMAL_SEPARATOR = "\u066b";
const ARABIC_THOUSANDS_SEPARATOR = "\u066c";

/** "١٢٫٥" → "12.5", "۱۲۳" → "123", "١٬٢٠٠" → "1,200"; anything else is left as typed. */
export function toWesternDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - ARABIC_INDIC_ZERO))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - PERSIAN_ZERO))
    .replaceAll(ARABIC_DECIMAL_SEPARATOR, ".")
    .replaceAll(ARABIC_THOUSANDS_SEPARATOR, ",");
}

/** A preprocessor for `z.preprocess`: strings get Western digits, other values pass through untouched. */
export function westernDigitsIn<Value>(value: Value): Value | string {
  return typeof value === "string" ? toWesternDigits(value) : value;
}
