import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { LIST_PAGE_NAMES, listPagePath, type ListPageName } from "../list-pages";

/** Links to the curated lists (featured, trending…), the current one marked. */
export function ListNav({ current }: { current?: ListPageName | undefined }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("lists.label")} data-testid="list-nav">
      <ul className="flex flex-wrap gap-2">
        {LIST_PAGE_NAMES.map((name) => (
          <li key={name}>
            <Link
              to={listPagePath(name)}
              aria-current={current === name ? "page" : undefined}
              className={clsx(
                "inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                current === name
                  ? "bg-slate-900 text-white"
                  : "bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-800",
              )}
            >
              {t(`lists.${name}.nav`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
