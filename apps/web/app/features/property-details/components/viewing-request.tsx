import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "../../../components/ui/toast";
import { CalendarIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { useLocale } from "../../../lib/i18n/use-locale";
import { isSignInNeeded } from "../action-failure";
import { useSignInPrompt } from "./sign-in-prompt";

const FIELDS = ["client_name", "client_number", "client_email", "corresponding_day", "message"] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/** `?viewing` on a listing's address opens its viewing request on arrival (links from an agent's page). */
export const VIEWING_PARAM = "viewing";

export function viewingRequestHref(slug: string): string {
  return `/properties-details/${encodeURIComponent(slug)}?${VIEWING_PARAM}=1`;
}

/** Today in the visitor's own calendar, as the date input's earliest day. */
function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

function ViewingForm({
  propertyId,
  initial,
  isGuest,
  onDone,
  onSignIn,
}: {
  propertyId: number;
  initial: Values;
  isGuest: boolean;
  onDone: () => void;
  /** A guest who has an account after all: close the form for the page's sign-in dialog. */
  onSignIn: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const { askToSignIn } = useSignInPrompt();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The browser checks only that the required ones are there; the API checks the rest in the page's language.
    const missing = (["client_name", "client_number", "client_email", "corresponding_day"] as const).filter(
      (field) => values[field].trim() === "",
    );
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((field) => [field, t("details.viewing.required")])));
      return;
    }
    setErrors({});
    setFailure(null);
    setIsSending(true);
    try {
      const answer = await apiPost<unknown>(
        "send-property-client-email",
        { property_id: propertyId, ...values },
        { lang: locale },
      );
      toast.success(answer.message || t("details.viewing.sent"));
      onDone();
    } catch (error) {
      if (isSignInNeeded(error)) {
        askToSignIn();
        return;
      }
      const fields = error instanceof ApiRequestError ? error.fieldErrors : undefined;
      const named = FIELDS.filter((field) => fields?.[field]?.[0]);
      if (named.length > 0) setErrors(Object.fromEntries(named.map((field) => [field, fields![field]![0]])));
      else setFailure(actionFailureMessage(error, t));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
      data-testid="viewing-form"
    >
      <FormAlert tone="error">{failure}</FormAlert>
      {isGuest ? (
        <p className="text-sm text-slate-600" data-testid="viewing-guest-note">
          {t("details.viewing.guest_note")}{" "}
          <button
            type="button"
            onClick={onSignIn}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t("details.viewing.guest_sign_in")}
          </button>
        </p>
      ) : null}
      <Input
        label={t("details.viewing.name")}
        name="client_name"
        autoComplete="name"
        dir="auto"
        required
        value={values.client_name}
        error={errors.client_name}
        onChange={set("client_name")}
      />
      <Input
        label={t("details.viewing.phone")}
        name="client_number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        required
        value={values.client_number}
        error={errors.client_number}
        onChange={set("client_number")}
      />
      <Input
        label={t("details.viewing.email")}
        name="client_email"
        type="email"
        autoComplete="email"
        dir="ltr"
        required
        value={values.client_email}
        error={errors.client_email}
        onChange={set("client_email")}
      />
      <Input
        label={t("details.viewing.day")}
        name="corresponding_day"
        type="date"
        min={todayIso()}
        required
        value={values.corresponding_day}
        error={errors.corresponding_day}
        onChange={set("corresponding_day")}
      />
      <Textarea
        label={t("details.viewing.message")}
        hint={t("details.viewing.message_hint")}
        name="message"
        dir="auto"
        maxLength={2000}
        value={values.message}
        error={errors.message}
        onChange={set("message")}
      />
      <Button type="submit" disabled={isSending} aria-busy={isSending || undefined}>
        {t(isSending ? "details.viewing.sending" : "details.viewing.submit")}
      </Button>
    </form>
  );
}

/**
 * "Request a viewing" (`send-property-client-email`): the owner is e-mailed the visitor's day and contacts. Guests
 * send it too, typing the contacts the owner will answer; a member's name and e-mail come filled in.
 */
export function ViewingRequest({
  propertyId,
  viewer,
  initialOpen = false,
}: {
  propertyId: number;
  viewer: { name: string; email: string | null } | null;
  /** Opened on arrival: an agent's page links here to ask for a viewing of this listing. */
  initialOpen?: boolean;
}) {
  const { t } = useTranslation();
  const { askToSignIn } = useSignInPrompt();
  const [open, setOpen] = useState(initialOpen);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t("details.viewing.title")}
      description={t("details.viewing.description")}
      trigger={
        <button
          type="button"
          data-testid="viewing-button"
          className={buttonClasses({ className: "mt-3 w-full" })}
        >
          <CalendarIcon className="size-4" />
          {t("details.viewing.button")}
        </button>
      }
    >
      <ViewingForm
        propertyId={propertyId}
        isGuest={viewer === null}
        initial={{
          client_name: viewer?.name ?? "",
          client_number: "",
          client_email: viewer?.email ?? "",
          corresponding_day: "",
          message: "",
        }}
        onDone={() => setOpen(false)}
        onSignIn={() => {
          setOpen(false);
          askToSignIn();
        }}
      />
    </Dialog>
  );
}
