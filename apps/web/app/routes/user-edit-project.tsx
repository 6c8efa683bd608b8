import { useParams } from "react-router";
import type { Route } from "./+types/user-edit-project";
import { NotFoundPage } from "../components/pages/status-pages";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { ProjectEditorScreen } from "./user-add-project";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_projects.edit_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** `:id` as a project id: digits only, within the API's range. */
const projectIdOf = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** /user/edit-project/:id, behind the /user guard: the owner's own project in any state. */
export default function UserEditProject() {
  const id = projectIdOf(useParams().id);
  return id === null ? <NotFoundPage /> : <ProjectEditorScreen projectId={id} />;
}
