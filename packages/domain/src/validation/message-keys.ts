import type { MessageKey } from "../i18n/index.js";

export type ValidationMessageKey = Extract<MessageKey, `validation.${string}`>;

/**
 * zod's `{ error }` parameter carrying an i18n key instead of English, typed so that a key
 * missing from the catalogue fails to compile. The web translates `issue.message` with i18next.
 */
export function withKey<K extends ValidationMessageKey>(key: K): { readonly error: K } {
  return { error: key };
}

/** A blank form field arrives as undefined, null or "": that is "required", not "invalid". */
export function isAbsentInput(input: unknown): boolean {
  return input === undefined || input === null || input === "";
}

/** Schema-level error choosing between the "required" and the "invalid" key by what was sent. */
export function keyByPresence(
  requiredKey: ValidationMessageKey,
  invalidKey: ValidationMessageKey,
): { readonly error: (issue: { readonly input?: unknown }) => ValidationMessageKey } {
  return { error: (issue) => (isAbsentInput(issue.input) ? requiredKey : invalidKey) };
}
