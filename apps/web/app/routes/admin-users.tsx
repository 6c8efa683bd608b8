import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin-users";
import { usersViewOf } from "../features/admin-users/admin-users";
import { UsersPage } from "../features/admin-users/components/users-page";
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

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminUsers() {
  const [params] = useSearchParams();
  return <UsersPage view={usersViewOf(params)} />;
}
