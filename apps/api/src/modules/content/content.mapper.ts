import type { TArticle, TCityCount, TFacility, TFaqItem } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import type { activeFaqs, allFacilities, citiesWithListings, listArticles } from "./content.repository.js";

type Ctx = { lang: Language; filesUrl: string };
type ArticleRow = Awaited<ReturnType<typeof listArticles>>["rows"][number];
type FaqRow = Awaited<ReturnType<typeof activeFaqs>>[number];
type CityRow = Awaited<ReturnType<typeof citiesWithListings>>[number];
type FacilityRow = Awaited<ReturnType<typeof allFacilities>>[number];

export function mapArticle(row: ArticleRow, ctx: Ctx, options: { withText: boolean }): TArticle {
  const card: TArticle = {
    id: row.id,
    slug_id: row.slug,
    ...bilingual("title", ctx.lang, row.title, row.titleAr),
    image: fileUrl(ctx.filesUrl, row.image),
    category_id: row.categoryId,
    created_at: row.createdAt.toISOString(),
  };
  if (!options.withText) return card;
  return {
    ...card,
    ...bilingual("description", ctx.lang, row.description, row.descriptionAr),
    meta_title: row.metaTitle ?? "",
    meta_description: row.metaDescription ?? "",
    meta_keywords: row.metaKeywords ?? "",
  };
}

export function mapFaq(row: FaqRow, ctx: Ctx): TFaqItem {
  return {
    id: row.id,
    ...bilingual("question", ctx.lang, row.question, row.questionAr),
    ...bilingual("answer", ctx.lang, row.answer, row.answerAr),
  };
}

export function mapCityCount(row: CityRow, ctx: Ctx): TCityCount {
  return {
    City: row.city,
    ...bilingual("city", ctx.lang, row.city, row.nameAr),
    Count: row.count,
    count: row.count,
    image: fileUrl(ctx.filesUrl, row.image),
  };
}

export function mapFacility(row: FacilityRow, ctx: Ctx): TFacility {
  return {
    id: row.id,
    ...bilingual("name", ctx.lang, row.name, row.nameAr),
    image: fileUrl(ctx.filesUrl, row.image),
  };
}
