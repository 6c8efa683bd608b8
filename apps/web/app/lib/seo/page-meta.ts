import { LOCALES, type Locale } from "@manzil/domain/i18n";
import type { MetaDescriptor } from "react-router";

const OG_LOCALES: Record<Locale, string> = { en: "en_US", ar: "ar_EG" };

/** Meta descriptions: about 155 characters, cut at a word boundary, with an ellipsis when cut. */
export function summarise(text: string | null | undefined, max = 155): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:،؛-]+$/, "")}…`;
}

/** Absolute URL of a site path; the canonical form never carries a query string. */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export type PageMetaInput = {
  title: string;
  description: string;
  language: Locale;
  publicUrl: string;
  /** Path (and, for paged lists, query) of the canonical page. */
  canonicalPath: string;
  image?: string | undefined;
  type?: "website" | "article";
  jsonLd?: Record<string, unknown>;
};

/**
 * Everything a public page's <head> carries for search engines and link previews: title, description,
 * canonical, hreflang alternates (`?lang=`; x-default is the English page), Open Graph and JSON-LD.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const canonical = absoluteUrl(input.publicUrl, input.canonicalPath);
  const separator = canonical.includes("?") ? "&" : "?";
  const descriptors: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((language) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: language,
      href: `${canonical}${separator}lang=${language}`,
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${canonical}${separator}lang=en` },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: OG_LOCALES[input.language] },
    ...LOCALES.filter((language) => language !== input.language).map((language) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[language],
    })),
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) {
    descriptors.push({ property: "og:image", content: absoluteUrl(input.publicUrl, input.image) });
  }
  if (input.jsonLd) descriptors.push({ "script:ld+json": input.jsonLd });
  return descriptors;
}

/** `{{title}} | {{company}}`, unless the title already names the company. */
export function titleWithCompany(title: string, company: string): string {
  if (!title) return company;
  return title.includes(company) ? title : `${title} | ${company}`;
}
