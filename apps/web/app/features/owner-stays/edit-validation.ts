import { STAY_UNITS_MAX } from "@manzil/domain/contracts";
import { isCalendarDate } from "@manzil/domain/stays";
import { pricePerNight } from "@manzil/domain/validation";
import { toAsciiDigits } from "../../lib/format/digits";

/** Field name → translation key of its problem; empty when the form may be sent. */
export type FieldProblems = Record<string, string>;

/** A number typed in either script with either decimal mark ("١٢٠٠٫٥", "1200,5"); blank → undefined. */
export function typedNumber(text: string): number | undefined {
  const ascii = toAsciiDigits(text).trim().replace(/[٫,]/g, ".").replace(/\s/g, "");
  if (ascii === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(ascii) ? Number(ascii) : Number.NaN;
}

/** spec §5's price rule (0–10,000, "Price is too high (max 10,000)") on what the owner typed. */
export function priceProblem(text: string, required: boolean): string | undefined {
  const value = typedNumber(text);
  if (value === undefined) return required ? "validation.required.price" : undefined;
  const result = pricePerNight.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Both ends are real dates and the last night is not before the first. */
export function rangeProblems(from: string, to: string): FieldProblems {
  const problems: FieldProblems = {};
  if (!isCalendarDate(from)) problems.from = "validation.invalid_date";
  if (!isCalendarDate(to)) problems.to = "validation.invalid_date";
  else if (!problems.from && to < from) problems.to = "owner_stays.errors.range_order";
  return problems;
}

export function unitsProblem(text: string): string | undefined {
  const value = typedNumber(text);
  if (value === undefined) return undefined;
  return Number.isInteger(value) && value >= 0 && value <= STAY_UNITS_MAX
    ? undefined
    : "validation.invalid_value";
}

export const withoutBlanks = (problems: Record<string, string | undefined>): FieldProblems =>
  Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
