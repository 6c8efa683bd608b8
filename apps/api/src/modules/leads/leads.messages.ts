/** Messages of leads (keys under "leads.") and their e-mails (under "mail."). */
export const leadsMessages = {
  en: {
    leads: {
      listing_not_found: "This listing could not be found.",
      own_listing: "This is your own listing.",
      inquiry_sent: "Your request has been sent to the owner, who will contact you soon.",
      inquiry_not_found: "This request could not be found.",
      inquiry_updated: "The request has been updated.",
      inquiry_deleted: "The request has been removed.",
      viewing_requested:
        "Your viewing request has been sent to the owner, who will confirm the day with you.",
      no_day: "no day chosen",
      no_message: "—",
    },
    mail: {
      property_inquiry_subject: "New request about {{title}}",
      property_inquiry_body:
        "{{client}} would like to hear from you about your listing {{title}} ({{link}}).\n\nPhone: {{number}}\nE-mail: {{email}}\nPreferred viewing day: {{day}}",
      property_client_email_subject: "Viewing request for {{title}}",
      property_client_email_body:
        "{{client}} would like to view your listing {{title}} ({{link}}).\n\nViewing day: {{day}}\nPhone: {{number}}\nE-mail: {{email}}\n\n{{message}}",
    },
  },
  ar: {
    leads: {
      listing_not_found: "تعذّر العثور على هذا الإعلان.",
      own_listing: "هذا إعلانك أنت.",
      inquiry_sent: "تم إرسال طلبك إلى المالك، وسيتواصل معك قريبًا.",
      inquiry_not_found: "تعذّر العثور على هذا الطلب.",
      inquiry_updated: "تم تحديث الطلب.",
      inquiry_deleted: "تم حذف الطلب.",
      viewing_requested: "تم إرسال طلب المعاينة إلى المالك، وسيؤكد معك الموعد.",
      no_day: "لم يُحدَّد يوم",
      no_message: "—",
    },
    mail: {
      property_inquiry_subject: "طلب جديد بشأن {{title}}",
      property_inquiry_body:
        "يرغب {{client}} في أن تتواصل معه بشأن إعلانك {{title}} ({{link}}).\n\nالهاتف: {{number}}\nالبريد الإلكتروني: {{email}}\nيوم المعاينة المفضّل: {{day}}",
      property_client_email_subject: "طلب معاينة لـ {{title}}",
      property_client_email_body:
        "يرغب {{client}} في معاينة إعلانك {{title}} ({{link}}).\n\nيوم المعاينة: {{day}}\nالهاتف: {{number}}\nالبريد الإلكتروني: {{email}}\n\n{{message}}",
    },
  },
} as const;
