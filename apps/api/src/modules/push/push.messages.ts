/** Messages of web push subscriptions (ADR 062) and of the admins' announcements. */
export const pushMessages = {
  en: {
    web_push: {
      subscribed: "Notifications are on for this browser.",
      removed: "Notifications are off for this browser.",
      not_found: "This browser is not subscribed to notifications.",
      off: "Browser notifications are not available on this site.",
      endpoint_refused: "This browser's push service is not supported.",
    },
    announcements: {
      sent: "The announcement was sent to {{count}} members.",
      no_recipients: "None of the chosen members can receive announcements.",
      no_data: "No announcements sent yet.",
    },
  },
  ar: {
    web_push: {
      subscribed: "تم تفعيل الإشعارات في هذا المتصفح.",
      removed: "تم إيقاف الإشعارات في هذا المتصفح.",
      not_found: "هذا المتصفح غير مشترك في الإشعارات.",
      off: "إشعارات المتصفح غير متاحة على هذا الموقع.",
      endpoint_refused: "خدمة الإشعارات في هذا المتصفح غير مدعومة.",
    },
    announcements: {
      sent: "تم إرسال الإعلان إلى {{count}} من الأعضاء.",
      no_recipients: "لا يمكن لأي من الأعضاء المختارين تلقي الإعلانات.",
      no_data: "لم تُرسل أي إعلانات بعد.",
    },
  },
} as const;
