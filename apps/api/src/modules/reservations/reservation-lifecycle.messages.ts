/**
 * Messages of a reservation's life cycle (keys under "reservations.lifecycle."): reading, cancelling, the owner's
 * status changes. "Cancellation failed" is eBroker's toast (spec §8); each refusal says why after it.
 */
export const reservationLifecycleMessages = {
  en: {
    reservations: {
      lifecycle: {
        not_found: "This reservation could not be found.",
        owner_only: "Only the owner of this property or an administrator can change this reservation.",
        own_list_only: "You can only see the reservations of your own properties.",
        own_counts_only: "You can only see your own reservation counts.",
        cancelled: "The reservation was cancelled.",
        cancel_preview: "This is what cancelling would refund. Nothing has been changed yet.",
        cancel_final: "Cancellation failed: this reservation is already {{status}}.",
        cancel_not_allowed: "Cancellation failed: a reservation that is {{status}} cannot be cancelled now.",
        cancel_pending_by_owner:
          "Cancellation failed: a request waiting for your answer is declined, not cancelled.",
        cancel_refund_failed:
          "Cancellation failed: the refund could not be made, so nothing was changed. Please try again in a few minutes.",
        status_updated: "The reservation's status was updated.",
        status_illegal: "A reservation that is {{from}} cannot be changed to {{to}}.",
        status_unchanged: "This reservation is already {{status}}.",
        check_in_too_early: "The guest can be checked in from the check-in date ({{date, night}}) on.",
        payment_status_cash_only: "The payment status can only be set on bookings paid at the property.",
        awaiting_payment: "This booking is waiting for its online payment; it is confirmed once paid.",
        refund_failed:
          "The refund could not be made, so nothing was changed. Please try again in a few minutes.",
        refund: {
          nothing_paid: "Nothing was paid online for this booking, so there is nothing to refund.",
          non_refundable: "This is a non-refundable booking: nothing is refunded.",
          full: "Free cancellation until {{deadline}}: the full {{amount}} is refunded.",
          first_night_kept:
            "Free cancellation ended on {{deadline}}: the first night with its taxes ({{kept}}) is kept and {{amount}} is refunded.",
          after_check_in: "The stay has begun: nothing is refunded.",
          by_owner: "Cancelled by the property: the full {{amount}} paid is refunded.",
        },
        statuses: {
          pending: "pending",
          confirmed: "confirmed",
          checkedIn: "checked in",
          checkedOut: "checked out",
          completed: "completed",
          cancelled: "cancelled",
          rejected: "declined",
          expired: "expired",
        },
      },
    },
  },
  ar: {
    reservations: {
      lifecycle: {
        not_found: "تعذّر العثور على هذا الحجز.",
        owner_only: "لا يمكن تغيير هذا الحجز إلا لمالك العقار أو لمسؤول.",
        own_list_only: "يمكنك الاطلاع على حجوزات عقاراتك فقط.",
        own_counts_only: "يمكنك الاطلاع على أعداد حجوزاتك فقط.",
        cancelled: "تم إلغاء الحجز.",
        cancel_preview: "هذا ما سيُسترد عند الإلغاء. لم يتغير شيء بعد.",
        cancel_final: "فشل الإلغاء: هذا الحجز {{status}} بالفعل.",
        cancel_not_allowed: "فشل الإلغاء: لا يمكن إلغاء حجز حالته {{status}} الآن.",
        cancel_pending_by_owner: "فشل الإلغاء: الطلب الذي ينتظر ردك يُرفض ولا يُلغى.",
        cancel_refund_failed: "فشل الإلغاء: تعذّر إتمام الاسترداد فلم يتغير شيء. يُرجى المحاولة بعد دقائق.",
        status_updated: "تم تحديث حالة الحجز.",
        status_illegal: "لا يمكن تغيير حجز حالته {{from}} إلى {{to}}.",
        status_unchanged: "حالة هذا الحجز {{status}} بالفعل.",
        check_in_too_early: "يمكن تسجيل وصول الضيف ابتداءً من تاريخ الوصول ({{date, night}}).",
        payment_status_cash_only: "لا يمكن تحديد حالة الدفع إلا للحجوزات المدفوعة في مكان الإقامة.",
        awaiting_payment: "هذا الحجز بانتظار الدفع عبر الإنترنت؛ ويُؤكَّد فور الدفع.",
        refund_failed: "تعذّر إتمام الاسترداد فلم يتغير شيء. يُرجى المحاولة بعد دقائق.",
        refund: {
          nothing_paid: "لم يُدفع شيء عبر الإنترنت لهذا الحجز، فلا يوجد ما يُسترد.",
          non_refundable: "هذا حجز غير قابل للاسترداد: لا يُسترد أي مبلغ.",
          full: "الإلغاء مجاني حتى {{deadline}}: يُسترد المبلغ كاملًا ({{amount}}).",
          first_night_kept:
            "انتهى الإلغاء المجاني في {{deadline}}: تُحتسب الليلة الأولى مع ضرائبها ({{kept}}) ويُسترد {{amount}}.",
          after_check_in: "بدأت الإقامة: لا يُسترد أي مبلغ.",
          by_owner: "ألغى مكان الإقامة الحجز: يُسترد كامل المبلغ المدفوع ({{amount}}).",
        },
        statuses: {
          pending: "قيد الانتظار",
          confirmed: "مؤكد",
          checkedIn: "تم تسجيل الوصول",
          checkedOut: "تم تسجيل المغادرة",
          completed: "مكتمل",
          cancelled: "ملغى",
          rejected: "مرفوض",
          expired: "منتهي الصلاحية",
        },
      },
    },
  },
} as const;
