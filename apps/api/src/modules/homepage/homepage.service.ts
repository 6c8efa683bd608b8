import type {
  THomepageData,
  THomepageDataQuery,
  THomepageSection,
  TSliderItem,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { fileUrl } from "../../lib/file-url.js";
import type { CacheTag, SharedCache } from "../../lib/shared-cache.js";
import { bilingual } from "../../lib/localise.js";
import { mapAgentCard } from "../agents/agents.mapper.js";
import { listAgents } from "../agents/agents.repository.js";
import type { CatalogueService } from "../catalogue/catalogue.service.js";
import type { PersonalisedFeedService } from "../engagement/personalised-feed.service.js";
import { mapArticle, mapCityCount, mapFaq } from "../content/content.mapper.js";
import {
  activeFaqs,
  activeHomepageSections,
  citiesWithListings,
  latestArticles,
  sliderRows,
} from "../content/content.repository.js";
import type { MapContext } from "../properties/properties.mapper.js";
import { favouritedBy } from "../properties/properties.repository.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { PropertyFilters, PropertySort } from "../properties/property-filters.js";
import { mapProjectCard } from "../projects/projects.mapper.js";
import { listPublicProjects } from "../projects/projects.repository.js";

/** Up to 12 items in a listing section; FAQs and articles up to 5 (reference §2.3 item 2). */
const SECTION_ITEMS = 12;
const TEXT_ITEMS = 5;
/** Used when a location is sent without a radius. */
const DEFAULT_RADIUS_KM = 50;

const propertySections: Record<string, { filters: PropertyFilters; sort: PropertySort }> = {
  featured_properties_section: { filters: { onlyOnMarket: true, promotedOnly: true }, sort: "newest" },
  most_viewed_properties_section: { filters: { onlyOnMarket: true }, sort: "most_viewed" },
  most_liked_properties_section: { filters: { onlyOnMarket: true }, sort: "most_liked" },
  premium_properties_section: { filters: { onlyOnMarket: true, premiumOnly: true }, sort: "newest" },
};

/** Shelves that depend on who asks or where they are: computed for each request, never cached. */
const perRequestSections = new Set(["nearby_properties_section", "user_recommendations_section"]);

/** A home page is made of all of these: any change to one of them drops the cached page (ADR 078). */
const HOME_TAGS: readonly CacheTag[] = ["homepage", "catalogue", "listings"];

type CachedHome = {
  sections: { row: Awaited<ReturnType<typeof activeHomepageSections>>[number]; data: unknown[] | null }[];
  sliders: TSliderItem[];
};

/** One home slider item, as `homepage-data`'s `slider_section` and `get_slider` give it. */
function mapSlider(
  { slider, category, property }: Awaited<ReturnType<typeof sliderRows>>[number],
  ctx: MapContext,
): TSliderItem {
  return {
    id: slider.id,
    type: slider.type,
    image: fileUrl(ctx.filesUrl, slider.image),
    web_image: fileUrl(ctx.filesUrl, slider.webImage),
    link: slider.link ?? "",
    show_property_details: slider.showPropertyDetails,
    category: category
      ? {
          id: category.id,
          slug_id: category.slug,
          ...bilingual("category", ctx.lang, category.name, category.nameAr),
        }
      : null,
    property: property
      ? {
          id: property.id,
          slug_id: property.slug,
          ...bilingual("title", ctx.lang, property.title, property.titleAr),
        }
      : null,
  };
}

export function createHomepageService(
  db: Database,
  deps: {
    properties: PropertiesService;
    catalogue: CatalogueService;
    personalisedFeed?: PersonalisedFeedService;
    cache: SharedCache;
  },
) {
  async function sectionData(
    type: string,
    query: THomepageDataQuery,
    viewerId: number | null,
    ctx: MapContext,
  ) {
    const propertySection = propertySections[type];
    if (propertySection) {
      const { items } = await deps.properties.searchCards({
        ...propertySection,
        limit: SECTION_ITEMS,
        viewerId,
        ctx,
      });
      return items;
    }
    switch (type) {
      case "nearby_properties_section": {
        if (query.latitude === undefined || query.longitude === undefined) return [];
        const near = {
          latitude: query.latitude,
          longitude: query.longitude,
          radiusKm: query.radius ?? DEFAULT_RADIUS_KM,
        };
        const { items } = await deps.properties.searchCards({
          filters: { onlyOnMarket: true, near },
          sort: "distance",
          limit: SECTION_ITEMS,
          viewerId,
          ctx,
        });
        return items;
      }
      case "categories_section": {
        const { items } = await deps.catalogue.categories({ has_property: true, limit: SECTION_ITEMS }, ctx);
        return items;
      }
      case "projects_section":
      case "featured_projects_section": {
        const rows = await listPublicProjects(db, {
          promotedOnly: type === "featured_projects_section",
          limit: SECTION_ITEMS,
          now: ctx.now,
        });
        return rows.map((row) => mapProjectCard(row, ctx));
      }
      case "agents_list_section": {
        const agents = await listAgents(db, { limit: SECTION_ITEMS, offset: 0 });
        return agents.map((agent) => mapAgentCard(agent, ctx));
      }
      case "articles_section": {
        const rows = await latestArticles(db, TEXT_ITEMS);
        return rows.map((row) => mapArticle(row, ctx, { withSeo: false }));
      }
      case "faqs_section": {
        const rows = await activeFaqs(db, TEXT_ITEMS);
        return rows.map((row) => mapFaq(row, ctx));
      }
      case "properties_by_cities_section": {
        const rows = await citiesWithListings(db, SECTION_ITEMS);
        return rows.map((row) => mapCityCount(row, ctx));
      }
      // Only members who said what they look for get this shelf; everyone else never sees it (empty is dropped).
      case "user_recommendations_section": {
        if (viewerId === null || !deps.personalisedFeed) return [];
        const { items } = await deps.personalisedFeed.recommendations(
          viewerId,
          { limit: SECTION_ITEMS },
          ctx,
        );
        return items;
      }
      default:
        return [];
    }
  }

  /**
   * What every visitor shares, in one language: the active sections in order with the data of each (null for
   * the per-request shelves), and the slider. Listing cards in it carry no viewer's favourite marks.
   */
  function sharedHome(ctx: MapContext): Promise<CachedHome> {
    return deps.cache.get(`homepage:${ctx.lang}`, HOME_TAGS, async () => {
      const [sectionRows, sliders] = await Promise.all([activeHomepageSections(db), sliderRows(db)]);
      const sections: CachedHome["sections"] = [];
      for (const row of sectionRows) {
        const data = perRequestSections.has(row.sectionType)
          ? null
          : await sectionData(row.sectionType, {}, null, ctx);
        sections.push({ row, data });
      }
      return { sections, sliders: sliders.map((slider) => mapSlider(slider, ctx)) };
    });
  }

  /** The viewer's own hearts on the shared cards: copies, so the cached cards stay unmarked. */
  async function withFavourites(sections: THomepageSection[], viewerId: number | null) {
    const cards = sections.filter((section) => section.type in propertySections);
    if (viewerId === null || cards.length === 0) return sections;
    const ids = cards.flatMap((section) => (section.data as { id: number }[]).map((item) => item.id));
    const liked = await favouritedBy(db, viewerId, [...new Set(ids)]);
    if (liked.size === 0) return sections;
    return sections.map((section) =>
      section.type in propertySections
        ? ({
            ...section,
            data: (section.data as { id: number }[]).map((item) =>
              liked.has(item.id) ? { ...item, is_favourite: true } : item,
            ),
          } as THomepageSection)
        : section,
    );
  }

  async function homepage(
    query: THomepageDataQuery,
    viewerId: number | null,
    ctx: MapContext,
  ): Promise<THomepageData> {
    const shared = await sharedHome(ctx);
    const sections: THomepageSection[] = [];
    for (const { row: section, data: sharedData } of shared.sections) {
      const data = sharedData ?? (await sectionData(section.sectionType, query, viewerId, ctx));
      // Empty sections are left out so clients never render an empty shelf.
      if (data.length === 0) continue;
      // The section's type decides its items' shape; the response schema checks the pair at runtime.
      sections.push({
        id: section.id,
        type: section.sectionType,
        ...bilingual("title", ctx.lang, section.title, section.titleAr),
        data,
      } as THomepageSection);
    }
    return {
      sections: await withFavourites(sections, viewerId),
      slider_section: shared.sliders,
      homepage_location_data_available: query.latitude !== undefined && query.longitude !== undefined,
    };
  }

  return {
    /** `get_slider`: the home slider alone (eBroker's older web asks for it apart from the sections). */
    async sliders(ctx: MapContext): Promise<TSliderItem[]> {
      return (await sharedHome(ctx)).sliders;
    },

    homepage,

    /**
     * The whole `homepage-data` answer for a guest who sent no location, as `serialize` writes it. Every such guest
     * in one language gets the same answer (no hearts, no nearby or personal shelves), so it is kept serialised
     * with the shared home and dropped with it: the 200 kB answer is checked against its schema and written out
     * once, not on every visit (ADR 081).
     */
    guestHomepageBody(ctx: MapContext, serialize: (data: THomepageData) => string): Promise<string> {
      return deps.cache.get(`homepage-body:${ctx.lang}`, HOME_TAGS, async () =>
        serialize(await homepage({}, null, ctx)),
      );
    },
  };
}

export type HomepageService = ReturnType<typeof createHomepageService>;
