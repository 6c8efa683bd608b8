import {
  VERIFICATION_FIELD_TYPES,
  type TAdminVerificationField,
  type TVerificationFieldType,
} from "@manzil/domain/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { QueryFailure } from "../../../components/ui/query-failure";
import { Select } from "../../../components/ui/select";
import { StatusBadge } from "../../../components/ui/status-badge";
import { Textarea } from "../../../components/ui/textarea";
import { Toggle } from "../../../components/ui/toggle";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";

export const ADMIN_FIELDS_KEY = "admin/verification/fields";
const withChoices = (type: TVerificationFieldType) => ["radio", "checkbox", "dropdown"].includes(type);

/** "Owner | مالك" per line: the option in English, then (optionally) in Arabic. */
export function optionsOf(text: string) {
  return text
    .split("\n")
    .map((line) => line.split("|").map((part) => part.trim()))
    .filter(([value]) => value)
    .map(([value, valueAr]) => ({ value: value!, value_ar: valueAr || null }));
}

/** The form's questions as admins manage them: every one (retired ones marked), add one, retire one. */
export function FieldsManager() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const fields = useQuery({
    queryKey: [ADMIN_FIELDS_KEY, locale],
    queryFn: () => apiGet<TAdminVerificationField[]>(ADMIN_FIELDS_KEY, { lang: locale }),
  });
  const retire = useMutation({
    mutationFn: (id: number) =>
      apiPost<TAdminVerificationField>(`${ADMIN_FIELDS_KEY}/${id}/retire`, {}, { lang: locale }),
    onSuccess: (answer) => toast.success(answer.message || t("verification.fields.retired")),
    onError: (error) => toast.error(actionFailureMessage(error, t)),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [ADMIN_FIELDS_KEY] }),
  });

  return (
    <section aria-labelledby="verification-fields" className="mt-12">
      <h2 id="verification-fields" className="text-2xl font-bold text-slate-900">
        {t("verification.fields.title")}
      </h2>
      <p className="mt-1 text-slate-600">{t("verification.fields.lead")}</p>
      {fields.error ? (
        <QueryFailure
          error={fields.error}
          onRetry={() => void fields.refetch()}
          retryLabel={t("verification.retry")}
        />
      ) : (
        <ul className="mt-4 flex flex-col gap-2">
          {(fields.data?.data ?? []).map((field) => (
            <li key={field.id}>
              <Card className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    <span dir="auto">{field.name}</span>
                    {field.is_required ? <span className="ms-1 text-red-600">*</span> : null}
                  </p>
                  <p className="text-sm text-slate-600">
                    {t(`verification.fields.type.${field.field_type}`)}
                    {field.form_fields_values.length > 0
                      ? ` · ${field.form_fields_values.map((o) => o.value).join(t("verification.answers.separator"))}`
                      : ""}
                  </p>
                </div>
                <div className="flex items-center gap-3">
                  <StatusBadge
                    tone={field.is_active ? "good" : "neutral"}
                    state={field.is_active ? "active" : "retired"}
                    text={t(
                      field.is_active ? "verification.fields.active" : "verification.fields.retired_state",
                    )}
                  />
                  {field.is_active ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={retire.isPending}
                      aria-label={t("verification.fields.retire_label", { name: field.name })}
                      onClick={() => retire.mutate(field.id)}
                    >
                      {t("verification.fields.retire")}
                    </Button>
                  ) : null}
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <AddFieldForm />
    </section>
  );
}

function AddFieldForm() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [nameAr, setNameAr] = useState("");
  const [type, setType] = useState<TVerificationFieldType>("text");
  const [options, setOptions] = useState("");
  const [required, setRequired] = useState(false);
  const add = useMutation({
    mutationFn: () =>
      apiPost<TAdminVerificationField>(
        ADMIN_FIELDS_KEY,
        {
          name,
          name_ar: nameAr,
          field_type: type,
          options: withChoices(type) ? optionsOf(options) : [],
          is_required: required,
          rank: 100,
        },
        { lang: locale },
      ),
    onSuccess: (answer) => {
      toast.success(answer.message || t("verification.fields.saved"));
      setName("");
      setNameAr("");
      setOptions("");
      setRequired(false);
      void queryClient.invalidateQueries({ queryKey: [ADMIN_FIELDS_KEY] });
    },
  });
  const fieldErrors = add.error instanceof ApiRequestError ? add.error.fieldErrors : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate();
  };
  return (
    <Card className="mt-6 p-5">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <h3 className="text-lg font-bold text-slate-900">{t("verification.fields.add_title")}</h3>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t("verification.fields.name")}
            dir="ltr"
            value={name}
            error={fieldErrors?.name?.[0]}
            onChange={(e) => setName(e.target.value)}
          />
          <Input
            label={t("verification.fields.name_ar")}
            dir="rtl"
            value={nameAr}
            error={fieldErrors?.name_ar?.[0]}
            onChange={(e) => setNameAr(e.target.value)}
          />
        </div>
        <Select
          label={t("verification.fields.type_label")}
          value={type}
          onChange={(e) => setType(e.target.value as TVerificationFieldType)}
        >
          {VERIFICATION_FIELD_TYPES.map((value) => (
            <option key={value} value={value}>
              {t(`verification.fields.type.${value}`)}
            </option>
          ))}
        </Select>
        {withChoices(type) ? (
          <Textarea
            label={t("verification.fields.options")}
            hint={t("verification.fields.options_hint")}
            dir="auto"
            value={options}
            error={fieldErrors?.options?.[0]}
            onChange={(e) => setOptions(e.target.value)}
          />
        ) : null}
        <Toggle label={t("verification.fields.required")} checked={required} onChange={setRequired} />
        {add.error && !fieldErrors ? (
          <FormAlert tone="error">{actionFailureMessage(add.error, t)}</FormAlert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t("verification.admin.sending") : t("verification.fields.add")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
