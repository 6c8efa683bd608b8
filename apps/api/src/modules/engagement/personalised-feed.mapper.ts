import type { TPersonalisedFields } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import type { PersonalisedFieldsRow } from "./personalised-feed.repository.js";

/** eBroker's price range and the form's prices are in EGP. */
export const INTEREST_CURRENCY = "EGP";

const majorText = (minor: number | null) =>
  minor === null ? "" : String(fromMinorUnits(minor, INTEREST_CURRENCY));

const typeCodes = { sell: "0", rent: "1" } as const;

export function mapPersonalisedFields(row: PersonalisedFieldsRow): TPersonalisedFields {
  const types = row.propertyTypes.filter((type): type is "sell" | "rent" => type in typeCodes);
  const hasPrice = row.priceMinMinor !== null || row.priceMaxMinor !== null;
  return {
    category_ids: row.categoryIds,
    outdoor_facilitiy_ids: row.facilityIds,
    price_range: hasPrice ? `${majorText(row.priceMinMinor)},${majorText(row.priceMaxMinor)}` : "",
    price_min_minor: row.priceMinMinor,
    price_max_minor: row.priceMaxMinor,
    currency: INTEREST_CURRENCY,
    property_type: types.map((type) => typeCodes[type]).join(","),
    property_types: types,
    city: row.city ?? "",
    updated_at: row.updatedAt.toISOString(),
  };
}
