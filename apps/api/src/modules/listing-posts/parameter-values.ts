import { toWesternDigits } from "@manzil/domain/i18n";
import type { FieldErrors } from "../../lib/app-error.js";
import type { ParameterDefinition, ParameterValueRow } from "./listing-posts.repository.js";

const MAX_TEXT_LENGTH = 1000;
const DECIMAL = /^\d+(\.\d+)?$/;

export type SentParameter = { parameter_id: number; value?: unknown };

/**
 * eBroker forms send every parameter value through `JSON.stringify`: `"\"Garden\""` for a text, `["Sea","Garden"]`
 * or `{"0":"Sea"}` for checkboxes. Such JSON text is unwrapped into its values (an object's in key order);
 * anything else is the value itself. A file's `JSON.stringify` is `{}`: no value.
 */
export function sentValues(value: unknown): unknown[] {
  const unwrap = (item: unknown): unknown[] => {
    if (item === undefined || item === null) return [];
    if (Array.isArray(item)) return item.flatMap(unwrap);
    if (typeof item === "object") return Object.values(item as object).flatMap(unwrap);
    if (typeof item !== "string") return [item];
    const text = item.trim();
    if (!/^[[{"]/.test(text)) return [item];
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return [item];
    }
    // One level only: a JSON string that itself looks like JSON is what the owner typed.
    if (typeof parsed === "string") return [parsed];
    if (Array.isArray(parsed)) return parsed.filter((v) => v !== null && typeof v !== "object");
    if (parsed && typeof parsed === "object") {
      return Object.values(parsed).filter((v) => v !== null && typeof v !== "object");
    }
    return [item];
  };
  return unwrap(value);
}

/**
 * Checks the parameters sent against the category's form: each must be on it, once, with a value of its type
 * (numbers as plain decimals, choices among its options in either language, several for a checkbox). File
 * parameters are returned apart, to be stored as documents. Required parameters must be there.
 */
export function checkParameterValues(
  definitions: ParameterDefinition[],
  sent: SentParameter[],
  mode: { isEdit: boolean } = { isEdit: false },
): {
  rows: ParameterValueRow[];
  files: { index: number; parameterId: number; value: unknown }[];
  /** File parameters sent as text (an edit form sending back what it shows): the stored file stays. */
  keptFiles: number[];
  fields: FieldErrors;
} {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const fields: FieldErrors = {};
  const rows: ParameterValueRow[] = [];
  const files: { index: number; parameterId: number; value: unknown }[] = [];
  const keptFiles: number[] = [];
  const seen = new Set<number>();
  const fail = (index: number, key: string) => {
    fields[`parameters.${index}.value`] = [key];
  };

  sent.forEach((parameter, index) => {
    const definition = byId.get(parameter.parameter_id);
    if (!definition) {
      fields[`parameters.${index}.parameter_id`] = ["listing_posts.parameter_not_in_category"];
      return;
    }
    if (seen.has(definition.id)) {
      fields[`parameters.${index}.parameter_id`] = ["listing_posts.parameter_repeated"];
      return;
    }
    if (definition.type === "file") {
      const isText = typeof parameter.value === "string";
      // A new listing has no file to keep: text there is no file at all.
      const isAbsent =
        parameter.value === undefined ||
        parameter.value === null ||
        (isText && (!mode.isEdit || sentValues(parameter.value).length === 0));
      if (isAbsent) return;
      seen.add(definition.id);
      if (isText) keptFiles.push(definition.id);
      else files.push({ index, parameterId: definition.id, value: parameter.value });
      return;
    }
    seen.add(definition.id);
    const values = sentValues(parameter.value).map((value) =>
      typeof value === "string" || typeof value === "number" ? String(value).trim() : null,
    );
    if (values.some((value) => value === null)) return fail(index, "validation.invalid_value");
    const texts = (values as string[]).filter((value) => value !== "");
    if (texts.length === 0) {
      // A blank optional parameter is the same as not sending it.
      if (definition.isRequired) fail(index, "listing_posts.parameter_required");
      return;
    }
    if (definition.type === "number") {
      // Stored with Western digits ("٣" typed on an Arabic keyboard is 3), so filters and sorting read it.
      const number = texts.length === 1 ? toWesternDigits(texts[0]!) : "";
      if (!DECIMAL.test(number)) return fail(index, "validation.invalid_number");
      rows.push({ parameterId: definition.id, value: number, valueAr: null });
      return;
    }
    if (definition.type === "textbox" || definition.type === "textarea") {
      if (texts.length !== 1 || texts[0]!.length > MAX_TEXT_LENGTH)
        return fail(index, "validation.invalid_value");
      rows.push({ parameterId: definition.id, value: texts[0]!, valueAr: null });
      return;
    }
    // Choices: a checkbox may hold several ("a,b" or an array), the others exactly one.
    const picked =
      definition.type === "checkbox" ? texts.flatMap((text) => text.split(",")).map((t) => t.trim()) : texts;
    if (definition.type !== "checkbox" && picked.length !== 1) return fail(index, "validation.invalid_value");
    const options = picked.map((text) =>
      definition.options.find((option) => option.value === text || option.value_ar === text),
    );
    if (options.some((option) => option === undefined))
      return fail(index, "listing_posts.parameter_not_an_option");
    const chosen = [...new Set(options.map((option) => option!))];
    rows.push({
      parameterId: definition.id,
      value: chosen.map((option) => option.value).join(","),
      // Choices are shown in the caller's language through the parameter's options, like the seeded ones.
      valueAr: null,
    });
  });

  definitions.forEach((definition) => {
    if (definition.isRequired && !seen.has(definition.id)) {
      fields[`parameter_${definition.id}`] = ["listing_posts.parameter_required"];
    }
  });
  return { rows, files, keptFiles, fields };
}
