import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-owner-reservations";
import { OwnerReservationsPage } from "../features/owner-reservations/components/owner-reservations-page";
import { ownerReservationsViewOf } from "../features/owner-reservations/owner-reservations";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_reservations.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/owner-reservations (spec §2 owner reservations), behind the /user guard; loads in the browser. */
export default function UserOwnerReservations() {
  const [params] = useSearchParams();
  const ownerId = useRootData()?.viewer?.id ?? null;
  return <OwnerReservationsPage ownerId={ownerId} view={ownerReservationsViewOf(params)} />;
}
