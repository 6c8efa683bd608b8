/** One JSON-LD document holding several schema.org nodes (a page and its breadcrumb trail). */
export function jsonLdGraph(...nodes: Record<string, unknown>[]): Record<string, unknown> {
  return { "@context": "https://schema.org", "@graph": nodes };
}

export type BreadcrumbEntry = { name: string; url: string };

/** schema.org BreadcrumbList; `url`s are absolute. */
export function breadcrumbJsonLd(entries: BreadcrumbEntry[]): Record<string, unknown> {
  return {
    "@type": "BreadcrumbList",
    itemListElement: entries.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.name,
      item: entry.url,
    })),
  };
}

/** schema.org FAQPage from question/answer pairs (plain text). */
export function faqPageJsonLd(items: { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
