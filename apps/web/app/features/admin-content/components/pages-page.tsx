import {
  CONTENT_PAGE_KEYS,
  type ContentPageKey,
  type TAdminPages,
  type TAdminPagesBody,
} from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { PAGES_KEY } from "../admin-content";
import { RichTextEditor } from "./rich-text-editor";

/** Where each page is shown to visitors. */
const PUBLIC_PATHS: Record<ContentPageKey, string> = {
  about_us: "/about-us",
  privacy_policy: "/privacy-policy",
  terms_conditions: "/terms-and-condition",
};

/** /admin/pages: About, Privacy and Terms, each in English and Arabic with a live preview. */
export function PagesPage() {
  const { t } = useTranslation();
  const pages = useQuery({ queryKey: [PAGES_KEY], queryFn: () => apiGet<TAdminPages>(PAGES_KEY) });
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminContent.pages.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminContent.pages.lead")}</p>
      {pages.isPending ? (
        <PageLoading />
      ) : pages.isError ? (
        <QueryFailure
          error={pages.error}
          onRetry={() => void pages.refetch()}
          retryLabel={t("adminContent.retry")}
        />
      ) : (
        <PagesForm saved={pages.data.data} />
      )}
    </div>
  );
}

export function PagesForm({ saved }: { saved: TAdminPages }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ContentPageKey>("about_us");
  const [draft, setDraft] = useState<TAdminPages>(saved);
  const save = useMutation({
    mutationFn: (body: TAdminPagesBody) => apiPost<TAdminPages>(PAGES_KEY, body, { lang: locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData([PAGES_KEY], answer);
      // What was stored is what the allow-list kept: the form shows that, not what was typed.
      setDraft(answer.data);
      toast.success(answer.message || t("adminContent.pages.saved"));
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, string> = {};
    for (const key of CONTENT_PAGE_KEYS) {
      if (draft[key].en !== saved[key].en) body[key] = draft[key].en;
      if (draft[key].ar !== saved[key].ar) body[`${key}_ar`] = draft[key].ar;
    }
    if (Object.keys(body).length === 0) {
      toast.info(t("adminContent.pages.nothing_changed"));
      return;
    }
    save.mutate(body);
  };
  const set = (key: ContentPageKey, lang: "en" | "ar", value: string) =>
    setDraft((current) => ({ ...current, [key]: { ...current[key], [lang]: value } }));

  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
      {errors ? <FormAlert tone="error">{t("adminContent.fix_fields")}</FormAlert> : null}
      <TabList
        idPrefix="content-pages"
        label={t("adminContent.pages.tabs")}
        items={CONTENT_PAGE_KEYS.map((key) => ({ value: key, label: t(`adminContent.pages.tab.${key}`) }))}
        value={tab}
        onChange={setTab}
      />
      {CONTENT_PAGE_KEYS.map((key) => (
        <div key={key} {...tabPanelProps("content-pages", key, tab)} className="flex flex-col gap-4">
          <a
            href={PUBLIC_PATHS[key]}
            target="_blank"
            rel="noopener"
            className="self-start text-sm font-semibold text-brand-800 hover:underline"
          >
            {t("adminContent.pages.view_public")}
          </a>
          <div className="grid gap-6 lg:grid-cols-2">
            {(["en", "ar"] as const).map((lang) => (
              <Card key={lang} className="min-w-0 p-5 sm:p-6">
                <RichTextEditor
                  name={lang === "en" ? key : `${key}_ar`}
                  lang={lang}
                  rows={16}
                  label={t(`adminContent.pages.field.${lang}`, { page: t(`adminContent.pages.tab.${key}`) })}
                  value={draft[key][lang]}
                  error={errors?.[lang === "en" ? key : `${key}_ar`]?.[0]}
                  onChange={(value) => set(key, lang, value)}
                />
              </Card>
            ))}
          </div>
        </div>
      ))}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("adminContent.saving") : t("adminContent.pages.save")}
        </Button>
      </div>
    </form>
  );
}
