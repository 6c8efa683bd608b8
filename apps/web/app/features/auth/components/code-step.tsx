import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { OtpInput } from "../../../components/ui/otp-input";
import { ResendButton } from "../../../components/ui/resend-button";
import { removeStorage, STORAGE_KEYS } from "../../../lib/storage/local-storage";
import { answerFor, DEFAULT_RESEND_SECONDS, type AuthActionData } from "../auth-flow";
import { validateCode } from "../auth-validation";
import { AUTH_ACTION, type AuthFetcher } from "./auth-fetcher";
import { fieldText, useFormErrors } from "./use-form-errors";

type CodeStepProps = {
  fetcher: AuthFetcher;
  result: AuthActionData | undefined;
  redirectTo: string;
  target: { kind: "verify-email"; email: string } | { kind: "verify-phone"; number: string };
  /** Seconds before "resend" unlocks, from when this step (or the last resend) appeared. */
  resendIn: number | undefined;
  /** Counts resends, so the countdown starts again for each. */
  resendKey: number;
  onResend: () => void;
  /** The password typed a moment ago, if any: with it the e-mail step signs in by itself. */
  rememberedPassword: () => string;
  backHref: string;
  onBack: () => void;
};

/** The six-box code step of registration (e-mail) and phone sign-in. */
export function CodeStep({
  fetcher,
  result,
  redirectTo,
  target,
  resendIn,
  resendKey,
  onResend,
  rememberedPassword,
  backHref,
  onBack,
}: CodeStepProps) {
  const { t } = useTranslation();
  const isEmail = target.kind === "verify-email";
  const verifyIntent = isEmail ? "verify-email" : "phone-verify";
  const resendIntent = isEmail ? "resend-email-code" : "phone-resend";
  const answer = answerFor(result, ["register", "sign-in", verifyIntent, resendIntent, "phone-send"]);
  const { errorFor, check, generalError, notice } = useFormErrors(answer);
  const busy = fetcher.state !== "idle";
  const shownTarget = isEmail ? target.email : target.number;

  return (
    <fetcher.Form
      method="post"
      action={AUTH_ACTION}
      noValidate
      aria-label={t(isEmail ? "auth_ui.verify_email_title" : "auth_ui.verify_phone_title")}
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        const intent = submitter instanceof HTMLButtonElement ? submitter.value : verifyIntent;
        if (intent === resendIntent) {
          onResend();
          return;
        }
        if (!check(form, validateCode(fieldText(form, "otp")))) {
          event.preventDefault();
          return;
        }
        if (!isEmail) return;
        // A new e-mail account starts without onboarding, whatever an earlier visitor left in this browser.
        removeStorage(STORAGE_KEYS.onboardingDone);
        const password = rememberedPassword();
        if (password === "") return;
        event.preventDefault();
        const body = new FormData(form);
        body.set("intent", verifyIntent);
        body.set("password", password);
        void fetcher.submit(body, { method: "post", action: AUTH_ACTION });
      }}
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <input type="hidden" name={isEmail ? "email" : "number"} value={shownTarget} />
      <h3 className="text-base font-bold text-slate-900">
        {t(isEmail ? "auth_ui.verify_email_title" : "auth_ui.verify_phone_title")}
      </h3>
      <FormAlert tone="error">{generalError}</FormAlert>
      <FormAlert tone="success">{notice}</FormAlert>
      <p className="text-sm text-slate-600">
        {t("auth_ui.code_sent_to")}{" "}
        <bdi dir="ltr" className="font-semibold text-slate-900">
          {shownTarget}
        </bdi>
      </p>
      <OtpInput
        // A refused code empties the boxes for the next try.
        key={answer?.intent === verifyIntent && !answer.ok ? answer.at : "code"}
        name="otp"
        label={t("auth_ui.code_label")}
        error={errorFor("otp")}
        focusOnMount
      />
      <Button type="submit" name="intent" value={verifyIntent} size="lg" disabled={busy}>
        {busy
          ? t("auth_ui.working")
          : t(isEmail ? "auth_ui.verify_and_continue" : "auth_ui.verify_and_sign_in")}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link
          to={backHref}
          onClick={(event) => {
            event.preventDefault();
            onBack();
          }}
          className="rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t(isEmail ? "auth_ui.change_email" : "auth_ui.change_number")}
        </Link>
        <ResendButton
          key={resendKey}
          seconds={resendIn ?? DEFAULT_RESEND_SECONDS}
          type="submit"
          name="intent"
          value={resendIntent}
          formNoValidate
          disabled={busy}
        />
      </div>
    </fetcher.Form>
  );
}
