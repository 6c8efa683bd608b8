import { z } from "zod";
import { bilingualFields } from "./envelope.js";
import { CategoryRef } from "./property-responses.js";

const id = z.number().int();

export const ParameterDefinition = z.object({
  id,
  ...bilingualFields("name"),
  type_of_parameter: z.string(),
  type_values: z.array(z.string()),
  options: z.array(z.object({ value: z.string(), value_ar: z.string() })),
  image: z.string(),
  is_required: z.union([z.literal(0), z.literal(1)]),
});

/** `get_categories` item: `parameter_types` holds the ordered parameter objects, not ids. */
export const Category = z.object({
  id,
  slug_id: z.string(),
  ...bilingualFields("category"),
  image: z.string(),
  property_classification: z.number().int().min(1).max(5),
  /** Public listings on the market in this category. */
  properties_count: z.number().int(),
  meta_title: z.string(),
  meta_description: z.string(),
  meta_keywords: z.string(),
  meta_image: z.string(),
  parameter_types: z.array(ParameterDefinition),
});
export type TCategory = z.infer<typeof Category>;

export const ProjectCard = z.object({
  id,
  slug_id: z.string(),
  ...bilingualFields("title"),
  type: z.enum(["under_construction", "upcoming"]),
  image: z.string(),
  location: z.string(),
  ...bilingualFields("city"),
  ...bilingualFields("state"),
  ...bilingualFields("country"),
  latitude: z.number(),
  longitude: z.number(),
  promoted: z.boolean(),
  category: z.object({ id, slug_id: z.string(), ...bilingualFields("category") }),
  created_at: z.string(),
});
export type TProjectCard = z.infer<typeof ProjectCard>;

export const AgentCard = z.object({
  id,
  name: z.string(),
  slug_id: z.string(),
  profile: z.string(),
  customer_type: z.string().nullable(),
  is_verified: z.boolean(),
  property_count: z.number().int(),
  projects_count: z.number().int(),
  total_count: z.number().int(),
});
export type TAgentCard = z.infer<typeof AgentCard>;

/**
 * An article card. eBroker clients print `description` (tags stripped) and `category.category` on every card,
 * so both come with the card; `category` is null for a general article.
 */
export const ArticleCard = z.object({
  id,
  slug_id: z.string(),
  ...bilingualFields("title"),
  ...bilingualFields("description"),
  image: z.string(),
  category_id: z.number().int().nullable(),
  category: CategoryRef.nullable(),
  created_at: z.string(),
});
export type TArticleCard = z.infer<typeof ArticleCard>;

export const FaqItem = z.object({ id, ...bilingualFields("question"), ...bilingualFields("answer") });
export type TFaqItem = z.infer<typeof FaqItem>;

/** A city with public listings; `City` and `Count` keep the reference's capitalised keys. */
export const CityCount = z.object({
  City: z.string(),
  ...bilingualFields("city"),
  Count: z.number().int(),
  count: z.number().int(),
  image: z.string(),
});
export type TCityCount = z.infer<typeof CityCount>;
