import { ApiRequestError } from "./browser-api";

/** The API refused because nobody is signed in (an expired session too): the page asks to sign in. */
export function isSignInNeeded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.failure.kind === "http" && error.failure.status === 401;
}
