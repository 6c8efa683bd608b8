import { clsx } from "clsx";
import { lazy, Suspense, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { NavLink } from "react-router";
import { MenuIcon, SearchIcon } from "../icons/icons";
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

const iconButton =
  "grid size-10 shrink-0 place-items-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600";

function NavLinks({
  isSignedIn,
  vertical = false,
  onPick,
}: {
  isSignedIn: boolean;
  vertical?: boolean;
  /** Called when a link is followed (the drawer closes). */
  onPick?: () => void;
}) {
  const { t } = useTranslation();
  const links = [
    { to: "/", label: t("nav.home"), end: true },
    { to: "/properties", label: t("nav.properties") },
    { to: "/projects", label: t("content_nav.projects") },
    { to: "/agents", label: t("content_nav.agents") },
    { to: "/articles", label: t("content_nav.articles") },
    ...(isSignedIn ? [{ to: "/user/profile", label: t("nav.profile") }] : []),
  ];
  return (
    <ul className={clsx("flex gap-1", vertical ? "flex-col" : "flex-wrap items-center")}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end ?? false}
            onClick={onPick}
            className={(state) => clsx(navLinkClass(state), vertical && "block px-4 py-3 text-base")}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

const loadMenuDrawerPanel = () => import("./menu-drawer-panel");
const MenuDrawerPanel = lazy(loadMenuDrawerPanel);

/**
 * The phone's menu: the navigation, currency and language in a panel from the inline end (the right in English,
 * the left in Arabic). A page chosen from it closes it. The panel's code arrives on first use (ADR 084).
 */
function MenuDrawer({ isSignedIn }: { isSignedIn: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps Radix's own exit and focus handling.
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(iconButton, "lg:hidden")}
        aria-label={t("shell.menu.open")}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        onPointerEnter={() => void loadMenuDrawerPanel()}
        onFocus={() => void loadMenuDrawerPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-6" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <MenuDrawerPanel open={open} onOpenChange={setOpen} opener={button} iconButtonClass={iconButton}>
            <nav aria-label={t("shell.main_navigation")}>
              <NavLinks isSignedIn={isSignedIn} vertical onPick={() => setOpen(false)} />
            </nav>
            <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-slate-200 pt-5">
              <CurrencySelect />
              <LanguageSwitch />
            </div>
          </MenuDrawerPanel>
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * One opaque row: on wide screens the logo, the navigation, currency, language and account; on phones (under
 * 64 px tall) the logo, search, account and a menu button that opens the rest in a drawer.
 */
export function SiteHeader({ companyName, logo, account, isSignedIn = false }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white" data-testid="site-header">
      <div className="mx-auto flex max-w-7xl items-center gap-x-2 px-4 py-2 sm:gap-x-6 sm:px-6 lg:px-8 lg:py-3">
        <NavLink
          to="/"
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600"
          aria-label={t("shell.home_link", { name: companyName })}
        >
          <BrandLogo src={logo} name={companyName} className="h-8 sm:h-10" />
        </NavLink>
        <nav aria-label={t("shell.main_navigation")} className="hidden lg:block">
          <NavLinks isSignedIn={isSignedIn} />
        </nav>
        <div className="ms-auto flex items-center gap-1 sm:gap-3">
          <NavLink
            to="/properties"
            className={clsx(iconButton, "lg:hidden")}
            aria-label={t("shell.menu.search")}
          >
            <SearchIcon className="size-5" />
          </NavLink>
          <div className="hidden items-center gap-3 lg:flex">
            <CurrencySelect />
            <LanguageSwitch />
          </div>
          {account}
          <MenuDrawer isSignedIn={isSignedIn} />
        </div>
      </div>
    </header>
  );
}
