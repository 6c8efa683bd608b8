import type { Database } from "../../db/client.js";
import { activeCity, cityNamed, type CityRow } from "./city-places.repository.js";

/** The place fields a listing or project body may carry: a catalogue city, or eBroker's free text. */
export type SentPlace = { city_id?: number; city?: string; state?: string; country?: string };

/** The columns to write for the place sent; absent keys leave the stored place as it is. */
export type PlaceColumns = { cityId?: number | null; city?: string; state?: string; country?: string };

const fromCatalogue = (row: CityRow): PlaceColumns => ({
  cityId: row.id,
  city: row.name,
  state: row.state,
  country: row.country,
});

/**
 * Issue 18: places come from the cities catalogue, so pages can name them in either language. A `city_id` wins
 * and fills the text columns (English, as eBroker clients read them); free text from an older client is
 * matched to a catalogue city by name when exactly one fits, and kept as typed (unlinked) when none does.
 * "unknown_city" when the id names no active city.
 */
export async function placeColumns(db: Database, sent: SentPlace): Promise<PlaceColumns | "unknown_city"> {
  if (sent.city_id !== undefined) {
    const row = await activeCity(db, sent.city_id);
    return row ? fromCatalogue(row) : "unknown_city";
  }
  if (sent.city === undefined) {
    const columns: PlaceColumns = {};
    if (sent.state !== undefined) columns.state = sent.state;
    if (sent.country !== undefined) columns.country = sent.country;
    return columns;
  }
  const row = await cityNamed(db, sent.city, sent.country);
  if (row) return fromCatalogue(row);
  const columns: PlaceColumns = { cityId: null, city: sent.city };
  if (sent.state !== undefined) columns.state = sent.state;
  if (sent.country !== undefined) columns.country = sent.country;
  return columns;
}
