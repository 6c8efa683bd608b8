import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin-catalogue-cities";
import { citiesViewOf } from "../features/admin-catalogue/admin-catalogue";
import { CitiesPage } from "../features/admin-catalogue/components/cities-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminCatalogue.cities.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminCatalogueCities() {
  const [params] = useSearchParams();
  return <CitiesPage view={citiesViewOf(params)} />;
}
