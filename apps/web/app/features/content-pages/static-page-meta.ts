import type { MetaDescriptor } from "react-router";
import { absoluteUrl, pageMeta, summarise, titleWithCompany } from "../../lib/seo/page-meta";
import { metaContextOf } from "../../lib/seo/root-data";
import { htmlToText } from "./safe-html";
import { breadcrumbJsonLd, jsonLdGraph } from "./json-ld";
import { STATIC_PAGES, staticPageHtml, type StaticPageKind } from "./static-pages";

/** `meta` of an about/privacy/terms page: the settings text (from the root loader) gives the description. */
export function staticPageMeta(
  kind: StaticPageKind,
  matches: readonly ({ id: string; data?: unknown } | undefined)[],
): MetaDescriptor[] {
  const { root, language, t, company } = metaContextOf(matches);
  const page = STATIC_PAGES[kind];
  const title = t(`static_page.${page.i18nKey}.title`);
  const publicUrl = root?.publicUrl ?? "";
  const text = htmlToText(staticPageHtml(root?.settings, kind));
  return pageMeta({
    title: titleWithCompany(title, company),
    description: summarise(text) || t(`static_page.${page.i18nKey}.description`, { company }),
    language,
    publicUrl,
    canonicalPath: page.path,
    jsonLd: jsonLdGraph(
      {
        "@type": kind === "about" ? "AboutPage" : "WebPage",
        name: title,
        url: absoluteUrl(publicUrl, page.path),
        inLanguage: language,
      },
      breadcrumbJsonLd([
        { name: t("nav.home"), url: absoluteUrl(publicUrl, "/") },
        { name: title, url: absoluteUrl(publicUrl, page.path) },
      ]),
    ),
  });
}
