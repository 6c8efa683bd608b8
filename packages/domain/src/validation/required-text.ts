import { z } from "zod";
import type { MessageKey } from "../i18n/index.js";
import { withKey } from "./message-keys.js";

type FieldOf<Key> = Key extends `validation.required.${infer Field}` ? Field : never;

/** Every field with a "… is required" message in the catalogue (spec §5's required list). */
export type RequiredTextField = FieldOf<MessageKey>;

/** Non-blank text; whitespace-only counts as blank, and the value comes back trimmed. */
export function requiredText(field: RequiredTextField) {
  const key = withKey(`validation.required.${field}`);
  return z.string(key).trim().min(1, key);
}
