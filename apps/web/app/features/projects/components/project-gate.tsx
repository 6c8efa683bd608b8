import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { StarIcon, UserIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";

/**
 * Spec §6: projects need a package with `project_access`. A member sees the API's reason and the way to
 * the packages; a guest is asked to sign in first (and comes back here).
 */
export function ProjectGatePanel({ message, isSignedIn }: { message: string; isSignedIn: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <Card className="mt-10 flex flex-col items-center px-6 py-14 text-center" data-testid="project-gate">
      <span className="grid size-14 place-items-center rounded-2xl bg-amber-100 text-amber-800">
        {isSignedIn ? <StarIcon className="size-7" /> : <UserIcon className="size-7" />}
      </span>
      <h2 className="mt-5 text-xl font-bold text-slate-900">
        {isSignedIn ? t("projects_page.gate.title") : t("projects_page.gate.guest_title")}
      </h2>
      <p className="mt-2 max-w-md text-slate-600">
        {isSignedIn ? message || t("projects_page.gate.body") : t("projects_page.gate.guest_body")}
      </p>
      {isSignedIn ? (
        <Link
          to="/subscription-plan?feature=project_access"
          className={buttonClasses({ variant: "primary", className: "mt-6" })}
        >
          {t("projects_page.gate.see_packages")}
        </Link>
      ) : (
        <Link
          to={`/login?redirectTo=${encodeURIComponent(back)}`}
          className={buttonClasses({ variant: "primary", className: "mt-6" })}
        >
          {t("projects_page.gate.sign_in")}
        </Link>
      )}
    </Card>
  );
}
