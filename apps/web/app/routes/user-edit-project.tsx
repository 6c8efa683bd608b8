import { useTranslation } from "react-i18next";
import type { Route } from "./+types/user-edit-project";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_projects.edit_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

// Placeholder while the page is built (issue 5).
export default function Page() {
  const { t } = useTranslation();
  return (
    <h1 className="mx-auto max-w-4xl px-4 py-12 text-3xl font-extrabold">{t("owner_projects.edit_title")}</h1>
  );
}
