import type {
  TMarkNotificationsReadAnswer,
  TNotificationItem,
  TNotificationPreferences,
  TSetNotificationPreferencesBody,
} from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import { apiGet, apiPost } from "../../lib/api/browser-api";

/** The list endpoint; also the first part of every list's cache key, so one invalidation refreshes them all. */
export const NOTIFICATION_LIST_KEY = "get_notification_list";
export const NOTIFICATION_PREFERENCES_KEY = "notification-preferences";

/** How many notices the bell shows, and how many the page loads at a time. */
export const BELL_SIZE = 8;
export const PAGE_SIZE = 20;

/** One page of the inbox as the API answers it: the notices plus `total` and `unread_count` beside `data`. */
export type NotificationPage = { items: TNotificationItem[]; total: number; unread: number };

export async function fetchNotificationPage(
  offset: number,
  limit: number,
  locale: Locale,
): Promise<NotificationPage> {
  const answer = await apiGet<TNotificationItem[]>(NOTIFICATION_LIST_KEY, { offset, limit, lang: locale });
  const unread = Number(answer.unread_count);
  return {
    items: answer.data,
    total: answer.total ?? answer.data.length,
    unread: Number.isFinite(unread) ? unread : answer.data.filter((item) => item.is_read === 0).length,
  };
}

/** One notice read (`id`), or all of them; the answer carries the new unread count. */
export async function markNotificationsRead(
  id: number | undefined,
  locale: Locale,
): Promise<TMarkNotificationsReadAnswer> {
  const answer = await apiPost<TMarkNotificationsReadAnswer>(
    "notifications/read",
    id === undefined ? {} : { id },
    { lang: locale },
  );
  return answer.data;
}

export async function fetchNotificationPreferences(locale: Locale): Promise<TNotificationPreferences> {
  return (await apiGet<TNotificationPreferences>(NOTIFICATION_PREFERENCES_KEY, { lang: locale })).data;
}

export async function saveNotificationPreferences(
  body: TSetNotificationPreferencesBody,
  locale: Locale,
): Promise<TNotificationPreferences> {
  return (await apiPost<TNotificationPreferences>(NOTIFICATION_PREFERENCES_KEY, body, { lang: locale })).data;
}

/** The profile's global switch (`update_profile` `notification`): off means no push at all. */
export async function saveNotificationsEnabled(enabled: boolean, locale: Locale): Promise<string> {
  return (await apiPost("update_profile", { notification: enabled ? 1 : 0 }, { lang: locale })).message;
}
