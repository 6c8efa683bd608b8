import type { TOwnProfile } from "@manzil/domain/contracts";
import { fileUrl } from "../../lib/file-url.js";
import type { findUserById } from "./users.repository.js";

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

/** The signed-in user's own profile. Never includes the password hash. */
export function mapOwnProfile(user: UserRow, publicUrl: string): TOwnProfile {
  return {
    id: user.id,
    slug_id: user.slug,
    name: user.name,
    email: user.email ?? "",
    mobile: user.mobile ?? "",
    profile: fileUrl(publicUrl, user.profileImage),
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
  };
}
