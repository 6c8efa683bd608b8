import type { TOwnProject } from "@manzil/domain/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Card } from "../../../components/ui/card";
import { buttonClasses } from "../../../components/ui/button";

type ProjectSavedProps = { message: string; project: TOwnProject; isEditing: boolean };

/** After a save: the API's word on it (under review, most often) and where to go next. */
export function ProjectSaved({ message, project, isEditing }: ProjectSavedProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const isUnderReview = project.request_status === "pending";
  return (
    <Card className="flex flex-col items-center px-6 py-14 text-center" data-testid="project-saved">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {isUnderReview ? t("owner_projects.saved.review_title") : t("owner_projects.saved.title")}
      </h2>
      <p className="mt-3 max-w-lg text-slate-600" role="status">
        {message || (isUnderReview ? t("owner_projects.saved.review_body") : t("owner_projects.saved.body"))}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/user/my-projects" className={buttonClasses()}>
          {t("owner_projects.saved.my_projects")}
        </Link>
        {isEditing ? (
          <Link
            to={`/user/edit-project/${project.id}`}
            reloadDocument
            className={buttonClasses({ variant: "outline" })}
          >
            {t("owner_projects.saved.edit_again")}
          </Link>
        ) : (
          <Link to="/user/add-project" reloadDocument className={buttonClasses({ variant: "outline" })}>
            {t("owner_projects.saved.add_another")}
          </Link>
        )}
      </div>
    </Card>
  );
}
