import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { TRANSLATION_TARGETS, type TAdminLanguage, type TUpdateLanguageBody } from "@manzil/domain/contracts";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Toggle } from "../../../components/ui/toggle";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { ADMIN_LANGUAGES_KEY, fieldErrorOf } from "../admin-site";
import { useFileForm } from "../use-file-form";
import { FilePicker } from "./file-picker";
import { SectionCard } from "./section-card";

/** The site's languages: names, direction, whether offered, and their translation files for the web and apps. */
export function LanguagesSection() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const list = useQuery({
    queryKey: [ADMIN_LANGUAGES_KEY, locale],
    queryFn: () => apiGet<TAdminLanguage[]>(ADMIN_LANGUAGES_KEY, { lang: locale }),
  });
  return (
    <SectionCard
      id="languages"
      title={t("adminSite.languages.title")}
      lead={t("adminSite.languages.lead")}
      query={list}
    >
      {(languages) =>
        languages.length === 0 ? (
          <p className="text-sm text-slate-600">{t("adminSite.languages.empty")}</p>
        ) : (
          <ul className="flex flex-col gap-4">
            {languages.map((language) => (
              <li
                key={language.code}
                className="rounded-xl border border-slate-200 p-4"
                data-testid={`language-${language.code}`}
              >
                <LanguageForm key={JSON.stringify(language)} saved={language} />
                <TranslationUpload language={language} />
              </li>
            ))}
          </ul>
        )
      }
    </SectionCard>
  );
}

function useLanguagesAnswer() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  return {
    locale,
    onSuccess: (answer: { data: TAdminLanguage[]; message: string }) => {
      queryClient.setQueryData([ADMIN_LANGUAGES_KEY, locale], answer);
      toast.success(answer.message);
    },
    onError: (error: unknown) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  };
}

function LanguageForm({ saved }: { saved: TAdminLanguage }) {
  const { t } = useTranslation();
  const { locale, onSuccess, onError } = useLanguagesAnswer();
  const [draft, setDraft] = useState({
    name: saved.name,
    native_name: saved.native_name,
    rtl: saved.rtl,
    is_active: saved.is_active,
  });
  const save = useMutation({
    mutationFn: (body: TUpdateLanguageBody) =>
      apiPost<TAdminLanguage[]>(`${ADMIN_LANGUAGES_KEY}/${saved.code}`, body, { lang: locale }),
    onSuccess,
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: TUpdateLanguageBody = {};
    if (draft.name.trim() !== saved.name) body.name = draft.name;
    if (draft.native_name.trim() !== saved.native_name) body.native_name = draft.native_name;
    if (draft.rtl !== saved.rtl) body.rtl = draft.rtl;
    if (draft.is_active !== saved.is_active) body.is_active = draft.is_active;
    if (Object.keys(body).length === 0) {
      toast.info(t("adminSite.nothing_changed"));
      return;
    }
    save.mutate(body);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={saved.name} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 className="font-semibold text-slate-900" dir="auto">
          {saved.native_name}
        </h3>
        <span className="text-sm text-slate-500" dir="ltr">
          {saved.code}
        </span>
        {saved.required ? (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
            {t("adminSite.languages.required")}
          </span>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {(["name", "native_name"] as const).map((field) => (
          <Input
            key={field}
            name={field}
            label={t(`adminSite.languages.${field}`)}
            value={draft[field]}
            dir="auto"
            error={fieldErrorOf(save.error, field)}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
        ))}
      </div>
      {saved.required ? (
        <p className="text-sm text-slate-600">
          {t(saved.rtl ? "adminSite.languages.fixed_rtl" : "adminSite.languages.fixed_ltr")}
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Toggle
            name="rtl"
            label={t("adminSite.languages.rtl")}
            checked={draft.rtl}
            onChange={(rtl) => setDraft({ ...draft, rtl })}
          />
          <Toggle
            name="is_active"
            label={t("adminSite.languages.active")}
            checked={draft.is_active}
            onChange={(is_active) => setDraft({ ...draft, is_active })}
          />
        </div>
      )}
      <Button type="submit" variant="secondary" disabled={save.isPending} className="self-start">
        {save.isPending ? t("adminSite.saving") : t("adminSite.languages.save")}
      </Button>
    </form>
  );
}

function TranslationUpload({ language }: { language: TAdminLanguage }) {
  const { t } = useTranslation();
  const { locale, onSuccess, onError } = useLanguagesAnswer();
  const [target, setTarget] = useState<(typeof TRANSLATION_TARGETS)[number]>("web");
  const chosen = useFileForm();
  const upload = useMutation({
    mutationFn: (form: FormData) =>
      apiPost<TAdminLanguage[]>(`${ADMIN_LANGUAGES_KEY}/${language.code}/translations`, form, {
        lang: locale,
      }),
    onSuccess,
    onError,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = chosen.formWith({ target });
    if (form) upload.mutate(form);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t("adminSite.languages.upload_title", { language: language.name })}
      className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4"
    >
      <p className="text-sm text-slate-600">
        {t("adminSite.languages.strings", {
          web: formatNumber(language.web_strings, locale),
          app: formatNumber(language.app_strings, locale),
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          name="target"
          label={t("adminSite.languages.target")}
          value={target}
          error={fieldErrorOf(upload.error, "target")}
          onChange={(event) => setTarget(event.target.value as typeof target)}
        >
          {TRANSLATION_TARGETS.map((value) => (
            <option key={value} value={value}>
              {t(`adminSite.languages.target_${value}`)}
            </option>
          ))}
        </Select>
        <FilePicker
          name="file"
          label={t("adminSite.languages.file")}
          hint={t("adminSite.languages.file_hint")}
          accept="application/json,.json"
          error={chosen.missing ? t("adminSite.languages.choose_file") : fieldErrorOf(upload.error, "file")}
          onChoose={chosen.choose}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={upload.isPending} className="self-start">
        {upload.isPending ? t("adminSite.uploading") : t("adminSite.languages.upload")}
      </Button>
    </form>
  );
}
