import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import type { TChatSummary } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Link } from "react-router";
import { apiGet } from "../../lib/api/browser-api";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { useSignOut } from "../../lib/session/use-sign-out";
import type { Viewer } from "../../lib/session/viewer";
import {
  BellIcon,
  BuildingIcon,
  ChatIcon,
  ChevronDownIcon,
  FileIcon,
  HeartIcon,
  HomeIcon,
  LockIcon,
  LogOutIcon,
  MailIcon,
  SparkIcon,
  StarIcon,
  TagIcon,
  UserIcon,
} from "../icons/icons";
import { Avatar } from "../ui/avatar";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** The member's own pages, in menu order. */
const memberPages = [
  { to: "/user/profile", testId: "user-menu-profile", label: "account.profile", Icon: UserIcon },
  {
    to: "/user/my-properties",
    testId: "user-menu-my-properties",
    label: "account.my_properties",
    Icon: HomeIcon,
  },
  {
    to: "/user/my-projects",
    testId: "user-menu-my-projects",
    label: "owner_projects.menu",
    Icon: BuildingIcon,
  },
  { to: "/user/dashboard", testId: "user-menu-dashboard", label: "owner.menu.dashboard", Icon: BuildingIcon },
  {
    to: "/user/owner-reservations",
    testId: "user-menu-owner-reservations",
    label: "user_menu.owner_reservations",
    Icon: BuildingIcon,
  },
  {
    to: "/user/refund-approvals",
    testId: "user-menu-refund-approvals",
    label: "user_menu.refund_approvals",
    Icon: FileIcon,
  },
  {
    to: "/user/verification",
    testId: "user-menu-verification",
    label: "user_menu.verification",
    Icon: UserIcon,
  },
  { to: "/user/chats", testId: "user-menu-chats", label: "chat.menu", Icon: ChatIcon },
  { to: "/user/inquiries", testId: "user-menu-inquiries", label: "inquiries.menu", Icon: MailIcon },
  {
    to: "/user/notifications",
    testId: "user-menu-notifications",
    label: "notifications.menu",
    Icon: BellIcon,
  },
  {
    to: "/user/reservations",
    testId: "user-menu-reservations",
    label: "my_reservations.menu",
    Icon: TagIcon,
  },
  {
    to: "/user/favourites",
    testId: "user-menu-favourites",
    label: "member.menu.favourites",
    Icon: HeartIcon,
  },
  {
    to: "/user/personalise-feed",
    testId: "user-menu-personalise-feed",
    label: "member.menu.personalise_feed",
    Icon: SparkIcon,
  },
  {
    to: "/user/advertisement",
    testId: "user-menu-advertisement",
    label: "user_menu.advertisement",
    Icon: StarIcon,
  },
  {
    to: "/user/transaction-history",
    testId: "user-menu-payments",
    label: "user_menu.payments",
    Icon: FileIcon,
  },
] as const;

/** Pages only admins are offered (the API refuses everyone else anyway). */
const adminPages = [
  { to: "/admin/review", testId: "user-menu-review", label: "user_menu.admin_review", Icon: LockIcon },
  {
    to: "/admin/bank-transfers",
    testId: "user-menu-bank-transfers",
    label: "user_menu.admin_payments",
    Icon: LockIcon,
  },
  {
    to: "/admin/refund-approvals",
    testId: "user-menu-admin-refund-approvals",
    label: "user_menu.refund_approvals_admin",
    Icon: LockIcon,
  },
  {
    to: "/admin/verification",
    testId: "user-menu-admin-verification",
    label: "user_menu.verification_admin",
    Icon: LockIcon,
  },
] as const;

/** The signed-in header control: avatar and name, opening the member pages and Sign out. */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const { dir, locale } = useLocale();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  // The unread total is asked for only when the menu opens (under the chat's "chats" key, so the chat's live
  // updates refresh it too): one call, no polling on every page.
  const unread = useQuery({
    queryKey: ["chats", viewer.id, "menu-unread"],
    enabled: open,
    // Asked afresh at every opening: conversations are read and written on other screens and devices.
    staleTime: 0,
    queryFn: async () => {
      const answer = await apiGet<TChatSummary[]>("get_chats", { page: 1, per_page: 100, lang: locale });
      return answer.data.reduce((sum, chat) => sum + chat.unread_count, 0);
    },
  });
  return (
    <DropdownMenu.Root dir={dir} modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger
        data-testid="user-menu"
        aria-label={t("account.menu_label", { name: viewer.name })}
        className="flex h-10 items-center gap-2 rounded-xl border border-slate-300 bg-white ps-1 pe-2 text-sm font-semibold text-slate-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar src={viewer.photo} size="sm" fallback={<UserIcon className="size-4" />} />
        <span className="hidden max-w-32 truncate sm:inline">{viewer.name}</span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block truncate text-sm font-bold text-slate-900">{viewer.name}</span>
            <span className="block truncate text-xs text-slate-500" dir="ltr">
              {viewer.email}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {[...memberPages, ...(viewer.isAdmin ? adminPages : [])].map(({ to, testId, label, Icon }) => (
            <DropdownMenu.Item key={to} asChild className={itemClass}>
              <Link to={to} data-testid={testId}>
                <Icon className="size-4" />
                {t(label)}
                {to === "/user/chats" && unread.data ? (
                  <span
                    className="ms-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-bold text-white"
                    data-testid="user-menu-chats-unread"
                  >
                    <span aria-hidden>{formatNumber(unread.data, locale)}</span>
                    <span className="sr-only">{t("chat.menu_unread", { count: unread.data })}</span>
                  </span>
                ) : null}
              </Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item data-testid="sign-out" onSelect={signOut} className={itemClass}>
            <LogOutIcon className="size-4" />
            {t("account.sign_out")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
