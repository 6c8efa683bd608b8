import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-my-projects";
import { pageOf, searchOf } from "../components/owner/owner-list";
import { MyProjectsPage } from "../features/owner-projects/components/my-projects-page";
import { isProjectTab } from "../features/owner-projects/owner-projects";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_projects.my_projects_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/my-projects, behind the /user guard. A signed-in page: its data loads in the browser (ADR 004). */
export default function UserMyProjects() {
  const [params] = useSearchParams();
  const tab = params.get("tab");
  return (
    <MyProjectsPage
      tab={isProjectTab(tab) ? tab : "all"}
      search={searchOf(params.get("search"))}
      page={pageOf(params.get("page"))}
    />
  );
}
