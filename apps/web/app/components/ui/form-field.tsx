import { clsx } from "clsx";
import { useId, type ReactNode } from "react";

/** What a control needs to be tied to its label, hint and error for assistive technology. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

export type FieldProps = {
  label: ReactNode;
  /** Visually hidden label (still read by screen readers), for controls whose purpose is obvious on screen. */
  hideLabel?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string | undefined;
};

/** The label, hint and error around one form control (Input, Textarea, Select share it). */
export function FormField({
  label,
  hideLabel = false,
  hint,
  error,
  id,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label
        htmlFor={controlId}
        className={clsx("text-sm font-medium text-slate-700", hideLabel && "sr-only")}
      >
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": clsx(hintId, errorId) || undefined,
      })}
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

/** The border of a control: red when it carries an error. */
export const controlBorder = (error: ReactNode) => (error ? "border-red-500" : "border-slate-300");
