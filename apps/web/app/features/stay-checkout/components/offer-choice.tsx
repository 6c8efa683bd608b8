import type { TStayQuoteOffer } from "@manzil/domain/contracts";
import type { TOfferKind } from "@manzil/domain/reservations";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocale } from "../../../lib/i18n/use-locale";
import { chargedMoney, formatMoment } from "../stay-format";
import { moneyClass } from "./price-lines";

type OfferChoiceProps = {
  /** The quote's offers; only the available ones are offered. */
  offers: readonly TStayQuoteOffer[];
  currency: string;
  value: TOfferKind;
  onChange: (offer: TOfferKind) => void;
  timeZone: string;
  error?: string | undefined;
};

/**
 * The ways to book this stay as one radio group (arrow keys move between them): each with its total, how it is
 * paid and its cancellation terms in plain words, so the guest knows the rules before paying (issue 15).
 */
export function OfferChoice({ offers, currency, value, onChange, timeZone, error }: OfferChoiceProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const available = offers.filter((offer) => offer.available);
  return (
    <fieldset data-testid="offer-choice" aria-describedby={error ? "offer-error" : undefined}>
      <legend className="mb-3 text-lg font-bold text-slate-900">{t("stay_checkout.offer.title")}</legend>
      <div className="flex flex-col gap-3">
        {available.map((offer) => {
          const chosen = offer.booking_type === value;
          const deadline = formatMoment(offer.cancellation_deadline, locale, timeZone);
          return (
            // The offer's name, total and terms are the label's text, a few spans deep for their layout.
            // eslint-disable-next-line jsx-a11y/label-has-associated-control
            <label
              key={offer.booking_type}
              data-testid={`offer-${offer.booking_type}`}
              className={clsx(
                "flex cursor-pointer items-start gap-3 rounded-xl border p-4 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
                chosen ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-brand-400",
              )}
            >
              <input
                type="radio"
                name="booking_type"
                value={offer.booking_type}
                checked={chosen}
                onChange={() => onChange(offer.booking_type)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <span className="font-bold text-slate-900">
                    {t(`stay_checkout.offer.${offer.booking_type}`)}
                  </span>
                  <span className={clsx(moneyClass, "font-bold text-brand-800")}>
                    {chargedMoney(offer.total_minor, currency, locale)}
                  </span>
                </span>
                <span className="text-sm font-medium text-slate-700">
                  {offer.pays_online
                    ? t("stay_checkout.offer.pay_now")
                    : t("stay_checkout.offer.pay_at_property")}
                </span>
                <span className="text-sm text-slate-600">
                  {t(`stay_checkout.terms.${offer.booking_type}`, { deadline })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="offer-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
