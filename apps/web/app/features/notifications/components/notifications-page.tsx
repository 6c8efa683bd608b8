import type { TNotificationItem } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useEffect } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { offerPushAfter } from "../push/offer-push";
import { internalLink, useMarkRead, useNotificationPages, useNow } from "../use-notifications";
import { NotificationRow } from "./notification-row";
import { NotificationSettings } from "./notification-settings";

/** One notice on the page: opening its link marks it read; an unread one can also just be marked read. */
function NoticeCard({
  notice,
  now,
  onRead,
  busy,
}: {
  notice: TNotificationItem;
  now: Date;
  onRead: (id: number) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const unread = notice.is_read === 0;
  const link = internalLink(notice.link);
  return (
    <li
      data-testid="notification-item"
      data-unread={unread ? "true" : "false"}
      className={clsx(
        "flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-5",
        unread ? "bg-brand-50/60" : "bg-white",
      )}
    >
      {link ? (
        <Link
          to={link}
          onClick={() => (unread ? onRead(notice.id) : undefined)}
          className="min-w-0 flex-1 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
        >
          <NotificationRow notice={notice} now={now} />
        </Link>
      ) : (
        <div className="min-w-0 flex-1">
          <NotificationRow notice={notice} now={now} />
        </div>
      )}
      {unread ? (
        <Button
          size="sm"
          variant="ghost"
          className="self-end sm:self-center"
          disabled={busy}
          onClick={() => onRead(notice.id)}
          aria-label={t("notifications.mark_read_named", { title: notice.title })}
        >
          {t("notifications.mark_read")}
        </Button>
      ) : null}
    </li>
  );
}

/** /user/notifications (issue 16): every notice, newest first, more on demand; then the member's settings. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const pages = useNotificationPages();
  const markRead = useMarkRead();
  const now = useNow();

  // The member came to read their notices: a good moment to offer them on this device too.
  useEffect(() => offerPushAfter("notifications_page"), []);

  const notices = dedupe(pages.data?.pages.flatMap((page) => page.items) ?? []);
  const unread = pages.data?.pages[0]?.unread ?? 0;
  const busyId = markRead.isPending ? markRead.variables : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("notifications.title")}</h1>
          <p className="mt-2 text-slate-600" aria-live="polite" data-testid="notifications-unread-summary">
            {t("notifications.unread_summary", { count: unread })}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          {t("notifications.mark_all_read")}
        </Button>
      </div>

      {pages.isPending ? (
        <PageLoading />
      ) : pages.isError && notices.length === 0 ? (
        <QueryFailure
          error={pages.error}
          onRetry={() => void pages.refetch()}
          retryLabel={t("notifications.retry")}
        />
      ) : notices.length === 0 ? (
        <Card className="mt-8 p-8 text-center">
          <p className="font-semibold text-slate-800">{t("notifications.empty")}</p>
          <p className="mt-1 text-sm text-slate-500">{t("notifications.empty_hint")}</p>
        </Card>
      ) : (
        <>
          <Card className="mt-8 overflow-hidden">
            <ul className="divide-y divide-slate-200" aria-label={t("notifications.list_label")}>
              {notices.map((notice) => (
                <NoticeCard
                  key={notice.id}
                  notice={notice}
                  now={now}
                  busy={busyId === notice.id}
                  onRead={(id) => markRead.mutate(id)}
                />
              ))}
            </ul>
          </Card>
          <div className="mt-6 flex flex-col items-center gap-2">
            <p className="text-sm text-slate-500">
              {t("notifications.shown", {
                shown: formatNumber(notices.length, locale),
                total: formatNumber(pages.data?.pages[0]?.total ?? notices.length, locale),
              })}
            </p>
            {pages.hasNextPage ? (
              <Button
                variant="outline"
                onClick={() => void pages.fetchNextPage()}
                disabled={pages.isFetchingNextPage}
              >
                {pages.isFetchingNextPage ? t("shell.loading") : t("notifications.load_more")}
              </Button>
            ) : null}
            {pages.isFetchNextPageError ? (
              <p className="text-sm text-red-700" role="alert">
                {t("notifications.load_failed")}
              </p>
            ) : null}
          </div>
        </>
      )}

      <NotificationSettings />
    </div>
  );
}

/** A notice that arrived while paging moves the later pages along by one: show it once. */
function dedupe(notices: TNotificationItem[]): TNotificationItem[] {
  const seen = new Set<number>();
  return notices.filter((notice) => (seen.has(notice.id) ? false : (seen.add(notice.id), true)));
}
