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

export function mapArticle(
  { article, category }: ArticleRow,
  ctx: Ctx,
  options: { withSeo: boolean },
): TArticle {
  const card: TArticle = {
    id: article.id,
    slug_id: article.slug,
    ...bilingual("title", ctx.lang, article.title, article.titleAr),
    ...bilingual("description", ctx.lang, article.description, article.descriptionAr),
    image: fileUrl(ctx.filesUrl, article.image),
    category_id: article.categoryId,
    category: category
      ? {
          id: category.id,
          slug_id: category.slug,
          ...bilingual("category", ctx.lang, category.name, category.nameAr),
          image: fileUrl(ctx.filesUrl, category.image),
        }
      : null,
    created_at: article.createdAt.toISOString(),
  };
  if (!options.withSeo) return card;
  return {
    ...card,
    meta_title: article.metaTitle ?? "",
    meta_description: article.metaDescription ?? "",
    meta_keywords: article.metaKeywords ?? "",
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
