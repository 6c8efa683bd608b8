import { redirect, useSearchParams } from "react-router";
import type { Route } from "./+types/user-reservations";
import { ReservationsPage } from "../features/my-reservations/components/reservations-page";
import { reservationsViewOf } from "../features/my-reservations/reservations-view";
import { returnRedirectOf } from "../features/checkout/payment-return-loader.server";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

/** A booking's payment may come back here (`?payment=<id>`, the API's return URL): the return page checks it. */
export function loader({ request }: Route.LoaderArgs) {
  const returning = returnRedirectOf(request);
  if (returning) throw redirect(returning);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("my_reservations.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/reservations (spec §2 "reservations, mine"), behind the /user guard; its data loads in the browser (ADR 004). */
export default function UserReservations() {
  const [params] = useSearchParams();
  const viewerId = useRootData()?.viewer?.id ?? null;
  return <ReservationsPage view={reservationsViewOf(params)} viewerId={viewerId} />;
}
