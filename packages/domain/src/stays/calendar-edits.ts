import type { NightInventory } from "./availability.js";
import { assertPriceMinor, assertUnits } from "./availability.js";
import type { CalendarDate } from "./calendar-date.js";
import { datesFromTo, isCalendarDate, MAX_STAY_NIGHTS } from "./calendar-date.js";

/** An owner's date range: `from` and `to` are both edited nights, as in the calendar picker. */
export interface EditRange {
  readonly from: CalendarDate;
  readonly to: CalendarDate;
}

/** Open or close the range, and/or set its units; an absent field is left as it is. */
export interface AvailabilityEdit extends EditRange {
  readonly open?: boolean;
  readonly units?: number;
}

/** Set the range's price override; null clears it back to the base price. */
export interface PriceEdit extends EditRange {
  readonly priceMinor: number | null;
}

export type CalendarEditResult =
  | {
      readonly ok: true;
      readonly rows: readonly NightInventory[];
      readonly changedDates: readonly CalendarDate[];
    }
  | { readonly ok: false; readonly reason: "invalid_range"; readonly dates: readonly CalendarDate[] }
  /** The API materialises the range's rows (expandAvailability) before editing; these were absent. */
  | { readonly ok: false; readonly reason: "missing_nights"; readonly dates: readonly CalendarDate[] }
  /** The edit would close, or leave fewer units than already sold on, these nights. */
  | { readonly ok: false; readonly reason: "below_sold_units"; readonly dates: readonly CalendarDate[] };

function rangeDates(range: EditRange): CalendarDate[] | null {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) return null;
  const dates = datesFromTo(range.from, range.to);
  return dates.length === 0 || dates.length > MAX_STAY_NIGHTS ? null : dates;
}

function applyToRange(
  rows: readonly NightInventory[],
  range: EditRange,
  change: (row: NightInventory) => NightInventory,
  refuse: (before: NightInventory, after: NightInventory) => boolean,
): CalendarEditResult {
  const dates = rangeDates(range);
  if (dates === null) return { ok: false, reason: "invalid_range", dates: [range.from, range.to] };
  const inRange = new Set(dates);
  const present = new Set(rows.map((row) => row.date));
  const missing = dates.filter((date) => !present.has(date));
  if (missing.length > 0) return { ok: false, reason: "missing_nights", dates: missing };

  const refused: CalendarDate[] = [];
  const changedDates: CalendarDate[] = [];
  const next = rows.map((row) => {
    if (!inRange.has(row.date)) return row;
    const edited = change(row);
    if (refuse(row, edited)) refused.push(row.date);
    const changed =
      edited.open !== row.open ||
      edited.units !== row.units ||
      edited.priceOverrideMinor !== row.priceOverrideMinor;
    if (changed) changedDates.push(row.date);
    return changed ? edited : row;
  });
  if (refused.length > 0) return { ok: false, reason: "below_sold_units", dates: refused.sort() };
  return { ok: true, rows: next, changedDates: changedDates.sort() };
}

/**
 * Bulk availability: open or close a range and/or set its units. Refused, naming every offending
 * night, when a night with units sold would be closed or left with fewer units than sold. Only the
 * nights the edit really changes are listed in `changedDates`.
 */
export function applyAvailabilityEdit(
  rows: readonly NightInventory[],
  edit: AvailabilityEdit,
  soldUnits: Readonly<Record<CalendarDate, number>> = {},
): CalendarEditResult {
  if (edit.units !== undefined) assertUnits(edit.units);
  return applyToRange(
    rows,
    edit,
    (row) => ({ ...row, open: edit.open ?? row.open, units: edit.units ?? row.units }),
    (before, after) => {
      const sold = soldUnits[before.date] ?? 0;
      if (sold === 0) return false;
      const closes = before.open && !after.open;
      return closes || after.units < sold;
    },
  );
}

/** Bulk price: every night of the range at one price (or back to the base price with null). */
export function applyPriceEdit(rows: readonly NightInventory[], edit: PriceEdit): CalendarEditResult {
  if (edit.priceMinor !== null) assertPriceMinor(edit.priceMinor);
  return applyToRange(
    rows,
    edit,
    (row) => ({ ...row, priceOverrideMinor: edit.priceMinor }),
    () => false,
  );
}
