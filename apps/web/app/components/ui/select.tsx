import { clsx } from "clsx";
import { useId, type ReactNode, type SelectHTMLAttributes } from "react";
import { ChevronDownIcon } from "../icons/icons";

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  children: ReactNode;
};

/** A native select with the same label, hint and error wiring as `Input`. */
export function Select({
  label,
  hideLabel = false,
  hint,
  error,
  className,
  id,
  children,
  ...props
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={selectId}
        className={clsx("text-sm font-medium text-slate-700", hideLabel && "sr-only")}
      >
        {label}
      </label>
      <div className="relative">
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={clsx(hintId, errorId) || undefined}
          className={clsx(
            "h-11 w-full appearance-none rounded-xl border bg-white ps-4 pe-10 text-start text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600",
            error ? "border-red-500" : "border-slate-300",
            className,
          )}
          {...props}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
