import { AREA_UNITS, convertArea, isAreaUnit, type AreaUnit } from "@manzil/domain/units";
import type { Locale } from "@manzil/domain/i18n";
import { formatNumber } from "../../lib/format/intl";
import { toAsciiDigits } from "../../lib/format/digits";

/** The domain's units, in its order (metric first, then imperial, then Egypt's feddan, kirat and sahm). */
export const AREA_UNIT_ORDER = Object.keys(AREA_UNITS) as AreaUnit[];

/** Larger areas than this are not land any more; the figures would only print in exponent form. */
export const MAX_AREA_INPUT = 1e12;

export type AreaInput =
  { ok: true; value: number } | { ok: false; reason: "empty" | "not_a_number" | "negative" | "too_large" };

/**
 * Reads what the visitor typed: Arabic-Indic digits, the Arabic decimal separator and thousands
 * separators of either script are accepted.
 */
export function parseAreaInput(text: string): AreaInput {
  const clean = toAsciiDigits(text)
    .replace(/\u066b/g, ".")
    .replace(/[,\u066c\s]/g, "");
  if (clean === "") return { ok: false, reason: "empty" };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(clean)) return { ok: false, reason: "not_a_number" };
  const value = Number(clean);
  if (value < 0) return { ok: false, reason: "negative" };
  if (value > MAX_AREA_INPUT) return { ok: false, reason: "too_large" };
  return { ok: true, value };
}

export type Conversion = { unit: AreaUnit; value: number };

/** The area in every unit at once. */
export function convertToAll(value: number, from: AreaUnit): Conversion[] {
  return AREA_UNIT_ORDER.map((unit) => ({ unit, value: convertArea(value, from, unit) }));
}

/**
 * A converted measurement for reading: large figures to two decimals, everyday ones to four, tiny ones
 * to four significant digits (a sahm in acres is 0.001806…), in the page's digits.
 */
export function formatArea(value: number, locale: Locale): string {
  if (value === 0) return formatNumber(0, locale);
  const size = Math.abs(value);
  if (size >= 1000) return formatNumber(value, locale, { maximumFractionDigits: 2 });
  if (size >= 1) return formatNumber(value, locale, { maximumFractionDigits: 4 });
  return formatNumber(value, locale, { maximumSignificantDigits: 4 });
}

export type ConverterState = { text: string; from: AreaUnit; to: AreaUnit };

export const DEFAULT_CONVERTER: ConverterState = { text: "", from: "sqm", to: "feddan" };

/** `?value=&from=&to=` (and `swap=1` from the no-JavaScript swap button); unknown units fall back. */
export function readConverterParams(search: URLSearchParams): ConverterState {
  const unit = (name: string, fallback: AreaUnit): AreaUnit => {
    const value = search.get(name);
    return isAreaUnit(value) ? value : fallback;
  };
  const from = unit("from", DEFAULT_CONVERTER.from);
  const to = unit("to", DEFAULT_CONVERTER.to);
  const text = (search.get("value") ?? "").slice(0, 40);
  return search.get("swap") === "1" ? { text, from: to, to: from } : { text, from, to };
}
