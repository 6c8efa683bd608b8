import { clsx } from "clsx";
import { useTranslation } from "../../lib/i18n/use-translation";
import { Link } from "react-router";
import { formatNumber } from "../../lib/format/intl";
import { useLocale } from "../../lib/i18n/use-locale";
import { ChevronEndIcon, ChevronStartIcon } from "../icons/icons";

export type PaginationItem = number | "gap";

/** Page numbers to show: first, last, and two either side of the current one, with gaps between. */
export function paginationItems(current: number, total: number): PaginationItem[] {
  const pages = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push("gap");
    items.push(page);
  });
  return items;
}

type PaginationProps = { page: number; totalPages: number; hrefFor: (page: number) => string };

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (totalPages <= 1) return null;
  const cell =
    "inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600";
  const idle = "border border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800";
  const disabled = "border border-slate-100 bg-slate-50 text-slate-300";
  return (
    <nav aria-label={t("pagination.label")} className="mt-12 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className={clsx(cell, idle)}>
              <ChevronStartIcon className="size-4" />
              {t("pagination.previous")}
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(cell, disabled)}>
              <ChevronStartIcon className="size-4" />
              {t("pagination.previous")}
            </span>
          )}
        </li>
        {paginationItems(page, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("pagination.page", { n: formatNumber(item, locale) })}
                className={clsx(cell, item === page ? "bg-brand-700 text-white shadow-sm" : idle)}
              >
                {formatNumber(item, locale)}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} rel="next" className={clsx(cell, idle)}>
              {t("pagination.next")}
              <ChevronEndIcon className="size-4" />
            </Link>
          ) : (
            <span aria-disabled="true" className={clsx(cell, disabled)}>
              {t("pagination.next")}
              <ChevronEndIcon className="size-4" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
