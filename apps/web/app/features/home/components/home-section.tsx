import { isListingShelf, type HomeShelf } from "../home-shelves";
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

/** Renders one homepage shelf by its API type (the loader already reduced it to what it shows). */
export function HomeSection({
  section,
  first,
  timeZone,
}: {
  section: HomeShelf;
  first: boolean;
  timeZone: string;
}) {
  const shell = { id: section.id, type: section.type, title: section.title };
  if (isListingShelf(section)) {
    if (section.data.length === 0) return null;
    return (
      <PropertyShelf
        {...shell}
        properties={section.data}
        viewAllHref={propertySectionLinks[section.type] ?? "/properties"}
        eager={first}
      />
    );
  }
  switch (section.type) {
    case "categories_section":
      return (
        <SectionShell {...shell} viewAllHref="/properties">
          <CategoryChips categories={section.data} />
        </SectionShell>
      );
    case "projects_section":
    case "featured_projects_section":
      return (
        <SectionShell {...shell} viewAllHref="/projects">
          <ProjectCards projects={section.data} />
        </SectionShell>
      );
    case "agents_list_section":
      return (
        <SectionShell {...shell} viewAllHref="/agents">
          <AgentCards agents={section.data} />
        </SectionShell>
      );
    case "articles_section":
      return (
        <SectionShell {...shell} viewAllHref="/articles">
          <ArticleCards articles={section.data} timeZone={timeZone} />
        </SectionShell>
      );
    case "faqs_section":
      return (
        <SectionShell {...shell} viewAllHref="/faqs">
          <FaqList faqs={section.data} />
        </SectionShell>
      );
    case "properties_by_cities_section":
      return (
        <SectionShell {...shell} viewAllHref="/properties">
          <CityGrid cities={section.data} />
        </SectionShell>
      );
  }
}
