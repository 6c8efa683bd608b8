import type { TCatalogueCity } from "@manzil/domain/contracts";

/** A place as listings and projects store it: English names, which the API links to the catalogue city. */
export type PlaceText = { city: string; state: string; country: string };

const folded = (text: string) => text.trim().toLocaleLowerCase();

/** The catalogue city a stored place names (in either language), as the API matches it; undefined if none. */
export function cityOfPlace(
  catalogue: readonly TCatalogueCity[],
  place: PlaceText,
): TCatalogueCity | undefined {
  const city = folded(place.city);
  const country = folded(place.country);
  if (city === "") return undefined;
  return catalogue.find(
    (entry) =>
      (folded(entry.city_en) === city || folded(entry.city_ar) === city) &&
      (country === "" || folded(entry.country_en) === country || folded(entry.country_ar) === country),
  );
}

/** The place text a picked city stores. */
export function placeOfCity(city: TCatalogueCity): PlaceText {
  return { city: city.city_en, state: city.state_en, country: city.country_en };
}

/** Cities whose name or region, in either language, contains what was typed. */
export function citiesMatching(catalogue: readonly TCatalogueCity[], search: string): TCatalogueCity[] {
  const needle = folded(search);
  if (needle === "") return [...catalogue];
  return catalogue.filter((entry) =>
    [entry.city_en, entry.city_ar, entry.state_en, entry.state_ar].some((name) =>
      folded(name).includes(needle),
    ),
  );
}

/** Cities grouped by country (in the page's language), in catalogue order. */
export function citiesByCountry(cities: readonly TCatalogueCity[]): [string, TCatalogueCity[]][] {
  const groups = new Map<string, TCatalogueCity[]>();
  for (const city of cities) {
    const group = groups.get(city.country) ?? [];
    group.push(city);
    groups.set(city.country, group);
  }
  return [...groups];
}
