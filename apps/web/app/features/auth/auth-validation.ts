import { email, password, passwordsMatch, phone, requiredText } from "@manzil/domain/validation";
import { digitsOnly } from "../../lib/format/digits";

/** Field name (the API's) → the catalogue key of its first problem (spec §5 texts). */
export type FieldMessageKeys = Record<string, string>;

type Checkable = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

function firstProblem(schema: Checkable, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
}

function collect(checks: Record<string, string | undefined>): FieldMessageKeys {
  const out: FieldMessageKeys = {};
  for (const [field, key] of Object.entries(checks)) if (key) out[field] = key;
  return out;
}

const passwordRequired = requiredText("password");

export function validateSignIn(values: { email: string; password: string }): FieldMessageKeys {
  // Signing in checks presence only: older accounts may predate today's password rules.
  return collect({
    email: firstProblem(email, values.email),
    password: firstProblem(passwordRequired, values.password),
  });
}

export function validateRegister(values: {
  name: string;
  email: string;
  mobile: string;
  password: string;
  re_password: string;
}): FieldMessageKeys {
  return {
    ...collect({
      name: firstProblem(requiredText("name"), values.name),
      email: firstProblem(email, values.email),
      mobile: values.mobile.trim() === "" ? undefined : firstProblem(phone, values.mobile),
    }),
    ...passwordPair(values.password, values.re_password, "re_password"),
  };
}

/** reset-password names the confirmation `password_confirmation`. */
export function validateNewPassword(values: {
  password: string;
  password_confirmation: string;
}): FieldMessageKeys {
  return passwordPair(values.password, values.password_confirmation, "password_confirmation");
}

/** The mismatch is reported on the confirmation: that is the field to fix (as the domain schema does). */
function passwordPair(first: string, second: string, confirmationName: string): FieldMessageKeys {
  return collect({
    password: firstProblem(password, first),
    [confirmationName]:
      second === ""
        ? "validation.required.password"
        : passwordsMatch({ password: first, re_password: second })
          ? undefined
          : "validation.passwords_do_not_match",
  });
}

export function validateEmailOnly(value: string): FieldMessageKeys {
  return collect({ email: firstProblem(email, value) });
}

export function validatePhoneNumber(international: string): FieldMessageKeys {
  return collect({ number: firstProblem(phone, international) });
}

/** Spec §5: "Please enter the OTP"; six digits, typed in any script. */
export function validateCode(value: string): FieldMessageKeys {
  const digits = digitsOnly(value);
  if (digits === "") return { otp: "validation.required.otp" };
  return digits.length === 6 ? {} : { otp: "validation.invalid_value" };
}
