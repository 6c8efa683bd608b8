import { useState, type MouseEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocation } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { loginHref } from "../auth-links";
import { loadAuthPanel, renderSignInPanel } from "./sign-in-panel";

/**
 * The header's "Sign in": a link to /login (so it works without JavaScript) that opens the sign-in
 * dialog in place. After signing in the visitor stays on the page they were on.
 */
export function SignInDialog() {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const here = location.pathname === "/login" ? "/" : `${location.pathname}${location.search}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let "open in a new tab" and friends do what the visitor asked for.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a
        href={loginHref({ redirectTo: here })}
        onClick={onClick}
        onPointerEnter={() => void loadAuthPanel()}
        onFocus={() => void loadAuthPanel()}
        data-testid="sign-in-button"
        aria-haspopup="dialog"
        className={buttonClasses({ size: "sm", className: "h-10" })}
      >
        {t("auth_ui.sign_in")}
      </a>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("auth_ui.dialog_title")}
        description={t("auth_ui.dialog_description")}
      >
        <div data-testid="auth-dialog">
          {/* Pointing at or focusing the link above starts the panel's download, so it is usually there by the click. */}
          {renderSignInPanel({ redirectTo: here, onLeave: () => setOpen(false) })}
        </div>
      </Dialog>
    </>
  );
}
