import { PASSWORD_MIN_LENGTH } from "@manzil/domain/validation";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Input } from "../../../components/ui/input";

/**
 * A new password and its confirmation, with the spec's length rule shown as a hint. Registration names the
 * confirmation `re_password`, the reset form `password_confirmation` (the API's field names).
 */
export function NewPasswordFields({
  label,
  confirmationName,
  errorFor,
}: {
  label: string;
  confirmationName: "re_password" | "password_confirmation";
  errorFor: (name: string) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Input
        name="password"
        type="password"
        label={label}
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        hint={t("auth_ui.password_hint", { min: PASSWORD_MIN_LENGTH })}
        error={errorFor("password")}
      />
      <Input
        name={confirmationName}
        type="password"
        label={t("auth_ui.password_confirmation")}
        autoComplete="new-password"
        required
        error={errorFor(confirmationName)}
      />
    </>
  );
}
