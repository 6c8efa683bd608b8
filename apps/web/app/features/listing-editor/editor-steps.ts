import { MAX_LISTING_PRICE, PostPropertyBody, type TCategory } from "@manzil/domain/contracts";
import { metaDescription, metaKeywords } from "@manzil/domain/validation";
import type { FieldErrors } from "../../lib/api/envelope";
import { OWNER_DOCUMENTS, type EditorState } from "./editor-form";
import type { SentLists } from "./listing-request";
import { checkListingDocument, checkListingImage } from "./media-rules";

export const EDITOR_STEPS = ["category", "details", "location", "media", "documents", "seo"] as const;
export type EditorStep = (typeof EDITOR_STEPS)[number];

/** A message for one field: a translation key of the client's own checks, or the server's translated text. */
export type FieldMessage = { key: string } | { text: string };
/**
 * Problems by field: the API's field names, plus `parameter:<id>`, `facility:<id>`, `gallery:<file key>` and
 * `document:<file key>` for the members of its arrays.
 */
export type EditorErrors = Record<string, FieldMessage>;

const required = { key: "editor.errors.required" };
const DECIMAL = /^\d+(\.\d+)?$/;
const fieldSchemas = PostPropertyBody.shape;

function coordinateProblem(text: string, limit: number): FieldMessage | null {
  if (text.trim() === "") return { key: "editor.errors.location_required" };
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= limit ? null : { key: "editor.errors.coordinate" };
}

/** The same spec §5 checks as the API's schema, keeping the first message key it gives. */
function schemaProblem(
  schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } },
  value: string,
) {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issues = (result.error as { issues?: { message: string }[] } | undefined)?.issues ?? [];
  return { key: issues[0]?.message ?? "editor.errors.invalid" };
}

/**
 * The client's checks of one step, mirroring the API's (which still decides): what is required, number
 * formats, file types and sizes, spec §5's SEO rules.
 */
export function validateStep(
  step: EditorStep,
  state: EditorState,
  options: { category: TCategory | undefined; isEditing: boolean },
): EditorErrors {
  const { fields, files, existing } = state;
  const errors: EditorErrors = {};
  const blank = (value: string) => value.trim() === "";
  switch (step) {
    case "category":
      if (blank(fields.property_classification)) errors.property_classification = required;
      if (blank(fields.category_id)) errors.category_id = required;
      if (fields.property_type === "rent" && !fields.rentduration) errors.rentduration = required;
      break;
    case "details": {
      if (blank(fields.title)) errors.title = required;
      if (blank(fields.description)) errors.description = required;
      const price = fields.price.trim();
      if (price === "") errors.price = required;
      else if (!DECIMAL.test(price) || Number(price) > MAX_LISTING_PRICE)
        errors.price = { key: "editor.errors.price" };
      for (const definition of options.category?.parameter_types ?? []) {
        const id = String(definition.id);
        const value = fields.parameters[id];
        const text = Array.isArray(value) ? value.join(",") : (value ?? "").trim();
        const isFile = definition.type_of_parameter === "file";
        const picked = files.parameterFiles[id];
        if (isFile && picked) {
          const problem = checkListingDocument(picked.file);
          if (problem) errors[`parameter:${id}`] = { key: problem };
        } else if (
          !isFile &&
          text !== "" &&
          definition.type_of_parameter === "number" &&
          !DECIMAL.test(text)
        ) {
          errors[`parameter:${id}`] = { key: "editor.errors.number" };
        } else if (definition.is_required === 1 && (isFile ? !picked : text === "")) {
          errors[`parameter:${id}`] = required;
        }
      }
      for (const [id, distance] of Object.entries(fields.facilities)) {
        if (!DECIMAL.test(distance.trim())) errors[`facility:${id}`] = { key: "editor.errors.distance" };
      }
      break;
    }
    case "location": {
      const latitude = coordinateProblem(fields.latitude, 90);
      const longitude = coordinateProblem(fields.longitude, 180);
      if (latitude) errors.latitude = latitude;
      if (longitude) errors.longitude = longitude;
      for (const name of ["address", "city", "state", "country"] as const) {
        if (blank(fields[name])) errors[name] = required;
      }
      break;
    }
    case "media": {
      for (const name of ["title_image", "three_d_image"] as const) {
        const picked = files.single[name];
        const problem = picked ? checkListingImage(picked.file) : null;
        if (problem) errors[name] = { key: problem };
      }
      if (!files.single.title_image && !(options.isEditing && existing.single.title_image)) {
        errors.title_image = { key: "validation.file_required" };
      }
      for (const picked of files.gallery) {
        const problem = checkListingImage(picked.file);
        if (problem) errors[`gallery:${picked.key}`] = { key: problem };
      }
      if (!blank(fields.video_link)) {
        const problem = schemaProblem(fieldSchemas.video_link, fields.video_link);
        if (problem) errors.video_link = { key: "editor.errors.youtube_only" };
      }
      break;
    }
    case "documents": {
      for (const picked of files.documents) {
        const problem = checkListingDocument(picked.file);
        if (problem) errors[`document:${picked.key}`] = { key: problem };
      }
      for (const name of OWNER_DOCUMENTS) {
        const picked = files.owner[name];
        const problem = picked ? checkListingDocument(picked.file) : null;
        if (problem) errors[name] = { key: problem };
      }
      break;
    }
    case "seo": {
      if (!blank(fields.meta_description)) {
        const problem = schemaProblem(metaDescription, fields.meta_description.trim());
        if (problem) errors.meta_description = problem;
      }
      if (!blank(fields.meta_keywords)) {
        const problem = schemaProblem(metaKeywords, fields.meta_keywords);
        if (problem) errors.meta_keywords = problem;
      }
      const picked = files.single.meta_image;
      const problem = picked ? checkListingImage(picked.file) : null;
      if (problem) errors.meta_image = { key: problem };
      break;
    }
  }
  return errors;
}

/** The step that shows a field. */
export function stepOfField(field: string): EditorStep {
  const name = field.split(/[.:[]/)[0] ?? field;
  if (
    ["property_classification", "propertyClass", "category_id", "property_type", "rentduration"].includes(
      name,
    )
  ) {
    return "category";
  }
  if (
    /^(title|title_ar|description|description_ar|area_description|area_description_ar|price|weekend_commission)$/.test(
      name,
    ) ||
    name === "parameter" ||
    name === "parameters" ||
    name.startsWith("parameter_") ||
    name === "facility" ||
    name === "facilities"
  ) {
    return "details";
  }
  if (/^(address|address_ar|client_address|city|state|country|latitude|longitude)$/.test(name))
    return "location";
  if (/^(title_image|three_d_image|gallery|gallery_images|video_link)$/.test(name)) return "media";
  if (name === "document" || name === "documents" || (OWNER_DOCUMENTS as readonly string[]).includes(name)) {
    return "documents";
  }
  return "seo";
}

/** A 422's field errors under the editor's field names, the array members put back by what was sent. */
export function editorErrorsOf(fieldErrors: FieldErrors, sent: SentLists): EditorErrors {
  const errors: EditorErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const text = messages.join(" ");
    const [name, index] = field.split(".");
    const at = Number(index);
    let key = name ?? field;
    if (name === "parameters" && sent.parameterIds[at] !== undefined)
      key = `parameter:${sent.parameterIds[at]}`;
    else if (name?.startsWith("parameter_")) key = `parameter:${name.slice("parameter_".length)}`;
    else if (name === "facilities" && sent.facilityIds[at] !== undefined)
      key = `facility:${sent.facilityIds[at]}`;
    else if (name === "gallery_images" && sent.galleryKeys[at] !== undefined)
      key = `gallery:${sent.galleryKeys[at]}`;
    else if (name === "documents" && sent.documentKeys[at] !== undefined)
      key = `document:${sent.documentKeys[at]}`;
    else if (name === "propertyClass") key = "property_classification";
    const before = errors[key];
    errors[key] = before && "text" in before ? { text: `${before.text} ${text}` } : { text };
  }
  return errors;
}

/** The first step, in order, that has one of these errors. */
export function firstStepWithErrors(errors: EditorErrors): EditorStep | null {
  const steps = new Set(Object.keys(errors).map(stepOfField));
  return EDITOR_STEPS.find((step) => steps.has(step)) ?? null;
}
