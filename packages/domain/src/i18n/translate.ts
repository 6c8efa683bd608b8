import { domainMessages } from "./domain-messages.js";
import type { Locale } from "./locales.js";
import type { MessageKey } from "./message-key.js";
import { interpolate, type MessageParams } from "./interpolate.js";

export { interpolate, type MessageParams };

/**
 * What a failure should say, without choosing a language. When `raw` is present it is server text
 * to show verbatim; `key` is still set so a UI that refuses raw text has a translated fallback.
 */
export interface LocalizedMessage {
  readonly key: MessageKey;
  readonly params?: MessageParams;
  readonly raw?: string;
}

export function lookupMessage(locale: Locale, key: MessageKey): string {
  let node: unknown = domainMessages[locale];
  for (const segment of key.split(".")) {
    node = typeof node === "object" && node !== null ? (node as Record<string, unknown>)[segment] : undefined;
  }
  if (typeof node !== "string") {
    throw new RangeError(`No "${locale}" message for key "${key}"`);
  }
  return node;
}

/** Resolves a key to final text. The web normally lets i18next do this; the API and tests use it. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(lookupMessage(locale, key), params);
}
