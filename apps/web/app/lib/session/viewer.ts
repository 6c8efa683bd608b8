import type { Locale } from "@manzil/domain/i18n";
import type { AppLoadContext } from "react-router";
import { isApiSuccess } from "../api/envelope";
import type { UserProfile } from "../api/types";

/** Who is signed in, as the header and every page may know it (never the token). */
export type Viewer = {
  id: number;
  name: string;
  email: string;
  /** Absolute URL of the profile photo, or "". */
  photo: string;
  /** The profile already holds the onboarding choices (spec §2's flag, learnt on a new device). */
  isOnboarded: boolean;
  /** Admins also see the review queue (the API still checks the role on every call). */
  isAdmin: boolean;
};

/**
 * Onboarding always saves a management type, so its presence means onboarding was completed. An admin runs the
 * site and has nothing to answer there, so signing in takes them where they were going.
 */
export function isOnboardedProfile(profile: Pick<UserProfile, "management_type" | "is_admin">): boolean {
  return Boolean(profile.is_admin || profile.management_type);
}

export function toViewer(profile: UserProfile): Viewer {
  return {
    id: profile.id,
    name: profile.name,
    email: profile.email,
    photo: profile.profile,
    isOnboarded: isOnboardedProfile(profile),
    isAdmin: profile.is_admin,
  };
}

export type OwnProfileResult =
  | { kind: "signed-in"; profile: UserProfile }
  /** The API refused the session (expired, revoked, deleted account). */
  | { kind: "guest" }
  /** The API could not answer; the session may still be fine. */
  | { kind: "unavailable" };

/** `get-user-data` for the visitor's session, from a loader or an action (in-process, ADR 004). */
export async function loadOwnProfile(context: AppLoadContext, language?: Locale): Promise<OwnProfileResult> {
  try {
    const result = await context.apiFetch("get-user-data", language ? { query: { lang: language } } : {});
    if (result.status === 200 && isApiSuccess<UserProfile>(result.body)) {
      return { kind: "signed-in", profile: result.body.data };
    }
    return result.status === 401 ? { kind: "guest" } : { kind: "unavailable" };
  } catch {
    return { kind: "unavailable" };
  }
}
