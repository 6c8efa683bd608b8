// Request and response contracts of the profile, push tokens, data export and user lookups (accounts work).
import { toWesternDigits } from "../i18n/digits.js";
import { z } from "zod";
import {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  email,
  emptyToUndefined,
  phone,
  requiredText,
  withKey,
} from "../validation/index.js";
import { PersonalisedFields } from "./engagement.js";
import { MAX_ID, paging } from "./catalogue.js";
import { CompanyDetails, OwnProfile } from "./settings-responses.js";

/** Messages of these rules live in the API's `users.*` catalogue (English and Arabic). */
type UsersMessageKey = `users.${string}`;
const usersKey = (key: UsersMessageKey) => ({ error: key }) as const;

// PostgreSQL text cannot hold NUL; a request carrying one is malformed, not a server fault.
const hasNoNul = (text: string) => !text.includes("\u0000");
const noNul = { ...withKey("validation.invalid_value") };

// Multipart and urlencoded bodies carry only strings, JSON may carry numbers (a phone number typed as one).
const numberToText = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** "٠١٠٠" and "۰۱۰۰" → "0100": Arabic keyboards type these digits. */
export const toAsciiDigits = toWesternDigits;

/** "", whitespace and null all mean "clear this field". */
function blankToNull(value: unknown): unknown {
  const text = numberToText(value);
  return text === null || (typeof text === "string" && text.trim() === "") ? null : text;
}

/** Optional text the user may clear: "" or null clears it (stored as null), absent leaves it unchanged. */
const clearableText = (max: number) =>
  z.preprocess(
    blankToNull,
    z
      .string(withKey("validation.invalid_value"))
      .trim()
      .max(max)
      .refine(hasNoNul, noNul)
      .nullable()
      .optional(),
  );

/** Like clearableText with a format check (and its own message) on non-blank values. */
const clearableFormatted = (schema: z.ZodType<string, string>, before = (value: unknown) => value) =>
  z.preprocess((value) => blankToNull(before(value)), schema.nullable().optional());

const mobileText = (value: unknown) => {
  const text = numberToText(value);
  return typeof text === "string" ? toAsciiDigits(text) : text;
};

/** Whole words as the spec writes them → codes; anything else passes through and fails the enum. */
function wordsToCode(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** Spec §9 company types as stored codes. */
export const COMPANY_TYPES = [
  "private_limited",
  "public_limited",
  "sole_proprietorship",
  "partnership_firm",
  "trust",
  "llp",
  "cooperative_society",
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** "Private Limited", "private-limited", "LLP" → code; "" or null → null (clears it); absent → absent. */
const companyType = z.preprocess((value) => {
  const blank = blankToNull(value);
  return blank === null ? null : wordsToCode(blank);
}, z.enum(COMPANY_TYPES).nullable().optional());

// eBroker clients send the reference's `himself` / `as home`; the web sends `self` / `platform`.
const MANAGEMENT_ALIASES: Readonly<Record<string, "self" | "platform">> = {
  self: "self",
  himself: "self",
  self_managed: "self",
  platform: "platform",
  as_home: "platform",
  ashome: "platform",
  platform_managed: "platform",
};
const managementType = z.preprocess(
  (value) => {
    const word = wordsToCode(emptyToUndefined(value));
    return typeof word === "string" ? (MANAGEMENT_ALIASES[word] ?? word) : word;
  },
  z.enum(["self", "platform"]).optional(),
);

const customerType = z.preprocess(
  (value) => {
    const word = wordsToCode(emptyToUndefined(value));
    return word === "owner" ? "property_owner" : word;
  },
  z.enum(["property_owner", "agent"]).optional(),
);

const ownerKind = z.preprocess(
  (value) => wordsToCode(emptyToUndefined(value)),
  z.enum(["individual", "company"]).optional(),
);

/** ISO 13616: two letters, two check digits, up to 30 more; mod-97 of the rearranged number is 1. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

const iban = z
  .string()
  .overwrite((text) => text.replace(/\s+/g, "").toUpperCase())
  .refine(isValidIban, usersKey("users.invalid_iban"));
const swiftCode = z
  .string()
  .overwrite((text) => text.replace(/\s+/g, "").toUpperCase())
  .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, usersKey("users.invalid_swift_code"));
const bankAccountNumber = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{2,40}$/, usersKey("users.invalid_bank_account_number"));
const companyEmail = email.pipe(z.string().max(254, withKey("validation.invalid_email")));

/** One schema per company field; the snake_case, camelCase and nested names all use these. */
const companyField = {
  legalName: clearableText(200),
  managerName: clearableText(200),
  companyType,
  email: clearableFormatted(companyEmail),
  bankBranch: clearableText(200),
  bankAddress: clearableText(500),
  country: clearableText(120),
  bankAccountNumber: clearableFormatted(bankAccountNumber),
  iban: clearableFormatted(iban),
  swiftCode: clearableFormatted(swiftCode),
};
type CompanyFieldName = keyof typeof companyField;

/**
 * Every name a company field goes by. `snake` is the reference's `companies` column (also the key inside a
 * nested `company` object); `flat` is the top-level snake_case name, which differs only for the country: a
 * top-level `country` is the user's own, so the company's is `company_country` (or `companyCountry`).
 */
export const COMPANY_FIELD_NAMES = {
  legalName: { snake: "company_legal_name", flat: "company_legal_name", camel: "companyLegalName" },
  managerName: { snake: "manager_name", flat: "manager_name", camel: "companyManagerName" },
  companyType: { snake: "type_of_company", flat: "type_of_company", camel: "companyType" },
  email: { snake: "email_address", flat: "email_address", camel: "companyEmail" },
  bankBranch: { snake: "bank_branch", flat: "bank_branch", camel: "companyBankBranch" },
  bankAddress: { snake: "bank_address", flat: "bank_address", camel: "companyBankAddress" },
  country: { snake: "country", flat: "company_country", camel: "companyCountry" },
  bankAccountNumber: {
    snake: "bank_account_number",
    flat: "bank_account_number",
    camel: "companyBankAccountNumber",
  },
  iban: { snake: "iban", flat: "iban", camel: "companyIban" },
  swiftCode: { snake: "swift_code", flat: "swift_code", camel: "companySwiftCode" },
} as const satisfies Record<CompanyFieldName, { snake: string; flat: string; camel: string }>;

const nestedCompanyShape = {
  company_legal_name: companyField.legalName,
  manager_name: companyField.managerName,
  type_of_company: companyField.companyType,
  email_address: companyField.email,
  bank_branch: companyField.bankBranch,
  bank_address: companyField.bankAddress,
  country: companyField.country,
  bank_account_number: companyField.bankAccountNumber,
  iban: companyField.iban,
  swift_code: companyField.swiftCode,
  companyLegalName: companyField.legalName,
  companyManagerName: companyField.managerName,
  companyType: companyField.companyType,
  companyEmail: companyField.email,
  companyBankBranch: companyField.bankBranch,
  companyBankAddress: companyField.bankAddress,
  companyCountry: companyField.country,
  companyBankAccountNumber: companyField.bankAccountNumber,
  companyIban: companyField.iban,
  companySwiftCode: companyField.swiftCode,
};

/** Some form clients send the nested object as a JSON string. */
function parseJsonObject(value: unknown): unknown {
  const blank = emptyToUndefined(value);
  if (typeof blank !== "string") return blank ?? undefined;
  try {
    return JSON.parse(blank) as unknown;
  } catch {
    return blank;
  }
}

/**
 * `POST update_profile` (JSON, urlencoded or multipart): every field of spec §3 "User profile update". Absent
 * fields stay as they are; "" clears optional text. Company data is accepted under the snake_case names, the
 * camelCase names and as a nested `company` object. `userid` and `firebase_id` are ignored: the actor is
 * always the token's user.
 */
export const UpdateProfileBody = z.object({
  userid: z
    .unknown()
    .optional()
    .meta({ description: "Ignored: the profile changed is always the caller's." }),
  name: z.preprocess(
    (value) => (value === null ? "" : value),
    requiredText("name").max(120).refine(hasNoNul, noNul).optional(),
  ),
  /** A different address is not stored at once: a code goes to it, and `verify-email-change` applies it. */
  email: z.preprocess(
    (value) => emptyToUndefined(value) ?? undefined,
    email.pipe(z.string().max(254, withKey("validation.invalid_email"))).optional(),
  ),
  /** Normalised to E.164 (default region Egypt); unique across accounts. */
  mobile: z.preprocess((value) => emptyToUndefined(mobileText(value)) ?? undefined, phone.optional()),
  whatsappnumber: clearableFormatted(phone, mobileText),
  address: clearableText(500),
  profile: z
    .unknown()
    .optional()
    .meta({ type: "string", format: "binary", description: "JPEG or PNG, at least 120×120 (multipart)." }),
  latitude: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(-90).max(90)),
  longitude: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(-180).max(180)),
  about_me: clearableText(2000),
  facebook_id: clearableText(300),
  twiiter_id: clearableText(300),
  instagram_id: clearableText(300),
  youtube_id: clearableText(300),
  /** Registers this device for push messages (as `register-push-token`). */
  fcm_id: z.preprocess(emptyToUndefined, z.string().trim().max(4096).refine(hasNoNul, noNul).optional()),
  notification: coerceBooleanFlag,
  city: clearableText(120),
  state: clearableText(120),
  country: clearableText(120),
  customer_type: customerType,
  management_type: managementType,
  owner_kind: ownerKind,
  company: z.preprocess(parseJsonObject, z.object(nestedCompanyShape).optional()),
  company_legal_name: companyField.legalName,
  manager_name: companyField.managerName,
  type_of_company: companyField.companyType,
  email_address: companyField.email,
  bank_branch: companyField.bankBranch,
  bank_address: companyField.bankAddress,
  company_country: companyField.country,
  bank_account_number: companyField.bankAccountNumber,
  iban: companyField.iban,
  swift_code: companyField.swiftCode,
  companyLegalName: companyField.legalName,
  companyManagerName: companyField.managerName,
  companyType: companyField.companyType,
  companyEmail: companyField.email,
  companyBankBranch: companyField.bankBranch,
  companyBankAddress: companyField.bankAddress,
  companyCountry: companyField.country,
  companyBankAccountNumber: companyField.bankAccountNumber,
  companyIban: companyField.iban,
  companySwiftCode: companyField.swiftCode,
});
export type TUpdateProfileBody = z.infer<typeof UpdateProfileBody>;

type Clearable = string | null;

/** What an update asks for, in server terms: `undefined` leaves a field alone, `null` clears it. */
export type ProfileChanges = {
  user: {
    name?: string;
    email?: string;
    mobile?: string;
    whatsappNumber?: Clearable;
    address?: Clearable;
    latitude?: number;
    longitude?: number;
    aboutMe?: Clearable;
    facebookId?: Clearable;
    twitterId?: Clearable;
    instagramId?: Clearable;
    youtubeId?: Clearable;
    notificationsEnabled?: boolean;
    city?: Clearable;
    state?: Clearable;
    country?: Clearable;
    customerType?: "property_owner" | "agent";
    managementType?: "self" | "platform";
    ownerKind?: "individual" | "company";
  };
  /** Null when the request carries no company field at all. */
  company: {
    legalName?: Clearable;
    managerName?: Clearable;
    companyType?: CompanyType | null;
    email?: Clearable;
    bankBranch?: Clearable;
    bankAddress?: Clearable;
    country?: Clearable;
    bankAccountNumber?: Clearable;
    iban?: Clearable;
    swiftCode?: Clearable;
  } | null;
  fcmId?: string;
  /** The raw `profile` value: the route checks that it is a file of this request. */
  profile?: unknown;
};

/**
 * Folds the accepted names into one set of changes. The same company field sent under two names with different
 * values is a client bug; it is reported on each name rather than resolved by a guess.
 */
export function profileChangesFromBody(body: TUpdateProfileBody): {
  changes: ProfileChanges;
  conflicts: Record<string, UsersMessageKey[]>;
} {
  const conflicts: Record<string, UsersMessageKey[]> = {};
  const company: NonNullable<ProfileChanges["company"]> = {};
  const nested = body.company ?? {};
  for (const field of Object.keys(COMPANY_FIELD_NAMES) as CompanyFieldName[]) {
    const names = COMPANY_FIELD_NAMES[field];
    const candidates: [string, unknown][] = [
      [`company.${names.snake}`, (nested as Record<string, unknown>)[names.snake]],
      [`company.${names.camel}`, (nested as Record<string, unknown>)[names.camel]],
      [names.flat, (body as Record<string, unknown>)[names.flat]],
      [names.camel, (body as Record<string, unknown>)[names.camel]],
    ];
    const given = candidates.filter(([, value]) => value !== undefined);
    if (given.length === 0) continue;
    const values = new Set(given.map(([, value]) => value));
    if (values.size > 1) {
      for (const [name] of given) conflicts[name] = ["users.conflicting_values"];
      continue;
    }
    (company as Record<string, unknown>)[field] = given[0]![1];
  }

  const user: ProfileChanges["user"] = {
    name: body.name,
    email: body.email?.toLowerCase(),
    mobile: body.mobile,
    whatsappNumber: body.whatsappnumber,
    address: body.address,
    latitude: body.latitude,
    longitude: body.longitude,
    aboutMe: body.about_me,
    facebookId: body.facebook_id,
    twitterId: body.twiiter_id,
    instagramId: body.instagram_id,
    youtubeId: body.youtube_id,
    notificationsEnabled: body.notification,
    city: body.city,
    state: body.state,
    country: body.country,
    customerType: body.customer_type,
    managementType: body.management_type,
    ownerKind: body.owner_kind,
  };
  for (const key of Object.keys(user) as (keyof typeof user)[]) {
    if (user[key] === undefined) delete user[key];
  }

  const profile = emptyToUndefined(body.profile);
  return {
    changes: {
      user,
      company: Object.keys(company).length > 0 ? company : null,
      ...(body.fcm_id === undefined ? {} : { fcmId: body.fcm_id }),
      ...(profile === undefined || profile === null ? {} : { profile }),
    },
    conflicts,
  };
}

/** `POST verify-email-change`: the code sent to the new address. */
export const VerifyEmailChangeBody = z.object({
  otp: z.preprocess(
    (value) => (typeof value === "string" ? toAsciiDigits(value).trim() : numberToText(value)),
    z
      .string(withKey("validation.required.otp"))
      .min(1, withKey("validation.required.otp"))
      .regex(/^\d{6}$/, usersKey("users.invalid_code")),
  ),
});
export type TVerifyEmailChangeBody = z.infer<typeof VerifyEmailChangeBody>;

const optionalId = coerceOptionalInt(z.number().int().positive().max(MAX_ID));

/** `POST delete_user`: `userid`, when sent, must be the caller's own id. The body may be empty. */
export const DeleteUserBody = z.preprocess((value) => value ?? {}, z.object({ userid: optionalId }));
export type TDeleteUserBody = z.infer<typeof DeleteUserBody>;

/** `POST register-push-token`: this device's FCM registration token. */
export const RegisterPushTokenBody = z.object({
  fcm_id: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string(usersKey("users.fcm_id_required"))
      .min(1, usersKey("users.fcm_id_required"))
      .max(4096)
      .refine(hasNoNul, noNul),
  ),
});
export type TRegisterPushTokenBody = z.infer<typeof RegisterPushTokenBody>;

const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, z.string().trim().max(max).refine(hasNoNul, noNul).optional());

/** `GET get-customer`: by `customer_id` (the eBroker name) or by `slug_id`. */
export const GetCustomerQuery = z
  .object({ customer_id: optionalId, slug_id: optionalText(200), lang: optionalText(10) })
  .refine((query) => query.customer_id !== undefined || query.slug_id !== undefined, {
    ...usersKey("users.customer_id_required"),
    path: ["customer_id"],
  });
export type TGetCustomerQuery = z.infer<typeof GetCustomerQuery>;

/**
 * `GET get-users`. `has_property=1`: only users with public listings; `property_classification`: only users
 * with public listings of that classification. For an admin caller `is_admin=1` lists admins only and `is_admin=0`
 * customers only; any other caller always gets customers only, whatever `is_admin` says.
 */
export const GetUsersQuery = z.object({
  ...paging,
  search: optionalText(100),
  has_property: coerceBooleanFlag,
  property_classification: coerceOptionalInt(z.number().int().min(1).max(5)),
  is_admin: coerceBooleanFlag,
  lang: optionalText(10),
});
export type TGetUsersQuery = z.infer<typeof GetUsersQuery>;

/** What anyone may see about a user: never e-mail, mobile, address or coordinates. */
export const PublicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  slug_id: z.string(),
  profile: z.string(),
  customer_type: z.string().nullable(),
  is_verified: z.boolean(),
  is_admin: z.boolean(),
  about_me: z.string(),
  facebook_id: z.string(),
  twiiter_id: z.string(),
  instagram_id: z.string(),
  youtube_id: z.string(),
  /** Public (approved, active, for sale or rent) listings. */
  property_count: z.number().int(),
  /** Public projects. */
  projects_count: z.number().int(),
  total_count: z.number().int(),
});
export type TPublicUser = z.infer<typeof PublicUser>;

const isoTime = z.string();

/** `GET export-my-data`: everything stored about the caller (right of access). Never a secret or a hash. */
export const DataExport = z.object({
  exported_at: isoTime,
  profile: OwnProfile.omit({ company: true }).extend({
    email_verified_at: isoTime.nullable(),
    mobile_verified_at: isoTime.nullable(),
    updated_at: isoTime,
  }),
  company: CompanyDetails.nullable(),
  /** Linked sign-in providers (the provider's account id is not repeated here). */
  identities: z.array(z.object({ provider: z.string(), linked_at: isoTime })),
  /** Devices registered for push messages; the tokens themselves are left out. */
  push_tokens: z.object({
    count: z.number().int(),
    devices: z.array(z.object({ registered_at: isoTime, last_seen_at: isoTime })),
  }),
  /** Sign-in sessions, without their tokens. */
  sessions: z.array(
    z.object({
      label: z.string(),
      created_at: isoTime,
      expires_at: isoTime,
      last_used_at: isoTime.nullable(),
      revoked_at: isoTime.nullable(),
    }),
  ),
  properties: z.array(
    z.object({
      id: z.number().int(),
      slug_id: z.string(),
      title: z.string(),
      title_ar: z.string().nullable(),
      property_classification: z.number().int(),
      property_type: z.string(),
      moderation_status: z.string(),
      is_active: z.boolean(),
      price_minor: z.number(),
      currency: z.string(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      country: z.string(),
      created_at: isoTime,
      updated_at: isoTime,
    }),
  ),
  projects: z.array(
    z.object({
      id: z.number().int(),
      slug_id: z.string(),
      title: z.string(),
      title_ar: z.string().nullable(),
      moderation_status: z.string(),
      is_active: z.boolean(),
      city: z.string(),
      created_at: isoTime,
    }),
  ),
  favourites: z.array(
    z.object({ property_id: z.number().int(), slug_id: z.string(), title: z.string(), added_at: isoTime }),
  ),
  /** Listings the member marked as interesting (their owners saw the member's contact details). */
  interests: z.array(
    z.object({ property_id: z.number().int(), slug_id: z.string(), title: z.string(), added_at: isoTime }),
  ),
  personalised_fields: PersonalisedFields.nullable(),
});
export type TDataExport = z.infer<typeof DataExport>;
