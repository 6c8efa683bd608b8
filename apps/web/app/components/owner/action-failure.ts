import type { TFunction } from "i18next";
import { ApiRequestError } from "../../lib/api/browser-api";
import { failureMessage } from "../../lib/api/error-message";

/**
 * The message for a failed click: a 4xx's own text when it has one (already in the owner's language),
 * else spec §8's table.
 */
export function actionFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.failure.kind === "http") {
    const { status, serverMessage } = error.failure;
    if (status >= 400 && status < 500 && serverMessage?.trim()) return serverMessage;
  }
  return failureMessage(error, t);
}
