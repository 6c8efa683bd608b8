/** Messages of bank transfer (keys under "bank_transfers.") and the member's e-mails about receipts ("mail."). */
export const bankTransfersMessages = {
  en: {
    bank_transfers: {
      initiated: "Receipt received. Your payment is pending verification.",
      receipt_uploaded: "Receipt uploaded. Your payment is pending verification again.",
      unavailable: "Bank transfer is not available at the moment.",
      receipt_required: "Please attach the receipt of your transfer.",
      receipt_type: "The receipt must be a JPG, PNG or PDF file.",
      receipt_too_large: "The receipt can be at most 5 MB.",
      already_in_review: "A receipt for this package is already waiting for verification.",
      not_awaiting_receipt: "This payment is not waiting for a receipt.",
      not_in_review: "This payment has no receipt waiting for a decision.",
      receipt_not_found: "This receipt was not found.",
      approved: "Receipt approved. The member's package is now active.",
      rejected: "Receipt rejected. The member has been told why.",
      reason_required: "Please give the member a reason of at least 3 characters.",
      reason_too_long: "The reason can be at most 500 characters.",
    },
    mail: {
      bank_transfer_approved_subject: "Your {{package}} package is active",
      bank_transfer_approved_body:
        "We have verified your bank transfer for {{package}}. The package is active until {{until}} ({{link}}).",
      bank_transfer_rejected_subject: "Your bank transfer receipt for {{package}} was not accepted",
      bank_transfer_rejected_body:
        "We could not verify your bank transfer for {{package}}.\n\nReason: {{reason}}\n\n" +
        "You can upload a new receipt from your payments ({{link}}).",
    },
  },
  ar: {
    bank_transfers: {
      initiated: "تم استلام الإيصال، ودفعتك بانتظار التحقق.",
      receipt_uploaded: "تم رفع الإيصال، ودفعتك بانتظار التحقق من جديد.",
      unavailable: "التحويل البنكي غير متاح حاليًا.",
      receipt_required: "يرجى إرفاق إيصال التحويل.",
      receipt_type: "يجب أن يكون الإيصال ملف JPG أو PNG أو PDF.",
      receipt_too_large: "يجب ألا يزيد حجم الإيصال على 5 ميغابايت.",
      already_in_review: "هناك إيصال لهذه الباقة بانتظار التحقق بالفعل.",
      not_awaiting_receipt: "هذه الدفعة لا تنتظر إيصالًا.",
      not_in_review: "لا يوجد إيصال لهذه الدفعة بانتظار القرار.",
      receipt_not_found: "لم يتم العثور على هذا الإيصال.",
      approved: "تم قبول الإيصال، وباقة العضو مفعّلة الآن.",
      rejected: "تم رفض الإيصال، وأُبلغ العضو بالسبب.",
      reason_required: "يرجى ذكر سبب للعضو لا يقل عن 3 أحرف.",
      reason_too_long: "يجب ألا يزيد السبب على 500 حرف.",
    },
    mail: {
      bank_transfer_approved_subject: "باقتك {{package}} مفعّلة",
      bank_transfer_approved_body:
        "تحققنا من تحويلك البنكي لباقة {{package}}. الباقة مفعّلة حتى {{until}} ({{link}}).",
      bank_transfer_rejected_subject: "لم يُقبل إيصال تحويلك البنكي لباقة {{package}}",
      bank_transfer_rejected_body:
        "تعذّر علينا التحقق من تحويلك البنكي لباقة {{package}}.\n\nالسبب: {{reason}}\n\n" +
        "يمكنك رفع إيصال جديد من صفحة مدفوعاتك ({{link}}).",
    },
  },
} as const;
