import { describeClientFailure, type ClientFailure } from "@manzil/domain/errors";
import type { TFunction } from "i18next";
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
