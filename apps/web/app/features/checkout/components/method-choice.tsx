import type { TPaymentMethod } from "@manzil/domain/payments";
import { clsx } from "clsx";
import { useTranslation } from "../../../lib/i18n/use-translation";

type MethodChoiceProps = {
  methods: readonly TPaymentMethod[];
  value: TPaymentMethod | null;
  onChange: (method: TPaymentMethod) => void;
};

/**
 * The enabled payment methods as one radio group (arrow keys move between them); only what the settings list is
 * offered; the checked one is the form's `payment_method`. With none, the member is told so instead of being shown a form that cannot succeed.
 */
export function MethodChoice({ methods, value, onChange }: MethodChoiceProps) {
  const { t } = useTranslation();
  if (methods.length === 0) {
    return (
      <p role="status" className="rounded-xl bg-amber-50 p-4 text-amber-950" data-testid="checkout-no-method">
        {t("checkout.no_method")}
      </p>
    );
  }
  return (
    <fieldset data-testid="checkout-methods">
      <legend className="mb-3 text-sm font-semibold text-slate-800">{t("checkout.choose_method")}</legend>
      <div className="flex flex-col gap-2">
        {methods.map((method) => (
          <label
            key={method}
            className={clsx(
              "flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-slate-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600",
              value === method ? "border-brand-600 bg-brand-50" : "border-slate-200 hover:border-brand-400",
            )}
          >
            <input
              type="radio"
              name="payment_method"
              value={method}
              checked={value === method}
              onChange={() => onChange(method)}
              className="size-4 accent-brand-700"
            />
            <span className="font-semibold">{t(`checkout.method.${method}`)}</span>
            <span className="ms-auto text-xs text-slate-500">{t(`checkout.method_note.${method}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
