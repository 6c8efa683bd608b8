/** Messages of property discovery (keys under "properties."). */
export const propertiesMessages = {
  en: {
    properties: {
      compare_same: "Choose two different listings to compare.",
      compare_other_category: "Only listings of the same category can be compared.",
      compare_premium: "Comparing premium listings needs a package with premium access.",
      click_counted: "Thanks for your visit.",
    },
  },
  ar: {
    properties: {
      compare_same: "اختر إعلانين مختلفين للمقارنة.",
      compare_other_category: "لا يمكن مقارنة إلا الإعلانات من الفئة نفسها.",
      compare_premium: "تتطلب مقارنة الإعلانات المميزة باقة تتيح الوصول إلى العقارات المميزة.",
      click_counted: "شكرًا لزيارتك.",
    },
  },
} as const;
