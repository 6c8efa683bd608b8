import { useParams } from "react-router";
import type { Route } from "./+types/my-property";
import { PageLoading } from "../components/ui/page-loading";
import { OwnPropertyPage } from "../features/own-property/components/own-property-page";
import { guardMemberInBrowser, guardMemberOnServer } from "../lib/guard/guard-loaders";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("own_property.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

// The owner's own page lives outside /user (spec §2's address), so it takes the members' guard itself.
export async function loader({ context }: Route.LoaderArgs) {
  return guardMemberOnServer(context);
}

export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return guardMemberInBrowser(serverLoader);
}
// A signed-in page (ADR 004): the server renders the fallback, the browser loads the listing.
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <PageLoading />;
}

/** /my-property/:slug — one of the owner's listings in any state. */
export default function MyProperty() {
  return <OwnPropertyPage slug={useParams().slug ?? ""} />;
}
