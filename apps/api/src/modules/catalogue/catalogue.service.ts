import type {
  TCatalogueCity,
  TCategory,
  TCityCatalogueQuery,
  TGetCategoriesQuery,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import type { SharedCache } from "../../lib/shared-cache.js";
import { fileUrl } from "../../lib/file-url.js";
import { bilingual, pick } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";
import { listCategories, orderedParametersFor, type CategoryQuery } from "./catalogue.repository.js";
import { searchCities } from "./city-places.repository.js";

/** More than any country's cities: the picker gets them all and narrows them as the owner types. */
const CITY_CATALOGUE_LIMIT = 1000;

export function createCatalogueService(db: Database, deps: { cache: SharedCache }) {
  return {
    /**
     * Categories with `parameter_types` replaced by the full, ordered parameter objects (reference §2.3 item 3).
     * Shared by every visitor, so cached (ADR 078); the counts follow listings, hence the `listings` tag.
     */
    categories(query: TGetCategoriesQuery, ctx: { lang: Language; filesUrl: string }) {
      const key = `catalogue:categories:${ctx.lang}:${ctx.filesUrl}:${JSON.stringify(query)}`;
      return deps.cache.get(key, ["catalogue", "listings"], () => this.freshCategories(query, ctx));
    },

    async freshCategories(query: TGetCategoriesQuery, ctx: { lang: Language; filesUrl: string }) {
      const criteria: CategoryQuery = {
        offset: query.offset ?? 0,
        limit: query.limit ?? 10,
        ...(query.id !== undefined ? { id: query.id } : {}),
        ...(query.slug_id !== undefined ? { slug: query.slug_id } : {}),
        ...(query.search !== undefined ? { search: query.search } : {}),
        ...(query.property_classification !== undefined
          ? { classification: query.property_classification }
          : {}),
        ...(query.has_property ? { hasProperty: true } : {}),
      };
      const { rows, total } = await listCategories(db, criteria);
      const parameterRows = await orderedParametersFor(
        db,
        rows.map((row) => row.id),
      );
      const items = rows.map((row): TCategory => ({
        id: row.id,
        slug_id: row.slug,
        ...bilingual("category", ctx.lang, row.name, row.nameAr),
        image: fileUrl(ctx.filesUrl, row.image),
        property_classification: row.classification,
        properties_count: row.propertyCount,
        meta_title: row.metaTitle ?? "",
        meta_description: row.metaDescription ?? "",
        meta_keywords: row.metaKeywords ?? "",
        meta_image: fileUrl(ctx.filesUrl, row.metaImage),
        parameter_types: parameterRows
          .filter((p) => p.categoryId === row.id)
          .map(({ parameter }) => ({
            id: parameter.id,
            ...bilingual("name", ctx.lang, parameter.name, parameter.nameAr),
            type_of_parameter: parameter.type,
            type_values: parameter.options.map((o) => pick(ctx.lang, o.value, o.value_ar)),
            options: parameter.options,
            image: fileUrl(ctx.filesUrl, parameter.image),
            is_required: parameter.isRequired ? 1 : 0,
          })),
      }));
      return { items, total };
    },

    /** `get-city-catalogue`: active cities to place a listing or project in, named in both languages. */
    async cityCatalogue(query: TCityCatalogueQuery, ctx: { lang: Language }): Promise<TCatalogueCity[]> {
      const rows = await deps.cache.get(`catalogue:cities:${query.search ?? ""}`, ["catalogue"], () =>
        searchCities(db, query.search, CITY_CATALOGUE_LIMIT),
      );
      return rows.map((row) => ({
        id: row.id,
        ...bilingual("city", ctx.lang, row.name, row.nameAr),
        ...bilingual("state", ctx.lang, row.state, row.stateAr),
        ...bilingual("country", ctx.lang, row.country, row.countryAr),
        country_code: row.countryCode,
        latitude: row.latitude,
        longitude: row.longitude,
      }));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
