import { isLocale, type Locale } from "@manzil/domain/i18n";

/** The cookie the language switch writes and the server reads (ADR 007). */
export const LANGUAGE_COOKIE = "lang";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Value of one cookie from a `Cookie` request header, or null. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** A supported language from a loosely written tag ("AR", "ar-EG", " en "), or null. */
export function languageFromTag(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** The first supported language of an Accept-Language header, by descending q-value. */
export function languageFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const language = languageFromTag(tag);
    if (language) return language;
  }
  return null;
}

export type LanguageSources = {
  /** `?lang=` of the requested URL. */
  query: string | null;
  /** Value of the `lang` cookie. */
  cookie: string | null;
  acceptLanguage: string | null;
};

/** ADR 007: `?lang=` → `lang` cookie → Accept-Language → English. */
export function resolveLanguage(sources: LanguageSources): Locale {
  return (
    languageFromTag(sources.query) ??
    languageFromTag(sources.cookie) ??
    languageFromAcceptLanguage(sources.acceptLanguage) ??
    "en"
  );
}

/** The language of a document or data request, as every loader must see it. */
export function languageOfRequest(request: Request): Locale {
  return resolveLanguage({
    query: new URL(request.url).searchParams.get("lang"),
    cookie: readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE),
    acceptLanguage: request.headers.get("accept-language"),
  });
}

/** Set-Cookie value remembering the visitor's language for a year. Not httpOnly: it holds no secret. */
export function languageCookie(language: Locale): string {
  return `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}
