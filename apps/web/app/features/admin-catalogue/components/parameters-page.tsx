import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminParameter } from "@manzil/domain/contracts";
import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { apiGet } from "../../../lib/api/browser-api";
import { useLocale } from "../../../lib/i18n/use-locale";
import { PARAMETERS_KEY } from "../admin-catalogue";
import { ActiveBadge, CatalogueShell } from "./catalogue-shell";
import { EditorDialog } from "./editor-dialog";
import { ParameterForm } from "./parameter-form";

/** /admin/catalogue/parameters: every parameter definition; create one, or open one to change it. */
export function ParametersPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [PARAMETERS_KEY, "all", locale],
    queryFn: () => apiGet<TAdminParameter[]>(PARAMETERS_KEY, { limit: 100, lang: locale }),
    refetchOnMount: "always",
  });
  const [editing, setEditing] = useState<TAdminParameter | "new" | null>(null);
  const saved = () => {
    setEditing(null);
    void queryClient.invalidateQueries({ queryKey: [PARAMETERS_KEY] });
  };

  return (
    <CatalogueShell
      title={t("adminCatalogue.parameters.title")}
      lead={t("adminCatalogue.parameters.lead")}
      actions={<Button onClick={() => setEditing("new")}>{t("adminCatalogue.parameters.new")}</Button>}
    >
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ create: t("adminCatalogue.parameters.new"), edit: t("adminCatalogue.parameters.edit") }}
      >
        {(parameter) => (
          <div className="mt-4">
            <ParameterForm {...(parameter ? { parameter } : {})} onSaved={saved} />
          </div>
        )}
      </EditorDialog>
      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <QueryFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("adminCatalogue.retry")}
        />
      ) : list.data.data.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t("adminCatalogue.parameters.empty")}</h2>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.data.map((parameter) => (
            <li key={parameter.id}>
              <Card className="flex h-full flex-col gap-1 p-4 text-sm">
                <p className="font-bold text-slate-900">
                  <span dir="auto">{parameter.name}</span>
                </p>
                <p className="text-slate-700">
                  <span dir="rtl" lang="ar">
                    {parameter.name_ar}
                  </span>
                </p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  <span>{t(`adminCatalogue.parameter_types.${parameter.type}`)}</span>
                  {parameter.is_required ? (
                    <span className="font-bold text-amber-800">
                      {t("adminCatalogue.parameters.required_badge")}
                    </span>
                  ) : null}
                  <ActiveBadge active={parameter.is_active} />
                </p>
                <p className="text-xs text-slate-500">
                  {t("adminCatalogue.parameters.usage", {
                    categories: parameter.category_count,
                    answers: parameter.answer_count,
                  })}
                </p>
                <div className="mt-auto pt-2">
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setEditing(parameter)}
                    aria-label={t("adminCatalogue.edit_named", { name: parameter.name })}
                  >
                    {t("adminCatalogue.edit")}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </CatalogueShell>
  );
}
