import type { THotelAddonPackage, THotelRoom } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { packageName, roomName } from "../stay-details";
import type { StaySelection } from "../stay-api";
import { AddonPrice } from "./addon-price";

/** Choices a picker never needs more of; the API checks the real limits. */
const MAX_COUNT_CHOICES = 20;

export type StayPickerProps = {
  selection: StaySelection;
  onChange: (changes: Partial<StaySelection>) => void;
  /** The hotel's room offers (empty for a vacation home). */
  rooms: readonly THotelRoom[];
  /** Add-on packages offered with the chosen room. */
  packages: readonly THotelAddonPackage[];
  /** Units the guest may take at once: the room offer's rooms, or a home's identical apartments. */
  maxUnits: number;
  maxGuests: number;
  isHotel: boolean;
  /** The earliest check-in, YYYY-MM-DD (the visitor's today), once known. */
  minDate: string | undefined;
  /** Why the API would not quote: its field messages and its overall message. */
  refusal: { message: string; fields: Record<string, string> } | null;
};

type CountSelectProps = {
  label: string;
  name: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
  error: string | undefined;
};

/** 1 … max (at most MAX_COUNT_CHOICES), in the page's digits. */
function CountSelect({ label, name, value, max, onChange, error }: CountSelectProps) {
  const { locale } = useLocale();
  const choices = Array.from({ length: Math.max(1, Math.min(max, MAX_COUNT_CHOICES)) }, (_, i) => i + 1);
  return (
    <Select
      label={label}
      name={name}
      value={String(value)}
      onChange={(event) => onChange(Number(event.currentTarget.value))}
      error={error}
    >
      {choices.map((n) => (
        <option key={n} value={String(n)}>
          {formatNumber(n, locale)}
        </option>
      ))}
    </Select>
  );
}

/** Dates, guests, rooms, room type and add-ons: every change asks the API for a new quote. */
export function StayPicker({
  selection,
  onChange,
  rooms,
  packages,
  maxUnits,
  maxGuests,
  isHotel,
  minDate,
  refusal,
}: StayPickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const fieldError = (name: string) => refusal?.fields[name];
  const shownFields = ["check_in_date", "check_out_date", "number_of_guests"];
  if (isHotel && rooms.length > 0) shownFields.push("hotel_room_id");
  if (maxUnits > 1) shownFields.push("rooms");
  // A refusal that belongs to no field on screen (a closed night, not enough rooms) is said under the picker.
  const elsewhere = Object.entries(refusal?.fields ?? {}).filter(([field]) => !shownFields.includes(field));
  const overall = !refusal
    ? null
    : Object.keys(refusal.fields).length === 0
      ? refusal.message
      : elsewhere.map(([, message]) => message).join(" ") || null;

  function toggleAddon(id: number, on: boolean) {
    const others = selection.addonIds.filter((addonId) => addonId !== id);
    onChange({ addonIds: on ? [...others, id] : others });
  }

  return (
    <form
      id="stay-picker"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      aria-labelledby="stay-picker-title"
      className="flex flex-col gap-4"
    >
      <h3 id="stay-picker-title" className="text-lg font-bold text-slate-900">
        {t("stay_booking.picker.title")}
      </h3>
      {isHotel && rooms.length > 0 ? (
        <Select
          label={t("stay_booking.picker.room_type")}
          name="hotel_room_id"
          value={selection.hotelRoomId === null ? "" : String(selection.hotelRoomId)}
          onChange={(event) => onChange({ hotelRoomId: Number(event.currentTarget.value) })}
          error={fieldError("hotel_room_id")}
        >
          {rooms.map((room) => (
            <option key={room.id} value={String(room.id)}>
              {roomName(room, locale)}
            </option>
          ))}
        </Select>
      ) : null}
      <div className="grid grid-cols-2 gap-3">
        <Input
          label={t("stay_booking.picker.check_in")}
          name="check_in_date"
          type="date"
          min={minDate}
          value={selection.checkIn}
          onChange={(event) => onChange({ checkIn: event.currentTarget.value })}
          error={fieldError("check_in_date")}
        />
        <Input
          label={t("stay_booking.picker.check_out")}
          name="check_out_date"
          type="date"
          min={selection.checkIn || minDate}
          value={selection.checkOut}
          onChange={(event) => onChange({ checkOut: event.currentTarget.value })}
          error={fieldError("check_out_date")}
        />
        <CountSelect
          label={t("stay_booking.picker.guests")}
          name="number_of_guests"
          value={selection.guests}
          max={maxGuests}
          onChange={(guests) => onChange({ guests })}
          error={fieldError("number_of_guests")}
        />
        {maxUnits > 1 ? (
          <CountSelect
            label={isHotel ? t("stay_booking.picker.rooms") : t("stay_booking.picker.apartments")}
            name="rooms"
            value={selection.rooms}
            max={maxUnits}
            onChange={(rooms) => onChange({ rooms })}
            error={fieldError("rooms")}
          />
        ) : null}
      </div>

      {packages.length > 0 ? (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t("stay_booking.picker.addons")}
          </legend>
          {packages.map((pack) => (
            <label
              key={pack.id}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
            >
              <input
                type="checkbox"
                name="addon_ids"
                value={String(pack.id)}
                checked={selection.addonIds.includes(pack.id)}
                onChange={(event) => toggleAddon(pack.id, event.currentTarget.checked)}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
              />
              <span className="min-w-0 flex-1 font-medium text-slate-800" dir="auto">
                {packageName(pack, locale)}
              </span>
              <AddonPrice pack={pack} className="text-slate-600" />
            </label>
          ))}
        </fieldset>
      ) : null}

      {refusal && !overall ? (
        // The field shows it; this says it aloud as the guest changes the dates.
        <p role="status" className="sr-only">
          {refusal.message}
        </p>
      ) : null}
      {overall ? (
        <div data-testid="quote-refusal">
          <FormAlert tone="error">{overall}</FormAlert>
        </div>
      ) : null}
    </form>
  );
}
