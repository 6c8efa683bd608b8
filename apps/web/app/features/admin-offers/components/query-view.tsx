import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import type { ApiSuccess } from "../../../lib/api/envelope";

/** A page's data in its three other states too: loading, failed (with a retry) and, when `isEmpty`, empty. */
export function QueryView<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<ApiSuccess<T>>;
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    return (
      <QueryFailure
        error={query.error}
        onRetry={() => void query.refetch()}
        retryLabel={t("adminOffers.retry")}
      />
    );
  }
  if (isEmpty?.(query.data.data)) {
    return <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-600">{emptyText}</p>;
  }
  return children(query.data.data);
}

/** The English and Arabic versions of one text side by side (stacked on phones), each in its own direction. */
export function BilingualInputs({
  labels,
  values,
  errors,
  names,
  onChange,
}: {
  labels: [string, string];
  values: [string, string];
  errors?: [string | undefined, string | undefined];
  names?: [string, string];
  onChange: (values: [string, string]) => void;
}) {
  return (
    <>
      <Input
        name={names?.[0]}
        label={labels[0]}
        dir="ltr"
        lang="en"
        value={values[0]}
        error={errors?.[0]}
        onChange={(e) => onChange([e.target.value, values[1]])}
      />
      <Input
        name={names?.[1]}
        label={labels[1]}
        dir="rtl"
        lang="ar"
        value={values[1]}
        error={errors?.[1]}
        onChange={(e) => onChange([values[0], e.target.value])}
      />
    </>
  );
}
