import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";

/** One section of the site setup page: its heading, and its data's loading and error states before the body. */
export function SectionCard<T>({
  id,
  title,
  lead,
  query,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  query: UseQueryResult<{ data: T }>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id} className="min-w-0">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
        <div className="mt-4">
          {query.isPending ? (
            <PageLoading />
          ) : query.isError ? (
            <QueryFailure
              error={query.error}
              onRetry={() => void query.refetch()}
              retryLabel={t("adminSite.retry")}
            />
          ) : (
            children(query.data.data)
          )}
        </div>
      </section>
    </Card>
  );
}
