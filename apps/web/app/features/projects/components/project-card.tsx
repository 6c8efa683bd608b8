import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { MapPinIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";
import type { ProjectCardData } from "../../../lib/api/types";
import { projectHref, projectPlace, projectTypeKey } from "../project-detail";

/** A project teaser: image, type badge, category, title (the card's one link) and place. */
export function ProjectCard({ project, priority = false }: { project: ProjectCardData; priority?: boolean }) {
  const { t } = useTranslation();
  const typeKey = projectTypeKey(project.type);
  const place = projectPlace(project, t("app.list_separator"));
  return (
    <Card className="group relative flex h-full w-full flex-col overflow-hidden" data-testid="project-card">
      <div className="relative aspect-[16/10] bg-slate-100">
        {project.image ? (
          <img
            src={project.image}
            alt={project.title}
            width={640}
            height={400}
            loading={priority ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover"
          />
        ) : null}
        {typeKey ? (
          <span className="absolute start-3 top-3 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-800 shadow">
            {t(`projects_page.type.${typeKey}`)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        {project.category?.category ? (
          <p className="text-xs font-semibold text-brand-700">{project.category.category}</p>
        ) : null}
        <h2 className="font-bold text-slate-900 group-hover:text-brand-800">
          <Link
            to={projectHref(project)}
            className="rounded after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <bdi>{project.title}</bdi>
          </Link>
        </h2>
        {place ? (
          <p className="mt-auto flex items-center gap-1 text-sm text-slate-500">
            <MapPinIcon className="size-4" />
            <span className="truncate" dir="auto">
              {place}
            </span>
          </p>
        ) : null}
      </div>
    </Card>
  );
}
