import type { Route } from "./+types/admin-faqs";
import { FaqsPage } from "../features/admin-content/components/faqs-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminContent.faqs.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminFaqs() {
  return <FaqsPage />;
}
