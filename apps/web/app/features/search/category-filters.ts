import type { CategoryItem } from "../../lib/api/types";

/** Which of a category's parameters the listing search can filter by. */
export type CategoryFilterFields = { bedrooms: boolean; bathrooms: boolean; area: boolean };

export const NO_CATEGORY_FILTERS: CategoryFilterFields = { bedrooms: false, bathrooms: false, area: false };

/**
 * get-property-list filters bedrooms, bathrooms and area through dedicated parameters (bedrooms, bathrooms,
 * min_area, max_area; the API recognises them by their English name, as eBroker does).
 * A category offers each filter only when its form has that number parameter; its other parameters
 * (view, finishing, parking…) are offered by `parameterControls`.
 */
export function categoryFilterFields(category: CategoryItem | undefined): CategoryFilterFields {
  if (!category) return NO_CATEGORY_FILTERS;
  const numbers = category.parameter_types.filter((p) => p.type_of_parameter === "number");
  const has = (pattern: RegExp) => numbers.some((p) => pattern.test(p.name_en));
  return { bedrooms: has(/bedroom/i), bathrooms: has(/bathroom/i), area: has(/\barea\b/i) };
}

/**
 * With no category chosen: the filters the categories on offer share (any of them having bedrooms offers
 * bedrooms). The API matches these parameters by name in every category, so they work without one.
 */
export function commonFilterFields(categories: readonly CategoryItem[]): CategoryFilterFields {
  return categories.map(categoryFilterFields).reduce(
    (all, one) => ({
      bedrooms: all.bedrooms || one.bedrooms,
      bathrooms: all.bathrooms || one.bathrooms,
      area: all.area || one.area,
    }),
    NO_CATEGORY_FILTERS,
  );
}

/** One of a category's other parameters, as a filter: a number range or a choice among its options. */
export type ParameterControl =
  | { id: number; name: string; kind: "range" }
  | { id: number; name: string; kind: "choice"; options: { value: string; label: string }[] };

const DEDICATED = /bedroom|bathroom|\barea\b/i;
const CHOICE_TYPES = new Set(["dropdown", "radiobutton", "checkbox"]);

/**
 * The category's parameters other than bedrooms, bathrooms and area (which have their own filters), in the
 * category's order: numbers as a from–to range, choices as a select of their options (sent as the stored
 * English value, shown in the page's language). Text, file and free-form parameters cannot be filtered.
 */
export function parameterControls(category: CategoryItem | undefined, locale: string): ParameterControl[] {
  if (!category) return [];
  return category.parameter_types.flatMap((p): ParameterControl[] => {
    if (DEDICATED.test(p.name_en)) return [];
    if (p.type_of_parameter === "number") return [{ id: p.id, name: p.name, kind: "range" }];
    if (CHOICE_TYPES.has(p.type_of_parameter) && p.options.length > 0) {
      const options = p.options.map((o) => ({
        value: o.value,
        label: locale === "ar" ? o.value_ar : o.value,
      }));
      return [{ id: p.id, name: p.name, kind: "choice", options }];
    }
    return [];
  });
}
