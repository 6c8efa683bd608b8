import { email, phone, requiredText } from "@manzil/domain/validation";
import { toAsciiDigits } from "../../lib/format/digits";

type Checkable = {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
};

const problem = (schema: Checkable, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error?.issues[0]?.message;
};

/** The browser's checks before saving (spec §5 keys); optional fields only when filled in. */
export function validateProfile(values: Readonly<Record<string, string>>): Record<string, string> {
  const value = (name: string) => toAsciiDigits(values[name] ?? "").trim();
  const checks: Record<string, string | undefined> = {
    name: problem(requiredText("name"), value("name")),
    email: problem(email, value("email")),
    mobile: value("mobile") ? problem(phone, value("mobile")) : undefined,
    whatsappnumber: value("whatsappnumber") ? problem(phone, value("whatsappnumber")) : undefined,
    companyEmail: value("companyEmail") ? problem(email, value("companyEmail")) : undefined,
  };
  return Object.fromEntries(
    Object.entries(checks).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}
