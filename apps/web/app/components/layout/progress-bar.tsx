import { useTranslation } from "../../lib/i18n/use-translation";
import { useNavigation } from "react-router";

/** Spec §2: a progress bar while the next page loads. Indeterminate, so it states "busy", not a percentage. */
export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-busy="true"
      aria-label={t("shell.loading")}
      aria-valuetext={t("shell.loading")}
      className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden bg-brand-100 rtl:-scale-x-100"
    >
      <div className="progress-indeterminate h-full w-1/3 rounded-full bg-brand-600" />
    </div>
  );
}
