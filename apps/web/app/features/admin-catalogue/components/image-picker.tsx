import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";

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
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const shown = preview ?? current;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {shown ? (
        <img src={shown} alt="" className="size-20 rounded-xl border border-slate-200 object-cover" />
      ) : (
        <span aria-hidden className="size-20 rounded-xl border border-dashed border-slate-300 bg-slate-50" />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label ?? t("adminCatalogue.image")}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
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
