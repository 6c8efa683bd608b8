import type { TAdminHomepageSection } from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Toggle } from "../../../components/ui/toggle";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { HOMEPAGE_SECTIONS_KEY } from "../admin-offers";
import { OffersHeader } from "./offers-header";
import { ReorderButtons, useReorder } from "./reorder";

/** /admin/homepage: the home page's sections in their order, each with its titles and shown or hidden. */
export function HomepageSectionsPage() {
  const { t } = useTranslation();
  const sections = useQuery({
    queryKey: [HOMEPAGE_SECTIONS_KEY],
    queryFn: () => apiGet<TAdminHomepageSection[]>(HOMEPAGE_SECTIONS_KEY),
  });
  const reorder = useReorder<TAdminHomepageSection>(HOMEPAGE_SECTIONS_KEY);
  const list = sections.data?.data ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <OffersHeader
        title={t("adminOffers.homepage.title")}
        lead={t("adminOffers.homepage.lead")}
        action={
          <a
            href="/"
            target="_blank"
            rel="noreferrer"
            className="text-sm font-semibold text-brand-800 hover:underline"
          >
            {t("adminOffers.homepage.view")}
          </a>
        }
      />
      {sections.isPending ? (
        <PageLoading />
      ) : sections.isError ? (
        <QueryFailure
          error={sections.error}
          onRetry={() => void sections.refetch()}
          retryLabel={t("adminOffers.retry")}
        />
      ) : list.length === 0 ? (
        <p className="mt-8 rounded-xl bg-slate-50 p-6 text-center text-slate-600">
          {t("adminOffers.homepage.empty")}
        </p>
      ) : (
        <ol className="mt-8 flex flex-col gap-3">
          {list.map((section, index) => (
            <li key={section.id}>
              <SectionRow
                section={section}
                index={index}
                count={list.length}
                busy={reorder.isPending}
                onMove={(delta) => reorder.move(list, index, delta)}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function SectionRow({
  section,
  index,
  count,
  busy,
  onMove,
}: {
  section: TAdminHomepageSection;
  index: number;
  count: number;
  busy: boolean;
  onMove: (delta: -1 | 1) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(section.title);
  const [titleAr, setTitleAr] = useState(section.title_ar);
  const save = useMutation({
    mutationFn: (body: { title: string; title_ar: string; is_active: boolean }) =>
      apiPost<TAdminHomepageSection>(`${HOMEPAGE_SECTIONS_KEY}/${section.id}`, body, { lang: locale }),
    onSuccess: (answer) => toast.success(answer.message),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [HOMEPAGE_SECTIONS_KEY] }),
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const kind = t(`adminOffers.homepage.type.${section.section_type}`, { defaultValue: section.section_type });
  const changed = title !== section.title || titleAr !== section.title_ar;

  return (
    <Card className={section.is_active ? "flex flex-col gap-3 p-4" : "flex flex-col gap-3 bg-slate-50 p-4"}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="text-sm font-bold text-slate-500 tabular-nums">
            {(index + 1).toLocaleString(locale)}
          </span>
          <ReorderButtons name={kind} index={index} count={count} busy={busy} onMove={onMove} />
          <h2 className="min-w-0 font-semibold text-slate-900">{kind}</h2>
        </div>
        <Toggle
          label={
            <>
              {t("adminOffers.homepage.shown")}
              <span className="sr-only">: {kind}</span>
            </>
          }
          checked={section.is_active}
          onChange={(checked) =>
            save.mutate({ title: section.title, title_ar: section.title_ar, is_active: checked })
          }
        />
      </div>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          save.mutate({ title, title_ar: titleAr, is_active: section.is_active });
        }}
      >
        <Input
          label={t("adminOffers.homepage.section_title")}
          dir="ltr"
          lang="en"
          value={title}
          error={errors?.title?.[0]}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Input
          label={t("adminOffers.homepage.section_title_ar")}
          dir="rtl"
          lang="ar"
          value={titleAr}
          error={errors?.title_ar?.[0]}
          onChange={(e) => setTitleAr(e.target.value)}
        />
        {save.error && !errors ? (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {actionFailureMessage(save.error, t)}
          </p>
        ) : null}
        {changed ? (
          <div className="flex justify-end sm:col-span-2">
            <Button size="sm" type="submit" variant="secondary" disabled={save.isPending}>
              {save.isPending ? t("adminOffers.saving") : t("adminOffers.homepage.save")}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}
