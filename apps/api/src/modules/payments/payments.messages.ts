/** Messages of payments, in English and Arabic (keys under "payments."); spec §8's payment messages. */
export const paymentsMessages = {
  en: {
    payments: {
      intent_created: "Payment started. Complete it to activate your package.",
      failed: "Payment failed",
      canceled: "Payment canceled",
      succeeded: "Payment successful. Your package is now active.",
      pending: "Your payment is being processed.",
      free_package: "This package is free. Activate it without paying.",
      transaction_not_found: "This payment was not found.",
      method_unavailable: "This payment method is not available.",
      provider_unavailable: "The payment service is not answering. Please try again in a few minutes.",
      webhook_refused: "The payment notification could not be verified.",
      amount_mismatch: "The amount paid does not match the amount due.",
      already_completed: "This payment is already complete and can no longer be cancelled.",
      event_received: "Notification received.",
      return_refused: "This payment could not be verified with the payment service.",
    },
  },
  ar: {
    payments: {
      intent_created: "بدأت عملية الدفع. أكملها لتفعيل باقتك.",
      failed: "فشل الدفع",
      canceled: "تم إلغاء الدفع",
      succeeded: "تم الدفع بنجاح، وباقتك مفعّلة الآن.",
      pending: "جارٍ معالجة عملية الدفع.",
      free_package: "هذه الباقة مجانية، فعّلها دون دفع.",
      transaction_not_found: "لم يتم العثور على عملية الدفع هذه.",
      method_unavailable: "طريقة الدفع هذه غير متاحة.",
      provider_unavailable: "خدمة الدفع لا تستجيب. يرجى المحاولة مرة أخرى بعد بضع دقائق.",
      webhook_refused: "تعذّر التحقق من إشعار الدفع.",
      amount_mismatch: "المبلغ المدفوع لا يطابق المبلغ المستحق.",
      already_completed: "اكتملت عملية الدفع هذه ولم يعد من الممكن إلغاؤها.",
      event_received: "تم استلام الإشعار.",
      return_refused: "تعذّر التحقق من عملية الدفع هذه لدى خدمة الدفع.",
    },
  },
} as const;
