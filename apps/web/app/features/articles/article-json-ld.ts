import type { TArticle } from "@manzil/domain/contracts";

/** schema.org Article for an article page (dates as the API gives them, ISO 8601). */
export function articleJsonLd(
  article: TArticle,
  {
    url,
    description,
    language,
    publisher,
    logo,
  }: {
    url: string;
    description: string;
    language: string;
    publisher: string;
    logo?: string | undefined;
  },
): Record<string, unknown> {
  return {
    "@type": "Article",
    headline: article.title,
    description,
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    datePublished: article.created_at,
    ...(article.image ? { image: [article.image] } : {}),
    ...(article.meta_keywords ? { keywords: article.meta_keywords } : {}),
    publisher: {
      "@type": "Organization",
      name: publisher,
      ...(logo ? { logo: { "@type": "ImageObject", url: logo } } : {}),
    },
  };
}
