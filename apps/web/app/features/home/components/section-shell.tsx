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

/** One homepage section: its API title as the heading, tagged for tests with its API type. */
export function SectionShell({ id, type, title, viewAllHref, actions, children }: SectionShellProps) {
  const { t } = useTranslation();
  const headingId = `home-section-${id}`;
  return (
    <section
      data-testid="home-section"
      data-section-type={type}
      aria-labelledby={headingId}
      className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8"
    >
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {title}
        </h2>
        <div className="flex items-center gap-2">
          {actions}
          {viewAllHref ? (
            <Link
              to={viewAllHref}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
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
