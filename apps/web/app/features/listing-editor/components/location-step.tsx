import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { CityPicker } from "../../../components/places/city-picker";
import { Input } from "../../../components/ui/input";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { EditorFields } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { BilingualField } from "./bilingual-field";
import { messageText } from "./editor-context";

/** What a reverse look-up of the picked point found, in the page's language. */
export type PickedPlace = { address: string; city: string; state: string; country: string };

export type LocationPick = { latitude: number; longitude: number; place: PickedPlace | null };

/**
 * The map picker, composed by the route (features never import each other): it shows the point and reports
 * a click or a dragged pin, with the place found there when a geocoder is configured.
 */
export type LocationPickerSlot = (props: {
  latitude: number | null;
  longitude: number | null;
  onPick: (pick: LocationPick) => void;
}) => ReactNode;

const numberOrNull = (text: string) => {
  const value = Number(text);
  return text.trim() !== "" && Number.isFinite(value) ? value : null;
};

/**
 * The fields a pick fills: the coordinates, and what the look-up found (the address in Arabic as well when
 * the page is Arabic). Parts it did not find keep what the owner typed.
 */
export function fieldsOfPick(pick: LocationPick, locale: string): Partial<EditorFields> {
  const patch: Partial<EditorFields> = {
    latitude: pick.latitude.toFixed(6),
    longitude: pick.longitude.toFixed(6),
  };
  const place = pick.place;
  if (!place) return patch;
  if (place.address) {
    patch.address = place.address;
    if (locale === "ar") patch.address_ar = place.address;
  }
  if (place.city) patch.city = place.city;
  if (place.state) patch.state = place.state;
  if (place.country) patch.country = place.country;
  return patch;
}

type LocationStepProps = {
  fields: EditorFields;
  errors: EditorErrors;
  renderLocationPicker: LocationPickerSlot;
  onChange: (patch: Partial<EditorFields>) => void;
};

/** The map picker, the coordinates (also typed by hand) and the address, which the owner can correct. */
export function LocationStep({ fields, errors, renderLocationPicker, onChange }: LocationStepProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return (
    <div className="flex flex-col gap-6">
      {renderLocationPicker({
        latitude: numberOrNull(fields.latitude),
        longitude: numberOrNull(fields.longitude),
        onPick: (pick) => onChange(fieldsOfPick(pick, locale)),
      })}
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          name="latitude"
          inputMode="decimal"
          dir="ltr"
          label={t("editor.fields.latitude")}
          value={fields.latitude}
          error={messageText(errors.latitude, t)}
          onChange={(event) => onChange({ latitude: event.target.value })}
        />
        <Input
          name="longitude"
          inputMode="decimal"
          dir="ltr"
          label={t("editor.fields.longitude")}
          value={fields.longitude}
          error={messageText(errors.longitude, t)}
          onChange={(event) => onChange({ longitude: event.target.value })}
        />
      </div>
      <BilingualField name="address" fields={fields} errors={errors} onChange={onChange} />
      <CityPicker
        idPrefix="listing"
        place={{ city: fields.city, state: fields.state, country: fields.country }}
        error={messageText(errors.city ?? errors.state ?? errors.country, t)}
        onChange={onChange}
      />
      <Input
        name="client_address"
        label={t("editor.fields.client_address")}
        hint={t("editor.fields.client_address_hint")}
        value={fields.client_address}
        error={messageText(errors.client_address, t)}
        onChange={(event) => onChange({ client_address: event.target.value })}
      />
    </div>
  );
}
