import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin-bank-transfers";
import { BankTransfersPage } from "../features/admin-payments/components/bank-transfers-page";
import { transfersViewOf } from "../features/admin-payments/bank-transfers";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminPayments.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminBankTransfers() {
  const [params] = useSearchParams();
  return <BankTransfersPage view={transfersViewOf(params)} />;
}
