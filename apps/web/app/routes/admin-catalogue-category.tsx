import { useParams } from "react-router";
import type { Route } from "./+types/admin-catalogue-category";
import { CategoryPage } from "../features/admin-catalogue/components/category-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminCatalogue.category.edit_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminCatalogueCategory() {
  const { id } = useParams();
  // Anything but a positive number is the new-category form ("/new").
  const number = Number(id);
  return <CategoryPage key={id} id={Number.isInteger(number) && number > 0 ? number : "new"} />;
}
