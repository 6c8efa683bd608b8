import { useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { OtpInput } from "../../../components/ui/otp-input";
import { ResendButton } from "../../../components/ui/resend-button";
import { apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { formFailureMessage } from "../../../lib/api/error-message";
import { digitsOnly } from "../../../lib/format/digits";
import { useLocale } from "../../../lib/i18n/use-locale";

type EmailChangeProps = {
  pendingEmail: string;
  /** A code was sent a moment ago: "resend" waits out the API's 60 seconds. */
  justSent: boolean;
  onConfirmed: () => void;
};

/**
 * A new e-mail address waits for its code (`pending_email`); the old one stays until then. The code
 * goes to `verify-email-change`; "resend" saves the same new address again, which sends a new code.
 */
export function EmailChange({ pendingEmail, justSent, onConfirmed }: EmailChangeProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resends, setResends] = useState(0);

  const confirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const otp = digitsOnly(code);
    if (otp.length !== 6) {
      setError(t(otp === "" ? "validation.required.otp" : "validation.invalid_value"));
      return;
    }
    setBusy(true);
    try {
      const answer = await apiPost("verify-email-change", { otp }, { lang: locale });
      setError(undefined);
      toast.success(answer.message || t("profile.email_change.done"));
      onConfirmed();
    } catch (failure) {
      const fieldError = failure instanceof ApiRequestError ? failure.fieldErrors?.otp?.join(" ") : undefined;
      setError(fieldError ?? formFailureMessage(failure, t, "verify-code"));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setResends((count) => count + 1);
    try {
      const answer = await apiPost("update_profile", { email: pendingEmail }, { lang: locale });
      toast.success(answer.message || t("auth_ui.code_sent"));
    } catch (failure) {
      toast.error(formFailureMessage(failure, t, "send-code"));
    }
  };

  return (
    <Card className="p-6 ring-amber-300 sm:p-8" data-testid="email-change">
      <h2 className="text-lg font-bold text-slate-900">{t("profile.email_change.title")}</h2>
      <p className="mt-2 text-sm text-slate-600">
        {t("profile.email_change.body")}{" "}
        <bdi dir="ltr" className="font-semibold text-slate-900">
          {pendingEmail}
        </bdi>
      </p>
      <p className="mt-1 text-sm text-slate-600">{t("profile.email_change.note")}</p>
      <form onSubmit={(event) => void confirm(event)} noValidate className="mt-5 flex flex-col gap-4">
        <OtpInput name="otp" label={t("auth_ui.code_label")} error={error} onChange={setCode} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ResendButton
            key={resends}
            seconds={justSent || resends > 0 ? 60 : 0}
            onClick={() => void resend()}
          />
          <Button type="submit" disabled={busy}>
            {busy ? t("profile.saving") : t("profile.email_change.confirm")}
          </Button>
        </div>
      </form>
    </Card>
  );
}
