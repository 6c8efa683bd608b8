import { useId, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { Textarea } from "../../../components/ui/textarea";
import { Toggle } from "../../../components/ui/toggle";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { formFailureMessage } from "../../../lib/api/error-message";
import type { UserProfile } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  COMPANY_TYPES,
  formFieldOf,
  isCompanyField,
  profileUpdateBody,
  storedCompanyValue,
  type CompanyField,
} from "../profile-fields";
import { validateProfile } from "../profile-validation";

export type ProfileTab = "individual" | "company";

type ProfileFormProps = {
  profile: UserProfile;
  tab: ProfileTab;
  onTabChange: (tab: ProfileTab) => void;
  /** After a save; `emailChanged` when a code went to a new address. */
  onSaved: (result: { emailChanged: boolean }) => void;
};

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-3 text-base font-bold text-slate-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The profile's "Individual" and "Company" tabs in one form with one Save. The API's field messages are
 * shown beside their fields (and the tab holding the first one is opened); the outcome is a toast.
 */
export function ProfileForm({ profile, tab, onTabChange, onSaved }: ProfileFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const idPrefix = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [notification, setNotification] = useState(profile.notification === 1);

  const showProblems = (form: HTMLFormElement, problems: Record<string, string>) => {
    setErrors(problems);
    const first = Object.keys(problems)[0];
    if (!first) return;
    const firstTab: ProfileTab = isCompanyField(first) ? "company" : "individual";
    onTabChange(firstTab);
    // The tab's panel is shown on the next render; focus the field then.
    requestAnimationFrame(() => {
      const field = form.elements.namedItem(first);
      if (field instanceof HTMLElement) field.focus();
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
    const problems = validateProfile(values);
    if (Object.keys(problems).length > 0) {
      showProblems(form, Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])));
      return;
    }
    const body = profileUpdateBody(values, profile, notification);
    setSaving(true);
    try {
      const answer = await apiPost("update_profile", body, { lang: locale });
      setErrors({});
      toast.success(answer.message || t("profile.saved"));
      onSaved({ emailChanged: "email" in body });
    } catch (error) {
      if (error instanceof ApiRequestError && error.fieldErrors) {
        const mapped: Record<string, string> = {};
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const name = formFieldOf(field);
          mapped[name] = [mapped[name], ...messages].filter(Boolean).join(" ");
        }
        showProblems(form, mapped);
      }
      toast.error(formFailureMessage(error, t, "profile"));
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof UserProfile & string, label: string, extra: Record<string, unknown> = {}) => (
    <Input
      name={name}
      label={label}
      defaultValue={String(profile[name] ?? "")}
      error={errors[name]}
      {...extra}
    />
  );
  const company = (name: CompanyField, label: string, extra: Record<string, unknown> = {}) => (
    <Input
      name={name}
      label={label}
      defaultValue={storedCompanyValue(profile, name)}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-6"
      data-testid="profile-form"
    >
      <TabList
        idPrefix={idPrefix}
        label={t("profile.tabs_label")}
        items={[
          { value: "individual", label: t("profile.tab.individual") },
          { value: "company", label: t("profile.tab.company") },
        ]}
        value={tab}
        onChange={onTabChange}
        className="max-w-md"
      />

      <div {...tabPanelProps(idPrefix, "individual", tab)} className="flex flex-col gap-8 focus:outline-none">
        <Section title={t("profile.section.personal")}>
          {text("name", t("profile.field.name"), { autoComplete: "name", required: true })}
          {text("email", t("profile.field.email"), {
            type: "email",
            autoComplete: "email",
            dir: "ltr",
            hint: t("profile.field.email_hint"),
          })}
          {text("mobile", t("profile.field.mobile"), { type: "tel", autoComplete: "tel", dir: "ltr" })}
          {text("whatsappnumber", t("profile.field.whatsapp"), { type: "tel", dir: "ltr" })}
        </Section>
        <Section title={t("profile.section.address")}>
          <div className="sm:col-span-2">
            {text("address", t("profile.field.address"), { autoComplete: "street-address" })}
          </div>
          {text("city", t("profile.field.city"), { autoComplete: "address-level2" })}
          {text("state", t("profile.field.state"), { autoComplete: "address-level1" })}
          {text("country", t("profile.field.country"), { autoComplete: "country-name" })}
        </Section>
        <div className="flex flex-col gap-4">
          <Textarea
            name="about_me"
            label={t("profile.field.about_me")}
            defaultValue={profile.about_me}
            error={errors.about_me}
            maxLength={2000}
          />
        </div>
        <Section title={t("profile.section.social")}>
          {text("facebook_id", t("profile.field.facebook"), { dir: "ltr", inputMode: "url" })}
          {text("twiiter_id", t("profile.field.twitter"), { dir: "ltr", inputMode: "url" })}
          {text("instagram_id", t("profile.field.instagram"), { dir: "ltr", inputMode: "url" })}
          {text("youtube_id", t("profile.field.youtube"), { dir: "ltr", inputMode: "url" })}
        </Section>
        <Toggle
          label={t("profile.field.notification")}
          description={t("profile.field.notification_hint")}
          checked={notification}
          onChange={setNotification}
        />
      </div>

      <div {...tabPanelProps(idPrefix, "company", tab)} className="flex flex-col gap-8 focus:outline-none">
        <Section title={t("profile.section.company")}>
          {company("companyLegalName", t("profile.field.company_legal_name"), {
            autoComplete: "organization",
          })}
          {company("companyManagerName", t("profile.field.company_manager_name"))}
          <Select
            name="companyType"
            label={t("profile.field.company_type")}
            defaultValue={storedCompanyValue(profile, "companyType")}
            error={errors.companyType}
          >
            <option value="">{t("profile.company_type.none")}</option>
            {COMPANY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`profile.company_type.${type}`)}
              </option>
            ))}
          </Select>
          {company("companyEmail", t("profile.field.company_email"), { type: "email", dir: "ltr" })}
          {company("companyCountry", t("profile.field.company_country"))}
        </Section>
        <Section title={t("profile.section.bank")}>
          {company("companyBankBranch", t("profile.field.bank_branch"))}
          {company("companyBankAccountNumber", t("profile.field.bank_account_number"), { dir: "ltr" })}
          {company("companyIban", t("profile.field.iban"), { dir: "ltr", autoCapitalize: "characters" })}
          {company("companySwiftCode", t("profile.field.swift_code"), {
            dir: "ltr",
            autoCapitalize: "characters",
          })}
          <div className="sm:col-span-2">
            <Textarea
              name="companyBankAddress"
              label={t("profile.field.bank_address")}
              defaultValue={storedCompanyValue(profile, "companyBankAddress")}
              error={errors.companyBankAddress}
            />
          </div>
        </Section>
      </div>

      <div className="flex justify-end border-t border-slate-200 pt-6">
        <Button type="submit" size="lg" disabled={saving} data-testid="profile-save">
          {saving ? t("profile.saving") : t("profile.save")}
        </Button>
      </div>
    </form>
  );
}
