import type { TFunction } from "i18next";
import { ApiRequestError } from "../../lib/api/browser-api";
import { failureMessage } from "../../lib/api/error-message";

/** The API refused because nobody is signed in (an expired session too): the page asks to sign in. */
export function isSignInNeeded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.failure.kind === "http" && error.failure.status === 401;
}

/**
 * The message for a failed click on the page: a 4xx's own text when it has one (the API says "you have
 * already reported this listing" in the visitor's language), else spec §8's table.
 */
export function actionFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.failure.kind === "http") {
    const { status, serverMessage } = error.failure;
    if (status >= 400 && status < 500 && status !== 401 && serverMessage?.trim()) return serverMessage;
  }
  return failureMessage(error, t);
}
