import { z } from "zod";
import { toWesternDigits } from "../i18n/digits.js";
import { keyByPresence, withKey } from "./message-keys.js";

export const PASSWORD_MIN_LENGTH = 6;

export const password = z
  .string(withKey("validation.required.password"))
  .min(1, { ...withKey("validation.required.password"), abort: true })
  .min(PASSWORD_MIN_LENGTH, withKey("validation.password_too_short"));

export function passwordsMatch(fields: { readonly password: string; readonly re_password: string }): boolean {
  return fields.password === fields.re_password;
}

/**
 * Password plus confirmation, named `re_password` as in the spec's user-register call. The
 * mismatch is reported on the confirmation so the form marks the field the user must fix.
 * Refined objects cannot `.extend()` in zod 4; compose with `.safeExtend()` or `passwordsMatch`.
 */
export const passwordWithConfirmation = z
  .object({ password, re_password: z.string(withKey("validation.required.password")) })
  .refine(passwordsMatch, { ...withKey("validation.passwords_do_not_match"), path: ["re_password"] });

/** Trimmed before the format check, because pasted addresses often carry a trailing space. */
export const email = z
  .string(withKey("validation.required.email"))
  .trim()
  .pipe(z.email(keyByPresence("validation.required.email", "validation.invalid_email")));

// E.164 allows at most 15 digits; 7 is the shortest national number in use. Arabic-Indic and Persian
// digits are read as their Western twins first, so a number typed on an Arabic keyboard is accepted.
const PHONE_PATTERN = /^\+?\d{7,15}$/;
const PHONE_SEPARATORS = /[\s().-]/g;

/** Accepts "+20 100 123-4567" (or "+٢٠ ١٠٠ ١٢٣-٤٥٦٧") and yields "+201001234567": separators are dropped, then checked. */
export const phone = z
  .string(withKey("validation.required.phone"))
  .trim()
  .min(1, { ...withKey("validation.required.phone"), abort: true })
  .overwrite((value) => toWesternDigits(value).replace(PHONE_SEPARATORS, ""))
  .regex(PHONE_PATTERN, withKey("validation.invalid_phone"));
