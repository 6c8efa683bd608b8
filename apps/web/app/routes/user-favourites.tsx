import { useSearchParams } from "react-router";
import type { Route } from "./+types/user-favourites";
import { FavouritesPage } from "../features/member/components/favourites-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("member.favourites.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** `?page=` as a whole number from 1; anything else is the first page. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** /user/favourites, behind the /user guard. A signed-in page: its data loads in the browser (ADR 004). */
export default function UserFavourites() {
  const [search] = useSearchParams();
  return <FavouritesPage page={pageOf(search.get("page"))} />;
}
