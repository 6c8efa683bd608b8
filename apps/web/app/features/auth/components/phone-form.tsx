import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { answerFor, type AuthActionData } from "../auth-flow";
import { validatePhoneNumber } from "../auth-validation";
import { DEFAULT_DIAL_CODE, DIAL_CODES, isDialCode, toInternationalNumber } from "../phone-number";
import { AUTH_ACTION, type AuthFetcher } from "./auth-fetcher";
import { fieldText, useFormErrors } from "./use-form-errors";

type PhoneFormProps = { fetcher: AuthFetcher; result: AuthActionData | undefined; redirectTo: string };

/** Phone sign-in, first step: the number (country code + national number); the code comes next. */
export function PhoneForm({ fetcher, result, redirectTo }: PhoneFormProps) {
  const { t } = useTranslation();
  const answer = answerFor(result, ["phone-send"]);
  const { errorFor, check, generalError } = useFormErrors(answer);
  const busy = fetcher.state !== "idle";
  const typedDial = answer?.values?.dial;
  return (
    <fetcher.Form
      method="post"
      action={AUTH_ACTION}
      noValidate
      aria-label={t("auth_ui.tab.phone")}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const dial = fieldText(form, "dial");
        const number = toInternationalNumber(
          isDialCode(dial) ? dial : DEFAULT_DIAL_CODE,
          fieldText(form, "number"),
        );
        if (!check(form, validatePhoneNumber(number))) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="phone-send" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert tone="error">{generalError}</FormAlert>
      <p className="text-sm text-slate-600">{t("auth_ui.phone_intro")}</p>
      <div className="grid grid-cols-[minmax(0,9rem)_1fr] items-start gap-3">
        <Select
          name="dial"
          label={t("auth_ui.country_code")}
          defaultValue={isDialCode(typedDial) ? typedDial : DEFAULT_DIAL_CODE}
        >
          {DIAL_CODES.map(({ region, dial }) => (
            <option key={region} value={dial}>
              {`${dial} ${t(`auth_ui.region.${region}`)}`}
            </option>
          ))}
        </Select>
        <Input
          name="number"
          type="tel"
          label={t("auth_ui.phone_number")}
          autoComplete="tel-national"
          inputMode="tel"
          dir="ltr"
          required
          defaultValue={answer?.values?.number}
          error={errorFor("number")}
        />
      </div>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("auth_ui.working") : t("auth_ui.send_code")}
      </Button>
    </fetcher.Form>
  );
}
