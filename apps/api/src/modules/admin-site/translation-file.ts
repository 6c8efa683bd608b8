import { readFile } from "node:fs/promises";
import {
  TRANSLATION_FILE_MAX_BYTES,
  TRANSLATION_MAX_STRING_LENGTH,
  TRANSLATION_MAX_STRINGS,
} from "@manzil/domain/contracts";
import type { UploadedFile } from "../../plugins/body-parsing.js";

export type TranslationProblem =
  | "translation_file"
  | "translation_json"
  | "translation_shape"
  | "translation_too_large"
  | "translation_too_many";

/**
 * Reads an uploaded translation bundle: one JSON object whose values are all text, as eBroker's language files are
 * (`translate(key)` renders a value directly, so a nested object would crash the client's pages). Anything else
 * is refused whole, never partly stored.
 */
export async function readTranslationFile(
  file: UploadedFile,
): Promise<{ strings: Record<string, string> } | { problem: TranslationProblem }> {
  if (file.size <= 0) return { problem: "translation_file" };
  if (file.size > TRANSLATION_FILE_MAX_BYTES) return { problem: "translation_too_large" };
  let parsed: unknown;
  try {
    // A byte-order mark is what some editors put in front of UTF-8 JSON.
    parsed = JSON.parse((await readFile(file.path, "utf8")).replace(/^\uFEFF/, ""));
  } catch {
    return { problem: "translation_json" };
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return { problem: "translation_shape" };
  const entries = Object.entries(parsed);
  if (entries.length > TRANSLATION_MAX_STRINGS) return { problem: "translation_too_many" };
  const strings: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (typeof value !== "string" || key.length === 0 || key.length > 500)
      return { problem: "translation_shape" };
    if (value.length > TRANSLATION_MAX_STRING_LENGTH) return { problem: "translation_shape" };
    strings[key] = value;
  }
  return { strings };
}
