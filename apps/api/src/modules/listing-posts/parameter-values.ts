import type { FieldErrors } from "../../lib/app-error.js";
import type { ParameterDefinition, ParameterValueRow } from "./listing-posts.repository.js";

const MAX_TEXT_LENGTH = 1000;
const DECIMAL = /^\d+(\.\d+)?$/;

export type SentParameter = { parameter_id: number; value?: unknown };

/**
 * Checks the parameters sent against the category's form: each must be on it, once, with a value of its type
 * (numbers as plain decimals, choices among its options in either language, several for a checkbox). File
 * parameters are returned apart, to be stored as documents. Required parameters must be there.
 */
export function checkParameterValues(
  definitions: ParameterDefinition[],
  sent: SentParameter[],
): {
  rows: ParameterValueRow[];
  files: { index: number; parameterId: number; value: unknown }[];
  fields: FieldErrors;
} {
  const byId = new Map(definitions.map((definition) => [definition.id, definition]));
  const fields: FieldErrors = {};
  const rows: ParameterValueRow[] = [];
  const files: { index: number; parameterId: number; value: unknown }[] = [];
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
    seen.add(definition.id);
    if (definition.type === "file") {
      files.push({ index, parameterId: definition.id, value: parameter.value });
      return;
    }
    const values = (Array.isArray(parameter.value) ? parameter.value : [parameter.value])
      .filter((value) => value !== undefined && value !== null)
      .map((value) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : null));
    if (values.some((value) => value === null)) return fail(index, "validation.invalid_value");
    const texts = (values as string[]).filter((value) => value !== "");
    if (texts.length === 0) {
      // A blank optional parameter is the same as not sending it.
      if (definition.isRequired) fail(index, "listing_posts.parameter_required");
      return;
    }
    if (definition.type === "number") {
      if (texts.length !== 1 || !DECIMAL.test(texts[0]!)) return fail(index, "validation.invalid_number");
      rows.push({ parameterId: definition.id, value: texts[0]!, valueAr: null });
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
  return { rows, files, fields };
}
