import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { buttonClasses } from "../../../components/ui/button";
import { FilePreview } from "../../../components/ui/file-preview";

/** A picture chosen from the device, previewed before it is sent; the server decides its type by its content. */
export function ImagePicker({
  current,
  file,
  onPick,
  error,
  label,
}: {
  current: string | null;
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-4">
      {file ? (
        <FilePreview file={file} className="size-20 rounded-xl border border-slate-200 object-cover" />
      ) : current ? (
        <img src={current} alt="" className="size-20 rounded-xl border border-slate-200 object-cover" />
      ) : (
        <span aria-hidden className="size-20 rounded-xl border border-dashed border-slate-300 bg-slate-50" />
      )}
      <div className="flex flex-col gap-1">
        <span className="text-sm font-semibold text-slate-800">{label ?? t("adminCatalogue.image")}</span>
        {/* The native control's own words follow the browser's language, not the page's: it stays for the
            keyboard and screen readers, visually replaced by a label in the page's language. */}
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="peer sr-only"
          aria-label={label ?? t("adminCatalogue.image")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
        <label
          htmlFor={id}
          className={buttonClasses({
            variant: "outline",
            size: "sm",
            className:
              "w-fit cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600",
          })}
        >
          {t("adminCatalogue.choose_image")}
        </label>
        {file ? (
          <p className="text-xs text-slate-700" dir="auto">
            {file.name}
          </p>
        ) : null}
        {error ? (
          <p id={`${id}-error`} className="text-xs font-medium text-red-600">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-xs text-slate-500">
            {t("adminCatalogue.image_hint")}
          </p>
        )}
      </div>
    </div>
  );
}
