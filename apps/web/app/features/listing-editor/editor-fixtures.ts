import { Category, type TCategory, type TFacility } from "@manzil/domain/contracts";
import { emptyEditorState, type EditorState } from "./editor-form";

/** Test data of the editor's tests: a flat category with a required number and an optional choice. */
export const flatCategory: TCategory = Category.parse({
  id: 4,
  slug_id: "apartment",
  category: "Apartment",
  category_en: "Apartment",
  category_ar: "شقة",
  image: "",
  property_classification: 1,
  properties_count: 3,
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
  meta_image: "",
  parameter_types: [
    {
      id: 11,
      name: "Bedrooms",
      name_en: "Bedrooms",
      name_ar: "غرف النوم",
      type_of_parameter: "number",
      type_values: [],
      options: [],
      image: "",
      is_required: 1,
    },
    {
      id: 12,
      name: "View",
      name_en: "View",
      name_ar: "الإطلالة",
      type_of_parameter: "dropdown",
      type_values: ["Sea", "Garden"],
      options: [
        { value: "Sea", value_ar: "البحر" },
        { value: "Garden", value_ar: "الحديقة" },
      ],
      image: "",
      is_required: 0,
    },
  ],
});

/** The category as get_categories gives it in one language: names in that language. */
export function categoryIn(language: "en" | "ar"): TCategory {
  if (language === "en") return flatCategory;
  return {
    ...flatCategory,
    category: flatCategory.category_ar,
    parameter_types: flatCategory.parameter_types.map((p) => ({ ...p, name: p.name_ar })),
  };
}

export const schoolFacility: TFacility = {
  id: 7,
  name: "School",
  name_en: "School",
  name_ar: "مدرسة",
  image: "",
};

export const pngFile = (name: string, bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });

/** A form filled in up to the media step: everything a new listing needs but its pictures. */
export function filledState(): EditorState {
  const state = emptyEditorState();
  state.fields = {
    ...state.fields,
    property_classification: "1",
    category_id: "4",
    title: "Nile view flat",
    title_ar: "شقة مطلة على النيل",
    description: "Bright, with a balcony.",
    price: "2500000",
    parameters: { "11": "3", "12": "Sea" },
    facilities: { "7": "0.5" },
    address: "15 Tahrir Street",
    city: "Giza",
    state: "Giza",
    country: "Egypt",
    latitude: "30.038000",
    longitude: "31.211000",
  };
  return state;
}

/** A hotel category (classification 5), in English. */
export const hotelCategory: TCategory = {
  ...flatCategory,
  id: 9,
  slug_id: "resort",
  category: "Resort",
  category_en: "Resort",
  category_ar: "منتجع",
  property_classification: 5,
  parameter_types: [],
};

/** The stays catalogue as its calls answer, by path, in one language. */
export function stayCatalogue(language: "en" | "ar"): Record<string, unknown> {
  const ar = language === "ar";
  const named = (id: number, en: string, arabic: string) => ({
    id,
    name: ar ? arabic : en,
    name_en: en,
    name_ar: arabic,
    status: "active",
  });
  return {
    "hotel-room-types": [named(1, "Single", "غرفة مفردة"), named(2, "Double", "غرفة مزدوجة")],
    "get-hotel-apartment-types": [named(6, "Hotel apartment", "شقة فندقية"), named(5, "Villa", "فيلا")],
    "get-hotel-addon-fields": [
      {
        ...named(31, "Breakfast", "الإفطار"),
        field_type: "radio",
        rank: 0,
        field_values: [
          {
            id: 41,
            hotel_addon_field_id: 31,
            value: ar ? "إفطار بوفيه مفتوح" : "Buffet breakfast",
            value_en: "Buffet breakfast",
            value_ar: "إفطار بوفيه مفتوح",
            static_price: 45_000,
            currency: "EGP",
          },
        ],
      },
    ],
    "get-property-question-fields": [
      {
        ...named(51, "Is there a spa?", "هل يوجد منتجع صحي؟"),
        property_classification: 5,
        field_type: "radio",
        field_values: [
          { value: ar ? "نعم" : "Yes", value_en: "Yes", value_ar: "نعم" },
          { value: ar ? "لا" : "No", value_en: "No", value_ar: "لا" },
        ],
        is_required: 1,
        rank: 0,
      },
    ],
    "property-terms": {
      terms_conditions: ar
        ? "<p>يلتزم المالك بالأسعار المعلنة.</p>"
        : "<p>The owner honours the prices shown.</p>",
      terms_conditions_en: "<p>The owner honours the prices shown.</p>",
      terms_conditions_ar: "<p>يلتزم المالك بالأسعار المعلنة.</p>",
    },
  };
}

/** A hotel filled in up to its rooms step, with photos: what a new hotel needs but its rooms. */
export function hotelState(): EditorState {
  const state = filledState();
  state.fields = {
    ...state.fields,
    property_classification: "5",
    category_id: "9",
    property_type: "rent",
    rentduration: "daily",
    price: "",
    parameters: {},
    title: "Nile Palace",
    title_ar: "قصر النيل",
  };
  state.files.single.title_image = { key: "t", file: pngFile("front.png", 2000) };
  return state;
}
