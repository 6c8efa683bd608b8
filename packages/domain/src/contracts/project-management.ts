import { z } from "zod";
import {
  coerceBooleanFlag,
  coerceOptionalInt,
  coerceOptionalNumber,
  emptyToUndefined,
  metaDescription,
  metaKeywords,
  metaTitle,
  withKey,
} from "../validation/index.js";
import { cityIdField, MAX_ID, paging } from "./catalogue.js";
import { moderationStatuses, ReviewStateCounts } from "./listing-management.js";
import { ProjectDetail } from "./projects.js";

const id = z.number().int().positive().max(MAX_ID);
const optionalId = coerceOptionalInt(id);
const requiredId = optionalId.pipe(z.number());
const invalidValue = withKey("validation.invalid_value");
const noNul = (text: string) => !text.includes("\u0000");

// PostgreSQL text cannot hold NUL; a request carrying one is malformed, not a server fault.
const optionalText = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    z.string(invalidValue).trim().max(max).refine(noNul, invalidValue).optional(),
  );

/** Text a form may clear: "" stores nothing, absent leaves it as it is. */
const clearableText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string(invalidValue).trim().max(max).refine(noNul, invalidValue).nullable().optional(),
  );

const clearableSeo = (schema: z.ZodType<string, string>) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string(invalidValue).trim().pipe(schema).nullable().optional(),
  );

/** Most gallery images, and most documents, one project holds, however many edits add them. */
export const PROJECT_MEDIA_MAX = 30;
/** Most floor plans one project holds; a single request may send them all. */
export const PROJECT_PLANS_MAX = 50;

/** A file part of the request: the service checks it is one of this request's uploads. */
const file = z.unknown().optional().meta({ type: "string", format: "binary" });
const files = z
  .unknown()
  .optional()
  .meta({ type: "array", items: { type: "string", format: "binary" } });

/** "1,2", ["1", "2"], {0: "1"} or "1" → ids; blank → none. */
const idList = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    if (v === undefined || v === null) return undefined;
    const parts = Array.isArray(v)
      ? v
      : typeof v === "object"
        ? Object.values(v as Record<string, unknown>)
        : String(v).split(",");
    return parts.map((part) => String(part).trim()).filter((part) => part !== "");
  },
  z
    .array(z.string())
    .max(200)
    .refine(
      (parts) => parts.every((part) => /^[1-9]\d{0,9}$/.test(part) && Number(part) <= MAX_ID),
      invalidValue,
    )
    .transform((parts) => [...new Set(parts.map(Number))])
    .optional(),
);

/** A floor plan: a new one needs a title and a document; `id` names an existing plan whose title changes. */
const planInput = z.object({
  id: optionalId,
  title: optionalText(200),
  document: file,
});

/**
 * `POST post_project` (multipart): creates a project, or updates the caller's project named by `id`. On create the
 * title, description, category, type, place and coordinates are required; on edit absent fields stay as they are.
 * `plans[i][title]` and `plans[i][document]` add floor plans; `remove_*` take ids (array or comma list).
 */
export const PostProjectBody = z.object({
  id: optionalId,
  /** Sent by eBroker clients; ignored: the owner is whoever the token names. */
  userid: z.unknown().optional(),
  /** A readable address of one's own choosing; otherwise made from the title when the project is created. */
  slug_id: optionalText(200),
  title: optionalText(200),
  title_ar: clearableText(200),
  description: optionalText(20_000),
  description_ar: clearableText(20_000),
  category_id: optionalId,
  type: z.preprocess(emptyToUndefined, z.enum(["under_construction", "upcoming"], invalidValue).optional()),
  location: optionalText(500),
  /** A city of the catalogue (`get-city-catalogue`); the API fills city, state and country from it. */
  city_id: cityIdField,
  city: optionalText(120),
  state: optionalText(120),
  country: optionalText(120),
  latitude: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(-90).max(90)),
  longitude: coerceOptionalNumber(z.number(withKey("validation.invalid_number")).min(-180).max(180)),
  video_link: clearableText(500).refine(
    (link) => link === undefined || link === null || /^https?:\/\//i.test(link),
    invalidValue,
  ),
  meta_title: clearableSeo(metaTitle.max(200)),
  meta_description: clearableSeo(metaDescription),
  meta_keywords: clearableSeo(metaKeywords.pipe(z.string().max(1000))),
  image: file,
  meta_image: file,
  gallery_images: files,
  documents: files,
  plans: z.preprocess(
    (value) =>
      value && typeof value === "object" && !Array.isArray(value)
        ? Object.values(value)
        : emptyToUndefined(value),
    z.array(planInput).max(PROJECT_PLANS_MAX).optional(),
  ),
  remove_gallery_images: idList,
  remove_documents: idList,
  remove_plans: idList,
  lang: optionalText(10),
});
export type TPostProjectBody = z.infer<typeof PostProjectBody>;

/** `delete_project`: eBroker clients send `id`; `project_id` is accepted too. */
export const DeleteProjectBody = z
  .object({ id: optionalId, project_id: optionalId })
  .refine((body) => body.id !== undefined || body.project_id !== undefined, {
    ...invalidValue,
    path: ["id"],
  });
export type TDeleteProjectBody = z.infer<typeof DeleteProjectBody>;

/** `change-project-status`: the owner shows (1) or hides (0) an approved project. */
export const ChangeProjectStatusBody = z.object({
  project_id: requiredId,
  status: coerceOptionalInt(z.number().int().min(0).max(1)).pipe(z.number()),
});
export type TChangeProjectStatusBody = z.infer<typeof ChangeProjectStatusBody>;

/** `get-added-projects`: the caller's own projects in every state. */
export const GetAddedProjectsQuery = z.object({
  ...paging,
  id: optionalId,
  slug_id: optionalText(200),
  /** 1 shown, 0 hidden (approved projects only). */
  status: coerceOptionalInt(z.number().int().min(0).max(1)),
  request_status: z.preprocess(emptyToUndefined, z.enum(moderationStatuses, invalidValue).optional()),
  /** Title in English or Arabic. */
  search: optionalText(200),
  is_promoted: coerceBooleanFlag,
  userid: optionalId,
  lang: optionalText(10),
});
export type TGetAddedProjectsQuery = z.infer<typeof GetAddedProjectsQuery>;

/** One of the owner's projects: everything of the project page plus where it stands. */
export const OwnProject = ProjectDetail.extend({
  request_status: z.enum(moderationStatuses),
  /** 1 shown once approved, 0 hidden (new projects stay 0 until an admin enables them). */
  status: z.union([z.literal(0), z.literal(1)]),
  reject_reason: z.string().nullable(),
});
export type TOwnProject = z.infer<typeof OwnProject>;

/** The owner's projects by review state. */
export const OwnProjectCounts = ReviewStateCounts;
export type TOwnProjectCounts = z.infer<typeof OwnProjectCounts>;

/** Extra top-level keys of `get-added-projects` beside `data` and `total` (the filtered count). */
export const ownProjectsExtra = {
  total_views: z.number().int().min(0),
  counts: OwnProjectCounts,
};

export const ProjectState = z.object({
  id,
  request_status: z.enum(moderationStatuses),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type TProjectState = z.infer<typeof ProjectState>;

export const DeletedProject = z.object({ id });
