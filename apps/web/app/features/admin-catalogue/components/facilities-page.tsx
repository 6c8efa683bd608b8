import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TAdminFacility } from "@manzil/domain/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { apiDelete, apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { FACILITIES_KEY } from "../admin-catalogue";
import { BilingualInputs } from "./bilingual-inputs";
import { CatalogueShell } from "./catalogue-shell";
import { EditorDialog } from "./editor-dialog";
import { ImagePicker } from "./image-picker";

/** /admin/catalogue/facilities: the places a listing gives distances to (school, hospital, metro…). */
export function FacilitiesPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [FACILITIES_KEY, locale],
    queryFn: () => apiGet<TAdminFacility[]>(FACILITIES_KEY, { lang: locale }),
    refetchOnMount: "always",
  });
  const [editing, setEditing] = useState<TAdminFacility | "new" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [FACILITIES_KEY] });
  const remove = useMutation({
    mutationFn: (facility: TAdminFacility) => apiDelete(`${FACILITIES_KEY}/${facility.id}`, { lang: locale }),
    onSuccess: () => {
      toast.success(t("adminCatalogue.deleted"));
      refresh();
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  return (
    <CatalogueShell
      title={t("adminCatalogue.facilities.title")}
      lead={t("adminCatalogue.facilities.lead")}
      actions={<Button onClick={() => setEditing("new")}>{t("adminCatalogue.facilities.new")}</Button>}
    >
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ create: t("adminCatalogue.facilities.new"), edit: t("adminCatalogue.facilities.edit") }}
      >
        {(facility) => (
          <FacilityForm
            {...(facility ? { facility } : {})}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
          />
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
          <h2 className="text-xl font-bold text-slate-900">{t("adminCatalogue.facilities.empty")}</h2>
        </Card>
      ) : (
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.data.map((facility) => (
            <li key={facility.id}>
              <Card className="flex h-full items-start gap-3 p-4 text-sm">
                {facility.image ? (
                  <img src={facility.image} alt="" className="size-10 shrink-0 rounded-lg object-cover" />
                ) : (
                  <span aria-hidden className="size-10 shrink-0 rounded-lg bg-slate-100" />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-bold text-slate-900">
                    <span dir="auto">{facility.name}</span>
                  </p>
                  <p className="text-slate-700">
                    <span dir="rtl" lang="ar">
                      {facility.name_ar}
                    </span>
                  </p>
                  <p className="text-xs text-slate-500">
                    {t("adminCatalogue.categories.listing_count", { count: facility.listing_count })}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(facility)}
                      aria-label={t("adminCatalogue.edit_named", { name: facility.name })}
                    >
                      {t("adminCatalogue.edit")}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => {
                        if (
                          window.confirm(
                            t("adminCatalogue.facilities.delete_confirm", { name: facility.name }),
                          )
                        )
                          remove.mutate(facility);
                      }}
                      aria-label={t("adminCatalogue.delete_named", { name: facility.name })}
                    >
                      {t("adminCatalogue.delete")}
                    </Button>
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </CatalogueShell>
  );
}

function FacilityForm({ facility, onSaved }: { facility?: TAdminFacility; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [names, setNames] = useState({ en: facility?.name ?? "", ar: facility?.name_ar ?? "" });
  const [icon, setIcon] = useState<File | null>(null);
  const save = useMutation({
    mutationFn: async () => {
      const query = { lang: locale };
      const saved = await apiPost<TAdminFacility>(
        facility ? `${FACILITIES_KEY}/${facility.id}` : FACILITIES_KEY,
        { name: names.en, name_ar: names.ar },
        query,
      );
      if (!icon) return saved;
      const form = new FormData();
      form.append("image", icon);
      return apiPost<TAdminFacility>(`${FACILITIES_KEY}/${saved.data.id}/image`, form, query);
    },
    onSuccess: () => {
      toast.success(t("adminCatalogue.saved"));
      onSaved();
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const errors = save.error instanceof ApiRequestError ? (save.error.fieldErrors ?? {}) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      <BilingualInputs
        label={t("adminCatalogue.name")}
        value={names}
        onChange={setNames}
        errors={{ en: errors.name?.[0], ar: errors.name_ar?.[0] }}
      />
      <ImagePicker
        label={t("adminCatalogue.facilities.icon")}
        current={facility?.image ?? null}
        file={icon}
        onPick={setIcon}
        error={errors.image?.[0]}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("adminCatalogue.saving") : t("adminCatalogue.save")}
        </Button>
      </div>
    </form>
  );
}
