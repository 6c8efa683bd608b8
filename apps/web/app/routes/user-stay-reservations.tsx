import { useParams, useSearchParams } from "react-router";
import type { Route } from "./+types/user-stay-reservations";
import { NotFoundPage } from "../components/pages/status-pages";
import { OwnerReservationsPage } from "../features/owner-reservations/components/owner-reservations-page";
import { ownerReservationsViewOf } from "../features/owner-reservations/owner-reservations";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_reservations.hotel_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/stays/:id/reservations (spec §2 hotel reservations): one stay's bookings and today's front desk. */
export default function UserStayReservations() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const ownerId = useRootData()?.viewer?.id ?? null;
  const listingId = Number(id);
  if (!/^\d{1,10}$/.test(id ?? "") || !Number.isSafeInteger(listingId) || listingId < 1)
    return <NotFoundPage />;
  return (
    <OwnerReservationsPage
      ownerId={ownerId}
      key={listingId}
      view={ownerReservationsViewOf(params)}
      scopedTo={listingId}
    />
  );
}
