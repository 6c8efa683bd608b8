import { clsx } from "clsx";
import type { ReactNode, SelectHTMLAttributes } from "react";
import { ChevronDownIcon } from "../icons/icons";
import { controlBorder, FormField, type FieldProps } from "./form-field";

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> & FieldProps & { children: ReactNode };

/** A native select with the same label, hint and error wiring as `Input`. */
export function Select({ label, hideLabel, hint, error, className, id, children, ...props }: SelectProps) {
  return (
    <FormField label={label} hideLabel={hideLabel} hint={hint} error={error} id={id}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={clsx(
              "h-11 w-full appearance-none rounded-xl border bg-white ps-4 pe-10 text-start text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600",
              controlBorder(error),
              className,
            )}
            {...props}
          >
            {children}
          </select>
          <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        </div>
      )}
    </FormField>
  );
}
