import type { TStayQuote } from "@manzil/domain/contracts";
import type { TPaymentMethod } from "@manzil/domain/payments";
import { paysOnline, type TOfferKind } from "@manzil/domain/reservations";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useFetcher, useLocation, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Textarea } from "../../../components/ui/textarea";
import { localizedText } from "../../../lib/api/auth-failure";
import { formatNumber } from "../../../lib/format/intl";
import { useCurrency } from "../../../lib/currency/currency-context";
import { useLocale } from "../../../lib/i18n/use-locale";
import { CardStep } from "../../checkout/components/card-step";
import { MethodChoice } from "../../checkout/components/method-choice";
import { RazorpayStep } from "../../checkout/components/razorpay-step";
import { methodKind } from "../../checkout/checkout-settings";
import type { PaymentScripts } from "../../checkout/gateway-scripts";
import { formatCalendarDate } from "../../stay-booking/calendar-grid";
import { LoadingLine } from "../../stay-booking/components/stay-calendar";
import { isRefusal, quoteRefusal } from "../../stay-booking/stay-api";
import type { CheckoutAnswer } from "../checkout-answer";
import { useCheckoutQuote } from "../checkout-quote";
import type { CheckoutSelection } from "../checkout-selection";
import { OfferChoice } from "./offer-choice";
import { PriceLines } from "./price-lines";

const FORM_ID = "stay-checkout-form";

/** The listing as the checkout shows it (from `get_property`, read on the server). */
export type CheckoutProperty = {
  id: number;
  title: string;
  /** Its details page, where "Change" goes back to with the same dates. */
  detailsHref: string;
  image: string | null;
  isHotel: boolean;
  /** The chosen room offer's name (hotels). */
  roomName: string | null;
  /** The chosen add-ons' names, in the page's language. */
  addonNames: string[];
};

/** The signed-in account the booking is made under. */
export type CheckoutGuest = { name: string; email: string; mobile: string; isAgent: boolean };

export type CheckoutPageProps = {
  property: CheckoutProperty;
  guest: CheckoutGuest;
  selection: CheckoutSelection;
  /** Methods enabled for online payment (bank transfer and cash left out: a 15-minute hold cannot wait for them). */
  methods: TPaymentMethod[];
  scripts: PaymentScripts;
  timeZone: string;
};

/**
 * Checkout for a stay (issue 15): the selection brought from the stay page, the offers with their terms, the
 * server's lines and total for the chosen offer, the guest, requests and payment method, and one confirm button.
 */
export function CheckoutPage({ property, guest, selection, methods, scripts, timeZone }: CheckoutPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { currency } = useCurrency();
  const location = useLocation();
  const [, setSearchParams] = useSearchParams();
  const fetcher = useFetcher<CheckoutAnswer>();
  const [offer, setOffer] = useState<TOfferKind | null>(selection.offer);
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  const [method, setMethod] = useState<TPaymentMethod | null>(methods[0] ?? null);
  const quote = useCheckoutQuote(property.id, selection, offer, currency, locale);
  // The previous offer's price stays on screen (dimmed) while the next one loads.
  const current = quote.data ?? null;
  const chosen: TOfferKind | null = current?.booking_type ?? offer;
  const online = chosen !== null && paysOnline(chosen);
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
  const failure = answer && !answer.ok ? answer : null;
  const started = answer?.ok ? answer : null;
  const fieldError = (name: string) => failure?.fields[name];
  const refusal = quote.isError && isRefusal(quote.error) ? quoteRefusal(quote.error, t) : null;

  // Spec §8: a failed booking also shows a toast (the alert beside the button stays for screen readers).
  useEffect(() => {
    if (!answer || answer.ok) return;
    if (answer.conflict || Object.keys(answer.fields).length === 0)
      toast.error(localizedText(t, answer.message));
  }, [answer, t]);

  function chooseOffer(next: TOfferKind) {
    setOffer(next);
    // In the address too, so a reload or the way back from a gateway keeps the offer.
    setSearchParams(
      (params) => {
        params.set("booking_type", next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  const dateText = (date: string) =>
    formatCalendarDate(date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const shownFields = new Set([
    "booking_type",
    "payment_method",
    "guest_name",
    "guest_email",
    "guest_phone",
    "special_requests",
  ]);
  const elsewhere = Object.entries(failure?.fields ?? {})
    .filter(([field]) => !shownFields.has(field))
    .map(([, message]) => message);
  const overall = failure
    ? elsewhere.join(" ") ||
      (Object.keys(failure.fields).length === 0 ? localizedText(t, failure.message) : "")
    : "";

  return (
    // The card step is a form of its own: it sits beside the booking form, never inside it.
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <fetcher.Form
        id={FORM_ID}
        method="post"
        action={`${location.pathname}${location.search}`}
        className="flex min-w-0 flex-col gap-6"
        data-testid="checkout-form"
        noValidate
      >
        {/* Once booked and paying, the choices are settled: they show, but no longer change. */}
        <fieldset disabled={started !== null} className="contents">
          <Section title={t("stay_checkout.stay.title")} id="checkout-stay">
            <div className="flex gap-4">
              {property.image ? (
                <img
                  src={property.image}
                  alt=""
                  width={160}
                  height={120}
                  className="hidden aspect-[4/3] w-32 shrink-0 rounded-xl object-cover sm:block"
                />
              ) : null}
              <div className="min-w-0 flex-1">
                <p className="text-lg font-bold text-slate-900" dir="auto" data-testid="checkout-property">
                  {property.title}
                </p>
                {property.roomName ? (
                  <p className="text-sm text-slate-700" dir="auto">
                    {property.roomName}
                  </p>
                ) : null}
                <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                  <Fact term={t("stay_checkout.stay.check_in")}>{dateText(selection.checkIn)}</Fact>
                  <Fact term={t("stay_checkout.stay.check_out")}>{dateText(selection.checkOut)}</Fact>
                  <Fact term={t("stay_checkout.stay.guests")}>
                    {t("stay_booking.quote.guests", { count: selection.guests })}
                  </Fact>
                  <Fact
                    term={
                      property.isHotel ? t("stay_checkout.stay.rooms") : t("stay_checkout.stay.apartments")
                    }
                  >
                    {property.isHotel
                      ? t("stay_booking.quote.rooms", { count: selection.rooms })
                      : t("stay_booking.quote.apartments", { count: selection.rooms })}
                  </Fact>
                  {property.addonNames.length > 0 ? (
                    <Fact term={t("stay_checkout.stay.addons")}>
                      <span dir="auto">{property.addonNames.join("، ")}</span>
                    </Fact>
                  ) : null}
                </dl>
                <Link
                  to={property.detailsHref}
                  className="mt-3 inline-block text-sm font-semibold text-brand-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {t("stay_checkout.stay.change")}
                </Link>
              </div>
            </div>
          </Section>

          {current ? (
            <Card className="p-5 sm:p-6">
              <OfferChoice
                offers={current.offers}
                currency={current.currency}
                value={current.booking_type}
                onChange={chooseOffer}
                timeZone={timeZone}
                error={fieldError("booking_type")}
              />
              <p
                className="mt-4 rounded-xl bg-slate-50 p-3 text-sm text-slate-700"
                data-testid="booking-mode"
              >
                {current.instant_booking
                  ? t(online ? "stay_checkout.mode.instant_online" : "stay_checkout.mode.instant")
                  : t("stay_checkout.mode.request")}
              </p>
            </Card>
          ) : null}

          <Section title={t("stay_checkout.guest.title")} id="checkout-guest">
            <p className="text-sm text-slate-700" data-testid="checkout-account">
              {t("stay_checkout.guest.booking_as")}{" "}
              <span className="font-semibold text-slate-900" dir="auto">
                {guest.name}
              </span>
              {guest.email ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{guest.email}</bdi>
                </>
              ) : null}
              {guest.mobile ? (
                <>
                  {" · "}
                  <bdi dir="ltr">{guest.mobile}</bdi>
                </>
              ) : null}
            </p>
            {guest.isAgent ? (
              <div className="mt-4 flex flex-col gap-4">
                <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    name="for_someone_else"
                    value="1"
                    checked={forSomeoneElse}
                    onChange={(event) => setForSomeoneElse(event.currentTarget.checked)}
                    className="size-4 accent-brand-700"
                  />
                  {t("stay_checkout.guest.for_someone_else")}
                </label>
                {forSomeoneElse ? (
                  <div className="grid gap-4 sm:grid-cols-2" data-testid="client-fields">
                    <Input
                      label={t("stay_checkout.guest.name")}
                      name="guest_name"
                      required
                      autoComplete="off"
                      dir="auto"
                      error={fieldError("guest_name")}
                    />
                    <Input
                      label={t("stay_checkout.guest.email")}
                      name="guest_email"
                      type="email"
                      autoComplete="off"
                      dir="ltr"
                      error={fieldError("guest_email")}
                    />
                    <Input
                      label={t("stay_checkout.guest.phone")}
                      name="guest_phone"
                      type="tel"
                      autoComplete="off"
                      dir="ltr"
                      error={fieldError("guest_phone")}
                    />
                  </div>
                ) : null}
              </div>
            ) : null}
            <div className="mt-4">
              <Textarea
                label={t("stay_checkout.guest.requests")}
                hint={t("stay_checkout.guest.requests_hint")}
                name="special_requests"
                maxLength={2000}
                dir="auto"
                error={fieldError("special_requests")}
              />
            </div>
          </Section>

          {current && online ? (
            <Card className="p-5 sm:p-6" data-testid="checkout-payment">
              <MethodChoice methods={methods} value={method} onChange={setMethod} />
              {fieldError("payment_method") ? (
                <p className="mt-2 text-sm text-red-700">{fieldError("payment_method")}</p>
              ) : null}
              <p className="mt-3 text-xs text-slate-500">{t("stay_checkout.payment.hold")}</p>
            </Card>
          ) : current ? (
            <Card className="p-5 sm:p-6" data-testid="checkout-pay-at-property">
              <h2 className="text-lg font-bold text-slate-900">{t("stay_checkout.payment.title")}</h2>
              <p className="mt-2 text-sm text-slate-700">{t("stay_checkout.payment.at_property")}</p>
            </Card>
          ) : null}
        </fieldset>
      </fetcher.Form>

      <aside className="lg:sticky lg:top-24" aria-labelledby="checkout-summary-title">
        <Card className="flex flex-col gap-4 p-5 sm:p-6">
          <h2 id="checkout-summary-title" className="text-lg font-bold text-slate-900">
            {t("stay_checkout.summary.title")}
          </h2>
          {current ? (
            <>
              <p className="text-sm text-slate-600">
                {[
                  t("stay_booking.quote.nights", { count: current.nights }),
                  t("stay_booking.quote.guests", { count: current.guests }),
                ].join(" · ")}
              </p>
              <div aria-busy={quote.isFetching} className={quote.isFetching ? "opacity-60" : undefined}>
                <PriceLines
                  lines={current.lines}
                  currency={current.currency}
                  totalMinor={current.total_minor}
                  display={current.display}
                  testId="checkout-lines"
                />
              </div>
              <LoyaltyNotice quote={current} />
            </>
          ) : refusal ? (
            <div data-testid="checkout-refusal" className="flex flex-col gap-3">
              <FormAlert tone="error">{refusal.message}</FormAlert>
              <Link to={property.detailsHref} className={buttonClasses({ variant: "outline" })}>
                {t("stay_checkout.stay.change")}
              </Link>
            </div>
          ) : quote.isError ? (
            <QueryFailure
              error={quote.error}
              onRetry={() => void quote.refetch()}
              retryLabel={t("stay_checkout.summary.retry")}
              className=""
            />
          ) : (
            <LoadingLine>{t("stay_checkout.summary.loading")}</LoadingLine>
          )}

          {overall ? (
            <div data-testid="checkout-error">
              <FormAlert tone="error">{overall}</FormAlert>
            </div>
          ) : null}

          {started ? (
            <div
              className="flex flex-col gap-3 border-t border-slate-100 pt-4"
              data-testid="checkout-pay-step"
            >
              <p className="text-sm font-semibold text-slate-800">{t("stay_checkout.payment.finish")}</p>
              {methodKind(started.method) === "razorpay" ? (
                <RazorpayStep
                  scriptUrl={scripts.razorpay}
                  keyId={started.publicKey}
                  orderId={started.clientSecret}
                  transactionId={started.transactionId}
                />
              ) : (
                <CardStep
                  scriptUrl={scripts.stripe}
                  publicKey={started.publicKey}
                  clientSecret={started.clientSecret}
                  transactionId={started.transactionId}
                />
              )}
            </div>
          ) : (
            <Button
              type="submit"
              form={FORM_ID}
              size="lg"
              className="w-full"
              disabled={!current || busy || quote.isFetching || (online && (!method || methods.length === 0))}
              data-testid="checkout-confirm"
            >
              {busy
                ? t("stay_checkout.confirm.pending")
                : online
                  ? t("stay_checkout.confirm.pay")
                  : t("stay_checkout.confirm.book")}
            </Button>
          )}
          <p className="text-xs text-slate-500">{t("stay_checkout.confirm.note")}</p>
        </Card>
      </aside>
    </div>
  );
}

function LoyaltyNotice({ quote }: { quote: TStayQuote }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const loyalty = quote.loyalty;
  if (!loyalty) return null;
  if (loyalty.applied && loyalty.discount_percent !== null) {
    return (
      <p
        className="rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900"
        data-testid="loyalty-notice"
      >
        {t("stay_checkout.loyalty.applied", { percent: formatNumber(loyalty.discount_percent, locale) })}
      </p>
    );
  }
  if (loyalty.stays_to_next !== null && loyalty.stays_to_next > 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700" data-testid="loyalty-notice">
        {t("stay_checkout.loyalty.to_next", { count: loyalty.stays_to_next })}
      </p>
    );
  }
  return null;
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="mb-4 text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="text-slate-500">{term}:</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
