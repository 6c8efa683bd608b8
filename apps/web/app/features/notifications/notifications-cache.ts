import type { TNotificationItem } from "@manzil/domain/contracts";
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { NOTIFICATION_LIST_KEY, type NotificationPage } from "./notifications-api";

/** The bell's latest notices and the page's loaded pages: both change together when a notice arrives or is read. */
export const bellKey = (viewerId: number | null, locale: string) =>
  [NOTIFICATION_LIST_KEY, "bell", viewerId, locale] as const;
export const pagesKey = (viewerId: number | null, locale: string) =>
  [NOTIFICATION_LIST_KEY, "pages", viewerId, locale] as const;

/**
 * A new notice on top of a page, once: a notice already there (the same event replayed after a reconnect, or
 * the refetch that raced it) is replaced in place, so applying an event twice changes nothing.
 */
export function withNotice(
  page: NotificationPage,
  notice: TNotificationItem,
  unread: number,
  limit?: number,
): NotificationPage {
  const known = page.items.some((item) => item.id === notice.id);
  const items = known
    ? page.items.map((item) => (item.id === notice.id ? notice : item))
    : [notice, ...page.items];
  return {
    items: limit === undefined ? items : items.slice(0, limit),
    total: known ? page.total : page.total + 1,
    unread,
  };
}

/** One notice (`id`) or every notice marked read, with the count the API answered. */
export function withRead(
  page: NotificationPage,
  id: number | undefined,
  unread: number,
  readAt: string,
): NotificationPage {
  return {
    ...page,
    unread,
    items: page.items.map((item) =>
      item.is_read === 0 && (id === undefined || item.id === id)
        ? { ...item, is_read: 1 as const, read_at: readAt }
        : item,
    ),
  };
}

const mapPages = (
  data: InfiniteData<NotificationPage, number> | undefined,
  change: (page: NotificationPage, index: number) => NotificationPage,
) => (data ? { ...data, pages: data.pages.map(change) } : data);

/** A notice that just arrived (realtime), shown by the bell and on top of the page's list. */
export function applyNotice(
  client: QueryClient,
  notice: TNotificationItem,
  unread: number,
  bellSize: number,
): void {
  client.setQueriesData<NotificationPage>({ queryKey: [NOTIFICATION_LIST_KEY, "bell"] }, (page) =>
    page ? withNotice(page, notice, unread, bellSize) : page,
  );
  client.setQueriesData<InfiniteData<NotificationPage, number>>(
    { queryKey: [NOTIFICATION_LIST_KEY, "pages"] },
    (data) =>
      mapPages(data, (page, index) => (index === 0 ? withNotice(page, notice, unread) : { ...page, unread })),
  );
}

/** What a successful `notifications/read` changed, everywhere the notices are shown. */
export function applyRead(client: QueryClient, id: number | undefined, unread: number, readAt: string): void {
  client.setQueriesData<NotificationPage>({ queryKey: [NOTIFICATION_LIST_KEY, "bell"] }, (page) =>
    page ? withRead(page, id, unread, readAt) : page,
  );
  client.setQueriesData<InfiniteData<NotificationPage, number>>(
    { queryKey: [NOTIFICATION_LIST_KEY, "pages"] },
    (data) => mapPages(data, (page) => withRead(page, id, unread, readAt)),
  );
}
