import type { TPersonalisedFields } from "@manzil/domain/contracts";

export type MarketChoice = "0" | "1" | "0,1";

/** The personalise-feed form as the member edits it; prices are the typed text in EGP. */
export type InterestsForm = {
  categoryIds: number[];
  facilityIds: number[];
  priceMin: string;
  priceMax: string;
  propertyType: MarketChoice;
  city: string;
};

/** `POST personalised-fields` in eBroker's names and shapes (CSV strings, `outdoor_facilitiy_ids` as spelt). */
export type InterestsBody = {
  category_ids: string;
  outdoor_facilitiy_ids: string;
  price_range: string;
  property_type: MarketChoice;
  city: string;
};

/** The form's field for each API field, so a 422's messages land beside the control that caused them. */
export type InterestsField = keyof InterestsBody;

export const EMPTY_INTERESTS: InterestsForm = {
  categoryIds: [],
  facilityIds: [],
  priceMin: "",
  priceMax: "",
  // Both is what "no preference" means to the feed.
  propertyType: "0,1",
  city: "",
};

const MARKET_CHOICES: readonly MarketChoice[] = ["0", "1", "0,1"];

/** The stored interests (or none) as the form's starting values. */
export function interestsFormOf(saved: TPersonalisedFields | null | undefined): InterestsForm {
  if (!saved) return EMPTY_INTERESTS;
  const [min = "", max = ""] = saved.price_range ? saved.price_range.split(",") : [];
  const propertyType = MARKET_CHOICES.find((choice) => choice === saved.property_type) ?? "0,1";
  return {
    categoryIds: saved.category_ids,
    facilityIds: saved.outdoor_facilitiy_ids,
    priceMin: min,
    priceMax: max,
    propertyType,
    city: saved.city,
  };
}

const WHOLE_AMOUNT = /^\d+(\.\d{1,2})?$/;

/**
 * Problems the member can fix before sending, as message keys per API field. The API checks the same
 * rules; checking here saves a round trip and keeps the message beside the price fields.
 */
export function validateInterests(form: InterestsForm): Partial<Record<InterestsField, string>> {
  const min = form.priceMin.trim();
  const max = form.priceMax.trim();
  if ((min && !WHOLE_AMOUNT.test(min)) || (max && !WHOLE_AMOUNT.test(max))) {
    return { price_range: "member.feed.errors.price_invalid" };
  }
  if (min && max && Number(min) > Number(max)) return { price_range: "member.feed.errors.price_order" };
  return {};
}

/** The body eBroker clients send: every field present, so saving replaces what was stored before. */
export function interestsBody(form: InterestsForm): InterestsBody {
  const min = form.priceMin.trim();
  const max = form.priceMax.trim();
  return {
    category_ids: form.categoryIds.join(","),
    outdoor_facilitiy_ids: form.facilityIds.join(","),
    price_range: min || max ? `${min},${max}` : "",
    property_type: form.propertyType,
    city: form.city.trim(),
  };
}

/** Adds or removes one id of a multi-select, keeping the order the member chose in. */
export function toggleId(ids: readonly number[], id: number, on: boolean): number[] {
  if (on) return ids.includes(id) ? [...ids] : [...ids, id];
  return ids.filter((existing) => existing !== id);
}
