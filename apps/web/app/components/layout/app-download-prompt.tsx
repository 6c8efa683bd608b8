import { useTranslation } from "../../lib/i18n/use-translation";
import { appStoreLinks, type MobilePlatform } from "../../lib/device/mobile-platform";
import { STORAGE_KEYS } from "../../lib/storage/local-storage";
import { useStoredValue } from "../../lib/storage/use-stored-value";
import { CloseIcon, DeviceIcon } from "../icons/icons";

type AppDownloadPromptProps = {
  /** From the request's user agent (root loader); null on desktops. */
  platform: MobilePlatform;
  companyName: string;
  playstoreId?: string | undefined;
  appstoreId?: string | undefined;
};

/**
 * Spec §1/§9: on phones, suggest the mobile app. Shown only after hydration (the dismissal lives in
 * localStorage, which the server cannot see), and never again once dismissed.
 */
export function AppDownloadPrompt({
  platform,
  companyName,
  playstoreId,
  appstoreId,
}: AppDownloadPromptProps) {
  const { t } = useTranslation();
  // Hidden on the server and while hydrating; shown afterwards unless dismissed before.
  const [dismissed, setDismissed] = useStoredValue(STORAGE_KEYS.appPromptDismissed, "1");
  const stores = appStoreLinks(playstoreId, appstoreId);
  const links = [
    platform !== "ios" && stores.playStore
      ? { href: stores.playStore, label: t("app_prompt.google_play") }
      : null,
    platform !== "android" && stores.appStore
      ? { href: stores.appStore, label: t("app_prompt.app_store") }
      : null,
  ].filter((link): link is { href: string; label: string } => link !== null);

  if (!platform || links.length === 0 || dismissed !== null) return null;

  const dismiss = () => setDismissed("1");

  return (
    <aside
      aria-labelledby="app-prompt-title"
      data-testid="app-download-prompt"
      className="fixed inset-x-3 bottom-3 z-50 flex items-center gap-3 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-700 text-white">
        <DeviceIcon />
      </span>
      <div className="min-w-0 flex-1">
        <p id="app-prompt-title" className="text-sm font-bold text-slate-900">
          {t("app_prompt.title", { name: companyName })}
        </p>
        <p className="text-xs text-slate-600">{t("app_prompt.body")}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {links.map((link) => (
            <a
              key={link.href}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="rounded-lg bg-brand-700 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {link.label}
            </a>
          ))}
        </div>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t("app_prompt.dismiss")}
        className="self-start rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <CloseIcon className="size-4" />
      </button>
    </aside>
  );
}
