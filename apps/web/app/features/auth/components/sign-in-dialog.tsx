import { lazy, Suspense, useRef, useState, type MouseEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocation } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { loginHref } from "../auth-links";
import { loadAuthPanel, renderSignInPanel } from "./sign-in-panel";

// Radix's dialog is about 14 kB of script a visit that never signs in would not use: it arrives with the panel,
// when the link is pointed at, focused or followed (ADR 084).
const loadDialog = () => import("../../../components/ui/dialog");
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));
const prepare = () => void Promise.all([loadDialog(), loadAuthPanel()]);

/**
 * The header's "Sign in": a link to /login (so it works without JavaScript) that opens the sign-in
 * dialog in place. After signing in the visitor stays on the page they were on.
 */
export function SignInDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps Radix's own exit and focus handling.
  const [wanted, setWanted] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const here = location.pathname === "/login" ? "/" : `${location.pathname}${location.search}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let "open in a new tab" and friends do what the visitor asked for.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWanted(true);
    setOpen(true);
  };

  return (
    <>
      <a
        ref={link}
        href={loginHref({ redirectTo: here })}
        onClick={onClick}
        onPointerEnter={prepare}
        onFocus={prepare}
        data-testid="sign-in-button"
        aria-haspopup="dialog"
        className={buttonClasses({ size: "sm", className: "h-10" })}
      >
        {t("auth_ui.sign_in")}
      </a>
      {wanted ? (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onOpenChange={setOpen}
            title={t("auth_ui.dialog_title")}
            description={t("auth_ui.dialog_description")}
            onCloseAutoFocus={(event) => {
              // The link is not a Radix trigger: focus goes back to it by hand.
              event.preventDefault();
              link.current?.focus();
            }}
          >
            <div data-testid="auth-dialog">
              {/* Pointing at or focusing the link above starts the panel's download, so it is usually there by the click. */}
              {renderSignInPanel({ redirectTo: here, onLeave: () => setOpen(false) })}
            </div>
          </Dialog>
        </Suspense>
      ) : null}
    </>
  );
}
