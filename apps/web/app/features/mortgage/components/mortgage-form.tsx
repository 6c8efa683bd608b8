import { useTranslation } from "../../../lib/i18n/use-translation";
import { Form, useNavigation } from "react-router";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import type { FieldErrors } from "../../../lib/api/envelope";
import type { MortgageField, MortgageFormValues } from "../mortgage-form-values";

type MortgageFormProps = { values: MortgageFormValues; fieldErrors: FieldErrors | null };

const FIELDS: { name: MortgageField; inputMode: "decimal" | "numeric"; required: boolean }[] = [
  { name: "loan_amount", inputMode: "decimal", required: true },
  { name: "down_payment", inputMode: "decimal", required: false },
  { name: "interest_rate", inputMode: "decimal", required: true },
  { name: "loan_term_years", inputMode: "numeric", required: true },
];

/**
 * A GET form: the figures land in the URL, the server calculates, and the answer can be shared. The
 * inputs are text with a numeric keyboard so Arabic-Indic digits are accepted (the server normalises).
 */
export function MortgageForm({ values, fieldErrors }: MortgageFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isCalculating =
    navigation.state !== "idle" && navigation.location?.pathname === "/mortgage-calculator";

  return (
    <Form
      method="get"
      className="flex flex-col gap-4"
      aria-labelledby="mortgage-form-title"
      data-testid="mortgage-form"
    >
      <h2 id="mortgage-form-title" className="text-lg font-bold text-slate-900">
        {t("mortgage.form_title")}
      </h2>
      {FIELDS.map((field) => (
        <Input
          key={field.name}
          name={field.name}
          label={t(`mortgage.field.${field.name}`)}
          hint={t(`mortgage.hint.${field.name}`)}
          defaultValue={values[field.name]}
          inputMode={field.inputMode}
          autoComplete="off"
          maxLength={32}
          required={field.required}
          error={fieldErrors?.[field.name]?.join(" ")}
        />
      ))}
      <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-700">
        <input
          type="checkbox"
          name="show_all_details"
          value="1"
          defaultChecked={values.show_all_details}
          className="size-4 rounded border-slate-300 accent-brand-700"
        />
        {t("mortgage.show_all_details")}
      </label>
      <Button type="submit" disabled={isCalculating}>
        {isCalculating ? t("mortgage.calculating") : t("mortgage.calculate")}
      </Button>
    </Form>
  );
}
