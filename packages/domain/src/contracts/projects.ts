import { z } from "zod";
import { coerceBooleanFlag, coerceOptionalInt, coerceOptionalNumber, withKey } from "../validation/index.js";
import { MAX_ID, optionalText, paging } from "./catalogue.js";
import { ProjectCard } from "./catalogue-responses.js";
import { bilingualFields } from "./envelope.js";

const id = z.number().int();
const optionalId = coerceOptionalInt(z.number().int().positive().max(MAX_ID));
/** `get-projects`: a page of public projects, newest first (promoted first with `is_promoted`). */
export const GetProjectsQuery = z.object({
  ...paging,
  id: optionalId,
  slug_id: optionalText(200),
  category_id: optionalId,
  city: optionalText(),
  state: optionalText(),
  country: optionalText(),
  /** Title in English or Arabic; Arabic letter variants and diacritics do not matter. */
  search: optionalText(200),
  userid: optionalId,
  /** 0: last week, 1: last month (eBroker semantics). */
  posted_since: coerceOptionalInt(z.number().int().min(0).max(1)),
  latitude: coerceOptionalNumber(z.number().min(-90).max(90)),
  longitude: coerceOptionalNumber(z.number().min(-180).max(180)),
  /** Kilometres; applies only together with latitude and longitude. */
  radius: coerceOptionalNumber(z.number().positive().max(20_000)),
  /** Only projects with a running, approved advertisement. */
  is_promoted: coerceBooleanFlag,
  lang: optionalText(10),
});
export type TGetProjectsQuery = z.infer<typeof GetProjectsQuery>;

/** A project in the `get-projects` list; `distance` (km) only when a location was given. */
export const ProjectListItem = ProjectCard.extend({
  added_by: id,
  total_click: z.number().int(),
  distance: z.number().optional(),
});
export type TProjectListItem = z.infer<typeof ProjectListItem>;

/** `get-project-detail`: one public project by `id` or `slug_id`. */
export const GetProjectDetailQuery = z
  .object({ id: optionalId, slug_id: optionalText(200), lang: optionalText(10) })
  .refine((query) => query.id !== undefined || query.slug_id !== undefined, {
    ...withKey("validation.invalid_value"),
    path: ["id"],
  });
export type TGetProjectDetailQuery = z.infer<typeof GetProjectDetailQuery>;

/**
 * Everything the project page shows. The owner appears only by public fields (name, profile picture, type,
 * verification): never e-mail, phone or address, and never the ownership or identity documents.
 */
export const ProjectDetail = ProjectListItem.extend({
  ...bilingualFields("description"),
  video_link: z.string(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  gallery_images: z.array(z.object({ id, image: z.string(), image_url: z.string() })),
  documents: z.array(z.object({ id, name: z.string(), file: z.string(), type: z.string() })),
  /** Floor plans: `document` is the plan file's absolute URL. */
  plans: z.array(z.object({ id, title: z.string(), document: z.string() })),
  customer_id: id,
  customer_name: z.string(),
  customer_slug_id: z.string(),
  profile: z.string(),
  customer_type: z.string().nullable(),
  is_verified: z.boolean(),
  is_admin_listing: z.boolean(),
  updated_at: z.string(),
  /**
   * Opened without `project_access` (spec §6): the teaser only — title, image, place, category and owner;
   * description, gallery, documents, plans and video are left out.
   */
  access_locked: z.boolean(),
});
export type TProjectDetail = z.infer<typeof ProjectDetail>;
