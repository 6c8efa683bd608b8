import type { TPackageLimitStatus } from "@manzil/domain/contracts";

/** What may stop a user from opening a listing form (spec §6), in the order the API checks them. */
export type PostingBlocker =
  | "profile_incomplete"
  | "verification_pending"
  | "verification_failed"
  | "verification_required"
  | "not_subscribed"
  | "package_limit_over";

export type PostingGateFacts = {
  profile: {
    name: string;
    email: string;
    mobile: string;
    verification_status: "initial" | "pending" | "success" | "failed";
    is_admin: boolean;
  };
  /** The `verification_required_for_user` setting as the API sends it (a boolean since ADR 036). */
  verificationSetting: boolean | null | undefined;
  /** `check-package-limit` for the form's type; null when editing (an edit spends nothing). */
  packageStatus: TPackageLimitStatus | null;
};

/**
 * The first reason the form would be refused, or null when it would be accepted. It mirrors the API's own
 * checks (listing-posts and project-management services) so that nobody fills a long form only to be turned
 * away at the end; the API still decides.
 */
export function postingBlocker({
  profile,
  verificationSetting,
  packageStatus,
}: PostingGateFacts): PostingBlocker | null {
  if (profile.is_admin) return null;
  if (!profile.name.trim() || !profile.email || !profile.mobile) return "profile_incomplete";
  if (verificationSetting === true) {
    if (profile.verification_status === "pending") return "verification_pending";
    if (profile.verification_status === "failed") return "verification_failed";
    if (profile.verification_status !== "success") return "verification_required";
  }
  if (packageStatus) {
    if (!packageStatus.package_available) return "not_subscribed";
    if (!packageStatus.limit_available) return "package_limit_over";
  }
  return null;
}
