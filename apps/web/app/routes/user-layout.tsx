import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/user-layout";
import { PageLoading } from "../components/ui/page-loading";
import { decideUserRoute } from "../lib/guard/route-guard";
import { loadGuardFacts } from "../lib/guard/guard-loaders";
import { syncOnboardingFlag } from "../lib/storage/local-storage";

// Spec §2 guard for every path under /user. The server half turns guests away with a real redirect
// before anything renders; the browser half adds the onboarding flag, which localStorage keeps (and
// which is learnt from the profile when the choices were saved on another device).

export async function loader({ context }: Route.LoaderArgs) {
  const facts = await loadGuardFacts(context);
  const decision = decideUserRoute({ signedIn: facts.signedIn });
  if (decision.kind === "redirect") throw redirect(decision.to);
  return facts;
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const serverData = await serverLoader();
  const decision = decideUserRoute({
    signedIn: serverData.signedIn,
    onboardingDone: syncOnboardingFlag(serverData.onboarded),
  });
  if (decision.kind === "redirect") throw redirect(decision.to);
  return serverData;
}
// Signed-in pages load in the browser (ADR 004): the server renders the fallback, the browser the page.
clientLoader.hydrate = true as const;

/** "On every path change": the guard runs again for each navigation inside /user, not only on entry. */
export function shouldRevalidate() {
  return true;
}

export function HydrateFallback() {
  return <PageLoading />;
}

export default function UserLayout() {
  return <Outlet />;
}
