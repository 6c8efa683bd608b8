import { useParams } from "react-router";
import type { Route } from "./+types/user-edit-property";
import { NotFoundPage } from "../components/pages/status-pages";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf } from "../lib/seo/root-data";
import { PropertyEditorScreen } from "./user-properties";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("editor.edit_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/** /user/edit-property/:id: the same wizard, loaded with one of the owner's listings. */
export default function UserEditProperty() {
  const { id } = useParams();
  const listingId = Number(id);
  if (!/^\d{1,10}$/.test(id ?? "") || !Number.isSafeInteger(listingId) || listingId < 1)
    return <NotFoundPage />;
  return <PropertyEditorScreen key={listingId} editingId={listingId} />;
}
