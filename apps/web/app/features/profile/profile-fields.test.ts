import { OwnProfile, type TOwnProfile } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import { formFieldOf, profileUpdateBody } from "./profile-fields";

function profile(overrides: Partial<TOwnProfile> = {}): TOwnProfile {
  return OwnProfile.parse({
    id: 5,
    slug_id: "mona-5",
    name: "Mona",
    email: "mona@example.com",
    mobile: "+201001234567",
    profile: "",
    address: "",
    logintype: "3",
    customer_type: "agent",
    owner_kind: null,
    management_type: "platform",
    about_me: "",
    whatsappnumber: "",
    facebook_id: "",
    twiiter_id: "",
    instagram_id: "",
    youtube_id: "",
    latitude: null,
    longitude: null,
    city: "",
    state: "",
    country: "",
    notification: 1,
    is_verified: false,
    verification_status: "initial",
    isActive: 1,
    is_admin: false,
    created_at: "2026-11-01T00:00:00.000Z",
    pending_email: null,
    company: null,
    ...overrides,
  });
}

describe("profileUpdateBody", () => {
  it("sends the typed texts trimmed, and an emptied field as empty (the API clears it)", () => {
    const body = profileUpdateBody({ name: "  منى علي ", address: "", city: "Giza" }, profile(), true);
    expect(body).toMatchObject({ name: "منى علي", address: "", city: "Giza", notification: 1 });
  });

  it("leaves e-mail and mobile out unless they changed (a new e-mail starts its verification)", () => {
    const same = profileUpdateBody({ email: "MONA@example.com ", mobile: "+201001234567" }, profile(), false);
    expect(same).not.toHaveProperty("email");
    expect(same).not.toHaveProperty("mobile");
    expect(same.notification).toBe(0);
    const changed = profileUpdateBody({ email: "new@example.com", mobile: "" }, profile(), true);
    expect(changed.email).toBe("new@example.com");
    expect(changed).not.toHaveProperty("mobile");
  });

  it("sends company data under the camelCase names once there is any", () => {
    expect(profileUpdateBody({ name: "Mona" }, profile(), true)).not.toHaveProperty("companyLegalName");
    const body = profileUpdateBody(
      { name: "Mona", companyLegalName: "Nile Homes", companyType: "llp" },
      profile(),
      true,
    );
    expect(body).toMatchObject({ companyLegalName: "Nile Homes", companyType: "llp", companyIban: "" });
  });
});

describe("formFieldOf (where an API field error is shown)", () => {
  it.each([
    ["companyIban", "companyIban"],
    ["iban", "companyIban"],
    ["company.iban", "companyIban"],
    ["company.country", "companyCountry"],
    ["company_country", "companyCountry"],
    ["country", "country"],
    ["name", "name"],
  ])("%s → %s", (field, expected) => expect(formFieldOf(field)).toBe(expected));
});
