/** Messages of the stays catalogue (keys under "stays_catalogue."), in English and Arabic. */
export const staysCatalogueMessages = {
  en: {
    stays_catalogue: {
      classification_not_stay:
        "Taxes and questions exist only for vacation homes (property_classification 4) and hotels (5).",
      property_not_found: "This property could not be found among your listings.",
      listing_not_stay: "Questions can be answered only for a vacation home or a hotel.",
      unknown_field: "Question {{field_id}} does not exist for this kind of listing. Nothing was saved.",
      field_not_for_listing: "This question does not belong to this kind of listing.",
      answers_saved: "Your answers were saved.",
    },
  },
  ar: {
    stays_catalogue: {
      classification_not_stay: "الضرائب والأسئلة متاحة فقط لبيوت العطلات (التصنيف 4) والفنادق (التصنيف 5).",
      property_not_found: "تعذّر العثور على هذا العقار ضمن إعلاناتك.",
      listing_not_stay: "لا يمكن الإجابة عن الأسئلة إلا لبيت عطلات أو فندق.",
      unknown_field: "السؤال {{field_id}} غير موجود لهذا النوع من الإعلانات. لم يُحفظ أي شيء.",
      field_not_for_listing: "هذا السؤال لا يخص هذا النوع من الإعلانات.",
      answers_saved: "تم حفظ إجاباتك.",
    },
  },
} as const;
