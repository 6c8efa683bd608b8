import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { CloseIcon } from "../../../components/icons/icons";
import type { FilterChip } from "../filter-chips";

/** The filters in force as removable chips, and "clear all" once there are two or more. */
export function ActiveFilters({ chips, clearHref }: { chips: readonly FilterChip[]; clearHref: string }) {
  const { t } = useTranslation();
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      <h2 className="sr-only">{t("filters.active_label")}</h2>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.id}>
            <Link
              to={chip.href}
              preventScrollReset
              aria-label={t("filters.remove", { label: chip.label })}
              data-testid="filter-chip"
              data-filter={chip.id}
              className="inline-flex h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 ps-3 pe-2 text-sm font-medium text-brand-900 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <bdi>{chip.label}</bdi>
              <CloseIcon className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
      {chips.length > 1 ? (
        <Link
          to={clearHref}
          preventScrollReset
          data-testid="filters-clear"
          className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t("filters.clear_all")}
        </Link>
      ) : null}
    </div>
  );
}
