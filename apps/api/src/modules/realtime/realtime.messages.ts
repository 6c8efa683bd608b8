/** Messages of the realtime stream (keys under "realtime."). */
export const realtimeMessages = {
  en: {
    realtime: {
      invalid_cursor: "This stream position is not valid. Reconnect without it to start from now.",
      too_many_streams:
        "Too many live connections are open for your account. Close a tab or app and try again.",
      unavailable: "Live updates are unavailable right now. Please try again shortly.",
    },
  },
  ar: {
    realtime: {
      invalid_cursor: "موضع البث هذا غير صالح. أعد الاتصال من دونه لتبدأ من الآن.",
      too_many_streams: "هناك اتصالات مباشرة كثيرة مفتوحة لحسابك. أغلق علامة تبويب أو تطبيقًا ثم حاول مجددًا.",
      unavailable: "التحديثات المباشرة غير متاحة الآن. يرجى المحاولة بعد قليل.",
    },
  },
};
