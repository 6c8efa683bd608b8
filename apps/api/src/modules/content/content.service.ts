import type { TGetArticlesQuery, TGetFacilitiesForFilterQuery, TPagedQuery } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { notFound } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import { mapArticle, mapCityCount, mapFacility, mapFaq } from "./content.mapper.js";
import {
  activeFaqs,
  allFacilities,
  citiesWithListings,
  countActiveFaqs,
  countCitiesWithListings,
  facilitiesInUse,
  listArticles,
} from "./content.repository.js";

const DEFAULT_LIMIT = 10;

type Ctx = { lang: Language; filesUrl: string };

export function createContentService(db: Database) {
  return {
    /** `get_articles`: by `id` or `slug_id` one article with its SEO fields (404 when unknown), else a page of cards. */
    async articles(query: TGetArticlesQuery, ctx: Ctx) {
      const isDetail = query.id !== undefined || query.slug_id !== undefined;
      const { rows, total } = await listArticles(db, {
        ...(query.id !== undefined ? { id: query.id } : {}),
        ...(query.slug_id !== undefined ? { slug: query.slug_id } : {}),
        ...(query.category_id !== undefined ? { categoryId: query.category_id } : {}),
        offset: isDetail ? 0 : (query.offset ?? 0),
        limit: isDetail ? 1 : (query.limit ?? DEFAULT_LIMIT),
      });
      if (isDetail && rows.length === 0) throw notFound();
      return { items: rows.map((row) => mapArticle(row, ctx, { withSeo: isDetail })), total };
    },

    /** `faqs`: active questions in their admin-set sequence. */
    async faqs(query: TPagedQuery, ctx: Ctx) {
      const [rows, total] = await Promise.all([
        activeFaqs(db, query.limit ?? DEFAULT_LIMIT, query.offset ?? 0),
        countActiveFaqs(db),
      ]);
      return { items: rows.map((row) => mapFaq(row, ctx)), total };
    },

    /** `get-cities-data`: cities with public sell/rent listings, busiest first. */
    async cities(query: TPagedQuery, ctx: Ctx) {
      const [rows, total] = await Promise.all([
        citiesWithListings(db, query.limit ?? DEFAULT_LIMIT, query.offset ?? 0),
        countCitiesWithListings(db),
      ]);
      return { items: rows.map((row) => mapCityCount(row, ctx)), total };
    },

    /** `get_facilities`: every outdoor facility. */
    async facilities(ctx: Ctx) {
      const rows = await allFacilities(db);
      return { items: rows.map((row) => mapFacility(row, ctx)), total: rows.length };
    },

    /** `get-facilities-for-filter`: facilities public listings use, each with its listing count. */
    async facilitiesForFilter(query: TGetFacilitiesForFilterQuery, ctx: Ctx) {
      const rows = await facilitiesInUse(db, {
        ...(query.property_classification !== undefined
          ? { classification: query.property_classification }
          : {}),
        ...(query.category_ids !== undefined ? { categoryIds: query.category_ids } : {}),
        ...(query.city !== undefined ? { city: query.city } : {}),
      });
      const items = rows.map((row) => ({ ...mapFacility(row.facility, ctx), properties_count: row.count }));
      return { items, total: items.length };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
