import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { TNotificationItem } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { BellIcon } from "../../../components/icons/icons";
import { Link, useNavigate } from "react-router";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { internalLink, useMarkRead, useNotificationBell, useNow } from "../use-notifications";
import { NotificationRow } from "./notification-row";

export const NOTIFICATIONS_PATH = "/user/notifications";

const itemClass =
  "flex cursor-pointer rounded-lg px-3 py-2.5 outline-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-default";
const actionClass =
  "cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 outline-none data-[highlighted]:bg-brand-50 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-400";

/** "9+" beyond nine, in the page's digits: the badge has room for two characters. */
function badgeText(count: number, locale: "en" | "ar"): string {
  return count > 9 ? `${formatNumber(9, locale)}+` : formatNumber(count, locale);
}

/**
 * The header's bell (issue 16): the unread count as a badge and in the button's name, opening the latest notices.
 * The menu is modal, so focus stays inside until Escape or a choice closes it and returns to the bell.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const navigate = useNavigate();
  const bell = useNotificationBell();
  const markRead = useMarkRead();
  const now = useNow();
  const unread = bell.data?.unread ?? 0;
  const notices = bell.data?.items ?? [];

  const open = (notice: TNotificationItem) => {
    if (notice.is_read === 0) markRead.mutate(notice.id);
    const link = internalLink(notice.link);
    if (link) void navigate(link);
  };

  return (
    <DropdownMenu.Root dir={dir}>
      <DropdownMenu.Trigger
        data-testid="notification-bell"
        data-unread-count={unread}
        aria-label={t("notifications.bell.label", { count: unread })}
        className="relative grid size-10 place-items-center rounded-xl border border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <BellIcon />
        {unread > 0 ? (
          <span
            aria-hidden
            data-testid="notification-bell-count"
            className="absolute -end-1.5 -top-1.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[0.7rem] font-bold leading-none text-white ring-2 ring-white"
          >
            {badgeText(unread, locale)}
          </span>
        ) : null}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex max-h-[min(34rem,var(--radix-dropdown-menu-content-available-height))] w-[min(24rem,calc(100vw-1.5rem))] flex-col rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          <div className="flex items-center justify-between gap-3 px-3 py-2">
            <DropdownMenu.Label className="text-sm font-bold text-slate-900">
              {t("notifications.title")}
            </DropdownMenu.Label>
            <DropdownMenu.Item
              className={actionClass}
              disabled={unread === 0 || markRead.isPending}
              onSelect={(event) => {
                // Stay open: the member sees the dots go.
                event.preventDefault();
                markRead.mutate(undefined);
              }}
            >
              {t("notifications.mark_all_read")}
            </DropdownMenu.Item>
          </div>
          <DropdownMenu.Separator className="h-px bg-slate-200" />
          <div className="min-h-0 flex-1 overflow-y-auto py-1">
            {bell.isPending ? (
              <p className="px-3 py-6 text-center text-sm text-slate-500" role="status">
                {t("shell.loading")}
              </p>
            ) : bell.isError && notices.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-red-700" role="alert">
                {t("notifications.load_failed")}
              </p>
            ) : notices.length === 0 ? (
              <p className="px-3 py-6 text-center text-sm text-slate-500">{t("notifications.empty")}</p>
            ) : (
              notices.map((notice) => (
                <DropdownMenu.Item
                  key={notice.id}
                  data-testid="notification-bell-item"
                  className={itemClass}
                  onSelect={() => open(notice)}
                >
                  <NotificationRow notice={notice} now={now} compact />
                </DropdownMenu.Item>
              ))
            )}
          </div>
          <DropdownMenu.Separator className="h-px bg-slate-200" />
          <DropdownMenu.Item asChild className={`${actionClass} text-center`}>
            <Link to={NOTIFICATIONS_PATH} data-testid="notification-bell-see-all">
              {t("notifications.see_all")}
            </Link>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
