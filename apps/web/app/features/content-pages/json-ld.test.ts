import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, faqPageJsonLd, jsonLdGraph } from "./json-ld";

describe("JSON-LD builders", () => {
  it("numbers breadcrumb entries from 1 in page order", () => {
    const trail = breadcrumbJsonLd([
      { name: "Home", url: "https://manzil.example/" },
      { name: "المقالات", url: "https://manzil.example/articles" },
    ]);
    expect(trail).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://manzil.example/" },
        { "@type": "ListItem", position: 2, name: "المقالات", item: "https://manzil.example/articles" },
      ],
    });
  });

  it("gives each FAQ a Question with its accepted Answer", () => {
    const page = faqPageJsonLd([{ question: "How do I list?", answer: "Sign in and add a property." }]);
    expect(page).toEqual({
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "How do I list?",
          acceptedAnswer: { "@type": "Answer", text: "Sign in and add a property." },
        },
      ],
    });
  });

  it("puts several nodes in one graph with a single schema.org context", () => {
    const graph = jsonLdGraph({ "@type": "Article" }, { "@type": "BreadcrumbList" });
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"]).toHaveLength(2);
    // The document must survive the trip into a <script> tag as JSON.
    expect(JSON.parse(JSON.stringify(graph))).toEqual(graph);
  });
});
