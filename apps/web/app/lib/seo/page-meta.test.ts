import { describe, expect, it } from "vitest";
import { pageMeta, summarise, titleWithCompany } from "./page-meta";

describe("pageMeta", () => {
  const meta = pageMeta({
    title: "Villa | Manzil",
    description: "A villa.",
    language: "ar",
    publicUrl: "https://manzil.example",
    canonicalPath: "/properties-details/villa",
    image: "https://manzil.example/uploads/a.webp",
    jsonLd: { "@type": "RealEstateListing" },
  });
  const find = (predicate: (d: Record<string, unknown>) => boolean) =>
    meta.find((d) => predicate(d as Record<string, unknown>)) as Record<string, unknown> | undefined;

  it("has a canonical URL without a query and hreflang alternates for both languages and x-default", () => {
    expect(find((d) => d.rel === "canonical")?.href).toBe("https://manzil.example/properties-details/villa");
    const alternates = meta.filter((d) => (d as Record<string, unknown>).rel === "alternate");
    expect(
      alternates.map((d) => [(d as Record<string, unknown>).hrefLang, (d as Record<string, unknown>).href]),
    ).toEqual([
      ["en", "https://manzil.example/properties-details/villa?lang=en"],
      ["ar", "https://manzil.example/properties-details/villa?lang=ar"],
      ["x-default", "https://manzil.example/properties-details/villa?lang=en"],
    ]);
  });

  it("has Open Graph tags in the page's locale and an absolute image", () => {
    expect(find((d) => d.property === "og:locale")?.content).toBe("ar_EG");
    expect(find((d) => d.property === "og:type")?.content).toBe("website");
    expect(find((d) => d.property === "og:image")?.content).toBe("https://manzil.example/uploads/a.webp");
    expect(find((d) => "script:ld+json" in d)).toBeTruthy();
  });

  it("summarises long descriptions at a word boundary, within 155 characters", () => {
    const text = "word ".repeat(60);
    const summary = summarise(text);
    expect(summary.length).toBeLessThanOrEqual(155);
    expect(summary.endsWith("word…")).toBe(true);
    expect(summarise("  short   text ")).toBe("short text");
  });

  it("appends the company to a title once", () => {
    expect(titleWithCompany("Villa", "Manzil")).toBe("Villa | Manzil");
    expect(titleWithCompany("Properties | Manzil", "Manzil")).toBe("Properties | Manzil");
  });
});
