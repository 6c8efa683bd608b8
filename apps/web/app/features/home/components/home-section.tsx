import type {
  AgentCardData,
  ArticleCardData,
  CategoryItem,
  CityItem,
  FaqItem,
  HomepageSection as Section,
  ProjectCardData,
  PropertyCardData,
} from "../../../lib/api/types";
import { AgentCards, ArticleCards, CategoryChips, CityGrid, FaqList, ProjectCards } from "./content-sections";
import { PropertyShelf } from "./property-shelf";
import { SectionShell } from "./section-shell";

/** Where "view all" leads for each property section (listings sorts by what the section shows). */
const propertySectionLinks: Record<string, string> = {
  featured_properties_section: "/properties/featured",
  most_viewed_properties_section: "/properties/most-viewed",
  most_liked_properties_section: "/properties?sort_by=most_liked",
  premium_properties_section: "/properties/premium",
  nearby_properties_section: "/map-view",
};

function looksLikeProperties(items: unknown[]): items is PropertyCardData[] {
  return items.every(
    (item) => typeof item === "object" && item !== null && "slug_id" in item && "price_minor" in item,
  );
}

/** Renders one homepage section by its API type; unknown types render as property rows when they hold properties. */
export function HomeSection({
  section,
  first,
  timeZone,
}: {
  section: Section;
  first: boolean;
  timeZone: string;
}) {
  const { id, type, title, data } = section;
  const shell = { id, type, title };
  switch (type) {
    case "categories_section":
      return (
        <SectionShell {...shell} viewAllHref="/properties">
          <CategoryChips categories={data as CategoryItem[]} />
        </SectionShell>
      );
    case "projects_section":
    case "featured_projects_section":
      return (
        <SectionShell {...shell} viewAllHref="/projects">
          <ProjectCards projects={data as ProjectCardData[]} />
        </SectionShell>
      );
    case "agents_list_section":
      return (
        <SectionShell {...shell} viewAllHref="/agents">
          <AgentCards agents={data as AgentCardData[]} />
        </SectionShell>
      );
    case "articles_section":
      return (
        <SectionShell {...shell} viewAllHref="/articles">
          <ArticleCards articles={data as ArticleCardData[]} timeZone={timeZone} />
        </SectionShell>
      );
    case "faqs_section":
      return (
        <SectionShell {...shell} viewAllHref="/faqs">
          <FaqList faqs={data as FaqItem[]} />
        </SectionShell>
      );
    case "properties_by_cities_section":
      return (
        <SectionShell {...shell} viewAllHref="/properties">
          <CityGrid cities={data as CityItem[]} />
        </SectionShell>
      );
    default:
      if (data.length === 0 || !looksLikeProperties(data)) return null;
      return (
        <PropertyShelf
          {...shell}
          properties={data}
          viewAllHref={propertySectionLinks[type] ?? "/properties"}
          eager={first}
        />
      );
  }
}
