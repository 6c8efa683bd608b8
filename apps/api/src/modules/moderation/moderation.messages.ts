/** Messages of listing and project review (keys under "moderation.") and the owner's e-mails ("mail."). */
export const moderationMessages = {
  en: {
    moderation: {
      admins_only: "Only admins can review listings.",
      id_required: "Please say which item to review.",
      not_found: "This item could not be found.",
      reason_required: "Please give the owner a reason for the rejection.",
      reason_too_long: "The reason can be at most 1000 characters.",
      approved: "Approved. It is now visible to everyone.",
      rejected: "Rejected. The owner has been told why.",
    },
    mail: {
      listing_approved_subject: "{{title}} is live",
      listing_approved_body:
        "Good news: {{title}} has been approved and is now visible to everyone ({{link}}).",
      listing_rejected_subject: "{{title}} needs changes",
      listing_rejected_body:
        "{{title}} was not approved.\n\nReason: {{reason}}\n\nYou can edit it and send it for review again ({{link}}).",
    },
  },
  ar: {
    moderation: {
      admins_only: "مراجعة الإعلانات متاحة للمشرفين فقط.",
      id_required: "يرجى تحديد العنصر المطلوب مراجعته.",
      not_found: "تعذّر العثور على هذا العنصر.",
      reason_required: "يرجى ذكر سبب الرفض لصاحب الإعلان.",
      reason_too_long: "يجب ألا يزيد السبب على 1000 حرف.",
      approved: "تم الاعتماد، وأصبح ظاهرًا للجميع.",
      rejected: "تم الرفض، وأُبلغ صاحبه بالسبب.",
    },
    mail: {
      listing_approved_subject: "{{title}} منشور الآن",
      listing_approved_body: "خبر سار: تم اعتماد {{title}} وأصبح ظاهرًا للجميع ({{link}}).",
      listing_rejected_subject: "{{title}} يحتاج إلى تعديل",
      listing_rejected_body:
        "لم يُعتمد {{title}}.\n\nالسبب: {{reason}}\n\nيمكنك تعديله وإرساله للمراجعة من جديد ({{link}}).",
    },
  },
} as const;
