import type { TVerificationApplication, TVerificationFormField } from "@manzil/domain/contracts";
import { clsx } from "clsx";
import { useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { FileFace } from "../../../components/ui/file-face";
import { FormField } from "../../../components/ui/form-field";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { Textarea } from "../../../components/ui/textarea";
import { ApiRequestError } from "../../../lib/api/browser-api";
import type { ApiSuccess } from "../../../lib/api/envelope";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import {
  applicationBody,
  clientProblemsOf,
  FILE_ACCEPT,
  FILE_MAX_MB,
  fileProblemOf,
  serverErrorsByField,
  type Answers,
  type AnswerValue,
  type ClientProblem,
} from "../verification";

/** Sends the multipart body, reporting the share sent (0–1); the page passes uploadWithProgress. */
export type ApplicationSender = (
  body: FormData,
  onProgress: (share: number) => void,
) => Promise<ApiSuccess<TVerificationApplication>>;

type VerificationFormProps = {
  fields: readonly TVerificationFormField[];
  initial?: Answers;
  send: ApplicationSender;
  onApplied: (answer: ApiSuccess<TVerificationApplication>) => void;
  onCancel?: (() => void) | undefined;
};

/**
 * The admin-defined questions, each drawn by its type, in the page's language. The member's mistakes that can be
 * seen here are shown at their field before sending; the API's 422 comes back at the same place.
 */
export function VerificationForm({ fields, initial = {}, send, onApplied, onCancel }: VerificationFormProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [answers, setAnswers] = useState<Answers>(initial);
  const [problems, setProblems] = useState<Record<number, ClientProblem>>({});
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const setAnswer = (field: TVerificationFormField, value: AnswerValue) => {
    setAnswers((current) => ({ ...current, [field.id]: value }));
    setProblems(({ [field.id]: _dropped, ...rest }) => rest);
    setServerErrors(({ [field.id]: _dropped, ...rest }) => rest);
  };

  const problemText = (problem: ClientProblem) =>
    t(`verification.problem.${problem}`, { max: formatNumber(FILE_MAX_MB, locale) });
  const errorOf = (field: TVerificationFormField) =>
    problems[field.id] ? problemText(problems[field.id]!) : serverErrors[field.id];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (progress !== null) return;
    const found = clientProblemsOf(fields, answers);
    setProblems(found);
    setServerErrors({});
    setGeneral(null);
    if (Object.keys(found).length > 0) {
      focusField(Object.keys(found).map(Number)[0]!);
      return;
    }
    setProgress(0);
    try {
      const answer = await send(applicationBody(fields, answers), setProgress);
      onApplied(answer);
    } catch (error) {
      const { byField, general: rest } = serverErrorsByField(
        fields,
        error instanceof ApiRequestError ? error.fieldErrors : undefined,
      );
      setServerErrors(byField);
      const firstField = Object.keys(byField).map(Number)[0];
      if (firstField !== undefined) focusField(firstField);
      setGeneral(
        firstField !== undefined && rest.length === 0
          ? t("verification.form.fix_fields")
          : (rest[0] ?? actionFailureMessage(error, t)),
      );
    } finally {
      setProgress(null);
    }
  };

  const sending = progress !== null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <p className="text-sm text-slate-600">{t("verification.form.required_note")}</p>
      {fields.map((field) => (
        <FieldControl
          key={field.id}
          field={field}
          value={answers[field.id] ?? null}
          error={errorOf(field)}
          disabled={sending}
          onChange={(value) => setAnswer(field, value)}
          onFileProblem={(problem) => setProblems((current) => ({ ...current, [field.id]: problem }))}
        />
      ))}
      {general ? <FormAlert tone="error">{general}</FormAlert> : null}
      {sending ? (
        <div className="flex flex-col gap-1">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
            max={1}
            value={progress}
            aria-label={t("verification.form.uploading")}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {t("verification.form.progress", {
              percent: formatNumber(progress, locale, { style: "percent", maximumFractionDigits: 0 }),
            })}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            {t("verification.form.cancel")}
          </Button>
        ) : null}
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? t("verification.form.sending") : t("verification.form.submit")}
        </Button>
      </div>
    </form>
  );
}

const controlId = (field: TVerificationFormField) => `verification-field-${field.id}`;

/** Moves the keyboard to the first field that needs attention (its first input for a group of choices). */
function focusField(fieldId: number) {
  const target = document.getElementById(`verification-field-${fieldId}`);
  const focusable =
    target instanceof HTMLFieldSetElement ? target.querySelector<HTMLElement>("input") : target;
  focusable?.focus();
}

type FieldControlProps = {
  field: TVerificationFormField;
  value: AnswerValue;
  error: string | undefined;
  disabled: boolean;
  onChange: (value: AnswerValue) => void;
  onFileProblem: (problem: ClientProblem) => void;
};

function FieldLabel({ field }: { field: TVerificationFormField }) {
  const { t } = useTranslation();
  return (
    <>
      <span dir="auto">{field.name}</span>
      {field.is_required ? (
        <>
          <span aria-hidden="true" className="ms-1 text-red-600">
            *
          </span>
          <span className="sr-only"> ({t("verification.form.required")})</span>
        </>
      ) : null}
    </>
  );
}

function FieldControl({ field, value, error, disabled, onChange, onFileProblem }: FieldControlProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const id = controlId(field);
  const label = <FieldLabel field={field} />;
  const text = typeof value === "string" ? value : "";
  const common = { id, label, error, disabled, required: field.is_required };
  switch (field.field_type) {
    case "text":
      return <Input {...common} dir="auto" value={text} onChange={(e) => onChange(e.target.value)} />;
    case "number":
      return (
        <Input
          {...common}
          inputMode="decimal"
          dir="ltr"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case "textarea":
      return <Textarea {...common} dir="auto" value={text} onChange={(e) => onChange(e.target.value)} />;
    case "dropdown":
      return (
        <Select {...common} value={text} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t("verification.form.choose")}</option>
          {field.form_fields_values.map((option) => (
            <option key={option.id} value={option.value_en}>
              {option.value}
            </option>
          ))}
        </Select>
      );
    case "radio":
    case "checkbox": {
      const many = field.field_type === "checkbox";
      const chosen = many ? (Array.isArray(value) ? value : []) : [text];
      return (
        <ChoiceGroup id={id} legend={label} error={error}>
          {field.form_fields_values.map((option) => (
            <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
              <input
                type={many ? "checkbox" : "radio"}
                name={id}
                value={option.value_en}
                checked={chosen.includes(option.value_en)}
                disabled={disabled}
                className="size-5 accent-brand-600"
                aria-invalid={error ? true : undefined}
                onChange={(e) =>
                  onChange(
                    many
                      ? e.target.checked
                        ? [...chosen, option.value_en]
                        : chosen.filter((c) => c !== option.value_en)
                      : option.value_en,
                  )
                }
              />
              <span dir="auto">{option.value}</span>
            </label>
          ))}
        </ChoiceGroup>
      );
    }
    case "file":
      return (
        <FormField
          id={id}
          label={label}
          error={error}
          hint={t("verification.form.file_hint", { max: formatNumber(FILE_MAX_MB, locale) })}
        >
          {(control) => (
            // The native picker's own words follow the browser's language, not the page's: the input is kept
            // for the keyboard and screen readers, and a translated face is drawn beside it.
            <div className="relative">
              <input
                {...control}
                type="file"
                accept={FILE_ACCEPT}
                disabled={disabled}
                required={field.is_required}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
                onChange={(e) => {
                  const file = e.target.files?.[0] ?? null;
                  onChange(file);
                  const problem = file ? fileProblemOf(file) : null;
                  if (problem) onFileProblem(problem);
                }}
              />
              <FileFace
                action={t("verification.form.choose_file")}
                fileName={value instanceof File ? value.name : t("verification.form.no_file")}
                error={error}
              />
            </div>
          )}
        </FormField>
      );
  }
}

/** Radio buttons and checkboxes: one fieldset whose legend is the question, the error tied to it. */
function ChoiceGroup({
  id,
  legend,
  error,
  children,
}: {
  id: string;
  legend: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
      <div className={clsx("flex flex-col", error && "rounded-xl ring-1 ring-red-500 ring-inset px-3")}>
        {children}
      </div>
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
