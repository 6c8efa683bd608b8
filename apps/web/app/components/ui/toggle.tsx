import { clsx } from "clsx";
import { useId, type ReactNode } from "react";

/** An on/off switch: a native checkbox announced as a switch, with its label and description. */
export function Toggle({
  label,
  description,
  checked,
  onChange,
  name,
}: {
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="flex flex-col gap-0.5">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
        </label>
        {description ? (
          <p id={`${id}-description`} className="text-xs text-slate-500">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          name={name}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={description ? `${id}-description` : undefined}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
        />
        <span
          aria-hidden
          className={clsx(
            "flex h-6 w-11 items-center rounded-full p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
            checked ? "bg-brand-700" : "bg-slate-300",
          )}
        >
          <span
            className={clsx(
              "size-5 rounded-full bg-white shadow transition-transform",
              checked ? "ltr:translate-x-5 rtl:-translate-x-5" : "translate-x-0",
            )}
          />
        </span>
      </span>
    </div>
  );
}
