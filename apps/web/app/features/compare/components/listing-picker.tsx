import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SearchIcon } from "../../../components/icons/icons";
import { Price } from "../../../components/ui/price";
import { apiGet } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { PropertyCardData } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";

const MIN_SEARCH_LENGTH = 2;
const RESULT_LIMIT = 8;
const DEBOUNCE_MS = 300;

type ListingPickerProps = {
  /** "First property" / "Second property". */
  label: string;
  /** Title of the listing chosen so far, if any. */
  chosenTitle: string | null;
  /** The other side's listing, left out of the results (a listing cannot be compared with itself). */
  excludeId: number | null;
  onChoose: (listing: PropertyCardData) => void;
};

/** A search box over get-property-list whose results are buttons that pick one side of the comparison. */
export function ListingPicker({ label, chosenTitle, excludeId, onChoose }: ListingPickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const inputId = useId();
  const [text, setText] = useState("");
  const [term, setTerm] = useState("");

  useEffect(() => {
    const timer = setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const results = useQuery({
    queryKey: ["compare-picker", term, locale],
    queryFn: () =>
      apiGet<PropertyCardData[]>("get-property-list", { search: term, limit: RESULT_LIMIT, lang: locale }),
    enabled: term.length >= MIN_SEARCH_LENGTH,
  });
  const listings = (results.data?.data ?? []).filter((listing) => listing.id !== excludeId);

  return (
    <div className="flex flex-col gap-2" data-testid="compare-picker">
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-900">
        {label}
      </label>
      <p className="text-sm text-slate-600" aria-live="polite">
        {chosenTitle ? t("compare.chosen", { title: chosenTitle }) : t("compare.none_chosen")}
      </p>
      <div className="relative">
        <SearchIcon
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t("compare.search_placeholder")}
          autoComplete="off"
          maxLength={200}
          className="h-11 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        />
      </div>
      {term.length >= MIN_SEARCH_LENGTH ? (
        <div aria-live="polite">
          {results.isPending ? (
            <p className="py-2 text-sm text-slate-600">{t("compare.searching")}</p>
          ) : results.isError ? (
            <p role="alert" className="py-2 text-sm text-red-700">
              {failureMessage(results.error, t)}
            </p>
          ) : listings.length === 0 ? (
            <p className="py-2 text-sm text-slate-600">{t("compare.no_matches")}</p>
          ) : (
            <ul className="flex max-h-72 flex-col gap-1 overflow-y-auto rounded-xl border border-slate-200 bg-white p-1">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <button
                    type="button"
                    onClick={() => {
                      onChoose(listing);
                      setText("");
                      setTerm("");
                    }}
                    className="flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-start hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{listing.title}</span>
                      <span className="block truncate text-xs text-slate-600">{listing.city}</span>
                    </span>
                    <Price
                      amountMinor={listing.price_minor}
                      currency={listing.currency}
                      decimals={0}
                      className="text-sm font-semibold text-brand-700"
                    />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
