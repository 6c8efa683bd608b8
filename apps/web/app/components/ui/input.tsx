import { clsx } from "clsx";
import type { ChangeEvent, InputHTMLAttributes } from "react";
import { toWesternDigits } from "@manzil/domain/i18n";
import { controlBorder, FormField, type FieldProps } from "./form-field";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & FieldProps;

const NUMERIC_MODES: ReadonlySet<string> = new Set(["numeric", "decimal", "tel"]);

/**
 * A numeric field (price, area, phone, year…) accepts Arabic-Indic and Persian digits: they become Western
 * ones as they are typed, so every form's checks and the request read one digit set (ADR 074).
 */
function readsNumbers({ inputMode, type }: Pick<InputProps, "inputMode" | "type">): boolean {
  return (inputMode !== undefined && NUMERIC_MODES.has(inputMode)) || type === "number" || type === "tel";
}

export function Input({ label, hideLabel, hint, error, className, id, ...props }: InputProps) {
  const { onChange } = props;
  const change =
    onChange && readsNumbers(props)
      ? (event: ChangeEvent<HTMLInputElement>) => {
          const western = toWesternDigits(event.target.value);
          if (western !== event.target.value) event.target.value = western;
          onChange(event);
        }
      : onChange;
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id}>
      {(control) => (
        <input
          {...control}
          className={clsx(
            "h-11 w-full rounded-xl border bg-white px-4 text-start text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600",
            controlBorder(error),
            className,
          )}
          {...props}
          onChange={change}
        />
      )}
    </FormField>
  );
}
