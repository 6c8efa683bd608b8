import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-refund-approvals";
import { RefundApprovalsPage } from "../features/refund-approvals/components/refund-approvals-page";
import { refundApprovalsViewOf } from "../features/refund-approvals/refund-approvals";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("refund_approvals.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/refund-approvals: refunds guests asked on the owner's properties, behind the /user guard. */
export default function UserRefundApprovals() {
  const [params] = useSearchParams();
  return <RefundApprovalsPage view={refundApprovalsViewOf(params)} base="/user/refund-approvals" />;
}
