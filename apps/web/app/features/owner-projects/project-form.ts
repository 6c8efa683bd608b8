import type { OwnProject } from "./owner-projects";

/** The text fields of `post_project` the form sends as typed (the API trims and checks them). */
export const PROJECT_TEXT_FIELDS = [
  "title",
  "title_ar",
  "description",
  "description_ar",
  "category_id",
  "type",
  "location",
  "city",
  "state",
  "country",
  "latitude",
  "longitude",
  "video_link",
  "meta_title",
  "meta_description",
  "meta_keywords",
] as const;
export type ProjectTextField = (typeof PROJECT_TEXT_FIELDS)[number];
export type ProjectTextValues = Record<ProjectTextField, string>;

/** A floor plan row: an existing plan (`id`, its title may change) or a new one (title and document). */
export type PlanRow = { key: string; id?: number; title: string; document: File | null; url?: string };

/** What the form holds besides the text: files chosen now, and existing files the owner took away. */
export type ProjectFiles = {
  image: File | null;
  metaImage: File | null;
  gallery: File[];
  documents: File[];
  plans: PlanRow[];
  removedGallery: number[];
  removedDocuments: number[];
  removedPlans: number[];
};

export const NO_FILES: ProjectFiles = {
  image: null,
  metaImage: null,
  gallery: [],
  documents: [],
  plans: [],
  removedGallery: [],
  removedDocuments: [],
  removedPlans: [],
};

/** The form's starting text: the project's own (in both languages where it has twins), or blanks. */
export function initialValues(project: OwnProject | null): ProjectTextValues {
  if (!project) {
    return Object.fromEntries(
      PROJECT_TEXT_FIELDS.map((field) => [field, field === "type" ? "under_construction" : ""]),
    ) as ProjectTextValues;
  }
  return {
    title: project.title_en,
    title_ar: project.title_ar,
    description: project.description_en,
    description_ar: project.description_ar,
    category_id: String(project.category.id),
    type: project.type,
    location: project.location,
    city: project.city_en,
    state: project.state_en,
    country: project.country_en,
    latitude: String(project.latitude),
    longitude: String(project.longitude),
    video_link: project.video_link,
    meta_title: project.meta_title,
    meta_description: project.meta_description,
    meta_keywords: project.meta_keywords,
  };
}

/** The project's floor plans as editable rows. */
export const planRowsOf = (project: OwnProject | null): PlanRow[] =>
  (project?.plans ?? []).map((plan) => ({
    key: `plan-${plan.id}`,
    id: plan.id,
    title: plan.title,
    document: null,
    url: plan.document,
  }));

/**
 * The multipart body of `post_project`, with the bracket arrays the API reads (`gallery_images[0]`,
 * `plans[0][title]`, `remove_plans[0]`…). On edit, empty text clears what can be cleared and is left out
 * where the API would refuse a blank (title, place…), so an untouched field stays as it is.
 */
export function projectRequestBody({
  id,
  values,
  files,
}: {
  id: number | null;
  values: ProjectTextValues;
  files: ProjectFiles;
}): FormData {
  const body = new FormData();
  if (id !== null) body.append("id", String(id));
  for (const field of PROJECT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== "" || (id !== null && CLEARABLE.has(field))) body.append(field, value);
  }
  if (files.image) body.append("image", files.image);
  if (files.metaImage) body.append("meta_image", files.metaImage);
  files.gallery.forEach((file, index) => body.append(`gallery_images[${index}]`, file));
  files.documents.forEach((file, index) => body.append(`documents[${index}]`, file));
  files.plans.forEach((plan, index) => {
    if (plan.id !== undefined) body.append(`plans[${index}][id]`, String(plan.id));
    body.append(`plans[${index}][title]`, plan.title.trim());
    if (plan.document) body.append(`plans[${index}][document]`, plan.document);
  });
  const removals = [
    ["remove_gallery_images", files.removedGallery],
    ["remove_documents", files.removedDocuments],
    ["remove_plans", files.removedPlans],
  ] as const;
  for (const [name, ids] of removals)
    ids.forEach((removed, index) => body.append(`${name}[${index}]`, String(removed)));
  return body;
}

/** Fields an edit may empty (the API stores nothing for ""). */
const CLEARABLE = new Set<ProjectTextField>([
  "title_ar",
  "description_ar",
  "video_link",
  "meta_title",
  "meta_description",
  "meta_keywords",
]);

export type ProjectErrors = Record<string, string>;

/**
 * The 422's messages by the form's field names: `plans.2.document` stays as it is (the row at index 2),
 * `gallery_images.1` is the gallery's.
 */
export function projectErrorsOf(fieldErrors: Record<string, string[]>): ProjectErrors {
  const errors: ProjectErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const name = /^(gallery_images|documents)\.\d+$/.test(field) ? field.split(".")[0]! : field;
    errors[name] = [errors[name], ...messages].filter(Boolean).join(" ");
  }
  return errors;
}

/** The first field holding an error, in the order of `fields` (the form's, top to bottom). */
export const firstErrorField = (errors: ProjectErrors, fields: readonly string[]) =>
  fields.find((field) => errors[field]);
