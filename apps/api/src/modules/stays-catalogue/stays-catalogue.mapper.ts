import type {
  THotelAddonField,
  THotelApartmentType,
  THotelRoomType,
  TPropertyQuestionField,
  TPropertyTaxes,
} from "@manzil/domain/contracts";
import type {
  hotelAddonFields,
  hotelAddonFieldValues,
  hotelApartmentTypes,
  hotelRoomTypes,
  propertyQuestionFields,
  propertyTaxes,
} from "../../db/schema/stays-catalogue.js";
import { bilingual } from "../../lib/localise.js";
import type { Language } from "../../plugins/i18n.js";

type NamedRow = typeof hotelRoomTypes.$inferSelect | typeof hotelApartmentTypes.$inferSelect;

export function mapNamedType(row: NamedRow, lang: Language): THotelRoomType & THotelApartmentType {
  return { id: row.id, ...bilingual("name", lang, row.name, row.nameAr), status: row.status };
}

export function mapAddonField(
  field: typeof hotelAddonFields.$inferSelect,
  values: (typeof hotelAddonFieldValues.$inferSelect)[],
  lang: Language,
): THotelAddonField {
  return {
    id: field.id,
    ...bilingual("name", lang, field.name, field.nameAr),
    field_type: field.fieldType,
    rank: field.rank,
    status: field.status,
    field_values: values.map((value) => ({
      id: value.id,
      hotel_addon_field_id: value.fieldId,
      ...bilingual("value", lang, value.value, value.valueAr),
      static_price: value.staticPriceMinor,
      currency: value.currency,
    })),
  };
}

/** Basis points → percent for clients that show "10 %" (eBroker's columns were percentages). */
const percent = (basisPoints: number) => basisPoints / 100;

export function mapTaxes(row: typeof propertyTaxes.$inferSelect, classification: 4 | 5): TPropertyTaxes {
  return {
    id: row.id,
    property_classification: classification,
    service_charge_bp: row.serviceChargeBp,
    sales_tax_bp: row.salesTaxBp,
    city_tax_bp: row.cityTaxBp,
    service_charge: percent(row.serviceChargeBp),
    sales_tax: percent(row.salesTaxBp),
    city_tax: percent(row.cityTaxBp),
  };
}

export function mapQuestionField(
  row: typeof propertyQuestionFields.$inferSelect,
  classification: 4 | 5,
  lang: Language,
): TPropertyQuestionField {
  return {
    id: row.id,
    property_classification: classification,
    ...bilingual("name", lang, row.question, row.questionAr),
    field_type: row.fieldType,
    field_values: row.options.map((o) => bilingual("value", lang, o.value, o.value_ar)),
    is_required: row.isRequired ? 1 : 0,
    rank: row.rank,
    status: row.status,
  };
}
