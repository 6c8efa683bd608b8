/** Messages of featured listings (keys under "advertisements."), in English and Arabic. */
export const advertisementsMessages = {
  en: {
    advertisements: {
      stored: "Your listing is now featured.",
      stored_pending: "Your request to feature this listing was received. It will run once it is approved.",
      property_required: "Please choose the property to feature.",
      project_required: "Please choose the project to feature.",
      property_not_found: "This property could not be found among your listings.",
      project_not_found: "This project could not be found among your projects.",
      not_live:
        "Only an approved, active listing can be featured. Wait for its approval or turn it back on first.",
      already_featured:
        "This listing is already featured, or a request to feature it is waiting for approval.",
    },
  },
  ar: {
    advertisements: {
      stored: "أصبح إعلانك مميزًا الآن.",
      stored_pending: "استلمنا طلب تمييز هذا الإعلان، وسيظهر مميزًا بعد اعتماده.",
      property_required: "يرجى اختيار العقار المراد تمييزه.",
      project_required: "يرجى اختيار المشروع المراد تمييزه.",
      property_not_found: "تعذّر العثور على هذا العقار ضمن إعلاناتك.",
      project_not_found: "تعذّر العثور على هذا المشروع ضمن مشاريعك.",
      not_live: "لا يمكن تمييز إلا إعلان معتمد ومفعّل. انتظر اعتماده أو أعد تفعيله أولًا.",
      already_featured: "هذا الإعلان مميز بالفعل، أو يوجد طلب لتمييزه بانتظار الاعتماد.",
    },
  },
} as const;
