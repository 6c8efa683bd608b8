import type {
  propertySectionTypes,
  TAgentCard,
  TArticleCard,
  TCategory,
  TCityCount,
  TFaqItem,
  THomepageSection,
  TListingCard,
  TProjectCard,
  TPropertyCard,
} from "@manzil/domain/contracts";
import { toListingCard } from "../../lib/listing/listing-card";

/** A category chip: its icon, name and listing count, without the parameters the API adds for forms. */
export type HomeCategory = Pick<TCategory, "id" | "slug_id" | "category" | "image" | "properties_count">;
/** An article card: no body text, no second language. */
export type HomeArticle = Pick<TArticleCard, "id" | "slug_id" | "title" | "image" | "created_at">;

type Shelf<Type extends string, Item> = { id: number; type: Type; title: string; data: Item[] };
type PropertySectionType = (typeof propertySectionTypes)[number];

/**
 * The shelves of listing cards, written out here (a test keeps them equal to the domain's list): importing the
 * domain's value would bring its zod schemas into the home page's first download (ADR 079).
 */
export const LISTING_SHELF_TYPES: readonly PropertySectionType[] = [
  "featured_properties_section",
  "most_viewed_properties_section",
  "most_liked_properties_section",
  "premium_properties_section",
  "nearby_properties_section",
  "user_recommendations_section",
];
export type ListingShelf = Shelf<PropertySectionType, TListingCard>;

const isPropertySectionType = (type: string): type is PropertySectionType =>
  (LISTING_SHELF_TYPES as readonly string[]).includes(type);

/** A shelf of listing cards (featured, most viewed, nearby…). */
export const isListingShelf = (shelf: HomeShelf): shelf is ListingShelf => isPropertySectionType(shelf.type);

/** One home shelf as the page's HTML carries it: only what the shelf renders (ADR 078). */
export type HomeShelf =
  | ListingShelf
  | Shelf<"categories_section", HomeCategory>
  | Shelf<"projects_section" | "featured_projects_section", TProjectCard>
  | Shelf<"agents_list_section", TAgentCard>
  | Shelf<"articles_section", HomeArticle>
  | Shelf<"faqs_section", TFaqItem>
  | Shelf<"properties_by_cities_section", TCityCount>;

/**
 * Runs in the home loader, on the server: the API's section reduced to its shelf. The API's response schema
 * pairs each type with its item shape, which the inferred section type does not carry: hence the casts.
 */
export function toHomeShelf(section: THomepageSection): HomeShelf {
  const { id, title } = section;
  if (isPropertySectionType(section.type)) {
    return { id, type: section.type, title, data: (section.data as TPropertyCard[]).map(toListingCard) };
  }
  switch (section.type) {
    case "categories_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TCategory[]).map((category) => ({
          id: category.id,
          slug_id: category.slug_id,
          category: category.category,
          image: category.image,
          properties_count: category.properties_count,
        })),
      };
    case "articles_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TArticleCard[]).map((article) => ({
          id: article.id,
          slug_id: article.slug_id,
          title: article.title,
          image: article.image,
          created_at: article.created_at,
        })),
      };
    default:
      return section as HomeShelf;
  }
}
