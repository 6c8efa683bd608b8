import { useId } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FileIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import type { PickedFile } from "../editor-form";
import { FilePreview } from "../../../components/ui/file-preview";

type SingleFileFieldProps = {
  name: string;
  label: string;
  hint?: string | undefined;
  accept: string;
  picked: PickedFile | undefined;
  /** The file the listing already has (edits): shown until replaced. */
  current?: string | undefined;
  isImage: boolean;
  error?: string | undefined;
  onPick: (file: File | null) => void;
  /** Offered where the API can delete the current file (the owner's papers); without it, files are only replaced. */
  removal?: { isRemoved: boolean; onToggle: () => void } | undefined;
};

/** One file: a picker, a preview of the chosen picture (or its name), and a way to take it back. */
export function SingleFileField({
  name,
  label,
  hint,
  accept,
  picked,
  current,
  isImage,
  error,
  onPick,
  removal,
}: SingleFileFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-slate-200 p-4">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      {isImage && picked ? (
        <FilePreview file={picked.file} className="h-32 w-full rounded-xl bg-slate-100 object-cover" />
      ) : isImage && current ? (
        <img src={current} alt="" className="h-32 w-full rounded-xl bg-slate-100 object-cover" />
      ) : picked ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <FileIcon className="size-4 shrink-0" />
          <span className="truncate">{picked.file.name}</span>
        </p>
      ) : current ? (
        <a href={current} target="_blank" rel="noreferrer" className="text-sm text-brand-700 underline">
          {t("editor.media.current_file")}
        </a>
      ) : null}
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = "";
        }}
      />
      {current && !picked && removal ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          aria-pressed={removal.isRemoved}
          onClick={removal.onToggle}
        >
          {t(removal.isRemoved ? "editor.documents.keep_current" : "editor.documents.remove_current")}
        </Button>
      ) : null}
      {picked ? (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => onPick(null)}>
          {t("editor.media.remove_file", { name: picked.file.name })}
        </Button>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}
