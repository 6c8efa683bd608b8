import { clsx } from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { controlBorder } from "../../../components/ui/form-field";

/**
 * A file input with its label, hint and error tied to it: reachable with Tab, opened with Enter or Space, read
 * with its hint and error by screen readers. The native picker's own words follow the browser's language, not the
 * page's, so the input is kept (transparent, over the face) and a translated face is drawn beneath it.
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
  const { t } = useTranslation();
  const id = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="file"
          name={name}
          accept={accept}
          disabled={disabled}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            setChosen(file?.name ?? null);
            onChoose(file);
          }}
          className="peer absolute inset-0 size-full cursor-pointer opacity-0"
        />
        <div
          aria-hidden="true"
          className={clsx(
            "flex min-h-11 items-center gap-3 rounded-xl border bg-white px-2 py-1.5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600",
            controlBorder(error),
          )}
        >
          <span className="shrink-0 rounded-lg bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800">
            {t("adminSite.choose_file")}
          </span>
          <span className="min-w-0 truncate text-sm text-slate-700" dir="auto">
            {chosen ?? t("adminSite.no_file")}
          </span>
        </div>
      </div>
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
