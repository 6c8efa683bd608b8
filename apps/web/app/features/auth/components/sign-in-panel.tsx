import type { SignInPanelRenderer } from "../../../components/ui/sign-in-link";
import { loginHref } from "../auth-links";
import { AuthPanel } from "./auth-panel";

/** The sign-in panel a gate opens in its dialog, bringing the visitor back to `redirectTo` (routes pass it on). */
export const renderSignInPanel: SignInPanelRenderer = ({ redirectTo, onLeave }) => (
  <AuthPanel redirectTo={redirectTo} tabHref={(tab) => loginHref({ redirectTo, tab })} onLeave={onLeave} />
);
