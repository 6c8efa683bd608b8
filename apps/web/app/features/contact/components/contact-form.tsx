import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useFetcher } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import type { ContactActionData } from "../contact-action.server";
import {
  CONTACT_FIELDS,
  CONTACT_MAX_LENGTH,
  EMPTY_CONTACT,
  validateContact,
  type ContactField,
  type ContactValues,
} from "../contact-validation";

/**
 * The contact form posts to the page's action (so it also works without JavaScript); the browser
 * checks the fields first with the API's schema and shows each problem beside its field.
 */
export function ContactForm({ actionData }: { actionData?: ContactActionData | undefined }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ContactActionData>();
  const result = fetcher.data ?? actionData;
  const [dismissed, setDismissed] = useState<ContactActionData | undefined>(undefined);
  const current = result === dismissed ? undefined : result;
  const [values, setValues] = useState<ContactValues>(() =>
    current && current.status !== "sent" ? current.values : EMPTY_CONTACT,
  );
  const [clientErrors, setClientErrors] = useState<Partial<Record<ContactField, string>>>({});
  /** Fields edited since the last answer: the server's message about them no longer applies. */
  const [editedSinceAnswer, setEditedSinceAnswer] = useState<ReadonlySet<string>>(() => new Set());
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);
  const isSending = fetcher.state !== "idle";
  const isSent = current?.status === "sent";

  useEffect(() => {
    if (isSent) successRef.current?.focus();
  }, [isSent]);

  useEffect(() => {
    if (fetcher.data?.status === "invalid") {
      const first = CONTACT_FIELDS.find(
        (field) => fetcher.data?.status === "invalid" && fetcher.data.fieldErrors[field],
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }, [fetcher.data]);

  const errorOf = (field: ContactField): string | undefined => {
    const key = clientErrors[field];
    if (key) return t(key);
    if (current?.status === "invalid" && !editedSinceAnswer.has(field)) return current.fieldErrors[field];
    return undefined;
  };

  const onChange = (field: ContactField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setEditedSinceAnswer((previous) => new Set(previous).add(field));
    if (clientErrors[field]) setClientErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const problems = validateContact(values);
    setClientErrors(problems);
    const first = CONTACT_FIELDS.find((field) => problems[field]);
    if (first) {
      event.preventDefault();
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setEditedSinceAnswer(new Set());
  };

  if (isSent) {
    return (
      <div className="flex flex-col items-start gap-4" data-testid="contact-success">
        <h2 ref={successRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
          {t("contact_page.success.title")}
        </h2>
        <p role="status" className="text-slate-600">
          {t("contact_page.success.body")}
        </p>
        <Button
          variant="outline"
          onClick={() => {
            setDismissed(result);
            setValues(EMPTY_CONTACT);
            setClientErrors({});
          }}
        >
          {t("contact_page.success.again")}
        </Button>
      </div>
    );
  }

  const overall =
    current?.status === "rate-limited"
      ? t("contact_page.rate_limited")
      : current?.status === "failed"
        ? current.message || t("contact_page.failed")
        : current?.status === "invalid"
          ? t("contact_page.fix_fields")
          : null;

  const field = (name: ContactField, label: string, extra: { type?: string; autoComplete?: string } = {}) => (
    <Input
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => onChange(name, event.target.value)}
      error={errorOf(name)}
      maxLength={CONTACT_MAX_LENGTH[name]}
      required
      {...extra}
    />
  );

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action="/contact-us"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
      data-testid="contact-form"
      aria-label={t("contact_page.form_title")}
    >
      {overall ? <FormAlert tone="error">{overall}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {field("first_name", t("contact_page.fields.first_name"), { autoComplete: "given-name" })}
        {field("last_name", t("contact_page.fields.last_name"), { autoComplete: "family-name" })}
      </div>
      {field("email", t("contact_page.fields.email"), { type: "email", autoComplete: "email" })}
      {field("subject", t("contact_page.fields.subject"))}
      <Textarea
        name="message"
        label={t("contact_page.fields.message")}
        value={values.message}
        onChange={(event) => onChange("message", event.target.value)}
        error={errorOf("message")}
        maxLength={CONTACT_MAX_LENGTH.message}
        rows={6}
        required
      />
      <div>
        <Button type="submit" variant="primary" size="lg" disabled={isSending} data-testid="contact-submit">
          {isSending ? t("contact_page.sending") : t("contact_page.send")}
        </Button>
      </div>
    </fetcher.Form>
  );
}
