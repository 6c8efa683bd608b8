import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Dialog } from "../../../components/ui/dialog";

type SignInPrompt = {
  isSignedIn: boolean;
  /** Opens the spec §6 "You have not logged in" dialog with the sign-in panel. */
  askToSignIn: () => void;
};

const SignInPromptContext = createContext<SignInPrompt>({ isSignedIn: false, askToSignIn: () => {} });

export const useSignInPrompt = () => useContext(SignInPromptContext);

/**
 * Lets every action on the page ask a guest to sign in through one dialog. The sign-in panel itself comes
 * from the route (features do not import each other), rendered only while the dialog is open.
 */
export function SignInPromptProvider({
  isSignedIn,
  renderSignIn,
  children,
}: {
  isSignedIn: boolean;
  renderSignIn: (close: () => void) => ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const askToSignIn = useCallback(() => setOpen(true), []);
  const value = useMemo(() => ({ isSignedIn, askToSignIn }), [isSignedIn, askToSignIn]);
  return (
    <SignInPromptContext.Provider value={value}>
      {children}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t("errors.unauthenticated")}
        description={t("details.sign_in_prompt")}
      >
        <div data-testid="sign-in-prompt">{open ? renderSignIn(() => setOpen(false)) : null}</div>
      </Dialog>
    </SignInPromptContext.Provider>
  );
}
