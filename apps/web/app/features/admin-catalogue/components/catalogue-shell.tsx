import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { NavLink } from "react-router";
import { catalogueTabs } from "../admin-catalogue";

/**
 * The catalogue's pages share one console entry; these links switch between them (a scrolling row on phones).
 * Plain links, so each sub-page has its own address and the browser's back button.
 */
export function CatalogueShell({
  title,
  lead,
  actions,
  children,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <nav aria-label={t("adminCatalogue.tabs.label")}>
        <ul className="flex gap-1 overflow-x-auto border-b border-slate-200 pb-px">
          {catalogueTabs.map((tab) => (
            <li key={tab.href} className="shrink-0">
              <NavLink
                to={tab.href}
                end={tab.href === "/admin/catalogue"}
                className={({ isActive }) =>
                  clsx(
                    "-mb-px block border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600",
                    isActive
                      ? "border-brand-700 text-brand-900"
                      : "border-transparent text-slate-600 hover:text-slate-900",
                  )
                }
              >
                {t(tab.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
          {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A true/false fact as a small coloured word. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={clsx(
        "inline-block rounded-full px-2.5 py-0.5 text-xs font-bold",
        active ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-700",
      )}
    >
      {active ? t("adminCatalogue.active") : t("adminCatalogue.inactive")}
    </span>
  );
}
