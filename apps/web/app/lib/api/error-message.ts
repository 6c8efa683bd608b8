import { describeClientFailure, type ClientFailure } from "@manzil/domain/errors";
import type { TFunction } from "i18next";
import { describeAuthFailure, localizedText, type AuthOperation } from "./auth-failure";
import { ApiRequestError } from "./browser-api";

/** The failure of a browser call as spec §8 words it, in the current language. */
export function failureMessage(error: unknown, t: TFunction): string {
  const failure: ClientFailure =
    error instanceof ApiRequestError
      ? error.failure
      : { kind: "unknown", ...(error instanceof Error ? { message: error.message } : {}) };
  const described = describeClientFailure(failure);
  return described.raw ?? t(described.key, described.params ?? {});
}

/**
 * The failure of a form's browser call: like failureMessage, but the server's own text wins for 4xx
 * answers (a 409 says which address is taken) and a sign-in or code call reads its statuses as spec
 * §8's auth messages.
 */
export function formFailureMessage(error: unknown, t: TFunction, operation: AuthOperation): string {
  if (!(error instanceof ApiRequestError)) return failureMessage(error, t);
  return localizedText(t, describeAuthFailure(error.failure, operation));
}

/**
 * The message for a failed click: a 4xx's own text when it has one (the API words it in the caller's language,
 * e.g. "you have already reported this listing"), else spec §8's table. A 401 always reads spec §8's sign-in text.
 */
export function actionFailureMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError && error.failure.kind === "http") {
    const { status, serverMessage } = error.failure;
    if (status >= 400 && status < 500 && status !== 401 && serverMessage?.trim()) return serverMessage;
  }
  return failureMessage(error, t);
}
