import { clsx } from "clsx";
import { useId, type InputHTMLAttributes, type ReactNode } from "react";

type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  /** Visually hidden label (still read by screen readers), for inputs whose purpose is obvious on screen. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
};

export function Input({ label, hideLabel = false, hint, error, className, id, ...props }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className={clsx("text-sm font-medium text-slate-700", hideLabel && "sr-only")}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={clsx(hintId, errorId) || undefined}
        className={clsx(
          "h-11 w-full rounded-xl border bg-white px-4 text-start text-slate-900 placeholder:text-slate-400 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600",
          error ? "border-red-500" : "border-slate-300",
          className,
        )}
        {...props}
      />
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
