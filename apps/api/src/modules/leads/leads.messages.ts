/** Messages of leads (keys under "leads.") and their e-mails (under "mail."). */
export const leadsMessages = {
  en: {
    leads: {
      listing_not_found: "This listing could not be found.",
      own_listing: "This is your own listing.",
      inquiry_sent: "Your request has been sent to the owner, who will contact you soon.",
      client_email_sent: "Your e-mail has been sent to the client.",
      client_unknown: "You can only write to clients who asked about this listing.",
      no_day: "no day chosen",
      no_message: "—",
    },
    mail: {
      property_inquiry_subject: "New request about {{title}}",
      property_inquiry_body:
        "{{client}} would like to hear from you about your listing {{title}} ({{link}}).\n\nPhone: {{number}}\nE-mail: {{email}}\nPreferred viewing day: {{day}}",
      property_client_email_subject: "{{owner}} about {{title}}",
      property_client_email_body:
        "{{owner}}, the owner of {{title}} ({{link}}), wrote to you about your request.\n\nViewing day: {{day}}\n\n{{message}}\n\nReply to: {{reply}}",
    },
  },
  ar: {
    leads: {
      listing_not_found: "تعذّر العثور على هذا الإعلان.",
      own_listing: "هذا إعلانك أنت.",
      inquiry_sent: "تم إرسال طلبك إلى المالك، وسيتواصل معك قريبًا.",
      client_email_sent: "تم إرسال رسالتك إلى العميل.",
      client_unknown: "لا يمكنك مراسلة إلا العملاء الذين استفسروا عن هذا الإعلان.",
      no_day: "لم يُحدَّد يوم",
      no_message: "—",
    },
    mail: {
      property_inquiry_subject: "طلب جديد بشأن {{title}}",
      property_inquiry_body:
        "يرغب {{client}} في أن تتواصل معه بشأن إعلانك {{title}} ({{link}}).\n\nالهاتف: {{number}}\nالبريد الإلكتروني: {{email}}\nيوم المعاينة المفضّل: {{day}}",
      property_client_email_subject: "{{owner}} بشأن {{title}}",
      property_client_email_body:
        "كتب إليك {{owner}}، مالك {{title}} ({{link}})، بشأن طلبك.\n\nيوم المعاينة: {{day}}\n\n{{message}}\n\nللرد: {{reply}}",
    },
  },
} as const;
