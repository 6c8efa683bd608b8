import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-my-properties";
import { pageOf, searchOf } from "../components/owner/owner-list";
import { MyPropertiesPage } from "../features/owner/components/my-properties-page";
import { isOwnerTab } from "../features/owner/owner-listings";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner.my_properties.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/my-properties, behind the /user guard. A signed-in page: its data loads in the browser (ADR 004). */
export default function UserMyProperties() {
  const [params] = useSearchParams();
  const tab = params.get("tab");
  return (
    <MyPropertiesPage
      tab={isOwnerTab(tab) ? tab : "all"}
      search={searchOf(params.get("search"))}
      page={pageOf(params.get("page"))}
    />
  );
}
