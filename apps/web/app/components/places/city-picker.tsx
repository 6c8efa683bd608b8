import type { TCatalogueCity } from "@manzil/domain/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { apiGet } from "../../lib/api/browser-api";
import { useLocale } from "../../lib/i18n/use-locale";
import { Input } from "../ui/input";
import { Select } from "../ui/select";
import { citiesByCountry, citiesMatching, cityOfPlace, placeOfCity, type PlaceText } from "./city-catalogue";

const TYPED = "typed";

type CityPickerProps = {
  place: PlaceText;
  onChange: (place: PlaceText) => void;
  error?: ReactNode;
  /** Prefix for the controls' ids, so two pickers on a page never share one. */
  idPrefix: string;
};

/**
 * Issue 18: the city, state and country of a listing or project come from the cities catalogue, so every page
 * can name the place in its own language. The owner narrows the list by typing (either language), then picks;
 * a place stored before (or found on the map) that the catalogue lacks stays shown and kept as it was.
 */
export function CityPicker({ place, onChange, error, idPrefix }: CityPickerProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [search, setSearch] = useState("");
  const catalogue = useQuery({
    queryKey: ["get-city-catalogue", locale],
    queryFn: () => apiGet<TCatalogueCity[]>("get-city-catalogue", { lang: locale }),
    staleTime: 10 * 60_000,
  });
  const cities = catalogue.data?.data ?? [];
  const chosen = cityOfPlace(cities, place);
  const shown = citiesMatching(cities, search);
  // The chosen city stays an option while a search hides it, so the select never jumps to another one.
  if (chosen && !shown.includes(chosen)) shown.unshift(chosen);
  const typed =
    !chosen && place.city.trim() !== "" ? [place.city, place.state].filter(Boolean).join("، ") : null;
  const value = chosen ? String(chosen.id) : typed ? TYPED : "";

  const pick = (id: string) => {
    const city = cities.find((entry) => String(entry.id) === id);
    if (city) onChange(placeOfCity(city));
  };

  const status = catalogue.isPending
    ? t("places.picker.loading")
    : catalogue.isError
      ? t("places.picker.failed")
      : shown.length === 0
        ? t("places.picker.none", { search })
        : null;

  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="city-picker">
      <Input
        id={`${idPrefix}-city-search`}
        type="search"
        label={t("places.picker.search")}
        hint={t("places.picker.search_hint")}
        value={search}
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      <Select
        id={`${idPrefix}-city`}
        name="city"
        data-field="city"
        label={t("places.picker.city")}
        hint={status}
        error={error}
        value={value}
        disabled={catalogue.isPending}
        onChange={(event) => pick(event.target.value)}
      >
        <option value="" disabled>
          {t("places.picker.choose")}
        </option>
        {typed ? <option value={TYPED}>{t("places.picker.typed", { place: typed })}</option> : null}
        {citiesByCountry(shown).map(([country, group]) => (
          <optgroup key={country} label={country}>
            {group.map((city) => (
              <option key={city.id} value={city.id}>
                {`${city.city} — ${city.state}`}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  );
}
