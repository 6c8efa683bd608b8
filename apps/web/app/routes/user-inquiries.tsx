import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-inquiries";
import { InquiriesPage } from "../features/inquiries/components/inquiries-page";
import { inquiriesViewOf } from "../features/inquiries/inquiries-view";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [{ title: titleWithCompany(t("inquiries.title"), company) }, { name: "robots", content: "noindex" }];
};

/** /user/inquiries, behind the /user guard; its data loads in the browser (ADR 004). */
export default function UserInquiries() {
  const [params] = useSearchParams();
  return <InquiriesPage view={inquiriesViewOf(params)} />;
}
