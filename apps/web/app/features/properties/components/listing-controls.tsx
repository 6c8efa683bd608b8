import { clsx } from "clsx";
import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Form, Link, useSubmit } from "react-router";
import { ChevronDownIcon } from "../../../components/icons/icons";
import {
  CLASSIFICATIONS,
  filterQuery,
  listingHref,
  SORT_ORDERS,
  type ListingParams,
} from "../../../lib/listing/listing-params";

/** Classification filter as links (each is a URL), the current one marked for assistive technology. */
export function ClassificationTabs({ params }: { params: ListingParams }) {
  const { t } = useTranslation();
  const tabs = [null, ...CLASSIFICATIONS] as const;
  return (
    <nav
      aria-label={t("listings.classification_label")}
      className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-2">
        {tabs.map((classification) => {
          const active = params.classification === classification;
          return (
            <li key={classification ?? "all"}>
              <Link
                to={listingHref(params, { classification })}
                aria-current={active ? "page" : undefined}
                preventScrollReset
                className={clsx(
                  "inline-flex h-10 items-center rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
                  active
                    ? "bg-brand-700 text-white shadow-sm"
                    : "border border-slate-200 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-800",
                )}
              >
                {t(`listings.classification.${classification ?? "all"}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Sort order as a GET form: the choice goes into the URL (and still works without JavaScript). */
export function SortSelect({ params }: { params: ListingParams }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const id = useId();
  const { sort_by: _sort, ...keep } = filterQuery(params);
  return (
    <Form method="get" action="/properties" preventScrollReset className="flex items-center gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-600">
        {t("listings.sort_label")}
      </label>
      <div className="relative">
        <select
          id={id}
          name="sort_by"
          data-testid="sort-select"
          defaultValue={params.sort}
          key={params.sort}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true })}
          className="h-10 appearance-none rounded-xl border border-slate-300 bg-white ps-3 pe-9 text-sm font-semibold text-slate-800 hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {SORT_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`filters.sort.${order}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      <noscript>
        <button type="submit" className="h-10 rounded-xl bg-brand-700 px-3 text-sm font-semibold text-white">
          {t("listings.apply")}
        </button>
      </noscript>
    </Form>
  );
}
