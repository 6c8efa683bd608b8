import { useTranslation } from "../../../lib/i18n/use-translation";
import { DownloadIcon, FileIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";
import type { PropertyDetailData } from "../../../lib/api/types";

/** "PDF" from "pdf" or from the file's name; "" when neither says. */
export function fileTypeLabel({ type, file }: { type: string; file: string }): string {
  const fromName = /\.([a-z0-9]{1,8})(?:[?#].*)?$/i.exec(file)?.[1] ?? "";
  return (type.replace(/^\./, "") || fromName).toUpperCase();
}

export function DocumentList({ documents }: { documents: PropertyDetailData["documents"] }) {
  const { t } = useTranslation();
  const files = documents.filter((d) => d.file);
  if (files.length === 0) return null;
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="documents-heading">
        <h2 id="documents-heading" className="text-xl font-bold text-slate-900">
          {t("details.documents.title")}
        </h2>
        <ul className="mt-6 flex flex-col gap-3" data-testid="property-documents">
          {files.map((document) => {
            const type = fileTypeLabel(document);
            const name = document.name || t("details.documents.untitled");
            return (
              <li
                key={document.id}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-3"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-700">
                  <FileIcon />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-800">{name}</span>
                  {type ? (
                    <span className="text-xs text-slate-500">{t("details.documents.type", { type })}</span>
                  ) : null}
                </span>
                <a
                  href={document.file}
                  download
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t("details.documents.download_named", { name })}
                  className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <DownloadIcon className="size-4" />
                  <span aria-hidden>{t("details.documents.download")}</span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}
