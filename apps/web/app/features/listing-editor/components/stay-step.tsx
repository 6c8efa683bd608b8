import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Toggle } from "../../../components/ui/toggle";
import { formatDate, formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { EditorErrors } from "../editor-steps";
import { useApartmentTypes } from "../stay-catalogue";
import {
  CANCELLATION_PERIODS,
  CONTACT_FIELDS,
  HOTEL,
  newRange,
  nightlyPriceProblem,
  VACATION_HOME,
  type DateRangeRow,
  type StayFields,
} from "../stay-form";
import { messageText } from "./editor-context";
import { CatalogueStatus, liveError, RowActions } from "./stay-parts";

type StayStepProps = {
  classification: string;
  stay: StayFields;
  errors: EditorErrors;
  onChange: (patch: Partial<StayFields>) => void;
};

/**
 * The stay's own terms: a hotel's apartment type, a home's identical apartments and calendar, check-in and
 * check-out times, instant booking, refunds and cancellation, and whom to contact about reservations and revenue.
 */
export function StayStep({ classification, stay, errors, onChange }: StayStepProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-8">
      {classification === HOTEL ? <ApartmentType stay={stay} errors={errors} onChange={onChange} /> : null}
      {classification === VACATION_HOME ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            name="available_rooms"
            inputMode="numeric"
            dir="ltr"
            label={t("editor.stay.available_rooms")}
            hint={t("editor.stay.available_rooms_hint")}
            value={stay.available_rooms}
            error={messageText(errors.available_rooms, t)}
            onChange={(event) => onChange({ available_rooms: event.target.value })}
          />
          <Input
            name="weekend_commission"
            inputMode="numeric"
            dir="ltr"
            label={t("editor.stay.weekend_commission")}
            hint={t("editor.stay.weekend_commission_hint")}
            value={stay.weekend_commission}
            error={messageText(errors.weekend_commission, t)}
            onChange={(event) => onChange({ weekend_commission: event.target.value })}
          />
        </div>
      ) : null}
      <section className="flex flex-col gap-4" aria-labelledby="stay-policies">
        <h3 id="stay-policies" className="text-lg font-bold text-slate-900">
          {t("editor.stay.policies")}
        </h3>
        <div className="grid grid-cols-2 gap-4">
          <Input
            name="check_in"
            type="time"
            dir="ltr"
            label={t("editor.stay.check_in")}
            value={stay.check_in}
            error={messageText(errors.check_in, t)}
            onChange={(event) => onChange({ check_in: event.target.value })}
          />
          <Input
            name="check_out"
            type="time"
            dir="ltr"
            label={t("editor.stay.check_out")}
            value={stay.check_out}
            error={messageText(errors.check_out, t)}
            onChange={(event) => onChange({ check_out: event.target.value })}
          />
        </div>
        <Toggle
          name="instant_booking"
          label={t("editor.stay.instant_booking")}
          description={t("editor.stay.instant_booking_hint")}
          checked={stay.instant_booking}
          onChange={(instant_booking) => onChange({ instant_booking })}
        />
        <Toggle
          name="non_refundable"
          label={t("editor.stay.non_refundable")}
          description={t("editor.stay.non_refundable_hint")}
          checked={stay.non_refundable}
          onChange={(non_refundable) => onChange({ non_refundable })}
        />
        {stay.non_refundable ? null : (
          <div className="sm:w-1/2">
            <Select
              name="cancellation_period"
              label={t("editor.stay.cancellation_period")}
              value={stay.cancellation_period}
              error={messageText(errors.cancellation_period, t)}
              onChange={(event) => onChange({ cancellation_period: event.target.value })}
            >
              <option value="">{t("editor.choose")}</option>
              {CANCELLATION_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {period === "same_day_6pm"
                    ? t("editor.stay.cancellation.same_day_6pm")
                    : t("editor.stay.cancellation.days", { count: Number(period) })}
                </option>
              ))}
            </Select>
          </div>
        )}
      </section>
      {classification === VACATION_HOME ? (
        <Availability stay={stay} errors={errors} onChange={onChange} />
      ) : null}
      <section className="flex flex-col gap-4" aria-labelledby="stay-contacts">
        <h3 id="stay-contacts" className="text-lg font-bold text-slate-900">
          {t("editor.stay.contacts")}
        </h3>
        <p className="text-sm text-slate-600">{t("editor.stay.contacts_hint")}</p>
        <div className="grid gap-4 sm:grid-cols-3">
          {CONTACT_FIELDS.map((name) => (
            <Input
              key={name}
              name={name}
              type={name.endsWith("email") ? "email" : name.endsWith("phone_number") ? "tel" : "text"}
              dir={name.endsWith("user_name") ? "auto" : "ltr"}
              label={t(`editor.stay.contact.${name}`)}
              value={stay[name]}
              error={messageText(errors[name], t)}
              onChange={(event) => onChange({ [name]: event.target.value })}
            />
          ))}
        </div>
      </section>
    </div>
  );
}

function ApartmentType({
  stay,
  errors,
  onChange,
}: {
  stay: StayFields;
  errors: EditorErrors;
  onChange: (patch: Partial<StayFields>) => void;
}) {
  const { t } = useTranslation();
  const types = useApartmentTypes();
  return (
    <div className="flex flex-col gap-2 sm:w-1/2">
      <CatalogueStatus
        query={types}
        what={t("editor.stay.apartment_types")}
        empty={t("editor.stay.no_apartment_types")}
      />
      {types.data && types.data.length > 0 ? (
        <Select
          name="hotel_apartment_type_id"
          label={t("editor.stay.apartment_type")}
          value={stay.hotel_apartment_type_id}
          error={messageText(errors.hotel_apartment_type_id, t)}
          onChange={(event) => onChange({ hotel_apartment_type_id: event.target.value })}
        >
          <option value="">{t("editor.choose")}</option>
          {types.data.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </Select>
      ) : null}
    </div>
  );
}

/** ADR 050's two ways of describing a calendar, each explained in plain words, and the list of windows. */
function Availability({
  stay,
  errors,
  onChange,
}: {
  stay: StayFields;
  errors: EditorErrors;
  onChange: (patch: Partial<StayFields>) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const ranges = stay.available_dates;
  const change = (patch: Partial<StayFields>) => onChange({ ...patch, availability_changed: true });
  const setRange = (key: string, patch: Partial<DateRangeRow>) =>
    change({ available_dates: ranges.map((range) => (range.key === key ? { ...range, ...patch } : range)) });
  const bookable = stay.availability_type === "1";
  return (
    <fieldset className="flex flex-col gap-4" data-testid="availability">
      <legend className="text-lg font-bold text-slate-900">{t("editor.stay.availability")}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {(["1", "2"] as const).map((type) => (
          <div
            key={type}
            className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              id={`availability-type-${type}`}
              aria-describedby={`availability-type-${type}-hint`}
              type="radio"
              name="availability_type"
              value={type}
              checked={stay.availability_type === type}
              onChange={() => change({ availability_type: type })}
              className="mt-1 size-4 shrink-0 accent-brand-700"
            />
            <span className="flex flex-col gap-1">
              <label htmlFor={`availability-type-${type}`} className="text-sm font-semibold text-slate-800">
                {t(`editor.stay.availability_type.${type}`)}
              </label>
              <span id={`availability-type-${type}-hint`} className="text-xs text-slate-600">
                {t(`editor.stay.availability_type_hint.${type}`)}
              </span>
            </span>
          </div>
        ))}
      </div>
      <p className="text-xs text-slate-600">{t("editor.stay.overlap_rule")}</p>
      {messageText(errors.available_dates, t) ? (
        <p className="text-sm font-medium text-red-600" role="alert">
          {messageText(errors.available_dates, t)}
        </p>
      ) : null}
      {ranges.length === 0 ? (
        <p className="text-sm text-slate-600">
          {t(bookable ? "editor.stay.no_windows_bookable" : "editor.stay.no_windows_blocked")}
        </p>
      ) : (
        <ol className="flex flex-col gap-3">
          {ranges.map((range, index) => {
            const name = t("editor.stay.window", { number: formatNumber(index + 1, locale) });
            const at = (field: string) => errors[`range:${range.key}:${field}`];
            if (range.type === "reserved") {
              // Guests' bookings, as the API reports them: kept and sent back untouched.
              return (
                <li
                  key={range.key}
                  className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
                  data-testid="availability-booked"
                >
                  {t("editor.stay.window_reserved", {
                    from: formatDate(range.from, locale),
                    to: formatDate(range.to, locale),
                  })}
                </li>
              );
            }
            return (
              <li
                key={range.key}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3"
                data-testid="availability-window"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h4 className="text-sm font-semibold text-slate-800">{name}</h4>
                  <RowActions
                    name={name}
                    position={index}
                    count={ranges.length}
                    onRemove={() =>
                      change({ available_dates: ranges.filter((other) => other.key !== range.key) })
                    }
                  />
                </div>
                <div className="grid gap-3 sm:grid-cols-4">
                  <Input
                    name={`available_dates_${index}_from`}
                    type="date"
                    dir="ltr"
                    label={t("editor.stay.from")}
                    value={range.from}
                    error={messageText(at("from"), t)}
                    onChange={(event) => setRange(range.key, { from: event.target.value })}
                  />
                  <Input
                    name={`available_dates_${index}_to`}
                    type="date"
                    dir="ltr"
                    label={t("editor.stay.to")}
                    value={range.to}
                    error={messageText(at("to"), t)}
                    onChange={(event) => setRange(range.key, { to: event.target.value })}
                  />
                  {bookable ? (
                    <>
                      <Select
                        name={`available_dates_${index}_type`}
                        label={t("editor.stay.window_type")}
                        value={range.type}
                        onChange={(event) =>
                          setRange(range.key, { type: event.target.value === "closed" ? "closed" : "open" })
                        }
                      >
                        <option value="open">{t("editor.stay.window_open")}</option>
                        <option value="closed">{t("editor.stay.window_closed")}</option>
                      </Select>
                      {range.type === "open" ? (
                        <Input
                          name={`available_dates_${index}_price`}
                          inputMode="decimal"
                          dir="ltr"
                          label={t("editor.stay.window_price")}
                          value={range.price}
                          error={liveError(at("price"), nightlyPriceProblem(range.price), range.price, t)}
                          onChange={(event) => setRange(range.key, { price: event.target.value })}
                        />
                      ) : null}
                    </>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        onClick={() => change({ available_dates: [...ranges, newRange()] })}
      >
        {t(bookable ? "editor.stay.add_bookable_window" : "editor.stay.add_blocked_window")}
      </Button>
    </fieldset>
  );
}
