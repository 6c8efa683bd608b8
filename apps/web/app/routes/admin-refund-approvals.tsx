import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin-refund-approvals";
import { RefundApprovalsPage } from "../features/refund-approvals/components/refund-approvals-page";
import { refundApprovalsViewOf } from "../features/refund-approvals/refund-approvals";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("refund_approvals.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins see every refund waiting (the API answers all of them to an admin); others get a 404. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminRefundApprovals() {
  const [params] = useSearchParams();
  return <RefundApprovalsPage view={refundApprovalsViewOf(params)} base="/admin/refund-approvals" />;
}
