/** Answers of the refund requests (keys under "refund_requests."), in English and Arabic. */
export const refundRequestsMessages = {
  en: {
    refund_requests: {
      requested: "Your refund request was sent to the owner.",
      approved: "The refund was approved and the money is on its way back.",
      rejected: "The refund request was rejected.",
      not_found: "No such refund request or payment was found.",
      not_paid: "This booking has no completed online payment to refund.",
      already_refunded: "This booking's payment has already been refunded.",
      already_open: "A refund request for this booking is already waiting for a decision.",
      already_decided: "This refund request has already been decided.",
      amount_invalid: "The amount is not a valid amount in this payment's currency.",
      amount_too_large: "The refund cannot be more than what was paid and not yet refunded.",
      rejection_reason_required: "Please give a reason for rejecting the refund.",
    },
  },
  ar: {
    refund_requests: {
      requested: "أُرسل طلب الاسترداد إلى المالك.",
      approved: "تمت الموافقة على الاسترداد والمبلغ في طريقه إليك.",
      rejected: "رُفض طلب الاسترداد.",
      not_found: "لم يُعثر على طلب الاسترداد أو الدفعة.",
      not_paid: "لا توجد لهذا الحجز دفعة إلكترونية مكتملة يمكن استردادها.",
      already_refunded: "تم استرداد دفعة هذا الحجز من قبل.",
      already_open: "يوجد طلب استرداد لهذا الحجز ينتظر القرار بالفعل.",
      already_decided: "تم البت في طلب الاسترداد هذا من قبل.",
      amount_invalid: "المبلغ ليس مبلغًا صالحًا بعملة هذه الدفعة.",
      amount_too_large: "لا يمكن أن يزيد مبلغ الاسترداد على ما دُفع ولم يُسترد بعد.",
      rejection_reason_required: "يرجى ذكر سبب رفض الاسترداد.",
    },
  },
};
