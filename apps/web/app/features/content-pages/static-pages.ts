import type { WebSettings } from "../../lib/api/types";

/** The three settings-backed pages: their path, the web-settings key holding their HTML and their strings. */
export const STATIC_PAGES = {
  about: { path: "/about-us", settingKey: "about_us", i18nKey: "about" },
  privacy: { path: "/privacy-policy", settingKey: "privacy_policy", i18nKey: "privacy" },
  terms: { path: "/terms-and-condition", settingKey: "terms_conditions", i18nKey: "terms" },
} as const satisfies Record<string, { path: string; settingKey: keyof WebSettings; i18nKey: string }>;

export type StaticPageKind = keyof typeof STATIC_PAGES;

/** The page's HTML from the settings, or "" when the admin has not written it yet. */
export function staticPageHtml(settings: WebSettings | null | undefined, kind: StaticPageKind): string {
  const value = settings?.[STATIC_PAGES[kind].settingKey];
  return typeof value === "string" ? value.trim() : "";
}
