import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { FileIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { FilePreview } from "../../../components/ui/file-preview";
import { FormField } from "../../../components/ui/form-field";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp";
export const DOCUMENT_ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";

/** The form name of a file field: `plans.0.document` posts as `plans[0][document]`. */
const formName = (field: string) => field.replace(/\.(\w+)/g, (_, part: string) => `[${part}]`);

type FilePickerProps = {
  /** The API's field name: the field's error and the focus after a 422 find it by this id. */
  name: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  accept: string;
  multiple?: boolean;
  onPick: (files: File[]) => void;
  /** What is chosen already (previews, names with "Remove"). */
  children?: ReactNode;
};

/**
 * A file input with its label, hint and error tied to it. The input holds no files of its own: each pick is
 * handed over and the input emptied, so picking the same file again after removing it still works.
 */
export function FilePicker({
  name,
  label,
  hint,
  error,
  accept,
  multiple = false,
  onPick,
  children,
}: FilePickerProps) {
  return (
    <FormField label={label} hint={hint} error={error} id={`project-${name}`}>
      {(control) => (
        <>
          {children}
          <input
            {...control}
            name={multiple ? `${name}[]` : formName(name)}
            data-field={name}
            type="file"
            accept={accept}
            multiple={multiple}
            onChange={(event) => {
              onPick([...(event.target.files ?? [])]);
              event.target.value = "";
            }}
            className="block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
          />
        </>
      )}
    </FormField>
  );
}

/** A picture in a gallery, chosen now (`file`) or stored (`url`), with a button taking it away. */
export function Thumb({
  file,
  url,
  name,
  onRemove,
}: {
  file?: File;
  url?: string;
  name: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li
      className="relative aspect-[4/3] overflow-hidden rounded-xl bg-slate-100 ring-1 ring-slate-200"
      data-testid="gallery-item"
    >
      {file ? (
        <FilePreview className="size-full object-cover" file={file} />
      ) : (
        <img src={url} alt="" className="size-full object-cover" />
      )}
      <Button
        variant="secondary"
        size="sm"
        onClick={onRemove}
        aria-label={t("owner_projects.form.remove_named", { name })}
        className="absolute end-2 bottom-2"
      >
        {t("owner_projects.form.remove")}
      </Button>
    </li>
  );
}

/** A document by its name, chosen now or stored (then it opens), with a button taking it away. */
export function FileRow({ name, url, onRemove }: { name: string; url?: string; onRemove: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      className="flex items-center justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 ring-1 ring-slate-200"
      data-testid="document-item"
    >
      <span className="flex min-w-0 items-center gap-2 text-sm text-slate-800">
        <FileIcon className="size-4 shrink-0 text-slate-500" />
        {url ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="truncate text-brand-700 underline-offset-2 hover:underline"
          >
            {name}
          </a>
        ) : (
          <span className="truncate">{name}</span>
        )}
      </span>
      <Button
        variant="ghost"
        size="sm"
        onClick={onRemove}
        aria-label={t("owner_projects.form.remove_named", { name })}
      >
        {t("owner_projects.form.remove")}
      </Button>
    </li>
  );
}

/** One file of a list: stored (`url`) or chosen now (`file`), with how to take it away. */
export type ListedFile = { key: string; name: string; url?: string; file?: File; onRemove: () => void };

/** The files chosen now as list entries; removing one hands back the list without it. */
export const chosenFiles = (files: File[], onChange: (files: File[]) => void): ListedFile[] =>
  files.map((file, index) => ({
    key: `new-${index}-${file.name}`,
    name: file.name,
    file,
    onRemove: () => onChange(files.filter((_, other) => other !== index)),
  }));

type FileListFieldProps = Omit<FilePickerProps, "multiple" | "children"> & {
  /** Pictures show as thumbnails, documents as names. */
  shows: "pictures" | "documents";
  items: ListedFile[];
};

/** A field of many files: what is stored and what was chosen, each removable, and a picker for more. */
export function FileListField({ shows, items, ...picker }: FileListFieldProps) {
  return (
    <FilePicker {...picker} multiple>
      {items.length > 0 ? (
        <ul
          className={shows === "pictures" ? "grid grid-cols-2 gap-3 sm:grid-cols-4" : "flex flex-col gap-2"}
          aria-label={picker.label}
        >
          {items.map(({ key, ...item }) =>
            shows === "pictures" ? <Thumb key={key} {...item} /> : <FileRow key={key} {...item} />,
          )}
        </ul>
      ) : null}
    </FilePicker>
  );
}
