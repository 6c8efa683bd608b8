import { data } from "react-router";
import type { Route } from "./+types/admin-user-details";
import { UserDetailPage } from "../features/admin-users/components/user-detail-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminUsers.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only; an id that cannot be one is a page that does not exist. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  await adminOnlyLoader(context, request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return { id };
}

export default function AdminUserDetails({ loaderData }: Route.ComponentProps) {
  return <UserDetailPage id={loaderData.id} />;
}
