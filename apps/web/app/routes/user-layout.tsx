import { Outlet } from "react-router";
import type { Route } from "./+types/user-layout";
import { PageLoading } from "../components/ui/page-loading";
import { guardMemberInBrowser, guardMemberOnServer } from "../lib/guard/guard-loaders";
import { loadAccountCatalogue, pageLanguage } from "../lib/i18n/catalogues";

// Spec §2 guard for every path under /user: the server turns guests away before anything renders, the
// browser adds the onboarding flag.

export async function loader({ context }: Route.LoaderArgs) {
  return guardMemberOnServer(context);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // The editors' and the stays calendar's text (ADR 084), fetched beside the guard's request.
  const [guarded] = await Promise.all([
    guardMemberInBrowser(serverLoader),
    loadAccountCatalogue(pageLanguage()),
  ]);
  return guarded;
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
