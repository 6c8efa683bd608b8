import { FeatureAction } from "../../../components/featuring/feature-action";
import { useFeaturedItems } from "../../../components/featuring/featured-items";
import { BuildingIcon } from "../../../components/icons/icons";
import { moderationTabQuery } from "../../../components/owner/owner-list";
import { OwnerListPage, useOwnerList } from "../../../components/owner/owner-list-page";
import {
  isProjectPublic,
  OWN_PROJECTS_KEY,
  PROJECT_TABS,
  type OwnProject,
  type ProjectTab,
} from "../owner-projects";
import { useProjectChanges } from "../use-project-changes";
import { OwnProjectCard } from "./own-project-card";

export const MY_PROJECTS_PAGE_SIZE = 10;

type MyProjectsPageProps = { tab: ProjectTab; search: string; page: number };

/** The owner's projects by state (tabs with the API's counts), searchable by name, a page at a time. */
export function MyProjectsPage(view: MyProjectsPageProps) {
  const { queryKey, query } = useOwnerList<OwnProject, ProjectTab>({
    endpoint: OWN_PROJECTS_KEY,
    view,
    tabQuery: moderationTabQuery,
    pageSize: MY_PROJECTS_PAGE_SIZE,
  });
  const { busy, setVisible, remove } = useProjectChanges(queryKey);
  const featured = useFeaturedItems();

  return (
    <OwnerListPage
      base="/user/my-projects"
      view={view}
      tabs={PROJECT_TABS}
      texts="owner_projects.list"
      tabTexts="owner_projects.tabs"
      add={{ to: "/user/add-project", testId: "add-project" }}
      EmptyIcon={BuildingIcon}
      pageSize={MY_PROJECTS_PAGE_SIZE}
      query={query}
      deleteMessages="owner_projects.delete"
      onDelete={(project, onHidden) => void remove(project, { onHidden })}
      renderItem={(project, askDelete) => (
        <OwnProjectCard
          project={project}
          busy={busy.has(project.id)}
          onSetVisible={(item, status) => void setVisible(item, status)}
          onDelete={askDelete}
          feature={
            isProjectPublic(project) ? (
              <FeatureAction kind="project" id={project.id} title={project.title} ads={featured.data?.data} />
            ) : null
          }
        />
      )}
    />
  );
}
