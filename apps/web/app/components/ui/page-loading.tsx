import { useTranslation } from "../../lib/i18n/use-translation";

/** Placeholder while a browser-loaded page fetches its data. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-7xl justify-center px-4 py-24" role="status" aria-live="polite">
      <span className="inline-flex items-center gap-3 text-slate-500">
        <span
          className="size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
          aria-hidden
        />
        {t("shell.loading")}
      </span>
    </div>
  );
}
