import { lazy, Suspense } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import type { SignInPanelRenderer } from "../../../components/ui/sign-in-link";
import { loginHref } from "../auth-links";

// The panel (its forms and their validation, with zod) loads when a visitor opens a sign-in dialog, not
// with every page (ADR 079). Pointing at a sign-in control may start the download early.
export const loadAuthPanel = () => import("./auth-panel");
const AuthPanel = lazy(() => loadAuthPanel().then((module) => ({ default: module.AuthPanel })));

/** Holds the panel's place in the dialog while it loads. */
function PanelLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex min-h-64 items-center justify-center text-sm text-slate-600">
      {t("shell.loading")}
    </p>
  );
}

/** The sign-in panel a gate opens in its dialog, bringing the visitor back to `redirectTo` (routes pass it on). */
export const renderSignInPanel: SignInPanelRenderer = ({ redirectTo, onLeave }) => (
  <Suspense fallback={<PanelLoading />}>
    <AuthPanel redirectTo={redirectTo} tabHref={(tab) => loginHref({ redirectTo, tab })} onLeave={onLeave} />
  </Suspense>
);
