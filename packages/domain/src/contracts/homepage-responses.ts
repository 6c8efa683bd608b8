import { z } from "zod";
import { AgentCard, ArticleCard, Category, CityCount, FaqItem, ProjectCard } from "./catalogue-responses.js";
import { bilingualFields } from "./envelope.js";
import { PropertyCard } from "./property-responses.js";

export const propertySectionTypes = [
  "featured_properties_section",
  "most_viewed_properties_section",
  "most_liked_properties_section",
  "premium_properties_section",
  "nearby_properties_section",
  "user_recommendations_section",
] as const;

const section = <T extends readonly [string, ...string[]], I extends z.ZodType>(types: T, item: I) =>
  z.object({ id: z.number().int(), type: z.enum(types), ...bilingualFields("title"), data: z.array(item) });

/** One homepage shelf; the `type` decides the item shape. */
export const HomepageSection = z.discriminatedUnion("type", [
  section(propertySectionTypes, PropertyCard),
  section(["categories_section"], Category),
  section(["projects_section", "featured_projects_section"], ProjectCard),
  section(["agents_list_section"], AgentCard),
  section(["articles_section"], ArticleCard),
  section(["faqs_section"], FaqItem),
  section(["properties_by_cities_section"], CityCount),
]);
export type THomepageSection = z.infer<typeof HomepageSection>;
export type THomepageSectionType = THomepageSection["type"];

export const SliderItem = z.object({
  id: z.number().int(),
  /** 1 image only, 2 category, 3 property, 4 external link. */
  type: z.number().int().min(1).max(4),
  image: z.string(),
  web_image: z.string(),
  link: z.string(),
  show_property_details: z.boolean(),
  category: z
    .object({ id: z.number().int(), slug_id: z.string(), ...bilingualFields("category") })
    .nullable(),
  property: z.object({ id: z.number().int(), slug_id: z.string(), ...bilingualFields("title") }).nullable(),
});
export type TSliderItem = z.infer<typeof SliderItem>;

export const HomepageData = z.object({
  sections: z.array(HomepageSection),
  slider_section: z.array(SliderItem),
  homepage_location_data_available: z.boolean(),
});
export type THomepageData = z.infer<typeof HomepageData>;
