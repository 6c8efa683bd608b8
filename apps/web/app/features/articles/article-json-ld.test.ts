import { describe, expect, it } from "vitest";
import { articleJsonLd } from "./article-json-ld";

describe("articleJsonLd", () => {
  it("gives search engines the headline, date, picture and publisher of an article", () => {
    const node = articleJsonLd(
      {
        id: 3,
        slug_id: "rent-or-buy",
        title: "الإيجار أم الشراء في القاهرة",
        title_en: "Renting or Buying in Cairo",
        title_ar: "الإيجار أم الشراء في القاهرة",
        description: "<p>Whether to rent or buy…</p>",
        description_en: "<p>Whether to rent or buy…</p>",
        description_ar: "<p>الإيجار أم الشراء…</p>",
        image: "https://manzil.example/images/articles/rent.jpg",
        category_id: null,
        category: null,
        created_at: "2025-03-01T09:00:00.000Z",
        meta_keywords: "rent or buy, cairo",
      },
      {
        url: "https://manzil.example/article-details/rent-or-buy",
        description: "Whether to rent or buy…",
        language: "ar",
        publisher: "منزل",
        logo: "https://manzil.example/logo.png",
      },
    );
    expect(node).toEqual({
      "@type": "Article",
      headline: "الإيجار أم الشراء في القاهرة",
      description: "Whether to rent or buy…",
      url: "https://manzil.example/article-details/rent-or-buy",
      mainEntityOfPage: "https://manzil.example/article-details/rent-or-buy",
      inLanguage: "ar",
      datePublished: "2025-03-01T09:00:00.000Z",
      image: ["https://manzil.example/images/articles/rent.jpg"],
      keywords: "rent or buy, cairo",
      publisher: {
        "@type": "Organization",
        name: "منزل",
        logo: { "@type": "ImageObject", url: "https://manzil.example/logo.png" },
      },
    });
  });
});
