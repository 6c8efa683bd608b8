import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { BrandLogo } from "./brand-logo";
import { CurrencySelect } from "./currency-select";
import { LanguageSwitch } from "./language-switch";

type SiteHeaderProps = {
  companyName: string;
  logo?: string | undefined;
  /** The sign-in button or the signed-in user's menu (composed by the root, which knows the viewer). */
  account?: ReactNode;
  isSignedIn?: boolean;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-lg px-3 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
  );

export function SiteHeader({ companyName, logo, account, isSignedIn = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:gap-x-6 sm:px-6 lg:px-8">
        <NavLink
          to="/"
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          aria-label={t("shell.home_link", { name: companyName })}
        >
          <BrandLogo src={logo} name={companyName} className="h-8 sm:h-10" />
        </NavLink>
        <nav aria-label={t("shell.main_navigation")} className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap items-center gap-1">
            <li>
              <NavLink to="/" end className={navLinkClass}>
                {t("nav.home")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/properties" className={navLinkClass}>
                {t("nav.properties")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/projects" className={navLinkClass}>
                {t("content_nav.projects")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/agents" className={navLinkClass}>
                {t("content_nav.agents")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/articles" className={navLinkClass}>
                {t("content_nav.articles")}
              </NavLink>
            </li>
            {isSignedIn ? (
              <li>
                <NavLink to="/user/profile" className={navLinkClass}>
                  {t("nav.profile")}
                </NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="ms-auto flex items-center gap-1.5 sm:gap-3">
          <CurrencySelect />
          <LanguageSwitch />
          {account}
        </div>
      </div>
    </header>
  );
}
