import { z } from "zod";
import { coerceOptionalInt } from "../validation/index.js";
import { MAX_ID, optionalText } from "./catalogue.js";
import { bilingualFields } from "./envelope.js";

/**
 * The stays catalogue (issue 14): admin-managed lists the listing editor of vacation homes (classification 4)
 * and hotels (5) reads, under eBroker's call names.
 */
const id = z.number().int();
const status = z.enum(["active", "inactive"]);
const fieldType = z.enum(["text", "number", "textarea", "checkbox", "radio", "dropdown"]);
const option = z.object({ ...bilingualFields("value") });

export const HotelRoomType = z.object({ id, ...bilingualFields("name"), status });
export type THotelRoomType = z.infer<typeof HotelRoomType>;

export const HotelApartmentType = z.object({ id, ...bilingualFields("name"), status });
export type THotelApartmentType = z.infer<typeof HotelApartmentType>;

export const HotelAddonFieldValue = z.object({
  id,
  hotel_addon_field_id: id,
  ...bilingualFields("value"),
  /** Integer minor units of `currency`. */
  static_price: z.number().int().min(0),
  currency: z.string().length(3),
});

export const HotelAddonField = z.object({
  id,
  ...bilingualFields("name"),
  field_type: fieldType,
  rank: z.number().int(),
  status,
  field_values: z.array(HotelAddonFieldValue),
});
export type THotelAddonField = z.infer<typeof HotelAddonField>;

/** Rates as basis points (1000 = 10 %), integers like every amount; `*_percent` repeats them for display. */
export const PropertyTaxes = z.object({
  id,
  property_classification: z.union([z.literal(4), z.literal(5)]),
  service_charge_bp: z.number().int(),
  sales_tax_bp: z.number().int(),
  city_tax_bp: z.number().int(),
  service_charge: z.number(),
  sales_tax: z.number(),
  city_tax: z.number(),
});
export type TPropertyTaxes = z.infer<typeof PropertyTaxes>;

export const PropertyQuestionField = z.object({
  id,
  property_classification: z.union([z.literal(4), z.literal(5)]),
  ...bilingualFields("name"),
  field_type: fieldType,
  field_values: z.array(option),
  is_required: z.union([z.literal(0), z.literal(1)]),
  rank: z.number().int(),
  status,
});
export type TPropertyQuestionField = z.infer<typeof PropertyQuestionField>;

export const PropertyTerms = z.object({ ...bilingualFields("terms_conditions") });
export type TPropertyTerms = z.infer<typeof PropertyTerms>;

/** Missing or another classification is answered by the service with its own message (not a bare 422). */
export const StayClassificationQuery = z.object({
  property_classification: coerceOptionalInt(),
  lang: optionalText(10),
});
export type TStayClassificationQuery = z.infer<typeof StayClassificationQuery>;

export const StaysCatalogueQuery = z.object({ lang: optionalText(10) });

const positiveId = z.coerce.number().int().positive().max(MAX_ID);

export const SavePropertyQuestionAnswersBody = z.strictObject({
  property_id: positiveId,
  answers: z
    .array(z.strictObject({ field_id: positiveId, value: z.coerce.string().trim().max(2000) }))
    .min(1)
    .max(100),
  lang: optionalText(10),
});
export type TSavePropertyQuestionAnswersBody = z.infer<typeof SavePropertyQuestionAnswersBody>;

export const PropertyQuestionAnswer = z.object({ field_id: id, value: z.string() });
export type TPropertyQuestionAnswer = z.infer<typeof PropertyQuestionAnswer>;
