import type { Locale } from "@manzil/domain/i18n";
import { isDistanceUnit, type DistanceUnit } from "@manzil/domain/units";
import { formatNumber } from "../../lib/format/intl";

/** The settings' `distance_option` (spec §9: km, m, mi, yd), or km when it is missing or unknown. */
export function distanceUnit(option: string | undefined | null): DistanceUnit {
  const unit = option?.trim().toLowerCase();
  return isDistanceUnit(unit) ? unit : "km";
}

/**
 * A near-by place's distance as the page prints it: the API sends it in the settings' unit already, so
 * only the digits change (metres and yards are whole, km and miles keep one decimal). Null for a value
 * that is not a distance, so the caller shows nothing rather than "NaN".
 */
export function formatDistanceValue(distance: unknown, unit: DistanceUnit, locale: Locale): string | null {
  const value = typeof distance === "number" ? distance : Number(distance);
  if (typeof distance === "string" && distance.trim() === "") return null;
  if (!Number.isFinite(value) || value < 0) return null;
  const fraction = unit === "m" || unit === "yd" ? 0 : 1;
  return formatNumber(value, locale, { maximumFractionDigits: fraction });
}
