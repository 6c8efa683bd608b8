export { isSignInNeeded } from "../../lib/api/sign-in-needed";
