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
  TSliderItem,
} from "@manzil/domain/contracts";
import { toListingCard } from "../../lib/listing/listing-card";

/** A category chip: its icon, name and listing count, without the parameters the API adds for forms. */
export type HomeCategory = Pick<TCategory, "id" | "slug_id" | "category" | "image" | "properties_count">;
/** An article card: no body text, no second language. */
export type HomeArticle = Pick<TArticleCard, "id" | "slug_id" | "title" | "image" | "created_at">;
/** A project card: its picture, title, stage, category name and place, in the page's language. */
export type HomeProject = Pick<TProjectCard, "id" | "slug_id" | "title" | "type" | "image"> & {
  category: string;
  place: string;
};
/** An agent card: portrait, name, badge and listing count. */
export type HomeAgent = Pick<
  TAgentCard,
  "id" | "slug_id" | "name" | "profile" | "is_verified" | "property_count"
>;
/** A city tile: `City` is the filter value, `city` its name in the page's language. */
export type HomeCity = Pick<TCityCount, "City" | "city" | "count" | "image">;
/** A question and its answer in the page's language. */
export type HomeFaq = Pick<TFaqItem, "id" | "question" | "answer">;

/**
 * Cards of a listing shelf in the server's HTML: a row shows at most four before it is scrolled (w-80 cards in the
 * max-w-7xl column). The page's loader data carries only these too; once the page is hydrated it loads the rest
 * (`EVERY_CARD`), so the cards off screen cost the first download nothing (issue 19). "View all" lists every one.
 */
export const SERVER_RENDERED_CARDS = 4;
/** The query parameter that asks the home loader for every card of each listing shelf. */
export const EVERY_CARD = "every_card";

/**
 * Sections the server renders whole: about the first two screens of a phone (hero, then these). The sections after
 * them reach the HTML as their heading and "view all" link over a reserved space, and fill in with the same
 * after-hydration request as the shelves' other cards: the page's HTML halves (issue 19's 100 kB).
 */
export const SERVER_RENDERED_SECTIONS = 3;

/** A section the server renders: the first ones with their first cards, later ones as a placeholder. */
export function withServerCards(shelf: HomeShelf, index: number): HomeShelf {
  if (index >= SERVER_RENDERED_SECTIONS) return { ...shelf, data: [], pending: true } as HomeShelf;
  return isListingShelf(shelf) ? { ...shelf, data: shelf.data.slice(0, SERVER_RENDERED_CARDS) } : shelf;
}

/**
 * The page's shelves completed from `full` (every section and card, loaded after hydration) where it has the same
 * shelf: listing shelves get all their cards, placeholders their content. A shelf that came after `full` was
 * loaded (the nearby one) keeps what it has until the next load.
 */
export function withEveryCard(shelves: HomeShelf[], full: HomeShelf[] | undefined): HomeShelf[] {
  if (!full) return shelves;
  return shelves.map((shelf) => {
    const whole = full.find((other) => other.id === shelf.id && other.type === shelf.type);
    if (!whole) return shelf;
    if (shelf.pending) return whole;
    return isListingShelf(shelf) && isListingShelf(whole) ? { ...shelf, data: whole.data } : shelf;
  });
}

/** How many cards of each kind a section shows: the loader sends no more (the API sends up to twelve). */
export const SHOWN = { projects: 8, agents: 12, articles: 3 } as const;

/** `pending`: rendered by the server as a placeholder, its content still to load (SERVER_RENDERED_SECTIONS). */
type Shelf<Type extends string, Item> = {
  id: number;
  type: Type;
  title: string;
  data: Item[];
  pending?: true;
};
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
  | Shelf<"projects_section" | "featured_projects_section", HomeProject>
  | Shelf<"agents_list_section", HomeAgent>
  | Shelf<"articles_section", HomeArticle>
  | Shelf<"faqs_section", HomeFaq>
  | Shelf<"properties_by_cities_section", HomeCity>;

/**
 * Runs in the home loader, on the server: the API's section reduced to its shelf, in the page's language only (the
 * API's `_en`/`_ar` twins stay out of the page's HTML, issue 19). The API's response schema pairs each type with
 * its item shape, which the inferred section type does not carry: hence the casts.
 */
export function toHomeShelf(section: THomepageSection): HomeShelf {
  const { id, title } = section;
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
    case "projects_section":
    case "featured_projects_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TProjectCard[]).slice(0, SHOWN.projects).map((project) => ({
          id: project.id,
          slug_id: project.slug_id,
          title: project.title,
          type: project.type,
          image: project.image,
          category: project.category?.category ?? "",
          place: project.city || project.location,
        })),
      };
    case "agents_list_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TAgentCard[]).slice(0, SHOWN.agents).map((agent) => ({
          id: agent.id,
          slug_id: agent.slug_id,
          name: agent.name,
          profile: agent.profile,
          is_verified: agent.is_verified,
          property_count: agent.property_count,
        })),
      };
    case "articles_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TArticleCard[]).slice(0, SHOWN.articles).map((article) => ({
          id: article.id,
          slug_id: article.slug_id,
          title: article.title,
          image: article.image,
          created_at: article.created_at,
        })),
      };
    case "faqs_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TFaqItem[]).map(({ id: faqId, question, answer }) => ({
          id: faqId,
          question,
          answer,
        })),
      };
    case "properties_by_cities_section":
      return {
        id,
        type: section.type,
        title,
        data: (section.data as TCityCount[]).map(({ City, city, count, image }) => ({
          City,
          city,
          count,
          image,
        })),
      };
    default:
      // What is left are the listing shelves.
      return {
        id,
        type: section.type as PropertySectionType,
        title,
        data: (section.data as TPropertyCard[]).map(toListingCard),
      };
  }
}

/** A hero slide: its picture and where it leads, with the label in the page's language. */
export type HomeSlide = { id: number; image: string; link: { href: string; label: string } | null };

function slideLink(slide: TSliderItem): HomeSlide["link"] {
  if (slide.property) {
    return {
      href: `/properties-details/${encodeURIComponent(slide.property.slug_id)}`,
      label: slide.property.title,
    };
  }
  if (slide.category)
    return { href: `/properties?category=${slide.category.id}`, label: slide.category.category };
  return null;
}

/** Runs in the home loader: a slide reduced to what the hero renders. */
export const toHomeSlide = (slide: TSliderItem): HomeSlide => ({
  id: slide.id,
  image: slide.web_image || slide.image,
  link: slideLink(slide),
});

/**
 * The API names its uploads with the site's full address; on the site's own page the path alone finds the same
 * file, some twenty bytes less in the HTML for each of the page's ~70 pictures (issue 19). Other hosts (a CDN,
 * S3) keep their address.
 */
export function ownPath(publicUrl: string): (url: string) => string {
  let origin = "";
  try {
    origin = new URL(publicUrl).origin;
  } catch {
    return (url) => url;
  }
  return (url) => (url.startsWith(`${origin}/`) ? url.slice(origin.length) : url);
}

/** A shelf with its pictures' addresses passed through `local`. */
export function withLocalImages(shelf: HomeShelf, local: (url: string) => string): HomeShelf {
  if (isListingShelf(shelf))
    return { ...shelf, data: shelf.data.map((card) => ({ ...card, title_image: local(card.title_image) })) };
  switch (shelf.type) {
    case "agents_list_section":
      return { ...shelf, data: shelf.data.map((agent) => ({ ...agent, profile: local(agent.profile) })) };
    case "faqs_section":
      return shelf;
    case "categories_section":
    case "projects_section":
    case "featured_projects_section":
    case "articles_section":
    case "properties_by_cities_section": {
      const data = (shelf.data as { image: string }[]).map((item) => ({ ...item, image: local(item.image) }));
      return { ...shelf, data } as HomeShelf;
    }
  }
}
