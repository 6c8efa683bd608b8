import { useState, type MouseEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";

export type SignInPanelRenderer = (props: { redirectTo: string; onLeave: () => void }) => ReactNode;

type SignInToGetProps = {
  /** The sign-in panel (the route passes the auth feature's AuthPanel; features never import each other). */
  renderSignIn: SignInPanelRenderer;
  /** /login with the way back, for visitors without JavaScript and for "open in a new tab". */
  loginHref: (redirectTo: string) => string;
  label: string;
};

/** A guest's "Get it": signing in first, in a dialog, and back to this page with its `?feature=`. */
export function SignInToGet({ renderSignIn, loginHref, label }: SignInToGetProps) {
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
      <a
        href={loginHref(here)}
        onClick={onClick}
        aria-haspopup="dialog"
        aria-label={label}
        data-testid="plan-sign-in"
        className={buttonClasses({ className: "w-full" })}
      >
        {t("plans.sign_in_to_get")}
      </a>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("plans.sign_in_title")}
        description={t("auth_ui.dialog_description")}
      >
        <div data-testid="auth-dialog">
          {renderSignIn({ redirectTo: here, onLeave: () => setOpen(false) })}
        </div>
      </Dialog>
    </>
  );
}
