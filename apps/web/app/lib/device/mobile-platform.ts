export type MobilePlatform = "android" | "ios" | "other-mobile" | null;

/** Spec §9: mobile detection by user agent. Null for desktops and bots. */
export function detectMobilePlatform(userAgent: string | null | undefined): MobilePlatform {
  if (!userAgent) return null;
  if (/android/i.test(userAgent)) return "android";
  if (/iphone|ipad|ipod/i.test(userAgent)) return "ios";
  if (/mobile|blackberry|iemobile|opera mini/i.test(userAgent)) return "other-mobile";
  return null;
}

export type AppStoreLinks = { playStore: string | null; appStore: string | null };

/** Store links from the `playstore_id` / `appstore_id` settings (an id, or already a full URL). */
export function appStoreLinks(
  playstoreId: string | undefined,
  appstoreId: string | undefined,
): AppStoreLinks {
  const play = playstoreId?.trim();
  const apple = appstoreId?.trim();
  return {
    playStore: play
      ? /^https?:\/\//.test(play)
        ? play
        : `https://play.google.com/store/apps/details?id=${encodeURIComponent(play)}`
      : null,
    appStore: apple
      ? /^https?:\/\//.test(apple)
        ? apple
        : `https://apps.apple.com/app/${apple.startsWith("id") ? apple : `id${apple}`}`
      : null,
  };
}
