import { redirect } from "react-router";
import type { Route } from "./+types/user-payments";
import { PAYMENTS_PATH } from "../features/payments-history/payments-view";

/** `/user/payments` is another name for "All payments" (eBroker's path is transaction-history): same filters. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(`${PAYMENTS_PATH}${new URL(request.url).search}`, 301);
}
