import { z } from "zod";
import { toWesternDigits } from "../i18n/digits.js";
import { withKey } from "./message-keys.js";

/**
 * A preprocessor for `z.preprocess`: a string that is empty or only whitespace (`?latitude=`) is
 * treated as absent. Other values, null included, pass through untouched.
 */
export function emptyToUndefined<Value>(value: Value): Value | undefined {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

// Plain decimals only: Number() would also accept "0x10", "1e3" and "Infinity" from a query string.
const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

// Arabic-Indic and Persian digits count as digits: "١٢٫٥" is read as 12.5, whichever keyboard typed it.
function decimalTextToNumber(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = toWesternDigits(value).trim();
  return DECIMAL_TEXT.test(text) ? Number(text) : value;
}

const anyNumber = z.number(withKey("validation.invalid_number"));

/** "12.5" or "١٢٫٥" → 12.5, "" or missing → undefined, "abc" → validation.invalid_number. */
export function coerceOptionalNumber(schema: z.ZodNumber = anyNumber) {
  return z.preprocess((value) => decimalTextToNumber(emptyToUndefined(value)), schema.optional());
}

/** Like coerceOptionalNumber, and the result must be a safe integer ("2.5" → invalid_integer). */
export function coerceOptionalInt(schema: z.ZodNumber = anyNumber) {
  return coerceOptionalNumber(schema.int(withKey("validation.invalid_integer")));
}

const FLAG_VALUES: ReadonlyMap<unknown, boolean> = new Map<unknown, boolean>([
  [true, true],
  [1, true],
  ["1", true],
  ["true", true],
  [false, false],
  [0, false],
  ["0", false],
  ["false", false],
]);

function toFlag(value: unknown): unknown {
  const key = typeof value === "string" ? value.trim().toLowerCase() : value;
  return FLAG_VALUES.get(key) ?? emptyToUndefined(value);
}

/** The 1/0 flags of the eBroker-style API: 1, 0, "1", "0", true, false, "true", "false"; blank → undefined. */
export const coerceBooleanFlag = z.preprocess(
  toFlag,
  z.boolean(withKey("validation.invalid_flag")).optional(),
);
