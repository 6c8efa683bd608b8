/** Messages of checkout (`POST reservations`, `reservations/with-payment`), keys under "reservations.booking.". */
export const bookingMessages = {
  en: {
    reservations: {
      booking: {
        // Spec §8: "Booking failed".
        failed: "Booking failed: these nights are no longer free. Please choose other dates or rooms.",
        failed_night: "Booking failed: {{room}} is no longer free on the night of {{date, night}}.",
        own_listing: "You cannot book your own listing.",
        too_many_guests: "This selection sleeps at most {{max, num}} guests.",
        price_changed:
          "The price changed, please review it: your loyalty discount was just used by another booking.",
        flexible_only_at_property:
          "A flexible booking is paid at the property. To pay online now, choose the refundable or non-refundable offer.",
        online_offer_needs_payment:
          "This offer is paid online now: book it with a payment method (reservations/with-payment).",
        method_not_available: "This payment method is not available. Choose another one.",
        nothing_to_book: "Choose what to book: a vacation home, or at least one room of a hotel.",
        rooms_of_one_hotel: "All the rooms of a booking must belong to the same hotel.",
        confirmed: "Your booking is confirmed.",
        requested: "Your booking request was sent. The owner has 24 hours to answer.",
        payment_started: "Your rooms are held for 15 minutes. Complete the payment to book them.",
        payment_description: "Booking {{reference}}",
      },
    },
  },
  ar: {
    reservations: {
      booking: {
        failed: "فشل الحجز: هذه الليالي لم تعد متاحة. يُرجى اختيار تواريخ أو غرف أخرى.",
        failed_night: "فشل الحجز: {{room}} لم يعد متاحًا في ليلة {{date, night}}.",
        own_listing: "لا يمكنك حجز إعلانك الخاص.",
        too_many_guests: "هذا الاختيار يتسع لـ {{max, num}} ضيوف كحد أقصى.",
        price_changed: "تغيّر السعر، يُرجى مراجعته: خصم الولاء الخاص بك استُخدم للتو في حجز آخر.",
        flexible_only_at_property:
          "الحجز المرن يُدفع في مكان الإقامة. للدفع الآن عبر الإنترنت اختر العرض القابل للاسترداد أو غير القابل للاسترداد.",
        online_offer_needs_payment:
          "هذا العرض يُدفع الآن عبر الإنترنت: احجزه باستخدام وسيلة دفع (reservations/with-payment).",
        method_not_available: "وسيلة الدفع هذه غير متاحة. اختر وسيلة أخرى.",
        nothing_to_book: "اختر ما تريد حجزه: بيت عطلات، أو غرفة واحدة على الأقل في فندق.",
        rooms_of_one_hotel: "يجب أن تكون كل غرف الحجز في الفندق نفسه.",
        confirmed: "تم تأكيد حجزك.",
        requested: "تم إرسال طلب الحجز. أمام المالك 24 ساعة للرد.",
        payment_started: "غرفك محجوزة لمدة 15 دقيقة. أكمل الدفع لإتمام الحجز.",
        payment_description: "حجز {{reference}}",
      },
    },
  },
} as const;
