import { redirect, type AppLoadContext } from "react-router";
import { isOnboardedProfile, loadOwnProfile } from "../session/viewer";
import { syncOnboardingFlag } from "../storage/local-storage";
import { decideUserRoute } from "./route-guard";

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

/**
 * The server half of the members' guard (every /user path, and the owner's own pages outside it): guests
 * are turned away with a real redirect before anything renders.
 */
export async function guardMemberOnServer(context: AppLoadContext): Promise<ServerGuardFacts> {
  const facts = await loadGuardFacts(context);
  const decision = decideUserRoute({ signedIn: facts.signedIn });
  if (decision.kind === "redirect") throw redirect(decision.to);
  return facts;
}

/**
 * The browser half: adds the onboarding flag, which localStorage keeps (and which is learnt from the
 * profile when the choices were saved on another device).
 */
export async function guardMemberInBrowser(
  serverLoader: () => Promise<ServerGuardFacts>,
): Promise<ServerGuardFacts> {
  const serverData = await serverLoader();
  const decision = decideUserRoute({
    signedIn: serverData.signedIn,
    onboardingDone: syncOnboardingFlag(serverData.onboarded),
  });
  if (decision.kind === "redirect") throw redirect(decision.to);
  return serverData;
}
