import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";
import { controlBorder, FormField, type FieldProps } from "./form-field";

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & FieldProps;

export function Input({ label, hideLabel, hint, error, className, id, ...props }: InputProps) {
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
        />
      )}
    </FormField>
  );
}
