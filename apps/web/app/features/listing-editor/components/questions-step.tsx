import type { TPropertyQuestionField } from "@manzil/domain/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { EditorErrors } from "../editor-steps";
import { usePropertyTerms } from "../stay-catalogue";
import type { StayFields } from "../stay-form";
import { messageText } from "./editor-context";
import { ParameterInput } from "./parameter-input";
import { CatalogueStatus } from "./stay-parts";

type QuestionsStepProps = {
  stay: StayFields;
  questionFields: UseQueryResult<TPropertyQuestionField[]>;
  errors: EditorErrors;
  isEditing: boolean;
  onChange: (patch: Partial<StayFields>) => void;
};

/** The admin's terms are rich text; the editor shows their words only (no markup from settings runs here). */
function plainText(html: string): string {
  // Paragraphs, line breaks and list items keep their own lines.
  const lines = html.replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, "$&\n");
  if (typeof DOMParser === "undefined") return lines.replace(/<[^>]*>/g, "");
  return new DOMParser().parseFromString(lines, "text/html").body.textContent ?? "";
}

/**
 * The classification's questions (answered once the listing is saved, only by its owner) and the stays terms,
 * which a new listing accepts before it is sent.
 */
export function QuestionsStep({ stay, questionFields, errors, isEditing, onChange }: QuestionsStepProps) {
  const { t } = useTranslation();
  const terms = usePropertyTerms();
  const termsText = useMemo(() => plainText(terms.data?.terms_conditions ?? "").trim(), [terms.data]);
  const acceptError = messageText(errors.terms_accepted, t);
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-4" aria-labelledby="stay-questions">
        <h3 id="stay-questions" className="text-lg font-bold text-slate-900">
          {t("editor.questions.title")}
        </h3>
        <p className="text-sm text-slate-600">
          {t(isEditing ? "editor.questions.edit_hint" : "editor.questions.hint")}
        </p>
        <CatalogueStatus
          query={questionFields}
          what={t("editor.questions.what")}
          empty={t("editor.questions.empty")}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {(questionFields.data ?? []).map((question) => {
            const id = String(question.id);
            return (
              <ParameterInput
                key={question.id}
                definition={{
                  id: question.id,
                  name: question.name,
                  name_en: question.name_en,
                  name_ar: question.name_ar,
                  type_of_parameter: question.field_type === "radio" ? "radiobutton" : question.field_type,
                  type_values: question.field_values.map((option) => option.value_en),
                  options: question.field_values.map((option) => ({
                    value: option.value_en,
                    value_ar: option.value_ar,
                  })),
                  image: "",
                  is_required: question.is_required,
                }}
                value={stay.answers[id]}
                file={undefined}
                error={messageText(errors[`answer:${id}`], t)}
                onChange={(value) => onChange({ answers: { ...stay.answers, [id]: value } })}
                onFile={() => undefined}
              />
            );
          })}
        </div>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="stay-terms">
        <h3 id="stay-terms" className="text-lg font-bold text-slate-900">
          {t("editor.questions.terms")}
        </h3>
        <CatalogueStatus query={terms} what={t("editor.questions.terms")} />
        {terms.data ? (
          <div
            className="max-h-56 overflow-y-auto whitespace-pre-line rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700"
            dir="auto"
            // A scrolling box must be reachable by keyboard to be read (WCAG 2.1.1), so it takes the focus.
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label={t("editor.questions.terms")}
            data-testid="property-terms"
          >
            {termsText || t("editor.questions.no_terms")}
          </div>
        ) : null}
        {isEditing ? null : (
          <div className="flex flex-col gap-1">
            <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
              <input
                type="checkbox"
                name="terms_accepted"
                checked={stay.terms_accepted}
                aria-invalid={acceptError ? true : undefined}
                className="mt-0.5 size-4 shrink-0 accent-brand-700"
                onChange={(event) => onChange({ terms_accepted: event.target.checked })}
              />
              {t("editor.questions.accept")}
            </label>
            {acceptError ? <p className="text-xs font-medium text-red-600">{acceptError}</p> : null}
          </div>
        )}
      </section>
    </div>
  );
}
