import { z } from "zod";
import { coerceOptionalInt, emptyToUndefined, withKey } from "../validation/index.js";
import { MAX_ID, paging } from "./catalogue.js";
import { AgentCard, ArticleCard, CityCount, FaqItem, ProjectCard } from "./catalogue-responses.js";
import { bilingualFields } from "./envelope.js";
import { PropertyCard } from "./property-responses.js";

const optionalId = coerceOptionalInt(z.number().int().positive().max(MAX_ID));
// PostgreSQL text cannot hold NUL; a request carrying one is malformed, not a server fault.
const optionalSlug = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(200)
    .refine((text) => !text.includes("\u0000"), withKey("validation.invalid_value"))
    .optional(),
);
const lang = z.preprocess(emptyToUndefined, z.string().trim().max(10).optional());

/** `get_articles`: one article by `id` or `slug_id` (with its text), or a page of them, newest first. */
export const GetArticlesQuery = z.object({
  offset: paging.offset,
  limit: coerceOptionalInt(z.number().int().min(1).max(50)),
  id: optionalId,
  slug_id: optionalSlug,
  category_id: optionalId,
  lang,
});
export type TGetArticlesQuery = z.infer<typeof GetArticlesQuery>;

/** An article card; the SEO fields come only when one article is asked for. */
export const Article = ArticleCard.extend({
  meta_title: z.string().optional(),
  meta_description: z.string().optional(),
  meta_keywords: z.string().optional(),
});
export type TArticle = z.infer<typeof Article>;

/** `faqs`, `get-cities-data` and `agent-list`: plain paging. */
export const PagedQuery = z.object({ ...paging, lang });
export type TPagedQuery = z.infer<typeof PagedQuery>;

export const GetFacilitiesQuery = z.object({ lang });
export type TGetFacilitiesQuery = z.infer<typeof GetFacilitiesQuery>;

/** An outdoor facility ("near by place"): school, hospital, metro… */
export const Facility = z.object({ id: z.number().int(), ...bilingualFields("name"), image: z.string() });
export type TFacility = z.infer<typeof Facility>;

/** `get-facilities-for-filter`: narrows the counted listings; other eBroker parameters are accepted and ignored. */
export const GetFacilitiesForFilterQuery = z.object({
  property_classification: coerceOptionalInt(z.number().int().min(1).max(5)),
  category_ids: z.preprocess(
    (value) => {
      const v = emptyToUndefined(value);
      if (v === undefined) return undefined;
      return (Array.isArray(v) ? v : String(v).split(","))
        .map((part) => String(part).trim())
        .filter((part) => part !== "");
    },
    z.array(z.coerce.number().int().positive().max(MAX_ID)).max(50).optional(),
  ),
  city: optionalSlug,
  lang,
});
export type TGetFacilitiesForFilterQuery = z.infer<typeof GetFacilitiesForFilterQuery>;

/** A facility that public listings use, with how many public on-market listings are near it. */
export const FacilityForFilter = Facility.extend({ properties_count: z.number().int().min(1) });
export type TFacilityForFilter = z.infer<typeof FacilityForFilter>;

export const FaqList = z.array(FaqItem);
export const CityCountList = z.array(CityCount);
export const AgentList = z.array(AgentCard);

/** `agent-properties`: the agent by `id` or `slug_id`, and a page of their public listings. */
export const AgentPropertiesQuery = z
  .object({
    ...paging,
    id: optionalId,
    slug_id: optionalSlug,
    property_classification: coerceOptionalInt(z.number().int().min(1).max(5)),
    lang,
  })
  .refine((query) => query.id !== undefined || query.slug_id !== undefined, {
    ...withKey("validation.invalid_value"),
    path: ["id"],
  });
export type TAgentPropertiesQuery = z.infer<typeof AgentPropertiesQuery>;

/**
 * The public profile of an agent: never e-mail, mobile or address at its top level. `contact` holds how to reach
 * them for a signed-in member only (null for guests), as a listing's owner contacts are shared (spec §6).
 */
export const AgentProfile = AgentCard.extend({
  about_me: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  facebook_id: z.string(),
  twitter_id: z.string(),
  instagram_id: z.string(),
  youtube_id: z.string(),
  created_at: z.string(),
  contact: z.object({ email: z.string(), mobile: z.string(), whatsapp: z.string() }).nullable(),
});
export type TAgentProfile = z.infer<typeof AgentProfile>;

/** `total` of the envelope counts `properties_data` (all pages); `projects_data` is complete. */
export const AgentProperties = z.object({
  customer_data: AgentProfile,
  properties_data: z.array(PropertyCard),
  projects_data: z.array(ProjectCard),
});
export type TAgentProperties = z.infer<typeof AgentProperties>;
