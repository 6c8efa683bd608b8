export { domainMessages } from "./domain-messages.js";
export { intlLocale, isLocale, LOCALES, textDirection } from "./locales.js";
export type { Locale, TextDirection } from "./locales.js";
export type { MessageKey, MessageTree } from "./message-key.js";
export { interpolate, lookupMessage, translate } from "./translate.js";
export type { LocalizedMessage, MessageParams } from "./translate.js";
export { toWesternDigits, westernDigitsIn } from "./digits.js";
// One language alone, so the web's browser bundle carries only the page's language (web ADR 079).
export { messages as domainMessagesEn } from "./en.js";
export { messages as domainMessagesAr } from "./ar.js";
