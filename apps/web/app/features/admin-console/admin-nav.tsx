import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { NavLink, useLocation } from "react-router";
import { ChevronDownIcon } from "../../components/icons/icons";

type AdminPage = { href: string; labelKey: string };

/** The console's pages by the job an operator comes to do, in the order the navigation lists them. */
export const adminPageGroups: readonly { key: string; pages: readonly AdminPage[] }[] = [
  { key: "overview", pages: [{ href: "/admin/dashboard", labelKey: "adminConsole.nav.dashboard" }] },
  {
    key: "moderation",
    pages: [
      { href: "/admin/review", labelKey: "adminConsole.nav.review" },
      { href: "/admin/verification", labelKey: "user_menu.verification_admin" },
      { href: "/admin/reports", labelKey: "adminOversight.nav_reports" },
      { href: "/admin/advertisements", labelKey: "adminOversight.nav_ads" },
    ],
  },
  {
    key: "money",
    pages: [
      { href: "/admin/bank-transfers", labelKey: "adminConsole.nav.bank_transfers" },
      { href: "/admin/refund-approvals", labelKey: "adminConsole.nav.refund_approvals" },
    ],
  },
  {
    key: "people",
    pages: [
      { href: "/admin/users", labelKey: "adminUsers.nav" },
      { href: "/admin/audit-log", labelKey: "adminAudit.nav" },
    ],
  },
  {
    key: "catalogue",
    pages: [
      { href: "/admin/catalogue", labelKey: "adminCatalogue.nav" },
      { href: "/admin/packages", labelKey: "adminOffers.nav.packages" },
      { href: "/admin/report-reasons", labelKey: "adminOffers.nav.report_reasons" },
      { href: "/admin/homepage", labelKey: "adminOffers.nav.homepage" },
    ],
  },
  {
    key: "content",
    pages: [
      { href: "/admin/articles", labelKey: "adminContent.nav.articles" },
      { href: "/admin/faqs", labelKey: "adminContent.nav.faqs" },
      { href: "/admin/pages", labelKey: "adminContent.nav.pages" },
    ],
  },
  {
    key: "settings",
    pages: [
      { href: "/admin/settings", labelKey: "adminConsole.nav.settings" },
      { href: "/admin/site", labelKey: "adminSite.nav" },
    ],
  },
];

export const adminPages: readonly AdminPage[] = adminPageGroups.flatMap((group) => group.pages);

/** The page the address belongs to (a detail page belongs to its list: /admin/users/7 → Users). */
export function currentAdminPage(pathname: string): AdminPage | undefined {
  return adminPages
    .filter((page) => pathname === page.href || pathname.startsWith(`${page.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/**
 * The console's navigation: a column of groups beside the page on wide screens; on phones one button naming
 * the current page, which opens the same groups (seventeen links in a sideways-scrolling row could not be
 * read). Logical sides only, so Arabic puts the column on the right.
 */
export function AdminNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = currentAdminPage(pathname);
  const menu = useRef<HTMLDetailsElement>(null);
  // A page chosen from the phone menu closes it.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  // Rendered twice (the wide column and the phone menu), so each copy's heading ids carry its own prefix.
  const groups = (prefix: string) => (
    <div className="flex flex-col gap-4 px-3 py-3">
      {adminPageGroups.map((group) => (
        <div key={group.key}>
          <p
            id={`${prefix}-${group.key}`}
            className="px-3 pb-1 text-xs font-bold tracking-wide text-slate-500 uppercase"
          >
            {t(`adminConsole.groups.${group.key}`)}
          </p>
          <ul aria-labelledby={`${prefix}-${group.key}`} className="flex flex-col gap-0.5">
            {group.pages.map((page) => (
              <li key={page.href}>
                <NavLink
                  to={page.href}
                  className={({ isActive }) =>
                    clsx(
                      "block rounded-lg px-3 py-2 text-sm font-semibold",
                      isActive ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100",
                    )
                  }
                >
                  {t(page.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );

  return (
    <nav
      aria-label={t("adminConsole.nav_label")}
      className="border-b border-slate-200 bg-slate-50 lg:border-b-0 lg:border-e"
    >
      <div className="hidden lg:block">
        <p className="px-5 pt-8 text-xs font-bold tracking-wide text-slate-500 uppercase">
          {t("adminConsole.title")}
        </p>
        {groups("admin-nav")}
      </div>
      <details ref={menu} className="group lg:hidden" data-testid="admin-nav-menu">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 text-sm font-semibold text-slate-800 [&::-webkit-details-marker]:hidden">
          <span>
            <span className="text-slate-500">{t("adminConsole.title")}: </span>
            {current ? t(current.labelKey) : t("adminConsole.nav_label")}
          </span>
          <ChevronDownIcon className="size-4 transition-transform group-open:rotate-180" />
        </summary>
        <div className="max-h-[70vh] overflow-y-auto border-t border-slate-200">{groups("admin-menu")}</div>
      </details>
    </nav>
  );
}
