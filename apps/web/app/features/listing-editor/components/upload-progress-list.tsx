import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";

/** One bar per file being sent, each as far along as its own bytes are. */
export function UploadProgressList({ files }: { files: { name: string; progress: number }[] }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  if (files.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3" aria-label={t("editor.upload.title")} data-testid="upload-progress">
      {files.map((file, index) => {
        const percent = Math.round(file.progress * 100);
        return (
          <li key={`${index}-${file.name}`} className="flex flex-col gap-1">
            <div className="flex justify-between gap-3 text-sm">
              <span className="truncate text-slate-700">{file.name}</span>
              <span className="shrink-0 tabular-nums text-slate-500">
                {formatNumber(file.progress, locale, { style: "percent" })}
              </span>
            </div>
            <progress
              className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
              max={100}
              value={percent}
              aria-label={t("editor.upload.file", { name: file.name })}
            />
          </li>
        );
      })}
    </ul>
  );
}
