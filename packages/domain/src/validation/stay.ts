import { z } from "zod";
import type { ValidationMessageKey } from "./message-keys.js";
import { keyByPresence, withKey } from "./message-keys.js";

function isoCalendarDate(requiredKey: ValidationMessageKey) {
  return z.iso.date(keyByPresence(requiredKey, "validation.invalid_date"));
}

/** YYYY-MM-DD strings order the same way as their dates, so text comparison is exact. */
export function isCheckOutAfterCheckIn(checkInDate: string, checkOutDate: string): boolean {
  return checkOutDate > checkInDate;
}

/** A stay is at least one night: check-out on the check-in day is rejected, on check-out. */
export const stayDates = z
  .object({
    check_in_date: isoCalendarDate("validation.required.check_in_date"),
    check_out_date: isoCalendarDate("validation.required.check_out_date"),
  })
  .refine((stay) => isCheckOutAfterCheckIn(stay.check_in_date, stay.check_out_date), {
    ...withKey("validation.check_out_not_after_check_in"),
    path: ["check_out_date"],
    // Format errors don't stop zod from running refinements; comparing a bad date would only
    // add a second, misleading message to the same field.
    when: ({ issues }) => issues.length === 0,
  });

/** The chosen rooms at checkout: missing → "required", an empty list → "select at least one". */
export function roomSelection<Room extends z.ZodType>(room: Room) {
  return z
    .array(room, withKey("validation.room_selection_required"))
    .min(1, withKey("validation.select_at_least_one_room"));
}
