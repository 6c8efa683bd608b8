import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TAdminCity } from "@manzil/domain/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Toggle } from "../../../components/ui/toggle";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { usePagedList } from "../../../lib/query/use-paged-list";
import { CITIES_KEY, CITIES_PAGE_SIZE, citiesHref, type CitiesView } from "../admin-catalogue";
import { BilingualInputs } from "./bilingual-inputs";
import { ActiveBadge, CatalogueShell } from "./catalogue-shell";
import { EditorDialog } from "./editor-dialog";
import { SearchBox } from "../../admin-console/search-box";

/** /admin/catalogue/cities: the cities listings are placed in, found by name or state, paged. */
export function CitiesPage({ view }: { view: CitiesView }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { list, total, totalPages } = usePagedList<TAdminCity>({
    endpoint: CITIES_KEY,
    filters: { q: view.q.trim() || undefined },
    page: view.page,
    pageSize: CITIES_PAGE_SIZE,
  });
  const [editing, setEditing] = useState<TAdminCity | "new" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [CITIES_KEY] });
  const toggle = useMutation({
    mutationFn: (city: TAdminCity) =>
      apiPost<TAdminCity>(
        `${CITIES_KEY}/${city.id}/${city.is_active ? "deactivate" : "activate"}`,
        {},
        { lang: locale },
      ),
    onSuccess: (answer) => {
      toast.success(answer.message || t("adminCatalogue.saved"));
      refresh();
    },
    onError: (error) => toast.error(actionFailureMessage(error, t)),
  });

  return (
    <CatalogueShell
      title={t("adminCatalogue.cities.title")}
      lead={t("adminCatalogue.cities.lead")}
      actions={<Button onClick={() => setEditing("new")}>{t("adminCatalogue.cities.new")}</Button>}
    >
      <EditorDialog
        editing={editing}
        onClose={() => setEditing(null)}
        titles={{ create: t("adminCatalogue.cities.new"), edit: t("adminCatalogue.cities.edit") }}
      >
        {(city) => (
          <CityForm
            {...(city ? { city } : {})}
            onSaved={() => {
              setEditing(null);
              refresh();
            }}
          />
        )}
      </EditorDialog>
      <div className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <SearchBox
          key={view.q}
          initial={view.q}
          label={t("adminCatalogue.search")}
          placeholder={t("adminCatalogue.cities.search_placeholder")}
          onSearch={(q) => void navigate(citiesHref({ q, page: 1 }), { replace: true })}
        />
      </div>
      {list.isError ? (
        <QueryFailure
          error={list.error}
          onRetry={() => void list.refetch()}
          retryLabel={t("adminCatalogue.retry")}
        />
      ) : !list.data ? (
        <PageLoading />
      ) : list.data.data.length === 0 ? (
        <Card className="mt-6 px-6 py-12 text-center">
          <h2 className="text-xl font-bold text-slate-900">{t("adminCatalogue.cities.empty")}</h2>
        </Card>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600" aria-live="polite">
            {t("adminCatalogue.cities.count", { count: total })}
          </p>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-busy={list.isFetching}>
            {list.data.data.map((city) => (
              <li key={city.id}>
                <Card className="flex h-full flex-col gap-1 p-4 text-sm">
                  <p className="font-bold text-slate-900">
                    <span dir="auto">{city.name}</span> ·{" "}
                    <span dir="rtl" lang="ar">
                      {city.name_ar}
                    </span>
                  </p>
                  <p className="text-slate-600">
                    <span dir="auto">{locale === "ar" ? city.state_ar : city.state}</span> ·{" "}
                    <span dir="auto">{locale === "ar" ? city.country_ar : city.country}</span> (
                    <span dir="ltr">{city.country_code}</span>)
                  </p>
                  <p className="text-xs text-slate-500 tabular-nums" dir="ltr">
                    {city.latitude.toFixed(4)}, {city.longitude.toFixed(4)}
                  </p>
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                    <ActiveBadge active={city.is_active} />
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setEditing(city)}
                      aria-label={t("adminCatalogue.edit_named", { name: city.name })}
                    >
                      {t("adminCatalogue.edit")}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={toggle.isPending}
                      onClick={() => toggle.mutate(city)}
                    >
                      {city.is_active ? t("adminCatalogue.deactivate") : t("adminCatalogue.activate")}
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-8">
            <Pagination
              page={view.page}
              totalPages={totalPages}
              hrefFor={(page) => citiesHref({ ...view, page })}
            />
          </div>
        </>
      )}
    </CatalogueShell>
  );
}

type CityDraft = Record<
  | "name"
  | "name_ar"
  | "state"
  | "state_ar"
  | "country"
  | "country_ar"
  | "country_code"
  | "latitude"
  | "longitude",
  string
> & { is_active: boolean };

const draftOf = (city?: TAdminCity): CityDraft => ({
  name: city?.name ?? "",
  name_ar: city?.name_ar ?? "",
  state: city?.state ?? "",
  state_ar: city?.state_ar ?? "",
  country: city?.country ?? "",
  country_ar: city?.country_ar ?? "",
  country_code: city?.country_code ?? "",
  latitude: city ? String(city.latitude) : "",
  longitude: city ? String(city.longitude) : "",
  is_active: city?.is_active ?? true,
});

/** Coordinates as typed: a number when it reads as one, else the text (the API names the field then). */
const coordinateOf = (text: string) =>
  text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text;

function CityForm({ city, onSaved }: { city?: TAdminCity; onSaved: () => void }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState(draftOf(city));
  const set = (next: Partial<CityDraft>) => setDraft((current) => ({ ...current, ...next }));
  const save = useMutation({
    mutationFn: () =>
      apiPost<TAdminCity>(
        city ? `${CITIES_KEY}/${city.id}` : CITIES_KEY,
        { ...draft, latitude: coordinateOf(draft.latitude), longitude: coordinateOf(draft.longitude) },
        { lang: locale },
      ),
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
  const pair = (key: "name" | "state" | "country", label: string) => (
    <BilingualInputs
      label={label}
      value={{ en: draft[key], ar: draft[`${key}_ar`] }}
      onChange={({ en, ar }) => set({ [key]: en, [`${key}_ar`]: ar })}
      errors={{ en: errors[key]?.[0], ar: errors[`${key}_ar`]?.[0] }}
    />
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4">
      {pair("name", t("adminCatalogue.name"))}
      {pair("state", t("adminCatalogue.cities.state"))}
      {pair("country", t("adminCatalogue.cities.country"))}
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label={t("adminCatalogue.cities.country_code")}
          value={draft.country_code}
          dir="ltr"
          maxLength={2}
          error={errors.country_code?.[0]}
          onChange={(event) => set({ country_code: event.target.value })}
        />
        <Input
          label={t("adminCatalogue.cities.latitude")}
          inputMode="decimal"
          value={draft.latitude}
          dir="ltr"
          error={errors.latitude?.[0]}
          onChange={(event) => set({ latitude: event.target.value })}
        />
        <Input
          label={t("adminCatalogue.cities.longitude")}
          inputMode="decimal"
          value={draft.longitude}
          dir="ltr"
          error={errors.longitude?.[0]}
          onChange={(event) => set({ longitude: event.target.value })}
        />
      </div>
      <Toggle
        label={t("adminCatalogue.active")}
        checked={draft.is_active}
        onChange={(is_active) => set({ is_active })}
      />
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("adminCatalogue.saving") : t("adminCatalogue.save")}
        </Button>
      </div>
    </form>
  );
}
