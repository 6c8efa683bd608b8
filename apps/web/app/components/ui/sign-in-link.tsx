import { useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/use-translation";
import { useLocation } from "react-router";
import { Dialog } from "./dialog";

/** Renders the sign-in panel; routes pass the auth feature's AuthPanel (features never import each other). */
export type SignInPanelRenderer = (props: { redirectTo: string; onLeave: () => void }) => ReactNode;

type SignInLinkProps = {
  renderSignIn: SignInPanelRenderer;
  /** /login with the way back, for visitors without JavaScript and for "open in a new tab". */
  loginHref: (redirectTo: string) => string;
  dialogTitle: string;
  className?: string;
  "aria-label"?: string;
  "data-testid"?: string;
  children: ReactNode;
};

/**
 * A guest's way in from a gated action: a plain link to /login (so it works without JavaScript), which opens
 * the sign-in panel in a dialog instead and brings the visitor back to this very URL.
 */
export function SignInLink({ renderSignIn, loginHref, dialogTitle, children, ...anchor }: SignInLinkProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const here = `${location.pathname}${location.search}`;

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  };

  return (
    <>
      <a href={loginHref(here)} onClick={onClick} aria-haspopup="dialog" {...anchor}>
        {children}
      </a>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={dialogTitle}
        description={t("auth_ui.dialog_description")}
      >
        <div data-testid="auth-dialog">
          {renderSignIn({ redirectTo: here, onLeave: () => setOpen(false) })}
        </div>
      </Dialog>
    </>
  );
}
