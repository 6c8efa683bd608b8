import { readStorage, STORAGE_KEYS, writeStorage } from "../../../lib/storage/local-storage";

/** Moments after which push is worth offering: the member just did something they will want news of. */
export const PUSH_MOMENTS = ["notifications_page", "settings", "chat_message", "booking"] as const;
export type PushMoment = (typeof PUSH_MOMENTS)[number];

/** "Not now" holds this long before the offer may come back. */
export const DISMISSAL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type PushPermission = NotificationPermission | "unsupported";

export type PushConditions = {
  /** The browser has service workers, the Push API and notifications. */
  supported: boolean;
  permission: PushPermission;
  /** The API's VAPID public key; null when the server sends no push (or has no such endpoint). */
  vapidKey: string | null;
  /** When the member last dismissed the offer (ms), or null. */
  dismissedAt: number | null;
  now: number;
};

/**
 * Whether to show the offer: only where it can work (support and a key), only when the browser would still ask
 * (a "denied" can only be undone in the browser's settings, a "granted" needs no asking) and never again within
 * DISMISSAL_DAYS of a "Not now".
 */
export function shouldOfferPush({
  supported,
  permission,
  vapidKey,
  dismissedAt,
  now,
}: PushConditions): boolean {
  if (!supported || !vapidKey || permission !== "default") return false;
  return dismissedAt === null || now - dismissedAt >= DISMISSAL_DAYS * DAY_MS;
}

/** Push needs all three: a service worker to wake, the Push API to subscribe, and notifications to show. */
export function browserSupportsPush(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

export function pushPermission(): PushPermission {
  return browserSupportsPush() ? Notification.permission : "unsupported";
}

export function readDismissal(): number | null {
  const stored = Number(readStorage(STORAGE_KEYS.pushPromptDismissed));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}

export function rememberDismissal(now: number): void {
  writeStorage(STORAGE_KEYS.pushPromptDismissed, String(now));
}
