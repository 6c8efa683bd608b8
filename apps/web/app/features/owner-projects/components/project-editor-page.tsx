import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { BackLink } from "../../../components/owner/back-link";
import { QueryFailurePage } from "../../../components/owner/query-failure-page";
import { NotFoundPage } from "../../../components/pages/status-pages";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiGet } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { OWN_PROJECTS_KEY, type OwnProject } from "../owner-projects";
import { ProjectForm, type LocationPickerSlot } from "./project-form";

type ProjectEditorPageProps = {
  /** The project to edit; null adds one. */
  projectId: number | null;
  locationPicker?: LocationPickerSlot | undefined;
};

function Frame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:py-16">
      <BackLink to="/user/my-projects" label={t("owner_projects.my_projects_title")} />
      <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/**
 * /user/add-project and /user/edit-project/:id. An edit starts from the owner's own copy of the project
 * (get-added-projects, any state); another owner's project is not found, like a missing one.
 */
export function ProjectEditorPage({ projectId, locationPicker }: ProjectEditorPageProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const existing = useQuery({
    queryKey: [OWN_PROJECTS_KEY, viewerId, locale, "edit", projectId],
    queryFn: () => apiGet<OwnProject[]>(OWN_PROJECTS_KEY, { id: projectId, limit: 1, lang: locale }),
    enabled: projectId !== null,
    // The form starts from what is stored now, not from a list seen a while ago.
    refetchOnMount: "always",
    staleTime: 0,
  });

  if (projectId === null) {
    return (
      <Frame title={t("owner_projects.add_title")}>
        <ProjectForm project={null} locationPicker={locationPicker} />
      </Frame>
    );
  }
  if (existing.isPending) return <PageLoading />;
  if (existing.isError) return <QueryFailurePage error={existing.error} />;
  const project = existing.data.data.find((item) => item.id === projectId);
  if (!project) return <NotFoundPage />;
  return (
    <Frame title={t("owner_projects.edit_title")}>
      <ProjectForm key={project.id} project={project} locationPicker={locationPicker} />
    </Frame>
  );
}
