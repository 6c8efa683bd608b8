// Sign-in links are built in one place (lib/session), which the shared header and cards use too.
export { loginHref } from "../../lib/session/login-href";
