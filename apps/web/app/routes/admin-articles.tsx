import { useSearchParams } from "react-router";
import type { Route } from "./+types/admin-articles";
import { articlesViewOf } from "../features/admin-content/admin-content";
import { ArticlesPage } from "../features/admin-content/components/articles-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminContent.articles.title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

export default function AdminArticles() {
  const [params] = useSearchParams();
  return <ArticlesPage view={articlesViewOf(params)} />;
}
