import type {
  TOwnListQuery,
  TPersonalisedFields,
  TPersonalisedFieldsBody,
  TPropertyCard,
} from "@manzil/domain/contracts";
import { toMinorUnits } from "@manzil/domain/money";
import type { Database } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import type { MapContext } from "../properties/properties.mapper.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { PropertyFilters } from "../properties/property-filters.js";
import { INTEREST_CURRENCY, mapPersonalisedFields } from "./personalised-feed.mapper.js";
import {
  deletePersonalisedFields,
  existingCategoryIds,
  existingFacilityIds,
  findPersonalisedFields,
  savePersonalisedFields,
  type PersonalisedFieldsRow,
  type PersonalisedFieldsValues,
} from "./personalised-feed.repository.js";

const DEFAULT_LIMIT = 10;

/** The stored interests as listing-search criteria: every stated interest narrows the feed. */
function feedFilters(row: PersonalisedFieldsRow): PropertyFilters {
  const filters: PropertyFilters = { onlyOnMarket: true };
  if (row.categoryIds.length > 0) filters.categoryIds = row.categoryIds;
  if (row.facilityIds.length > 0) filters.facilityIds = row.facilityIds;
  const types = row.propertyTypes.filter(
    (type): type is "sell" | "rent" => type === "sell" || type === "rent",
  );
  if (types.length > 0) filters.listingTypes = types;
  if (row.priceMinMinor !== null) filters.minPriceMinor = row.priceMinMinor;
  if (row.priceMaxMinor !== null) filters.maxPriceMinor = row.priceMaxMinor;
  if (row.city !== null) filters.city = row.city;
  return filters;
}

export function createPersonalisedFeedService(
  db: Database,
  deps: { properties: PropertiesService; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());

  async function checkedValues(body: TPersonalisedFieldsBody): Promise<PersonalisedFieldsValues> {
    const categoryIds = body.category_ids ?? [];
    const facilityIds = body.outdoor_facilitiy_ids ?? [];
    const [min, max] = body.price_range ?? [undefined, undefined];
    const [knownCategories, knownFacilities] = await Promise.all([
      existingCategoryIds(db, categoryIds),
      existingFacilityIds(db, facilityIds),
    ]);
    const fields: FieldErrors = {};
    if (categoryIds.some((id) => !knownCategories.has(id)))
      fields.category_ids = ["engagement.unknown_categories"];
    if (facilityIds.some((id) => !knownFacilities.has(id)))
      fields.outdoor_facilitiy_ids = ["engagement.unknown_facilities"];
    if (min !== undefined && max !== undefined && min > max)
      fields.price_range = ["engagement.price_range_order"];
    if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", { fields });
    return {
      categoryIds,
      facilityIds,
      priceMinMinor: min === undefined ? null : toMinorUnits(min, INTEREST_CURRENCY),
      priceMaxMinor: max === undefined ? null : toMinorUnits(max, INTEREST_CURRENCY),
      propertyTypes: body.property_type ?? [],
      city: body.city ?? null,
    };
  }

  return {
    async get(userId: number): Promise<TPersonalisedFields | null> {
      const row = await findPersonalisedFields(db, userId);
      return row ? mapPersonalisedFields(row) : null;
    },

    /** Replaces the member's interests; unknown categories or places and an upside-down price range are 422. */
    async save(userId: number, body: TPersonalisedFieldsBody): Promise<TPersonalisedFields> {
      const values = await checkedValues(body);
      return mapPersonalisedFields(await savePersonalisedFields(db, { userId, values, now: now() }));
    },

    remove: (userId: number) => deletePersonalisedFields(db, userId),

    /**
     * Public listings for sale or rent matching every stored interest, newest first. `hasInterests` is false
     * when the member has not said what they look for, so the caller can invite them to.
     */
    async recommendations(
      userId: number,
      query: TOwnListQuery,
      ctx: MapContext,
    ): Promise<{ items: TPropertyCard[]; total: number; hasInterests: boolean }> {
      const row = await findPersonalisedFields(db, userId);
      if (!row) return { items: [], total: 0, hasInterests: false };
      const { items, total } = await deps.properties.searchCards({
        // A member's own listings are never recommended to them.
        filters: { ...feedFilters(row), excludeOwnerId: userId },
        sort: "newest",
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
        viewerId: userId,
        ctx,
      });
      return { items, total, hasInterests: true };
    },
  };
}

export type PersonalisedFeedService = ReturnType<typeof createPersonalisedFeedService>;
