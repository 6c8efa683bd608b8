import { useParams } from "react-router";
import type { Route } from "./+types/user-stays";
import { NotFoundPage } from "../components/pages/status-pages";
import { OwnerStaysPage } from "../features/owner-stays/components/owner-stays-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_stays.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/stays/:id (spec §2 hotel availability calendar and prices), behind the /user guard; loads in the browser. */
export default function UserStays() {
  const { id } = useParams();
  const listingId = Number(id);
  if (!/^\d{1,10}$/.test(id ?? "") || !Number.isSafeInteger(listingId) || listingId < 1)
    return <NotFoundPage />;
  return <OwnerStaysPage key={listingId} id={listingId} />;
}
