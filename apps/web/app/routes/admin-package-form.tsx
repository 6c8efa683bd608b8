import { data } from "react-router";
import type { Route } from "./+types/admin-package-form";
import { PackageFormPage } from "../features/admin-offers/components/package-form-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminOffers.packages.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only; `new` opens an empty form, an id that cannot be one is a page that does not exist. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await adminOnlyLoader(context, request);
  if (params.id === "new") return { id: null };
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return { id };
}

export default function AdminPackageForm({ loaderData }: Route.ComponentProps) {
  return <PackageFormPage id={loaderData.id} />;
}
