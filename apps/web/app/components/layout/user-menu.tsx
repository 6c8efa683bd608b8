import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/i18n/use-locale";
import { useSignOut } from "../../lib/session/use-sign-out";
import type { Viewer } from "../../lib/session/viewer";
import {
  BuildingIcon,
  ChevronDownIcon,
  HeartIcon,
  HomeIcon,
  LogOutIcon,
  SparkIcon,
  UserIcon,
} from "../icons/icons";
import { Avatar } from "../ui/avatar";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900";

/** The signed-in header control: avatar and name, opening Profile, My properties and Sign out. */
export function UserMenu({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  const { dir } = useLocale();
  const signOut = useSignOut();
  return (
    <DropdownMenu.Root dir={dir} modal={false}>
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
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user/profile" data-testid="user-menu-profile">
              <UserIcon className="size-4" />
              {t("account.profile")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user/my-properties" data-testid="user-menu-my-properties">
              <HomeIcon className="size-4" />
              {t("account.my_properties")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user/dashboard" data-testid="user-menu-dashboard">
              <BuildingIcon className="size-4" />
              {t("owner.menu.dashboard")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user/favourites" data-testid="user-menu-favourites">
              <HeartIcon className="size-4" />
              {t("member.menu.favourites")}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to="/user/personalise-feed" data-testid="user-menu-personalise-feed">
              <SparkIcon className="size-4" />
              {t("member.menu.personalise_feed")}
            </Link>
          </DropdownMenu.Item>
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
