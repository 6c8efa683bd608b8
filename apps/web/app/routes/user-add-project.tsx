import type { Route } from "./+types/user-add-project";
import { PostingGate } from "../components/gates/posting-gate";
import type { LocationPickerSlot } from "../features/owner-projects/components/project-form";
import { ProjectEditorPage } from "../features/owner-projects/components/project-editor-page";
import { LocationPicker } from "../features/map/components/location-picker";
import { titleWithCompany } from "../lib/seo/page-meta";
import { metaContextOf, useRootData } from "../lib/seo/root-data";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, company } = metaContextOf(matches);
  return [
    { title: titleWithCompany(t("owner_projects.add_title"), company) },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * The project form behind spec §6's posting gate, with the map's location picker: features never import
 * each other, so the route composes them. Shared by /user/add-project and /user/edit-project/:id.
 */
export function ProjectEditorScreen({ projectId }: { projectId: number | null }) {
  const settings = useRootData()?.settings;
  const locationPicker: LocationPickerSlot = (props) => (
    <LocationPicker {...props} geocoderUrl={settings?.map_geocoder_url} styleUrl={settings?.map_style_url} />
  );
  return (
    <PostingGate kind="project_list" isEditing={projectId !== null} backTo="/user/my-projects">
      <ProjectEditorPage projectId={projectId} locationPicker={locationPicker} />
    </PostingGate>
  );
}

/** /user/add-project, behind the /user guard. A signed-in page: its data loads in the browser. */
export default function UserAddProject() {
  return <ProjectEditorScreen projectId={null} />;
}
