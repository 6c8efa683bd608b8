import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import {
  LOYALTY_KEYS,
  RATED_CURRENCIES,
  type TAdminSettings,
  type TUpdateAdminSettingsBody,
} from "@manzil/domain/contracts";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { Toggle } from "../../../components/ui/toggle";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  ADMIN_SETTINGS_KEY,
  changesOf,
  draftOf,
  fieldError,
  textSections,
  weekdayNames,
  type SettingsDraft,
} from "../settings-form";

/** /admin/settings: the site's settings by section, saved together; the API's word on a field shows at it. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const settings = useQuery({
    queryKey: [ADMIN_SETTINGS_KEY, locale],
    queryFn: () => apiGet<TAdminSettings>(ADMIN_SETTINGS_KEY, { lang: locale }),
  });

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("adminSettings.title")}</h1>
      <p className="mt-2 text-slate-600">{t("adminSettings.lead")}</p>
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <QueryFailure
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retryLabel={t("adminSettings.retry")}
        />
      ) : (
        <SettingsForm saved={settings.data.data} />
      )}
    </div>
  );
}

function Section({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <fieldset className="min-w-0">
        <legend className="text-lg font-bold text-slate-900">{title}</legend>
        {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
      </fieldset>
    </Card>
  );
}

/** Fields whose values are written left to right whatever the page's language (colours, links, numbers). */
const ltrFields = new Set<string>([
  ...textSections.branding,
  ...textSections.social,
  "company_email",
  "company_tel1",
  "company_tel2",
  "playstore_id",
  "appstore_id",
]);

export function SettingsForm({ saved }: { saved: TAdminSettings }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(saved));
  const save = useMutation({
    mutationFn: (body: TUpdateAdminSettingsBody) =>
      apiPost<TAdminSettings>(ADMIN_SETTINGS_KEY, body as Record<string, unknown>, { lang: locale }),
    onSuccess: (answer) => {
      queryClient.setQueryData([ADMIN_SETTINGS_KEY, locale], answer);
      setDraft(draftOf(answer.data));
      toast.success(answer.message || t("adminSettings.saved"));
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const errors = save.error instanceof ApiRequestError ? save.error.fieldErrors : undefined;
  const days = weekdayNames(locale);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = changesOf(draft, saved);
    if (Object.keys(body).length === 0) {
      toast.info(t("adminSettings.nothing_changed"));
      return;
    }
    save.mutate(body);
  };

  const textField = (key: keyof SettingsDraft["text"], type = "text") => (
    <Input
      key={key}
      name={key}
      type={type}
      label={t(`adminSettings.field.${key}`)}
      value={draft.text[key]}
      dir={ltrFields.has(key) ? "ltr" : "auto"}
      error={fieldError(errors, key)}
      onChange={(event) => setDraft({ ...draft, text: { ...draft.text, [key]: event.target.value } })}
    />
  );
  const flag = (key: keyof SettingsDraft["flags"]) => (
    <Toggle
      key={key}
      name={key}
      label={t(`adminSettings.field.${key}`)}
      checked={draft.flags[key]}
      onChange={(checked) => setDraft({ ...draft, flags: { ...draft.flags, [key]: checked } })}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="mt-8 flex flex-col gap-6">
      {errors ? <FormAlert tone="error">{t("adminSettings.fix_fields")}</FormAlert> : null}

      <Section
        title={t("adminSettings.section.currency_rates")}
        lead={t("adminSettings.rates_lead", { currency: saved.site_currency })}
      >
        {RATED_CURRENCIES.map((code) => (
          <Input
            key={code}
            name={`currency_rates.${code}`}
            inputMode="decimal"
            dir="ltr"
            label={t("adminSettings.rate_label", { code, currency: saved.site_currency })}
            value={draft.rates[code]}
            error={fieldError(errors, `currency_rates.${code}`)}
            onChange={(event) =>
              setDraft({ ...draft, rates: { ...draft.rates, [code]: event.target.value } })
            }
          />
        ))}
      </Section>

      <Section title={t("adminSettings.section.general")}>
        {textSections.general.map((key) => textField(key))}
        <Select
          name="default_language"
          label={t("adminSettings.field.default_language")}
          value={draft.text.default_language}
          error={fieldError(errors, "default_language")}
          onChange={(event) =>
            setDraft({ ...draft, text: { ...draft.text, default_language: event.target.value } })
          }
        >
          <option value="en">English</option>
          <option value="ar">العربية</option>
        </Select>
      </Section>

      <Section title={t("adminSettings.section.branding")} lead={t("adminSettings.branding_lead")}>
        {textSections.branding.map((key) => (
          <div key={key} className="flex items-end gap-3">
            <span
              aria-hidden
              className="mb-2.5 size-7 shrink-0 rounded-lg border border-slate-300"
              style={{
                backgroundColor: /^#[0-9a-f]{6}$/i.test(draft.text[key]) ? draft.text[key] : undefined,
              }}
            />
            <div className="min-w-0 flex-1">{textField(key)}</div>
          </div>
        ))}
      </Section>

      <Section title={t("adminSettings.section.contact")}>
        {textSections.contact.map((key) => textField(key, key === "company_email" ? "email" : "text"))}
      </Section>

      <Section title={t("adminSettings.section.social")} lead={t("adminSettings.social_lead")}>
        {textSections.social.map((key) => textField(key, "url"))}
      </Section>

      <Section title={t("adminSettings.section.apps")}>
        {textSections.apps.map((key) => textField(key))}
      </Section>

      <Section title={t("adminSettings.section.listing_rules")}>
        {flag("verification_required_for_user")}
        {flag("auto_approve")}
        {flag("auto_approve_edited_listings")}
        <p className="text-sm text-slate-600 sm:col-span-2">
          {t(saved.demo_mode ? "adminSettings.demo_on" : "adminSettings.demo_off")}
        </p>
      </Section>

      <Section title={t("adminSettings.section.weekend_days")} lead={t("adminSettings.weekend_lead")}>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          {days.map((name, day) => (
            <label key={day} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                name="weekend_days"
                value={day}
                className="size-4 accent-brand-700"
                checked={draft.weekendDays.includes(day)}
                onChange={(event) =>
                  setDraft({
                    ...draft,
                    weekendDays: event.target.checked
                      ? [...draft.weekendDays, day]
                      : draft.weekendDays.filter((d) => d !== day),
                  })
                }
              />
              {name}
            </label>
          ))}
        </div>
        {fieldError(errors, "weekend_days") ? (
          <p className="text-sm text-red-700 sm:col-span-2">{fieldError(errors, "weekend_days")}</p>
        ) : null}
      </Section>

      <Section title={t("adminSettings.section.loyalty")} lead={t("adminSettings.loyalty_lead")}>
        {LOYALTY_KEYS.map((key) => (
          <fieldset key={key} className="min-w-0">
            <legend className="text-sm font-semibold text-slate-800">
              {t(`adminSettings.field.${key}`)}
            </legend>
            <div className="mt-2 grid grid-cols-4 gap-2">
              {draft.loyalty[key].map((value, tier) => (
                <Input
                  key={tier}
                  name={`${key}.${tier}`}
                  inputMode="decimal"
                  dir="ltr"
                  label={t("adminSettings.tier", { tier: tier + 1 })}
                  value={value}
                  onChange={(event) => {
                    const tiers = [...draft.loyalty[key]];
                    tiers[tier] = event.target.value;
                    setDraft({ ...draft, loyalty: { ...draft.loyalty, [key]: tiers } });
                  }}
                />
              ))}
            </div>
            {fieldError(errors, key) ? (
              <p className="mt-1 text-sm text-red-700">{fieldError(errors, key)}</p>
            ) : null}
          </fieldset>
        ))}
      </Section>

      <Section title={t("adminSettings.section.payment_methods")} lead={t("adminSettings.gateways_lead")}>
        <div className="sm:col-span-2">{flag("bank_transfer_status")}</div>
        <ul className="grid gap-2 sm:col-span-2 sm:grid-cols-2">
          {saved.payment_methods.gateways.map((gateway) => (
            <li
              key={gateway.method}
              className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm"
            >
              <span className="font-semibold text-slate-800">
                {t(`adminSettings.gateway.${gateway.method}`)}
              </span>
              <span className={gateway.secret.set ? "text-brand-800" : "text-slate-500"}>
                {t(gateway.secret.set ? "adminSettings.secret_set" : "adminSettings.secret_unset")}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      <div className="sticky bottom-0 -mx-4 flex justify-end border-t border-slate-200 bg-white/95 px-4 py-3 sm:mx-0 sm:rounded-xl sm:border">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t("adminSettings.saving") : t("adminSettings.save")}
        </Button>
      </div>
    </form>
  );
}
