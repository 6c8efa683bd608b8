import type { Locale } from "@manzil/domain/i18n";
import type { TFunction } from "i18next";
import { listingHref, type ListingParams } from "../../lib/listing/listing-params";
import type { CategoryItem, CityItem } from "../../lib/api/types";
import { formatDate, formatNumber } from "../../lib/format/intl";

export type FilterChip = { id: string; label: string; href: string };

export type ChipNames = {
  categories: readonly (Pick<CategoryItem, "id" | "category"> &
    Partial<Pick<CategoryItem, "parameter_types">>)[];
  cities: readonly Pick<CityItem, "City" | "city">[];
  facilities: readonly { id: number; name: string }[];
};

/**
 * One removable chip per active filter, each linking to the listing without it (a plain link, so it
 * works before hydration too). Ranges are one chip: removing "1,000 – 5,000 EGP" clears both ends.
 */
export function filterChips(
  params: ListingParams,
  {
    t,
    locale,
    names,
    path = "/properties",
  }: { t: TFunction; locale: Locale; names: ChipNames; path?: string },
): FilterChip[] {
  const chips: FilterChip[] = [];
  const add = (id: string, label: string, changes: Partial<ListingParams>) =>
    chips.push({ id, label, href: listingHref(params, changes, path) });
  const n = (value: number) => formatNumber(value, locale);
  const range = (prefix: string, min: number | null, max: number | null) => {
    if (min !== null && max !== null) return t(`filters.chip.${prefix}_range`, { min: n(min), max: n(max) });
    if (min !== null) return t(`filters.chip.${prefix}_min`, { min: n(min) });
    return t(`filters.chip.${prefix}_max`, { max: n(max ?? 0) });
  };

  if (params.search) add("search", t("filters.chip.search", { query: params.search }), { search: null });
  if (params.classification !== null) {
    add("classification", t(`listings.classification.${params.classification}`), {
      classification: null,
      category: null,
      checkIn: null,
      checkOut: null,
      parameters: [],
    });
  }
  if (params.category !== null) {
    const name = names.categories.find((c) => c.id === params.category)?.category;
    add("category", name ?? t("filters.category"), {
      category: null,
      bedrooms: null,
      bathrooms: null,
      minArea: null,
      maxArea: null,
      parameters: [],
    });
  }
  if (params.listingType) {
    add("listingType", t(`filters.listing_type_options.${params.listingType}`), { listingType: null });
  }
  if (params.minPrice !== null || params.maxPrice !== null) {
    add("price", range("price", params.minPrice, params.maxPrice), { minPrice: null, maxPrice: null });
  }
  if (params.city) {
    const city = names.cities.find((c) => c.City.toLowerCase() === params.city?.toLowerCase());
    add("city", city?.city || params.city, { city: null });
  }
  if (params.state) add("state", params.state, { state: null });
  if (params.country) add("country", params.country, { country: null });
  if (params.postedSince !== null) {
    add("postedSince", t(`filters.posted_since_options.${params.postedSince}`), { postedSince: null });
  }
  if (params.bedrooms !== null) {
    const value = params.bedrooms === 0 ? t("filters.studio") : n(params.bedrooms);
    add("bedrooms", t("filters.chip.bedrooms", { n: value }), { bedrooms: null });
  }
  if (params.bathrooms !== null) {
    add("bathrooms", t("filters.chip.bathrooms", { n: n(params.bathrooms) }), { bathrooms: null });
  }
  if (params.minArea !== null || params.maxArea !== null) {
    add("area", range("area", params.minArea, params.maxArea), { minArea: null, maxArea: null });
  }
  for (const id of params.facilities) {
    const name = names.facilities.find((f) => f.id === id)?.name ?? `#${n(id)}`;
    add(`facility-${id}`, t("filters.chip.near", { name }), {
      facilities: params.facilities.filter((other) => other !== id),
    });
  }
  for (const filter of params.parameters) {
    const definition = names.categories
      .flatMap((c) => c.parameter_types ?? [])
      .find((p) => p.id === filter.id);
    const name = definition?.name ?? `#${n(filter.id)}`;
    const others = { parameters: params.parameters.filter((other) => other.id !== filter.id) };
    if (filter.equals !== null) {
      const option = definition?.options.find((o) => o.value.toLowerCase() === filter.equals?.toLowerCase());
      const value = option ? (locale === "ar" ? option.value_ar : option.value) : filter.equals;
      add(`parameter-${filter.id}`, t("filters.chip.parameter", { name, value }), others);
    } else if (filter.min !== null && filter.max !== null) {
      const label = t("filters.chip.parameter_range", { name, min: n(filter.min), max: n(filter.max) });
      add(`parameter-${filter.id}`, label, others);
    } else if (filter.min !== null) {
      add(`parameter-${filter.id}`, t("filters.chip.parameter_min", { name, min: n(filter.min) }), others);
    } else if (filter.max !== null) {
      add(`parameter-${filter.id}`, t("filters.chip.parameter_max", { name, max: n(filter.max) }), others);
    }
  }
  if (params.checkIn && params.checkOut) {
    const from = formatDate(`${params.checkIn}T00:00:00Z`, locale);
    const to = formatDate(`${params.checkOut}T00:00:00Z`, locale);
    add("dates", t("filters.chip.dates", { from, to }), { checkIn: null, checkOut: null });
  }
  return chips;
}
