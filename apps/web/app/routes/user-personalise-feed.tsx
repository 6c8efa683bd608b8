import type { Route } from "./+types/user-personalise-feed";
import { PersonaliseFeedPage } from "../features/member/components/personalise-feed-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("member.feed.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/personalise-feed, behind the /user guard. A signed-in page: its data loads in the browser (ADR 004). */
export default function UserPersonaliseFeed() {
  return <PersonaliseFeedPage />;
}
