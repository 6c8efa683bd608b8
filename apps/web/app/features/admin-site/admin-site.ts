import { ApiRequestError } from "../../lib/api/browser-api";

export const ADMIN_TAXES_KEY = "admin/taxes";
export const ADMIN_LANGUAGES_KEY = "admin/languages";
export const ADMIN_IMAGES_KEY = "admin/settings/images";

/** The API's message for one field of a 422 (already in the page's language), if the error is one. */
export function fieldErrorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiRequestError) || !error.fieldErrors) return undefined;
  const key = Object.keys(error.fieldErrors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? error.fieldErrors[key]?.[0] : undefined;
}

/** A percentage as the form shows it: "12.5", never "12.500000001". */
export const percentText = (basisPoints: number) => String(basisPoints / 100);
