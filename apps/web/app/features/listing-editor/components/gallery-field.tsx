import { clsx } from "clsx";
import { useId, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { PhotoIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import type { PickedFile } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { IMAGE_ACCEPT, MAX_GALLERY_FILES } from "../media-rules";
import { messageText } from "./editor-context";
import { FilePreview } from "../../../components/ui/file-preview";

/** Moves one item a place earlier (-1) or later (+1); out of range leaves the list as it is. */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

type GalleryFieldProps = {
  picked: PickedFile[];
  existing: { id: number; url: string }[];
  removedExisting: number[];
  errors: EditorErrors;
  onAdd: (files: File[]) => void;
  onChange: (picked: PickedFile[]) => void;
  onToggleExisting: (id: number) => void;
};

function GalleryItem({
  picked,
  position,
  count,
  error,
  onMove,
  onRemove,
}: {
  picked: PickedFile;
  position: number;
  count: number;
  error: string | undefined;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const name = picked.file.name;
  return (
    <li data-testid="gallery-item" className="flex items-center gap-3 rounded-xl border border-slate-200 p-2">
      <FilePreview file={picked.file} className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-slate-800">{name}</p>
        <p className="text-xs text-slate-500">
          {t("editor.media.position", {
            position: formatNumber(position + 1, locale),
            count: formatNumber(count, locale),
          })}
        </p>
        {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <Button
          variant="ghost"
          size="sm"
          disabled={position === 0}
          aria-label={t("editor.media.move_earlier", { name })}
          onClick={() => onMove(-1)}
        >
          {t("editor.media.earlier")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={position === count - 1}
          aria-label={t("editor.media.move_later", { name })}
          onClick={() => onMove(1)}
        >
          {t("editor.media.later")}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t("editor.media.remove_file", { name })}
          onClick={onRemove}
        >
          {t("editor.media.remove")}
        </Button>
      </div>
    </li>
  );
}

/**
 * The gallery: a drop zone that is also a file picker, the chosen pictures in upload order with buttons to
 * move and remove each (the keyboard way to reorder), and, when editing, the pictures already online.
 */
export function GalleryField({
  picked,
  existing,
  removedExisting,
  errors,
  onAdd,
  onChange,
  onToggleExisting,
}: GalleryFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [isOver, setIsOver] = useState(false);
  const room = MAX_GALLERY_FILES - picked.length;
  const add = (files: FileList | null) => {
    if (files && files.length > 0) onAdd([...files].slice(0, Math.max(0, room)));
  };
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-slate-700">{t("editor.media.gallery")}</legend>
      {existing.length > 0 ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {existing.map((image, index) => {
            const isRemoved = removedExisting.includes(image.id);
            return (
              <li key={image.id} className="flex flex-col gap-1">
                <img
                  src={image.url}
                  alt=""
                  className={clsx("h-24 w-full rounded-lg object-cover", isRemoved && "opacity-30")}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  aria-pressed={isRemoved}
                  onClick={() => onToggleExisting(image.id)}
                >
                  {t(isRemoved ? "editor.media.keep_existing" : "editor.media.remove_existing", {
                    number: index + 1,
                  })}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <label
        htmlFor={id}
        data-testid="gallery-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setIsOver(true);
        }}
        onDragLeave={() => setIsOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setIsOver(false);
          add(event.dataTransfer.files);
        }}
        className={clsx(
          "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center text-sm focus-within:outline-2 focus-within:outline-brand-600",
          isOver ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50",
        )}
      >
        <PhotoIcon className="size-8 text-slate-400" />
        <span className="font-semibold text-slate-800">{t("editor.media.drop_here")}</span>
        <span className="text-slate-500">{t("editor.media.gallery_hint")}</span>
        <input
          id={id}
          name="gallery_images[]"
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          disabled={room <= 0}
          className="sr-only"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
      </label>
      {picked.length > 0 ? (
        <ol className="flex flex-col gap-2" aria-label={t("editor.media.gallery_order")}>
          {picked.map((item, index) => (
            <GalleryItem
              key={item.key}
              picked={item}
              position={index}
              count={picked.length}
              error={messageText(errors[`gallery:${item.key}`], t)}
              onMove={(by) => onChange(moveItem(picked, index, by))}
              onRemove={() => onChange(picked.filter((other) => other.key !== item.key))}
            />
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
