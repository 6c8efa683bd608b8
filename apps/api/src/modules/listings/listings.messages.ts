/** Messages of an owner's listing management (keys under "listings."). */
export const listingsMessages = {
  en: {
    listings: {
      not_found: "This listing could not be found.",
      activated: "The listing is visible to everyone again.",
      deactivated: "The listing is hidden from the public.",
      toggle_needs_approval: "Only an approved listing can be shown or hidden.",
      marked_sold: "The listing is marked as sold.",
      marked_rented: "The listing is marked as rented.",
      back_for_sale: "The listing is for sale again.",
      back_for_rent: "The listing is for rent again.",
      sold_needs_sale: "Only a listing for sale can be marked as sold.",
      rented_needs_rental: "Only a listing for rent can be marked as rented.",
      sell_needs_sold: "Only a sold listing can be offered for sale again.",
      rent_needs_rented: "Only a rented listing can be offered for rent again.",
      stays_not_sold:
        "Vacation homes and hotels are booked by date; they cannot be marked as sold or rented.",
      market_needs_approval: "Only an approved listing can be marked as sold or rented.",
      deleted: "The listing has been deleted.",
      document_link_invalid:
        "This document link has expired or is not valid. Open the document again from your listing.",
    },
  },
  ar: {
    listings: {
      not_found: "تعذّر العثور على هذا الإعلان.",
      activated: "أصبح الإعلان ظاهرًا للجميع من جديد.",
      deactivated: "أصبح الإعلان مخفيًا عن الجمهور.",
      toggle_needs_approval: "لا يمكن إظهار الإعلان أو إخفاؤه إلا بعد اعتماده.",
      marked_sold: "تم تحديد الإعلان على أنه مُباع.",
      marked_rented: "تم تحديد الإعلان على أنه مُؤجَّر.",
      back_for_sale: "أصبح الإعلان معروضًا للبيع من جديد.",
      back_for_rent: "أصبح الإعلان معروضًا للإيجار من جديد.",
      sold_needs_sale: "لا يمكن تحديد الإعلان على أنه مُباع إلا إذا كان معروضًا للبيع.",
      rented_needs_rental: "لا يمكن تحديد الإعلان على أنه مُؤجَّر إلا إذا كان معروضًا للإيجار.",
      sell_needs_sold: "لا يمكن إعادة عرض الإعلان للبيع إلا إذا كان مُباعًا.",
      rent_needs_rented: "لا يمكن إعادة عرض الإعلان للإيجار إلا إذا كان مُؤجَّرًا.",
      stays_not_sold: "تُحجز بيوت العطلات والفنادق بالتاريخ، فلا يمكن تحديدها على أنها مُباعة أو مُؤجَّرة.",
      market_needs_approval: "لا يمكن تحديد الإعلان على أنه مُباع أو مُؤجَّر إلا بعد اعتماده.",
      deleted: "تم حذف الإعلان.",
      document_link_invalid:
        "انتهت صلاحية رابط المستند أو أنه غير صالح. افتح المستند مرة أخرى من صفحة إعلانك.",
    },
  },
} as const;
