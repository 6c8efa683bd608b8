import type { APIRequestContext, Page } from "@playwright/test";

export type Section = { type: string; title: string; data: { slug_id?: string; title?: string }[] };

export async function homepageSections(request: APIRequestContext, lang: "en" | "ar"): Promise<Section[]> {
  const response = await request.get(`/api/homepage-data?lang=${lang}`);
  return (await response.json()).data.sections as Section[];
}

export async function firstPropertySlug(
  request: APIRequestContext,
): Promise<{ slug: string; title: string; titleAr: string }> {
  const response = await request.get("/api/get-property-list?limit=1&property_classification=1");
  const card = (await response.json()).data[0];
  return { slug: card.slug_id, title: card.title_en, titleAr: card.title_ar };
}

/** "E£ 1,234.50", "$52.5", "١٬٢٣٤٫٥٠ ج.م" → 1234.5 (Latin or Arabic-Indic digits). */
export function amountIn(text: string): number {
  const latin = text
    .replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d)))
    .replace(/٬/g, ",")
    .replace(/٫/g, ".");
  const match = /-?\d[\d,]*(\.\d+)?/.exec(latin);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[0].replaceAll(",", ""));
}

export async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: `artifacts/screenshots/${name}.png`, fullPage: false });
}
