import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { FormAlert } from "../../../components/ui/form-alert";
import { Input } from "../../../components/ui/input";
import { Select } from "../../../components/ui/select";
import { isolateLtr } from "../../../lib/format/bidi";
import { STORAGE_KEYS, writeStorage } from "../../../lib/storage/local-storage";
import { answerFor, type AuthActionData } from "../auth-flow";
import { validateRegister } from "../auth-validation";
import { AUTH_ACTION, type AuthFetcher } from "./auth-fetcher";
import { NewPasswordFields } from "./new-password-fields";
import { fieldText, useFormErrors } from "./use-form-errors";

/** `customer_type` of user-register; "" is a customer (the API stores no type for them). */
const ROLES = ["", "property_owner", "agent"] as const;

type RegisterFormProps = {
  fetcher: AuthFetcher;
  result: AuthActionData | undefined;
  redirectTo: string;
  onPassword: (password: string) => void;
};

export function RegisterForm({ fetcher, result, redirectTo, onPassword }: RegisterFormProps) {
  const { t } = useTranslation();
  const answer = answerFor(result, ["register"]);
  const { errorFor, check, generalError } = useFormErrors(answer);
  const busy = fetcher.state !== "idle";
  const typed = answer?.values ?? {};
  return (
    <fetcher.Form
      method="post"
      action={AUTH_ACTION}
      noValidate
      aria-label={t("auth_ui.tab.register")}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        const form = event.currentTarget;
        const values = {
          name: fieldText(form, "name"),
          email: fieldText(form, "email"),
          mobile: fieldText(form, "mobile"),
          password: fieldText(form, "password"),
          re_password: fieldText(form, "re_password"),
        };
        if (!check(form, validateRegister(values))) {
          event.preventDefault();
          return;
        }
        onPassword(values.password);
        // Onboarding, right after the e-mail code, reads this instead of asking "I am…" again.
        writeStorage(STORAGE_KEYS.signUpRole, fieldText(form, "customer_type"));
      }}
    >
      <input type="hidden" name="intent" value="register" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert tone="error">{generalError}</FormAlert>
      <Input
        name="name"
        label={t("auth_ui.name")}
        autoComplete="name"
        required
        defaultValue={typed.name}
        error={errorFor("name")}
      />
      <Input
        name="email"
        type="email"
        label={t("auth_ui.email")}
        autoComplete="email"
        dir="ltr"
        required
        defaultValue={typed.email}
        error={errorFor("email")}
      />
      <Input
        name="mobile"
        type="tel"
        label={t("auth_ui.mobile_optional")}
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        defaultValue={typed.mobile}
        hint={t("auth_ui.mobile_hint", { example: isolateLtr("+20 100 123 4567") })}
        error={errorFor("mobile")}
      />
      <NewPasswordFields label={t("auth_ui.password")} confirmationName="re_password" errorFor={errorFor} />
      <Select
        name="customer_type"
        label={t("auth_ui.role.label")}
        defaultValue={typed.customer_type ?? ""}
        error={errorFor("customer_type")}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`auth_ui.role.${role || "customer"}`)}
          </option>
        ))}
      </Select>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? t("auth_ui.working") : t("auth_ui.create_account")}
      </Button>
    </fetcher.Form>
  );
}
