import type { TAdminHomepageSection } from "@manzil/domain/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Toggle } from "../../../components/ui/toggle";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { HOMEPAGE_SECTIONS_KEY } from "../admin-offers";
import { OffersHeader } from "./offers-header";
import { BilingualInputs } from "./query-view";
import { ReorderableList, ReorderButtons, type RowMove } from "./reorder";

/** /admin/homepage: the home page's sections in their order, each with its titles and shown or hidden. */
export function HomepageSectionsPage() {
  const { t } = useTranslation();
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
      <ReorderableList<TAdminHomepageSection>
        listKey={HOMEPAGE_SECTIONS_KEY}
        emptyText={t("adminOffers.homepage.empty")}
        row={(section, move) => <SectionRow section={section} move={move} />}
      />
    </div>
  );
}

function SectionRow({ section, move }: { section: TAdminHomepageSection; move: RowMove }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [titles, setTitles] = useState<[string, string]>([section.title, section.title_ar]);
  const save = useMutation({
    mutationFn: (body: { title: string; title_ar: string; is_active: boolean }) =>
      apiPost<TAdminHomepageSection>(`${HOMEPAGE_SECTIONS_KEY}/${section.id}`, body, { lang: locale }),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [HOMEPAGE_SECTIONS_KEY] }),
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const kind = t(`adminOffers.homepage.type.${section.section_type}`, { defaultValue: section.section_type });
  const changed = titles[0] !== section.title || titles[1] !== section.title_ar;

  return (
    <Card className={section.is_active ? "flex flex-col gap-3 p-4" : "flex flex-col gap-3 bg-slate-50 p-4"}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="text-sm font-bold text-slate-500 tabular-nums">
            {(move.index + 1).toLocaleString(locale)}
          </span>
          <ReorderButtons name={kind} {...move} />
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
          save.mutate({ title: titles[0], title_ar: titles[1], is_active: section.is_active });
        }}
      >
        <BilingualInputs
          labels={[t("adminOffers.homepage.section_title"), t("adminOffers.homepage.section_title_ar")]}
          values={titles}
          errors={[errors?.title?.[0], errors?.title_ar?.[0]]}
          onChange={setTitles}
        />
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
