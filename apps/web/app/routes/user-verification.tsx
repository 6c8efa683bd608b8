import type { Route } from "./+types/user-verification";
import { VerificationPage } from "../features/verification/components/verification-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("verification.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/verification: the member's agent verification state and form, behind the /user guard. */
export default function UserVerification() {
  return <VerificationPage />;
}
