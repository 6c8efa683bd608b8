import { digitsOnly, toAsciiDigits } from "../../lib/format/digits";

/** Country calling codes offered on the phone sign-in, Egypt first (the default market). */
export const DIAL_CODES = [
  { region: "EG", dial: "+20" },
  { region: "SA", dial: "+966" },
  { region: "AE", dial: "+971" },
  { region: "KW", dial: "+965" },
  { region: "QA", dial: "+974" },
  { region: "BH", dial: "+973" },
  { region: "OM", dial: "+968" },
  { region: "JO", dial: "+962" },
  { region: "LB", dial: "+961" },
  { region: "IQ", dial: "+964" },
  { region: "MA", dial: "+212" },
  { region: "TN", dial: "+216" },
  { region: "DZ", dial: "+213" },
  { region: "GB", dial: "+44" },
  { region: "US", dial: "+1" },
] as const;

export type DialCode = (typeof DIAL_CODES)[number]["dial"];
export const DEFAULT_DIAL_CODE: DialCode = "+20";

export function isDialCode(value: unknown): value is DialCode {
  return DIAL_CODES.some((entry) => entry.dial === value);
}

/**
 * "+20" and "010 0123-4567" → "+201001234567". The national trunk prefix 0 is dropped; a number typed
 * with its own "+" or "00" prefix is taken as already international. Returns "" for no digits.
 */
export function toInternationalNumber(dial: DialCode, national: string): string {
  const typed = toAsciiDigits(national).trim();
  if (typed.startsWith("+")) return `+${digitsOnly(typed)}`;
  const digits = digitsOnly(typed);
  if (digits === "") return "";
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return `${dial}${digits.replace(/^0+/, "")}`;
}
