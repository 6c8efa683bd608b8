import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/user-transaction-history";
import { returnRedirectOf } from "../features/checkout/payment-return-loader.server";
import { PaymentsPage } from "../features/payments-history/components/payments-page";
import { paymentsViewOf } from "../features/payments-history/payments-view";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [{ title: titleWithCompany(t("payments.title"), company) }, { name: "robots", content: "noindex" }];
};

/** A send-money payment comes back here (`?payment=<id>`, the API's return URL): the return page checks it. */
export function loader({ request }: Route.LoaderArgs) {
  const returning = returnRedirectOf(request);
  if (returning) throw redirect(returning);
  return null;
}

/** /user/transaction-history ("All payments"), behind the /user guard; its data loads in the browser (ADR 004). */
export default function UserTransactionHistory() {
  const [params] = useSearchParams();
  return <PaymentsPage view={paymentsViewOf(params)} />;
}
