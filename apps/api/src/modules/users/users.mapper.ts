import type { TCompanyDetails, TDataExport, TOwnProfile, TPublicUser } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import { mapPersonalisedFields } from "../engagement/personalised-feed.mapper.js";
import type { CompanyRow, findUserRecords, PublicUserRow, UserRow } from "./users.repository.js";

export function mapCompany(company: CompanyRow): TCompanyDetails {
  return {
    company_legal_name: company.legalName ?? "",
    manager_name: company.managerName ?? "",
    type_of_company: company.companyType ?? "",
    email_address: company.email ?? "",
    bank_branch: company.bankBranch ?? "",
    bank_address: company.bankAddress ?? "",
    country: company.country ?? "",
    bank_account_number: company.bankAccountNumber ?? "",
    iban: company.iban ?? "",
    swift_code: company.swiftCode ?? "",
  };
}

/**
 * The signed-in user's own profile. Never includes the password hash. `company` is filled when the row was
 * loaded with it (`findUserById` does); a bare users row maps with `company: null`.
 */
export function mapOwnProfile(
  user: UserRow & { company?: CompanyRow | null },
  filesUrl: string,
): TOwnProfile {
  return {
    id: user.id,
    slug_id: user.slug,
    name: user.name,
    email: user.email ?? "",
    mobile: user.mobile ?? "",
    profile: fileUrl(filesUrl, user.profileImage),
    address: user.address ?? "",
    logintype: String(user.loginType),
    customer_type: user.customerType,
    owner_kind: user.ownerKind,
    management_type: user.managementType,
    about_me: user.aboutMe ?? "",
    whatsappnumber: user.whatsappNumber ?? "",
    facebook_id: user.facebookId ?? "",
    twiiter_id: user.twitterId ?? "",
    instagram_id: user.instagramId ?? "",
    youtube_id: user.youtubeId ?? "",
    latitude: user.latitude,
    longitude: user.longitude,
    city: user.city ?? "",
    state: user.state ?? "",
    country: user.country ?? "",
    notification: user.notificationsEnabled ? 1 : 0,
    is_verified: user.verificationStatus === "success",
    verification_status: user.verificationStatus,
    isActive: user.isActive ? 1 : 0,
    is_admin: user.role === "admin",
    created_at: user.createdAt.toISOString(),
    pending_email: user.pendingEmail,
    company: user.company ? mapCompany(user.company) : null,
  };
}

/** What anyone may read about a user. */
export function mapPublicUser(user: PublicUserRow, filesUrl: string): TPublicUser {
  return {
    id: user.id,
    name: user.name,
    slug_id: user.slug,
    profile: fileUrl(filesUrl, user.profileImage),
    customer_type: user.customerType,
    is_verified: user.verificationStatus === "success",
    is_admin: user.role === "admin",
    about_me: user.aboutMe ?? "",
    facebook_id: user.facebookId ?? "",
    twiiter_id: user.twitterId ?? "",
    instagram_id: user.instagramId ?? "",
    youtube_id: user.youtubeId ?? "",
    property_count: user.propertyCount,
    projects_count: user.projectCount,
    total_count: user.propertyCount + user.projectCount,
  };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function mapDataExport(input: {
  user: UserRow & { company: CompanyRow | null };
  records: Awaited<ReturnType<typeof findUserRecords>>;
  filesUrl: string;
  exportedAt: Date;
}): TDataExport {
  const { user, records } = input;
  const { company: _company, ...profile } = mapOwnProfile(user, input.filesUrl);
  return {
    exported_at: input.exportedAt.toISOString(),
    profile: {
      ...profile,
      email_verified_at: iso(user.emailVerifiedAt),
      mobile_verified_at: iso(user.mobileVerifiedAt),
      updated_at: user.updatedAt.toISOString(),
    },
    company: user.company ? mapCompany(user.company) : null,
    identities: records.identities.map((identity) => ({
      provider: identity.provider,
      linked_at: identity.createdAt.toISOString(),
    })),
    push_tokens: {
      count: records.devices.length,
      devices: records.devices.map((device) => ({
        registered_at: device.createdAt.toISOString(),
        last_seen_at: device.lastSeenAt.toISOString(),
      })),
    },
    sessions: records.sessions.map((session) => ({
      label: session.label,
      created_at: session.createdAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      last_used_at: iso(session.lastUsedAt),
      revoked_at: iso(session.revokedAt),
    })),
    properties: records.ownProperties.map((property) => ({
      id: property.id,
      slug_id: property.slug,
      title: property.title,
      title_ar: property.titleAr,
      property_classification: property.classification,
      property_type: property.listingType,
      moderation_status: property.moderationStatus,
      is_active: property.isActive,
      price_minor: property.priceMinor,
      currency: property.currency,
      address: property.address,
      city: property.city,
      state: property.state,
      country: property.country,
      created_at: property.createdAt.toISOString(),
      updated_at: property.updatedAt.toISOString(),
    })),
    projects: records.ownProjects.map((project) => ({
      id: project.id,
      slug_id: project.slug,
      title: project.title,
      title_ar: project.titleAr,
      moderation_status: project.moderationStatus,
      is_active: project.isActive,
      city: project.city,
      created_at: project.createdAt.toISOString(),
    })),
    favourites: records.liked.map((favourite) => ({
      property_id: favourite.propertyId,
      slug_id: favourite.slug,
      title: favourite.title,
      added_at: favourite.createdAt.toISOString(),
    })),
    interests: records.interests.map((interest) => ({
      property_id: interest.propertyId,
      slug_id: interest.slug,
      title: interest.title,
      added_at: interest.createdAt.toISOString(),
    })),
    personalised_fields: records.preferences ? mapPersonalisedFields(records.preferences) : null,
  };
}
