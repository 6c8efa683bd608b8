import { clsx } from "clsx";
import type { TextareaHTMLAttributes } from "react";
import { controlBorder, FormField, type FieldProps } from "./form-field";

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> & FieldProps;

/** Multi-line text with the same label, hint and error wiring as `Input`. */
export function Textarea({ label, hideLabel, hint, error, className, id, ...props }: TextareaProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id}>
      {(control) => (
        <textarea
          {...control}
          className={clsx(
            "min-h-24 w-full rounded-xl border bg-white px-4 py-3 text-start text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600",
            controlBorder(error),
            className,
          )}
          {...props}
        />
      )}
    </FormField>
  );
}
