import type { Route } from "./+types/user-dashboard";
import { DashboardPage } from "../features/owner/components/dashboard-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner.dashboard.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/dashboard, behind the /user guard. A signed-in page: its data loads in the browser (ADR 004). */
export default function UserDashboard() {
  return <DashboardPage />;
}
