import { useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { localizedText } from "../../../lib/api/auth-failure";
import type { FieldMessageKeys } from "../auth-validation";
import type { FormAnswer } from "../auth-flow";

/**
 * Errors of one auth form: the browser's own checks (spec §5 keys, before anything is sent) or the
 * action's answer (the API's field messages, already translated), never a mix of both.
 */
export function useFormErrors(answer: FormAnswer | undefined) {
  const { t } = useTranslation();
  const [clientErrors, setClientErrors] = useState<FieldMessageKeys | null>(null);

  const errorFor = (name: string): string | undefined => {
    if (clientErrors) {
      const key = clientErrors[name];
      return key ? t(key) : undefined;
    }
    return answer?.fieldErrors?.[name]?.join(" ");
  };

  /** True when the form may be sent; otherwise shows the problems and focuses the first field. */
  const check = (form: HTMLFormElement, problems: FieldMessageKeys): boolean => {
    const fields = Object.keys(problems);
    if (fields.length === 0) {
      setClientErrors(null);
      return true;
    }
    setClientErrors(problems);
    const first = form.elements.namedItem(fields[0] ?? "");
    if (first instanceof HTMLElement) first.focus();
    return false;
  };

  const general = !clientErrors && answer?.error ? localizedText(t, answer.error) : undefined;
  // Said once: a code's "invalid" is already shown under the code.
  const repeatsAField = Object.values(answer?.fieldErrors ?? {}).some((messages) =>
    messages.includes(general ?? ""),
  );
  return {
    errorFor,
    check,
    generalError: repeatsAField ? undefined : general,
    notice: answer?.ok && answer.notice ? localizedText(t, answer.notice) : undefined,
  };
}

/** The text of a form field, for the browser's checks before sending. */
export function fieldText(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === "string" ? value : "";
}
