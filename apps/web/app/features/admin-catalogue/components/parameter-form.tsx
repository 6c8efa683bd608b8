import { useMutation } from "@tanstack/react-query";
import { catalogueParameterTypes, type TAdminParameter } from "@manzil/domain/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Toggle } from "../../../components/ui/toggle";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  draftOfParameter,
  emptyParameter,
  PARAMETERS_KEY,
  parameterBodyOf,
  takesOptions,
  type ParameterDraft,
} from "../admin-catalogue";
import { BilingualInputs } from "./bilingual-inputs";

/**
 * A parameter's definition: names in both languages, its kind, the choices of a choice kind (each in both
 * languages), whether the listing form requires it. Creates a new one when `parameter` is absent.
 */
export function ParameterForm({
  parameter,
  onSaved,
}: {
  parameter?: TAdminParameter;
  onSaved: (saved: TAdminParameter) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<ParameterDraft>(
    parameter ? draftOfParameter(parameter) : emptyParameter,
  );
  const save = useMutation({
    mutationFn: () =>
      apiPost<TAdminParameter>(
        parameter ? `${PARAMETERS_KEY}/${parameter.id}` : PARAMETERS_KEY,
        parameterBodyOf(draft) as Record<string, unknown>,
        { lang: locale },
      ),
    onSuccess: (answer) => {
      toast.success(answer.message || t("adminCatalogue.saved"));
      onSaved(answer.data);
    },
    onError: (error) => {
      if (!(error instanceof ApiRequestError && error.fieldErrors))
        toast.error(actionFailureMessage(error, t));
    },
  });
  const errors = save.error instanceof ApiRequestError ? (save.error.fieldErrors ?? {}) : {};
  const set = (next: Partial<ParameterDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setOption = (index: number, next: Partial<ParameterDraft["options"][number]>) =>
    set({ options: draft.options.map((option, i) => (i === index ? { ...option, ...next } : option)) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Opened in a dialog inside the category's form: React carries the submit up through the portal otherwise.
    event.stopPropagation();
    save.mutate();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <BilingualInputs
        label={t("adminCatalogue.name")}
        value={{ en: draft.name, ar: draft.name_ar }}
        onChange={({ en, ar }) => set({ name: en, name_ar: ar })}
        errors={{ en: errors.name?.[0], ar: errors.name_ar?.[0] }}
      />
      <Select
        label={t("adminCatalogue.parameters.type")}
        value={draft.type}
        error={errors.type?.[0]}
        onChange={(event) => set({ type: event.target.value as ParameterDraft["type"] })}
      >
        {catalogueParameterTypes.map((type) => (
          <option key={type} value={type}>
            {t(`adminCatalogue.parameter_types.${type}`)}
          </option>
        ))}
      </Select>
      {takesOptions(draft.type) ? (
        <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3">
          <legend className="px-1 text-sm font-semibold text-slate-800">
            {t("adminCatalogue.parameters.options")}
          </legend>
          {errors.options?.[0] ? (
            <p className="mb-2 text-sm font-semibold text-red-700" role="alert">
              {errors.options[0]}
            </p>
          ) : null}
          <ol className="flex flex-col gap-3">
            {draft.options.map((option, index) => (
              <li key={index} className="flex flex-wrap items-end gap-2">
                <div className="min-w-32 flex-1">
                  <Input
                    label={t("adminCatalogue.parameters.option_en", { n: index + 1 })}
                    value={option.value}
                    dir="ltr"
                    maxLength={100}
                    error={errors[`options.${index}.value`]?.[0]}
                    onChange={(event) => setOption(index, { value: event.target.value })}
                  />
                </div>
                <div className="min-w-32 flex-1">
                  <Input
                    label={t("adminCatalogue.parameters.option_ar", { n: index + 1 })}
                    value={option.value_ar}
                    dir="rtl"
                    lang="ar"
                    maxLength={100}
                    error={errors[`options.${index}.value_ar`]?.[0]}
                    onChange={(event) => setOption(index, { value_ar: event.target.value })}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => set({ options: draft.options.filter((_, i) => i !== index) })}
                  aria-label={t("adminCatalogue.parameters.remove_option", { n: index + 1 })}
                >
                  {t("adminCatalogue.remove")}
                </Button>
              </li>
            ))}
          </ol>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            onClick={() => set({ options: [...draft.options, { value: "", value_ar: "" }] })}
          >
            {t("adminCatalogue.parameters.add_option")}
          </Button>
        </fieldset>
      ) : null}
      <Toggle
        label={t("adminCatalogue.parameters.required")}
        description={t("adminCatalogue.parameters.required_hint")}
        checked={draft.is_required}
        onChange={(is_required) => set({ is_required })}
      />
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
