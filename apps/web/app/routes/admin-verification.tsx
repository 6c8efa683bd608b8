import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin-verification";
import { adminVerificationViewOf } from "../features/verification/admin-verification";
import { AdminVerificationPage } from "../features/verification/components/admin-verification-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("verification.admin.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminVerification() {
  const [params] = useSearchParams();
  return <AdminVerificationPage view={adminVerificationViewOf(params)} />;
}
