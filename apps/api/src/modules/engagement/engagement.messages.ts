/** Messages of reports and the contact form, in English and Arabic (keys under "engagement."). */
export const engagementMessages = {
  en: {
    engagement: {
      report_received: "Thank you. We will review this listing.",
      already_reported: "You have already reported this listing.",
      unknown_reason: "Please choose one of the listed reasons.",
      listing_not_found: "This listing is not available.",
      contact_received: "Thank you for your message. We will get back to you soon.",
    },
  },
  ar: {
    engagement: {
      report_received: "شكرًا لك. سنراجع هذا الإعلان.",
      already_reported: "لقد أبلغت عن هذا الإعلان من قبل.",
      unknown_reason: "يرجى اختيار أحد الأسباب المذكورة.",
      listing_not_found: "هذا الإعلان غير متاح.",
      contact_received: "شكرًا لرسالتك. سنتواصل معك قريبًا.",
    },
  },
} as const;
