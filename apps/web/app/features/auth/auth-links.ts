import { loginHref as anyLoginHref } from "../../lib/session/login-href";
import type { AuthTab } from "./auth-flow";

/** /login with where to come back to (and a tab); "/" is the default and stays implicit. */
export function loginHref(options: { redirectTo?: string; tab?: AuthTab }): string {
  return anyLoginHref(options);
}
