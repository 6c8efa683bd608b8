import type { CalendarDate } from "./calendar-date.js";
import { addDays, datesFromTo, isCalendarDate, toDayNumber } from "./calendar-date.js";

/** eBroker's `availability_type`: 1 lists the bookable windows, 2 lists the blocked windows. */
export type AvailabilityType = 1 | 2;

/** The `type` of an eBroker range. "closed" and "busy" are older spellings of "dead". */
export type AvailableDateRangeType = "open" | "reserved" | "dead" | "closed" | "busy";

/** One eBroker `available_dates` entry, its price already converted to minor units by the caller. */
export interface AvailableDateRange {
  readonly from: CalendarDate;
  /** Inclusive: the range's last night. */
  readonly to: CalendarDate;
  readonly type: AvailableDateRangeType;
  /** The nightly price for these dates; null, missing or 0 means "the base price" (eBroker's reading of 0). */
  readonly priceMinor?: number | null;
  /** Carried for the API's refund step; the calendar rules do not read it (ADR 050). */
  readonly nonrefundablePercentage?: number | null;
}

/** What we store: one row per room type (or home) per night (ADR 050). */
export interface NightInventory {
  readonly date: CalendarDate;
  /** False is the closed flag: nothing is sold on this night whatever `units` says. */
  readonly open: boolean;
  readonly priceOverrideMinor: number | null;
  /** Units for sale on the night (a hotel room type's available rooms, a home's identical apartments). */
  readonly units: number;
}

export interface ExpandAvailabilityInput {
  readonly availabilityType: AvailabilityType;
  readonly ranges: readonly AvailableDateRange[];
  /** The nights wanted, [from, to): the same half-open shape as a stay. */
  readonly from: CalendarDate;
  readonly to: CalendarDate;
  /** The room type's (or home's) inventory, given to every night. */
  readonly units: number;
}

export function isBlockingRangeType(type: AvailableDateRangeType): boolean {
  return type !== "open";
}

export function assertUnits(units: number): void {
  if (!Number.isSafeInteger(units) || units < 0) {
    throw new RangeError(`Units must be a non-negative integer, got ${units}`);
  }
}

export function assertPriceMinor(priceMinor: number): void {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) {
    throw new RangeError(`A price must be non-negative integer minor units, got ${priceMinor}`);
  }
}

/**
 * The one availability rule (ADR 050), the same for both availability types:
 * 1. Read each range as blocking or bookable. Under type 2 every listed range is a blocked window
 *    (that is what type 2 lists, whatever its `type` says); under type 1 a range is bookable when
 *    its `type` is "open" and blocking when it is reserved/dead/closed/busy.
 * 2. A night covered by ANY blocking range is closed — so overlaps never depend on list order and a
 *    block always beats an opening. Otherwise a night covered by a bookable range is open, and a
 *    night no range covers takes the type's default: closed under 1, open under 2.
 * 3. Its price override is that of the LAST covering range (in list order) with a price above 0.
 * Rows keep `units` on closed nights too: the closed flag, not the unit count, stops the sale.
 */
export function expandAvailability(input: ExpandAvailabilityInput): NightInventory[] {
  assertUnits(input.units);
  for (const range of input.ranges) {
    if (!isCalendarDate(range.from) || !isCalendarDate(range.to)) {
      throw new RangeError(`A range needs two calendar dates, got ${range.from} → ${range.to}`);
    }
    if (range.priceMinor !== undefined && range.priceMinor !== null) assertPriceMinor(range.priceMinor);
  }
  const openWhenUnlisted = input.availabilityType === 2;
  const nights = datesFromTo(input.from, addDays(input.to, -1));
  return nights.map((date) => {
    const day = toDayNumber(date);
    const covering = input.ranges.filter(
      (range) => toDayNumber(range.from) <= day && day <= toDayNumber(range.to),
    );
    const blocking = (range: AvailableDateRange) =>
      input.availabilityType === 2 || isBlockingRangeType(range.type);
    const open = covering.length === 0 ? openWhenUnlisted : !covering.some(blocking);
    const priced = covering.filter((range) => (range.priceMinor ?? 0) > 0);
    const priceOverrideMinor = priced.at(-1)?.priceMinor ?? null;
    return { date, open, priceOverrideMinor, units: input.units };
  });
}
