/** Messages of agent verification (keys under "verification.") and the member's e-mails about a decision ("mail."). */
export const verificationMessages = {
  en: {
    verification: {
      applied: "Your verification request has been sent and is under review.",
      field_required: "{{field}} is required.",
      field_number: "{{field}} must be a number.",
      field_too_long: "{{field}} is too long.",
      field_choice: "{{field}}: please choose one of the listed options.",
      field_file: "{{field}} must be one JPG, PNG or PDF file.",
      field_file_too_large: "{{field}} can be at most 5 MB.",
      field_unknown: "The form has changed. Please reload it and try again.",
      already_pending: "Your verification is already under review.",
      already_verified: "You are already verified.",
      not_found: "This verification request was not found.",
      not_pending: "This verification request has already been decided.",
      field_not_found: "This form field was not found.",
      approved: "Verification approved. The member has been told.",
      rejected: "Verification refused. The member has been told why.",
      reason_required: "Please give the member a reason.",
      reason_too_long: "The reason can be at most 500 characters.",
      options_invalid: "Radio, checkbox and dropdown fields need distinct options; other fields take none.",
      field_saved: "The form field has been saved.",
      field_retired: "The form field is no longer asked.",
    },
    mail: {
      verification_approved_subject: "You are now a verified agent",
      verification_approved_body:
        "Your verification request has been approved. Your listings now show you as verified ({{link}}).",
      verification_rejected_subject: "Your verification request was not approved",
      verification_rejected_body:
        "We could not approve your verification request.\n\nReason: {{reason}}\n\n" +
        "You can correct it and apply again ({{link}}).",
    },
  },
  ar: {
    verification: {
      applied: "تم إرسال طلب التوثيق وهو قيد المراجعة.",
      field_required: "حقل {{field}} مطلوب.",
      field_number: "يجب أن يكون {{field}} رقمًا.",
      field_too_long: "قيمة {{field}} طويلة جدًا.",
      field_choice: "{{field}}: يرجى اختيار أحد الخيارات المعروضة.",
      field_file: "يجب أن يكون {{field}} ملفًا واحدًا بصيغة JPG أو PNG أو PDF.",
      field_file_too_large: "يجب ألا يزيد حجم {{field}} على 5 ميغابايت.",
      field_unknown: "تغيّر النموذج. يرجى إعادة تحميله والمحاولة مرة أخرى.",
      already_pending: "طلب توثيقك قيد المراجعة بالفعل.",
      already_verified: "حسابك موثّق بالفعل.",
      not_found: "لم يتم العثور على طلب التوثيق هذا.",
      not_pending: "تم البت في طلب التوثيق هذا بالفعل.",
      field_not_found: "لم يتم العثور على حقل النموذج هذا.",
      approved: "تم قبول التوثيق، وأُبلغ العضو.",
      rejected: "تم رفض التوثيق، وأُبلغ العضو بالسبب.",
      reason_required: "يرجى ذكر سبب للعضو.",
      reason_too_long: "يجب ألا يزيد السبب على 500 حرف.",
      options_invalid:
        "تحتاج حقول الاختيار والمربعات والقوائم إلى خيارات مختلفة، ولا تأخذ الحقول الأخرى خيارات.",
      field_saved: "تم حفظ حقل النموذج.",
      field_retired: "لم يعد هذا الحقل مطلوبًا في النموذج.",
    },
    mail: {
      verification_approved_subject: "أصبحت وسيطًا موثّقًا",
      verification_approved_body:
        "تمت الموافقة على طلب التوثيق، وتظهر إعلاناتك الآن بعلامة التوثيق ({{link}}).",
      verification_rejected_subject: "لم تتم الموافقة على طلب التوثيق",
      verification_rejected_body:
        "تعذّر علينا الموافقة على طلب التوثيق.\n\nالسبب: {{reason}}\n\n" +
        "يمكنك تصحيحه والتقديم مرة أخرى ({{link}}).",
    },
  },
} as const;
