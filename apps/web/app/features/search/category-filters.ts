import type { CategoryItem } from "../../lib/api/types";

/** Which of a category's parameters the listing search can filter by. */
export type CategoryFilterFields = { bedrooms: boolean; bathrooms: boolean; area: boolean };

export const NO_CATEGORY_FILTERS: CategoryFilterFields = { bedrooms: false, bathrooms: false, area: false };

/**
 * get-property-list filters parameter values through dedicated parameters only (bedrooms, bathrooms,
 * min_area, max_area), and the API recognises those parameters by their English name, as eBroker does.
 * A category offers each filter only when its form has that number parameter; other parameters
 * (view, finishing, parking…) have no search parameter, so the panel does not pretend to filter by them.
 */
export function categoryFilterFields(category: CategoryItem | undefined): CategoryFilterFields {
  if (!category) return NO_CATEGORY_FILTERS;
  const numbers = category.parameter_types.filter((p) => p.type_of_parameter === "number");
  const has = (pattern: RegExp) => numbers.some((p) => pattern.test(p.name_en));
  return { bedrooms: has(/bedroom/i), bathrooms: has(/bathroom/i), area: has(/\barea\b/i) };
}
