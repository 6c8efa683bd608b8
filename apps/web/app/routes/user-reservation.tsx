import { redirect, useParams, useSearchParams } from "react-router";
import type { Route } from "./+types/user-reservation";
import { NotFoundPage } from "../components/pages/status-pages";
import { ConfirmationPage } from "../features/my-reservations/components/confirmation-page";
import { returnRedirectOf } from "../features/checkout/payment-return-loader.server";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

/** A booking's payment may come back here (`?payment=<id>`, the API's return URL): the return page checks it. */
export function loader({ request }: Route.LoaderArgs) {
  const returning = returnRedirectOf(request);
  if (returning) throw redirect(returning);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("my_reservations.details.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/reservations/:id: one booking, and the confirmation a guest lands on after booking (`?booked=1`). */
export default function UserReservation() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const reservationId = Number(id);
  if (!/^\d{1,10}$/.test(id ?? "") || !Number.isSafeInteger(reservationId) || reservationId < 1) {
    return <NotFoundPage />;
  }
  return (
    <ConfirmationPage key={reservationId} id={reservationId} justBooked={params.get("booked") === "1"} />
  );
}
