import { describe, expect, it } from "vitest";
import { answeredRole, roleOfProfile, toOnboardingProfile, toProfileUpdate } from "./onboarding-profile";

describe("onboarding choices as an update_profile body", () => {
  it.each([
    ["agent", "platform", { customer_type: "agent", management_type: "platform" }],
    [
      "owner_company",
      "self",
      { customer_type: "property_owner", owner_kind: "company", management_type: "self" },
    ],
    [
      "owner_individual",
      "platform",
      { customer_type: "property_owner", owner_kind: "individual", management_type: "platform" },
    ],
    ["customer", "self", { management_type: "self" }],
  ] as const)("%s + %s → %j", (role, management, body) => {
    expect(toProfileUpdate(toOnboardingProfile(role, management))).toEqual(body);
  });

  it.each([
    [{ customer_type: "agent", owner_kind: null }, "agent"],
    [{ customer_type: "property_owner", owner_kind: "company" }, "owner_company"],
    [{ customer_type: "property_owner", owner_kind: null }, "owner_individual"],
    [{ customer_type: null, owner_kind: null }, null],
  ])("preselects %j as %s", (profile, role) => expect(roleOfProfile(profile)).toBe(role));

  it.each([
    ["agent", null, "agent"],
    ["owner_individual", "", "owner_individual"],
    // A customer's answer at sign-up is kept by the browser only; the profile has no type for them.
    [null, "", "customer"],
    // Signed up elsewhere (Google, phone, another browser): nothing answered, onboarding asks.
    [null, null, null],
  ] as const)("profile %s + sign-up answer %j → %s", (profileRole, signUp, role) =>
    expect(answeredRole(profileRole, signUp)).toBe(role),
  );
});
