import { useId } from "react";

/**
 * A native file input with its label, hint and error tied to it: reachable with Tab, opened with Enter or Space,
 * and read with its hint and error by screen readers.
 */
export function FilePicker({
  label,
  hint,
  error,
  accept,
  name,
  disabled,
  onChoose,
}: {
  label: string;
  hint: string;
  error?: string | undefined;
  accept: string;
  name: string;
  disabled?: boolean;
  onChoose: (file: File | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept={accept}
        disabled={disabled}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        className="block w-full min-w-0 text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 focus:outline-2 focus:outline-offset-2 focus:outline-brand-600"
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
