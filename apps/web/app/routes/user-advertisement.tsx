import type { Route } from "./+types/user-advertisement";
import { AdvertisementsPage } from "../features/advertisements/components/advertisements-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("advertisement.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/advertisement (spec §2), behind the /user guard; its data loads in the browser (ADR 004). */
export default function UserAdvertisement() {
  return <AdvertisementsPage />;
}
