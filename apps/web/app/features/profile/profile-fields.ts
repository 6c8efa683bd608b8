import type { UserProfile } from "../../lib/api/types";

/** Spec §9 company types, as the API stores them. */
export const COMPANY_TYPES = [
  "private_limited",
  "public_limited",
  "sole_proprietorship",
  "partnership_firm",
  "trust",
  "llp",
  "cooperative_society",
] as const;

/** Own-profile text fields edited on the "Individual" tab, under their API names. */
export const INDIVIDUAL_TEXT_FIELDS = [
  "name",
  "email",
  "mobile",
  "whatsappnumber",
  "address",
  "city",
  "state",
  "country",
  "about_me",
  "facebook_id",
  "twiiter_id",
  "instagram_id",
  "youtube_id",
] as const;
export type IndividualField = (typeof INDIVIDUAL_TEXT_FIELDS)[number];

type CompanyOfProfile = NonNullable<UserProfile["company"]>;

/**
 * The "Company" tab: each field's name in update_profile (the camelCase names the spec lists) and in
 * `get-user-data`'s `company` object.
 */
export const COMPANY_FIELDS = [
  { name: "companyLegalName", stored: "company_legal_name" },
  { name: "companyManagerName", stored: "manager_name" },
  { name: "companyType", stored: "type_of_company" },
  { name: "companyEmail", stored: "email_address" },
  { name: "companyBankBranch", stored: "bank_branch" },
  { name: "companyBankAddress", stored: "bank_address" },
  { name: "companyCountry", stored: "country" },
  { name: "companyBankAccountNumber", stored: "bank_account_number" },
  { name: "companyIban", stored: "iban" },
  { name: "companySwiftCode", stored: "swift_code" },
] as const satisfies readonly { name: string; stored: keyof CompanyOfProfile }[];
export type CompanyField = (typeof COMPANY_FIELDS)[number]["name"];

/** The saved value of a company field, "" when there is no company data yet. */
export function storedCompanyValue(profile: UserProfile, name: CompanyField): string {
  const field = COMPANY_FIELDS.find((entry) => entry.name === name);
  const company = profile.company;
  return field && company ? String(company[field.stored] ?? "") : "";
}

/** The form field an API error belongs to: camelCase as sent, or the snake_case / nested names. */
export function formFieldOf(errorField: string): string {
  const bare = errorField.replace(/^company\./, "");
  const company = COMPANY_FIELDS.find(
    (entry) =>
      entry.name === bare ||
      entry.stored === bare ||
      (bare === "company_country" && entry.stored === "country"),
  );
  // A nested "company.country" is the company's; a top-level "country" is the user's own.
  if (company && (errorField.startsWith("company.") || bare !== "country")) return company.name;
  return bare;
}

export function isCompanyField(name: string): boolean {
  return COMPANY_FIELDS.some((entry) => entry.name === name);
}

/**
 * The update_profile body for what the form holds. Text goes as typed ("" clears an optional field);
 * e-mail and mobile only when changed (a new e-mail starts its verification, an empty mobile is not a
 * change); company fields only once there is something to store.
 */
export function profileUpdateBody(
  values: Readonly<Record<string, string>>,
  profile: UserProfile,
  notification: boolean,
): Record<string, string | number> {
  const value = (name: string) => (values[name] ?? "").trim();
  const body: Record<string, string | number> = {};
  for (const name of INDIVIDUAL_TEXT_FIELDS) {
    if (name === "email" || name === "mobile") continue;
    body[name] = value(name);
  }
  const email = value("email");
  if (email !== "" && email.toLowerCase() !== profile.email.toLowerCase()) body.email = email;
  const mobile = value("mobile");
  if (mobile !== "" && mobile !== profile.mobile) body.mobile = mobile;
  body.notification = notification ? 1 : 0;

  const companyValues = COMPANY_FIELDS.map(({ name }) => [name, value(name)] as const);
  if (profile.company || companyValues.some(([, text]) => text !== "")) {
    for (const [name, text] of companyValues) body[name] = text;
  }
  return body;
}
