// Request and response contracts of sign-up, sign-in, OTP, password reset and logout (accounts work).
//
// Bodies arrive as JSON, urlencoded forms or multipart, so every value may be a string: numbers are coerced
// ("3" → 3) and empty strings count as absent. Unknown keys are dropped (zod's default), so a client cannot
// set server-owned fields such as `is_email_verified` (the reference's mass-assignment hole).
import { z } from "zod";
import { toWesternDigits } from "../i18n/digits.js";
import {
  email,
  emptyToUndefined,
  password,
  passwordsMatch,
  phone,
  requiredText,
  withKey,
} from "../validation/index.js";
import { OwnProfile } from "./settings-responses.js";

/** Arabic-Indic (٠-٩) and Persian (۰-۹) digits → ASCII, so a number typed on an Arabic keyboard is accepted. */
export const asciiDigits = toWesternDigits;

const digitsFirst = (value: unknown) => {
  const present = emptyToUndefined(value);
  return typeof present === "string" ? asciiDigits(present) : present;
};

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

// PostgreSQL text cannot hold NUL; a value carrying one is malformed.
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !text.includes("\u0000"), withKey("validation.invalid_value"));

const optionalText = (max: number) => optional(plainText(max));
const optionalEmail = optional(email.pipe(z.string().max(254)));
/** Syntax only; the API normalises it to E.164 (region EG by default) and checks it is a real number. */
const optionalPhone = z.preprocess(digitsFirst, phone.optional());
const customerType = optional(z.enum(["property_owner", "agent"], withKey("validation.invalid_value")));
/** FCM registration tokens are long opaque strings (~160–250 characters). */
const fcmId = optionalText(4096);

/** eBroker `logintype`: 0 Google, 1 phone, 2 Apple, 3 e-mail + password. */
export const LOGIN_TYPES = { google: 0, phone: 1, apple: 2, email: 3 } as const;
export type LoginType = (typeof LOGIN_TYPES)[keyof typeof LOGIN_TYPES];

const loginType = z.preprocess(
  (value) => {
    const present = emptyToUndefined(value);
    return typeof present === "string" && /^\s*[0-3]\s*$/.test(present) ? Number(present) : present;
  },
  z
    .union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], withKey("validation.invalid_value"))
    .optional(),
);

/** A one-time code: six digits (Arabic-Indic digits accepted). */
const otpCode = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : digitsFirst(value)),
  z
    .string(withKey("validation.required.otp"))
    .trim()
    .min(1, { ...withKey("validation.required.otp"), abort: true })
    .regex(/^\d{6}$/, withKey("validation.invalid_value")),
);

/** `POST user-register`: an e-mail + password account (login type 3), unverified until its code is entered. */
export const UserRegisterBody = z
  .object({
    name: requiredText("name")
      .max(120)
      .refine((text) => !text.includes("\u0000"), withKey("validation.invalid_value")),
    email: email.pipe(z.string().max(254)),
    mobile: optionalPhone,
    password: password.max(1024),
    re_password: z.string(withKey("validation.required.password")),
    customer_type: customerType,
  })
  .refine(passwordsMatch, { ...withKey("validation.passwords_do_not_match"), path: ["re_password"] });
export type TUserRegisterBody = z.infer<typeof UserRegisterBody>;

/** `GET get-otp`: a code by SMS to `number`, or by e-mail to `email` (number wins when both are sent). */
export const GetOtpQuery = z.object({
  number: optionalPhone,
  email: optionalEmail,
});
export type TGetOtpQuery = z.infer<typeof GetOtpQuery>;

/** `GET verify-otp`: the code sent to `number` or `email`. */
export const VerifyOtpQuery = z.object({
  number: optionalPhone,
  email: optionalEmail,
  otp: otpCode,
});
export type TVerifyOtpQuery = z.infer<typeof VerifyOtpQuery>;

/**
 * `POST user_signup`: sign-in, and sign-up for phone and social accounts, in one call.
 * - type 3: `email` + `password`;
 * - type 1: `auth_id` = the ticket `verify-otp` returned for an SMS code;
 * - type 0 / 2: `auth_id` (or `id_token`) = a Google / Apple ID token.
 * Which fields each type needs is checked by the API, which answers with field errors.
 */
export const UserSignupBody = z.object({
  type: loginType,
  logintype: loginType,
  email: optionalText(254),
  password: optional(z.string().max(1024)),
  auth_id: optionalText(8192),
  id_token: optionalText(8192),
  /** Used when the call creates a phone or social account. */
  name: optionalText(120),
  customer_type: customerType,
  fcm_id: fcmId,
});
export type TUserSignupBody = z.infer<typeof UserSignupBody>;

/** `GET forgot-password`. */
export const ForgotPasswordQuery = z.object({ email: email.pipe(z.string().max(254)) });
export type TForgotPasswordQuery = z.infer<typeof ForgotPasswordQuery>;

/** `POST reset-password`: the token from the e-mailed link and the new password twice. */
export const ResetPasswordBody = z
  .object({
    token: z.string().trim().min(1).max(512),
    password: password.max(1024),
    password_confirmation: z.string(withKey("validation.required.password")),
  })
  .refine((body) => body.password === body.password_confirmation, {
    ...withKey("validation.passwords_do_not_match"),
    path: ["password_confirmation"],
  });
export type TResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** `POST before-logout`: the device's push token to forget, if any (a body-less POST is a plain logout). */
export const BeforeLogoutBody = z.preprocess((body) => body ?? {}, z.object({ fcm_id: fcmId }));
export type TBeforeLogoutBody = z.infer<typeof BeforeLogoutBody>;

/** `user-register`: who was registered and where the verification code went. */
export const UserRegisterResult = z.object({
  email: z.string(),
  verification_channel: z.literal("email"),
});
export type TUserRegisterResult = z.infer<typeof UserRegisterResult>;

/** `get-otp`: the same answer whether or not an account uses the number or address. */
export const OtpSentResult = z.object({
  channel: z.enum(["sms", "email"]),
  /** Seconds the code stays valid. */
  expires_in: z.number().int(),
  /** Seconds before another code may be requested. */
  resend_in: z.number().int(),
});
export type TOtpSentResult = z.infer<typeof OtpSentResult>;

/** `verify-otp`: a short-lived signed ticket proving control of `target` (also at the top level as `auth_id`). */
export const OtpVerifiedResult = z.object({
  auth_id: z.string(),
  channel: z.enum(["sms", "email"]),
  /** The verified number (E.164) or lower-cased address. */
  target: z.string(),
  expires_in: z.number().int(),
});
export type TOtpVerifiedResult = z.infer<typeof OtpVerifiedResult>;

/** `user_signup`: the session token at the top level (as eBroker clients read it) and the own profile. */
export const SignInResult = OwnProfile;
export type TSignInResult = z.infer<typeof SignInResult>;
