import { useParams } from "react-router";
import type { Route } from "./+types/admin-article-form";
import { ArticleFormPage } from "../features/admin-content/components/article-form-page";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { adminOnlyLoader } from "./admin-guard.server";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("adminContent.articles.edit_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** Admins only: a guest signs in first; a member gets the page that does not exist for them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return adminOnlyLoader(context, request);
}

/** `/admin/articles/new` writes a new article; `/admin/articles/:id` edits one. */
export default function AdminArticleForm() {
  const { id } = useParams();
  const number = Number(id);
  return <ArticleFormPage key={id} id={id === "new" || !Number.isInteger(number) ? null : number} />;
}
