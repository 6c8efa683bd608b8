import type { TVerificationApplication, TVerificationFormField } from "@manzil/domain/contracts";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FileIcon } from "../../../components/icons/icons";
import { isImageAnswer } from "../verification";

type Answer = TVerificationApplication["verify_customer_values"][number];

/** A stored choice (English) in the page's language when the form still offers it. */
function shownValue(
  answer: Answer,
  fields: readonly TVerificationFormField[] | undefined,
  separator: string,
): string {
  const value = answer.value ?? "";
  const field = fields?.find((candidate) => candidate.id === answer.field_id);
  if (!field || field.form_fields_values.length === 0) return value;
  const parts = answer.field_type === "checkbox" ? value.split(",") : [value];
  return parts
    .map((part) => field.form_fields_values.find((o) => o.value_en === part.trim())?.value ?? part.trim())
    .join(separator);
}

/**
 * The answers of an application, read-only: text as given, pictures shown in place and a PDF as a link (the
 * links are short-lived, so they open in a new tab while fresh).
 */
export function AnswersList({
  answers,
  fields,
}: {
  answers: TVerificationApplication["verify_customer_values"];
  fields?: readonly TVerificationFormField[] | undefined;
}) {
  const { t } = useTranslation();
  if (answers.length === 0) return <p className="text-sm text-slate-500">{t("verification.answers.none")}</p>;
  return (
    <dl className="flex flex-col divide-y divide-slate-100" data-testid="verification-answers">
      {answers.map((answer) => (
        <div key={answer.field_id} className="flex flex-col gap-1 py-3 sm:flex-row sm:gap-6">
          <dt className="text-sm font-semibold text-slate-600 sm:w-48 sm:shrink-0">
            <span dir="auto">{answer.name}</span>
          </dt>
          <dd className="min-w-0 text-slate-900">
            {answer.field_type === "file" ? (
              <FileAnswer answer={answer} />
            ) : (
              <span dir="auto" className="break-words whitespace-pre-line">
                {answer.value ? shownValue(answer, fields, t("verification.answers.separator")) : "—"}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FileAnswer({ answer }: { answer: Answer }) {
  const { t } = useTranslation();
  if (!answer.value)
    return <span className="text-sm text-slate-500">{t("verification.answers.file_missing")}</span>;
  const link =
    "inline-flex rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
  return isImageAnswer(answer.file_type) ? (
    <a
      href={answer.value}
      target="_blank"
      rel="noopener"
      className={link}
      aria-label={t("verification.answers.open_image", { name: answer.name })}
    >
      <img
        src={answer.value}
        alt={answer.name}
        loading="lazy"
        className="max-h-48 max-w-full rounded-xl bg-slate-100 object-contain ring-1 ring-slate-200"
      />
    </a>
  ) : (
    <a
      href={answer.value}
      target="_blank"
      rel="noopener"
      className={`${link} items-center gap-2 px-1 font-semibold text-brand-800 underline-offset-2 hover:underline`}
    >
      <FileIcon className="size-5" />
      {t("verification.answers.open_pdf")}
    </a>
  );
}
