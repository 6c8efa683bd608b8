/** The roles offered on /onboarding (spec §1 and §6). */
export const ONBOARDING_ROLES = ["customer", "owner_individual", "owner_company", "agent"] as const;
export type OnboardingRole = (typeof ONBOARDING_ROLES)[number];

/** Spec §1: owners (and agents) choose self-managed or platform-managed offers. */
export const MANAGEMENT_TYPES = ["self", "platform"] as const;
export type ManagementType = (typeof MANAGEMENT_TYPES)[number];

/**
 * Named like the profile fields of the API (`customer_type`, `owner_kind`, `management_type`), so it
 * goes to update_profile as is. A customer has no customer_type there.
 */
export type OnboardingProfile = {
  customer_type: "property_owner" | "agent" | null;
  owner_kind: "individual" | "company" | null;
  management_type: ManagementType;
};

export function toOnboardingProfile(role: OnboardingRole, management: ManagementType): OnboardingProfile {
  switch (role) {
    case "customer":
      return { customer_type: null, owner_kind: null, management_type: management };
    case "owner_individual":
      return { customer_type: "property_owner", owner_kind: "individual", management_type: management };
    case "owner_company":
      return { customer_type: "property_owner", owner_kind: "company", management_type: management };
    case "agent":
      return { customer_type: "agent", owner_kind: null, management_type: management };
  }
}

/** The update_profile body: a customer sends no customer_type or owner_kind (the API keeps none). */
export function toProfileUpdate(profile: OnboardingProfile): Record<string, string> {
  return {
    management_type: profile.management_type,
    ...(profile.customer_type ? { customer_type: profile.customer_type } : {}),
    ...(profile.owner_kind ? { owner_kind: profile.owner_kind } : {}),
  };
}

/** The role a saved profile stands for, to preselect it; null when the profile says nothing yet. */
export function roleOfProfile(profile: {
  customer_type: string | null;
  owner_kind: string | null;
}): OnboardingRole | null {
  if (profile.customer_type === "agent") return "agent";
  if (profile.customer_type === "property_owner") {
    return profile.owner_kind === "company" ? "owner_company" : "owner_individual";
  }
  return null;
}

/**
 * The role to start onboarding from: the saved profile's, else the sign-up form's answer when it was "customer"
 * (kept in this browser, since the API stores no type for customers); null when nobody has answered yet.
 */
export function answeredRole(
  profileRole: OnboardingRole | null,
  signUpAnswer: string | null,
): OnboardingRole | null {
  if (profileRole) return profileRole;
  return signUpAnswer === "" ? "customer" : null;
}
