/** Messages of a stay's rooms, packages, certificates and calendar in a listing post (keys under "stay_listings."). */
export const stayListingsMessages = {
  en: {
    stay_listings: {
      rooms_required: "A hotel needs at least one room.",
      room_type_not_found: "This room type is not available.",
      room_not_found: "This room does not belong to this listing.",
      package_not_found: "This add-on package does not belong to this listing.",
      package_room_type: "Choose one of this hotel's room types, or leave it blank for every room.",
      room_type_in_package:
        "An add-on package is offered with a room type this change removes. Change or remove the package too.",
      addon_field_not_found: "This add-on is not available.",
      certificate_not_found: "This certificate does not belong to this listing.",
      apartment_type_not_found: "This kind of hotel is not available.",
      sold_nights:
        "These nights already have bookings, so they cannot be closed, removed or given fewer rooms than were booked: {{dates, nights}}.",
    },
  },
  ar: {
    stay_listings: {
      rooms_required: "يجب أن يضم الفندق غرفة واحدة على الأقل.",
      room_type_not_found: "نوع الغرفة هذا غير متاح.",
      room_not_found: "هذه الغرفة لا تتبع هذا الإعلان.",
      package_not_found: "باقة الإضافات هذه لا تتبع هذا الإعلان.",
      package_room_type: "اختر أحد أنواع غرف هذا الفندق، أو اتركه فارغًا لكل الغرف.",
      room_type_in_package: "توجد باقة إضافات مرتبطة بنوع غرفة يحذفه هذا التعديل. عدّل الباقة أو احذفها أيضًا.",
      addon_field_not_found: "هذه الإضافة غير متاحة.",
      certificate_not_found: "هذه الشهادة لا تتبع هذا الإعلان.",
      apartment_type_not_found: "هذا النوع من الفنادق غير متاح.",
      sold_nights:
        "توجد حجوزات في هذه الليالي، فلا يمكن إغلاقها أو حذفها أو تقليل غرفها عن عدد المحجوز: {{dates, nights}}.",
    },
  },
} as const;
