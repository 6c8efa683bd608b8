import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";

/** The admin console's pages, in the order the side navigation lists them. */
export const adminPages = [
  { href: "/admin/dashboard", labelKey: "adminConsole.nav.dashboard" },
  { href: "/admin/settings", labelKey: "adminConsole.nav.settings" },
  { href: "/admin/site", labelKey: "adminSite.nav" },
  { href: "/admin/review", labelKey: "adminConsole.nav.review" },
  { href: "/admin/verification", labelKey: "verification.admin.nav" },
  { href: "/admin/bank-transfers", labelKey: "adminConsole.nav.bank_transfers" },
  { href: "/admin/refund-approvals", labelKey: "adminConsole.nav.refund_approvals" },
  { href: "/admin/reports", labelKey: "adminOversight.nav_reports" },
  { href: "/admin/advertisements", labelKey: "adminOversight.nav_ads" },
  { href: "/admin/users", labelKey: "adminUsers.nav" },
  { href: "/admin/catalogue", labelKey: "adminCatalogue.nav" },
  { href: "/admin/audit-log", labelKey: "adminAudit.nav" },
  { href: "/admin/packages", labelKey: "adminOffers.nav.packages" },
  { href: "/admin/report-reasons", labelKey: "adminOffers.nav.report_reasons" },
  { href: "/admin/homepage", labelKey: "adminOffers.nav.homepage" },
  { href: "/admin/articles", labelKey: "adminContent.nav.articles" },
  { href: "/admin/faqs", labelKey: "adminContent.nav.faqs" },
  { href: "/admin/pages", labelKey: "adminContent.nav.pages" },
] as const;

/**
 * The console's navigation: a column beside the page on wide screens, a scrolling row of links above it on
 * phones. Logical sides only, so Arabic puts it on the right.
 */
export function AdminNav() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("adminConsole.nav_label")}
      className="border-b border-slate-200 bg-slate-50 lg:border-b-0 lg:border-e"
    >
      <p className="hidden px-5 pt-8 text-xs font-bold tracking-wide text-slate-500 uppercase lg:block">
        {t("adminConsole.title")}
      </p>
      <ul className="flex gap-1 overflow-x-auto px-3 py-2 lg:flex-col lg:px-3 lg:py-3">
        {adminPages.map((page) => (
          <li key={page.href} className="shrink-0">
            <NavLink
              to={page.href}
              className={({ isActive }) =>
                clsx(
                  "block rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap",
                  isActive ? "bg-brand-100 text-brand-900" : "text-slate-700 hover:bg-slate-100",
                )
              }
            >
              {t(page.labelKey)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
