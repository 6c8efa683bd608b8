import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { toast } from "../../components/ui/toast";
import { actionFailureMessage } from "../../lib/api/error-message";
import { useLocale } from "../../lib/i18n/use-locale";
import { useRootData } from "../../lib/seo/root-data";
import { useRealtimeEvents } from "../realtime/realtime-provider";
import {
  BELL_SIZE,
  fetchNotificationPage,
  markNotificationsRead,
  NOTIFICATION_LIST_KEY,
  PAGE_SIZE,
  type NotificationPage,
} from "./notifications-api";
import { applyNotice, applyRead, bellKey, pagesKey } from "./notifications-cache";

/** Without the realtime stream (or between its reconnects) the count still catches up within a minute. */
const REFETCH_MS = 60_000;

/** A "notification" event puts the notice in every list on screen and sets the unread count it carries. */
export function useLiveNotifications(): void {
  const client = useQueryClient();
  const viewerId = useRootData()?.viewer?.id ?? null;
  useRealtimeEvents((event) => {
    if (event.type === "notification") applyNotice(client, event.notification, event.unread_count, BELL_SIZE);
    // The member read a conversation (here or on another device): the API read its "new message" notices too.
    if (event.type === "read" && event.reader_id === viewerId)
      void client.invalidateQueries({ queryKey: [NOTIFICATION_LIST_KEY] });
  });
}

/** The bell's latest notices and the unread count, fresh on mount, on focus and every minute. */
export function useNotificationBell() {
  const { locale } = useLocale();
  const viewerId = useRootData()?.viewer?.id ?? null;
  useLiveNotifications();
  return useQuery({
    queryKey: bellKey(viewerId, locale),
    queryFn: () => fetchNotificationPage(0, BELL_SIZE, locale),
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
    refetchInterval: REFETCH_MS,
    staleTime: 0,
  });
}

/** The page's list, PAGE_SIZE at a time (offset/limit), fresh whenever the page opens. */
export function useNotificationPages() {
  const { locale } = useLocale();
  const viewerId = useRootData()?.viewer?.id ?? null;
  useLiveNotifications();
  return useInfiniteQuery({
    queryKey: pagesKey(viewerId, locale),
    queryFn: ({ pageParam }) => fetchNotificationPage(pageParam, PAGE_SIZE, locale),
    initialPageParam: 0,
    // The first page's total is the one kept current by live notices.
    getNextPageParam: (last: NotificationPage, pages: NotificationPage[]) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return last.items.length > 0 && loaded < (pages[0]?.total ?? 0) ? loaded : undefined;
    },
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
    staleTime: 0,
  });
}

/** Marks one notice (`id`) or all read; every list on screen and the bell's count follow the API's answer. */
export function useMarkRead() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number | undefined) => markNotificationsRead(id, locale),
    onSuccess: (answer, id) => applyRead(client, id, answer.unread_count, new Date().toISOString()),
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });
}

/** The current time, moved on every minute, so "2 minutes ago" keeps true while a list stays open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), REFETCH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** A notice's `link` when it is a path of this site ("/user/reservations"), never another origin. */
export function internalLink(link: string | null): string | null {
  return link && link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\") ? link : null;
}
