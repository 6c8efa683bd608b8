import type { TNotificationItem } from "@manzil/domain/contracts";
import { formatRelativeTime } from "@manzil/domain/relative-time";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { BellIcon } from "../../../components/icons/icons";
import { useLocale } from "../../../lib/i18n/use-locale";

/** When a notice came, "5 minutes ago"; nothing for a date the API could not have sent. */
function RelativeTime({ iso, now }: { iso: string; now: Date }) {
  const { locale } = useLocale();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  // A clock a little behind the server's would say "in 3 seconds": a notice is never from the future.
  const shown = formatRelativeTime(date.getTime() > now.getTime() ? now : date, now, locale);
  return (
    <time dateTime={iso} className="text-xs text-slate-500">
      {shown}
    </time>
  );
}

/**
 * One notice's content, as the bell and the page show it: the listing's picture when there is one, the title and
 * message in their own direction, when it came, and a dot while unread.
 */
export function NotificationRow({
  notice,
  now,
  compact = false,
}: {
  notice: TNotificationItem;
  now: Date;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const unread = notice.is_read === 0;
  return (
    <span className="flex w-full items-start gap-3 text-start">
      {notice.notification_image ? (
        <img
          src={notice.notification_image}
          alt=""
          loading="lazy"
          className={clsx("shrink-0 rounded-lg bg-slate-100 object-cover", compact ? "size-10" : "size-14")}
        />
      ) : (
        <span
          className={clsx(
            "grid shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700",
            compact ? "size-10" : "size-14",
          )}
        >
          <BellIcon className={compact ? "size-4" : "size-5"} />
        </span>
      )}
      <span className="min-w-0 flex-1">
        <span
          dir="auto"
          className={clsx(
            "block text-sm text-slate-900",
            unread ? "font-bold" : "font-medium",
            compact && "truncate",
          )}
        >
          <bdi>{notice.title}</bdi>
        </span>
        <span
          dir="auto"
          className={clsx(
            "mt-0.5 block text-sm text-slate-600",
            compact ? "line-clamp-2" : "whitespace-pre-line",
          )}
        >
          {notice.message}
        </span>
        <span className="mt-1 block">
          <RelativeTime iso={notice.created_at} now={now} />
        </span>
      </span>
      {unread ? (
        <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-brand-600" data-testid="unread-dot">
          <span className="sr-only">{t("notifications.unread")}</span>
        </span>
      ) : null}
    </span>
  );
}
