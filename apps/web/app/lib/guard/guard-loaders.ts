import type { AppLoadContext } from "react-router";
import { isOnboardedProfile, loadOwnProfile } from "../session/viewer";

/** What the server knows for the spec §2 guard; the browser adds the localStorage flag. */
export type ServerGuardFacts = { signedIn: boolean; onboarded: boolean };

/**
 * "Signed in" means the API accepts the visitor's session (spec §6): `get-user-data` answers 200 for
 * the session cookie that apiFetch forwards. Guests get 401. "Onboarded" means the profile already
 * holds the onboarding choices, so a second device does not ask again.
 */
export async function loadGuardFacts(context: AppLoadContext): Promise<ServerGuardFacts> {
  const result = await loadOwnProfile(context);
  if (result.kind !== "signed-in") return { signedIn: false, onboarded: false };
  return { signedIn: true, onboarded: isOnboardedProfile(result.profile) };
}
