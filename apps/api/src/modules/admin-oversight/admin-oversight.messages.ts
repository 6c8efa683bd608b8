/**
 * The admin console's oversight of reports and featured ads (issue 17, ADR 070), in both languages: its own
 * messages ("admin_oversight."), the owner's notices ("notice.<kind>_<variant>_…") and e-mails ("mail.").
 */
export const adminOversightMessages = {
  en: {
    admin_oversight: {
      no_reports: "This listing has no reports.",
      already_resolved: "These reports have already been resolved by another admin.",
      dismissed: "The reports have been dismissed.",
      deactivated: "The listing has been taken down and its owner told why.",
      reason_required: "Please give the owner a reason.",
      reason_too_long: "The reason can be at most 1000 characters.",
      period_reversed: "The end of the period comes before its start.",
      ad_not_found: "No such advertisement.",
      ad_not_pending: "This advertisement has already been decided.",
      ad_not_running: "Only an approved advertisement can be ended.",
      ad_period_over: "This advertisement's period is already over; reject it instead.",
      ad_listing_not_live: "The listing is not public any more, so it cannot be featured.",
      ad_approved: "The advertisement is approved and its owner told.",
      ad_rejected: "The advertisement is rejected and its owner told.",
      ad_rejected_credit:
        "The advertisement is rejected, its owner told, and the featuring credit given back.",
      ad_ended: "The advertisement has ended.",
    },
    notice: {
      listing_rejected_taken_down_title: "Listing taken down",
      listing_rejected_taken_down_body:
        "Your listing {{title}} was taken down after members reported it. Reason: {{reason}}",
      listing_approved_featured_title: "Featuring approved",
      listing_approved_featured_body: "{{title}} is now featured.",
      listing_rejected_featured_title: "Featuring not approved",
      listing_rejected_featured_body: "Featuring {{title}} was not approved. Reason: {{reason}}",
    },
    mail: {
      listing_taken_down_subject: "{{title}} has been taken down",
      listing_taken_down_body:
        "{{title}} was taken down after members reported it and it is no longer visible.\n\nReason: {{reason}}\n\nYou can edit it and send it for review again ({{link}}).",
      advertisement_approved_subject: "{{title}} is featured",
      advertisement_approved_body: "Good news: featuring {{title}} has been approved ({{link}}).",
      advertisement_rejected_subject: "Featuring {{title}} was not approved",
      advertisement_rejected_body: "Featuring {{title}} was not approved.\n\nReason: {{reason}}",
    },
  },
  ar: {
    admin_oversight: {
      no_reports: "لا توجد بلاغات عن هذا الإعلان.",
      already_resolved: "عالج مشرف آخر هذه البلاغات بالفعل.",
      dismissed: "تم رفض البلاغات.",
      deactivated: "تم إيقاف الإعلان وإبلاغ صاحبه بالسبب.",
      reason_required: "يرجى ذكر السبب لصاحب الإعلان.",
      reason_too_long: "يجب ألا يزيد السبب على 1000 حرف.",
      period_reversed: "نهاية الفترة تسبق بدايتها.",
      ad_not_found: "لا يوجد إعلان مميز بهذا الرقم.",
      ad_not_pending: "تم البت في هذا الإعلان المميز بالفعل.",
      ad_not_running: "لا يمكن إنهاء إلا إعلان مميز معتمد.",
      ad_period_over: "انتهت فترة هذا الإعلان المميز؛ ارفضه بدلًا من ذلك.",
      ad_listing_not_live: "لم يعد الإعلان ظاهرًا للجميع، فلا يمكن تمييزه.",
      ad_approved: "تم اعتماد الإعلان المميز وإبلاغ صاحبه.",
      ad_rejected: "تم رفض الإعلان المميز وإبلاغ صاحبه.",
      ad_rejected_credit: "تم رفض الإعلان المميز وإبلاغ صاحبه وإعادة رصيد التمييز إليه.",
      ad_ended: "تم إنهاء الإعلان المميز.",
    },
    notice: {
      listing_rejected_taken_down_title: "تم إيقاف الإعلان",
      listing_rejected_taken_down_body: "تم إيقاف إعلانك {{title}} بعد بلاغات من الأعضاء. السبب: {{reason}}",
      listing_approved_featured_title: "تم اعتماد التمييز",
      listing_approved_featured_body: "أصبح {{title}} مميزًا الآن.",
      listing_rejected_featured_title: "لم يُعتمد التمييز",
      listing_rejected_featured_body: "لم يُعتمد تمييز {{title}}. السبب: {{reason}}",
    },
    mail: {
      listing_taken_down_subject: "تم إيقاف {{title}}",
      listing_taken_down_body:
        "تم إيقاف {{title}} بعد بلاغات من الأعضاء ولم يعد ظاهرًا.\n\nالسبب: {{reason}}\n\nيمكنك تعديله وإرساله للمراجعة من جديد ({{link}}).",
      advertisement_approved_subject: "{{title}} مميز الآن",
      advertisement_approved_body: "خبر سار: تم اعتماد تمييز {{title}} ({{link}}).",
      advertisement_rejected_subject: "لم يُعتمد تمييز {{title}}",
      advertisement_rejected_body: "لم يُعتمد تمييز {{title}}.\n\nالسبب: {{reason}}",
    },
  },
} as const;
