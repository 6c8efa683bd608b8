import { useTranslation } from "../../../lib/i18n/use-translation";
import { FileIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { OWNER_DOCUMENTS, type EditorState, type OwnerDocument, type PickedFile } from "../editor-form";
import type { EditorErrors } from "../editor-steps";
import { DOCUMENT_ACCEPT, MAX_DOCUMENT_FILES } from "../media-rules";
import { messageText } from "./editor-context";
import { SingleFileField } from "./single-file-field";

type DocumentsStepProps = {
  state: EditorState;
  errors: EditorErrors;
  onDocuments: (picked: PickedFile[]) => void;
  onToggleExistingDocument: (id: number) => void;
  onOwnerDocument: (name: OwnerDocument, picked: PickedFile | null) => void;
  onToggleExistingOwnerDocument: (name: OwnerDocument) => void;
  pickFile: (file: File) => PickedFile;
};

/** Public documents of the listing (brochures, plans) and the owner's private papers for the review. */
export function DocumentsStep({
  state,
  errors,
  onDocuments,
  onToggleExistingDocument,
  onOwnerDocument,
  onToggleExistingOwnerDocument,
  pickFile,
}: DocumentsStepProps) {
  const { t } = useTranslation();
  const { files, existing } = state;
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3" aria-labelledby="editor-documents">
        <h3 id="editor-documents" className="text-lg font-bold text-slate-900">
          {t("editor.documents.public")}
        </h3>
        <p className="text-sm text-slate-600">{t("editor.documents.public_hint")}</p>
        {existing.documents.length > 0 || files.documents.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {existing.documents.map((document) => {
              const isRemoved = existing.removedDocuments.includes(document.id);
              return (
                <li
                  key={document.id}
                  className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
                >
                  <FileIcon className="size-4 shrink-0 text-slate-500" />
                  <a
                    href={document.url}
                    target="_blank"
                    rel="noreferrer"
                    className={isRemoved ? "flex-1 truncate text-slate-400 line-through" : "flex-1 truncate"}
                  >
                    {document.name || t("editor.documents.unnamed")}
                  </a>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-pressed={isRemoved}
                    onClick={() => onToggleExistingDocument(document.id)}
                  >
                    {t(isRemoved ? "editor.documents.keep" : "editor.media.remove")}
                  </Button>
                </li>
              );
            })}
            {files.documents.map((picked) => {
              const error = messageText(errors[`document:${picked.key}`], t);
              return (
                <li key={picked.key} className="flex flex-col gap-1 rounded-xl border border-slate-200 p-3">
                  <div className="flex items-center gap-3">
                    <FileIcon className="size-4 shrink-0 text-slate-500" />
                    <span className="flex-1 truncate">{picked.file.name}</span>
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t("editor.media.remove_file", { name: picked.file.name })}
                      onClick={() => onDocuments(files.documents.filter((other) => other.key !== picked.key))}
                    >
                      {t("editor.media.remove")}
                    </Button>
                  </div>
                  {error ? <p className="text-xs font-medium text-red-600">{error}</p> : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        <label className="flex flex-col gap-1.5 text-sm font-medium text-slate-700">
          {t("editor.documents.add")}
          <input
            name="documents[]"
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            disabled={files.documents.length >= MAX_DOCUMENT_FILES}
            className="text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(event) => {
              const added = [...(event.target.files ?? [])].map(pickFile);
              onDocuments([...files.documents, ...added].slice(0, MAX_DOCUMENT_FILES));
              event.target.value = "";
            }}
          />
        </label>
      </section>
      <section className="flex flex-col gap-3" aria-labelledby="editor-owner-documents">
        <h3 id="editor-owner-documents" className="text-lg font-bold text-slate-900">
          {t("editor.documents.owner")}
        </h3>
        <p className="text-sm text-slate-600">{t("editor.documents.owner_hint")}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {OWNER_DOCUMENTS.map((name) => (
            <SingleFileField
              key={name}
              name={name}
              label={t(`editor.documents.${name}`)}
              accept={DOCUMENT_ACCEPT}
              picked={files.owner[name]}
              current={existing.owner[name]}
              removal={{
                isRemoved: existing.removedOwner.includes(name),
                onToggle: () => onToggleExistingOwnerDocument(name),
              }}
              isImage={false}
              error={messageText(errors[name], t)}
              onPick={(file) => onOwnerDocument(name, file ? pickFile(file) : null)}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
