import { formatMoney } from "@manzil/domain/currency";
import type { TStayQuote } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { useLocale } from "../../../lib/i18n/use-locale";
import { formatCalendarDate } from "../calendar-grid";

const money = "inline-block whitespace-nowrap tabular-nums [unicode-bidi:isolate]";

/**
 * The server's quote as it is: each line with the label and amount the API computed, the total it summed, and
 * the same total in the visitor's display currency (the API converts it). Nothing here adds anything up.
 */
export function QuoteSummary({
  quote,
  isHotel,
  reserveHref,
}: {
  quote: TStayQuote;
  isHotel: boolean;
  /** The checkout for this very selection (issue 15); it asks a visitor to sign in first. */
  reserveHref: string;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const charged = (minor: number) => formatMoney({ amount: minor, currency: quote.currency }, locale);
  const display = quote.display && quote.display.currency !== quote.currency ? quote.display : null;
  const dateText = (date: string) =>
    formatCalendarDate(date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });

  return (
    <div data-testid="stay-quote" className="flex flex-col gap-4">
      <p className="text-sm text-slate-600">
        <span className="font-semibold text-slate-900">
          {t("stay_booking.quote.dates", {
            from: dateText(quote.check_in_date),
            to: dateText(quote.check_out_date),
          })}
        </span>
        <span className="block">
          {[
            t("stay_booking.quote.nights", { count: quote.nights }),
            t("stay_booking.quote.guests", { count: quote.guests }),
            isHotel
              ? t("stay_booking.quote.rooms", { count: quote.rooms })
              : t("stay_booking.quote.apartments", { count: quote.rooms }),
          ].join(" · ")}
        </span>
      </p>

      <h4 className="sr-only">{t("stay_booking.quote.lines")}</h4>
      <ul className="flex flex-col divide-y divide-slate-100 text-sm" data-testid="quote-lines">
        {quote.lines.map((line, index) => (
          <li
            key={`${line.code}-${line.date ?? ""}-${line.addon_id ?? ""}-${index}`}
            className="flex items-baseline justify-between gap-4 py-2"
            data-code={line.code}
          >
            <span dir="auto" className={clsx("text-slate-700", line.amount_minor < 0 && "text-emerald-700")}>
              {line.label}
            </span>
            <span
              className={clsx(
                money,
                "font-medium",
                line.amount_minor < 0 ? "text-emerald-700" : "text-slate-900",
              )}
            >
              {charged(line.amount_minor)}
            </span>
          </li>
        ))}
      </ul>

      <div className="border-t border-slate-200 pt-3" data-testid="quote-total">
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-base font-bold text-slate-900">{t("stay_booking.quote.total")}</span>
          <span
            className={clsx(money, "text-xl font-extrabold text-brand-800")}
            data-testid="quote-display-total"
          >
            {display
              ? t("stay_booking.quote.display_total", {
                  amount: formatMoney({ amount: display.total_minor, currency: display.currency }, locale),
                })
              : charged(quote.total_minor)}
          </span>
        </div>
        {display ? (
          <>
            <p
              className="mt-1 text-end text-sm font-semibold text-slate-800"
              data-testid="quote-charged-total"
            >
              {t("stay_booking.quote.charged", { amount: charged(quote.total_minor) })}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {t("stay_booking.quote.display_note", {
                currency: display.currency,
                charged_currency: quote.currency,
              })}
            </p>
          </>
        ) : null}
      </div>

      <div className="flex flex-col gap-2">
        <Link
          to={reserveHref}
          className={buttonClasses({ size: "lg", className: "w-full" })}
          data-testid="stay-reserve"
        >
          {t("stay_booking.quote.reserve")}
        </Link>
      </div>
    </div>
  );
}
