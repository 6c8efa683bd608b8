import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { MapPinIcon } from "../../../components/icons/icons";
import { OwnerActions } from "../../../components/owner/owner-actions";
import { DeleteButton } from "../../../components/owner/delete-dialog";
import { RejectNote } from "../../../components/owner/reject-note";
import { OwnerCard } from "../../../components/owner/owner-card";
import { Button } from "../../../components/ui/button";
import {
  isProjectPublic,
  projectBadgeOf,
  publicProjectHref,
  visibilityChangeOf,
  type OwnProject,
} from "../owner-projects";

type OwnProjectCardProps = {
  project: OwnProject;
  /** A change or deletion of this project is on its way: its buttons wait. */
  busy: boolean;
  onSetVisible: (project: OwnProject, status: 0 | 1) => void;
  onDelete: (project: OwnProject) => void;
  /** "Feature this" (or until when it is featured), for a project visitors can see. */
  feature?: ReactNode;
};

/** One of the owner's projects: where it stands, how often it was seen, and what can be done with it. */
export function OwnProjectCard({ project, busy, onSetVisible, onDelete, feature }: OwnProjectCardProps) {
  const { t } = useTranslation();
  const visibility = visibilityChangeOf(project);
  const place = [project.city, project.country].filter((part) => part.trim()).join(t("app.list_separator"));
  const labelled = (action: string) => t("owner.card.change_label", { action, title: project.title });
  return (
    <OwnerCard
      testId="own-project"
      dataId={{ name: "data-project-id", value: project.id }}
      image={project.image}
      state={projectBadgeOf(project)}
      heading={
        <div>
          <p className="text-xs font-semibold text-brand-700">
            {t(`owner_projects.type.${project.type}`)}
            {project.category.category ? ` · ${project.category.category}` : ""}
          </p>
          <h3 className="text-base leading-snug font-bold text-slate-900" data-testid="project-title">
            {project.title}
          </h3>
        </div>
      }
    >
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        {place ? (
          <span className="inline-flex items-center gap-1">
            <MapPinIcon className="size-4 text-slate-500" />
            {place}
          </span>
        ) : null}
        <span data-testid="project-views">{t("owner.card.views", { count: project.total_click })}</span>
      </p>
      {project.request_status === "pending" ? (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="review-note">
          {t("owner_projects.card.under_review")}
        </p>
      ) : null}
      {project.request_status === "rejected" ? <RejectNote reason={project.reject_reason} /> : null}
      <OwnerActions
        title={project.title}
        publicHref={isProjectPublic(project) ? publicProjectHref(project) : null}
        editHref={`/user/edit-project/${project.id}`}
        editTestId="project-edit"
      >
        {visibility === null ? null : (
          <Button
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => onSetVisible(project, visibility)}
            aria-label={labelled(t(visibility === 1 ? "owner.card.activate" : "owner.card.deactivate"))}
            data-testid={`project-change-${visibility}`}
          >
            {t(visibility === 1 ? "owner.card.activate" : "owner.card.deactivate")}
          </Button>
        )}
        {feature}
        <DeleteButton title={project.title} busy={busy} onClick={() => onDelete(project)} />
      </OwnerActions>
    </OwnerCard>
  );
}
