import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { ArrowEndIcon } from "../../../components/icons/icons";

type SectionShellProps = {
  id: number;
  type: string;
  title: string;
  viewAllHref?: string | undefined;
  actions?: ReactNode;
  children: ReactNode;
};

/** One homepage section (its styling named in app.css, as a page holds a dozen, issue 19): its API title as the heading, tagged for tests with its API type. */
export function SectionShell({ id, type, title, viewAllHref, actions, children }: SectionShellProps) {
  const { t } = useTranslation();
  const headingId = `home-section-${id}`;
  return (
    <section
      data-testid="home-section"
      data-section-type={type}
      aria-labelledby={headingId}
      className="home-section"
    >
      <div className="home-section-head">
        <h2 id={headingId} className="home-section-title">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {actions}
          {viewAllHref ? (
            <Link to={viewAllHref} className="home-view-all">
              {t("home.view_all")}
              <span className="sr-only">: {title}</span>
              <ArrowEndIcon className="size-4" />
            </Link>
          ) : null}
        </div>
      </div>
      {children}
    </section>
  );
}
