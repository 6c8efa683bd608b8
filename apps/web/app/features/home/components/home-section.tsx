import { useTranslation } from "../../../lib/i18n/use-translation";
import { isListingShelf, type HomeShelf } from "../home-shelves";
import { AgentCards, ArticleCards, CategoryChips, CityGrid, FaqList, ProjectCards } from "./content-sections";
import { PropertyShelf } from "./property-shelf";
import { SectionShell } from "./section-shell";

/** Where "view all" leads for each section (listings sorts by what a property section shows). */
const viewAllLinks: Record<HomeShelf["type"], string> = {
  featured_properties_section: "/properties/featured",
  most_viewed_properties_section: "/properties/most-viewed",
  most_liked_properties_section: "/properties?sort_by=most_liked",
  premium_properties_section: "/properties/premium",
  nearby_properties_section: "/map-view",
  user_recommendations_section: "/properties",
  categories_section: "/properties",
  projects_section: "/projects",
  featured_projects_section: "/projects",
  agents_list_section: "/agents",
  articles_section: "/articles",
  faqs_section: "/faqs",
  properties_by_cities_section: "/properties",
};

/** Sections whose cards are tall (a picture over text): their placeholder keeps a card row's height. */
const TALL_SECTIONS: readonly string[] = [
  "projects_section",
  "featured_projects_section",
  "articles_section",
];

/** A section the server left for after hydration: its heading and link, over the space its content will take. */
function PendingSection({ section }: { section: HomeShelf }) {
  const { t } = useTranslation();
  const tall = isListingShelf(section) || TALL_SECTIONS.includes(section.type);
  return (
    <SectionShell
      id={section.id}
      type={section.type}
      title={section.title}
      viewAllHref={viewAllLinks[section.type]}
    >
      <div aria-busy="true" className={tall ? "home-section-pending-tall" : "home-section-pending"}>
        <span className="sr-only">{t("shell.loading")}</span>
      </div>
    </SectionShell>
  );
}

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
  if (section.pending) return <PendingSection section={section} />;
  const shell = {
    id: section.id,
    type: section.type,
    title: section.title,
    viewAllHref: viewAllLinks[section.type],
  };
  if (isListingShelf(section)) {
    if (section.data.length === 0) return null;
    return <PropertyShelf {...shell} properties={section.data} eager={first} />;
  }
  switch (section.type) {
    case "categories_section":
      return (
        <SectionShell {...shell}>
          <CategoryChips categories={section.data} />
        </SectionShell>
      );
    case "projects_section":
    case "featured_projects_section":
      return (
        <SectionShell {...shell}>
          <ProjectCards projects={section.data} />
        </SectionShell>
      );
    case "agents_list_section":
      return (
        <SectionShell {...shell}>
          <AgentCards agents={section.data} />
        </SectionShell>
      );
    case "articles_section":
      return (
        <SectionShell {...shell}>
          <ArticleCards articles={section.data} timeZone={timeZone} />
        </SectionShell>
      );
    case "faqs_section":
      return (
        <SectionShell {...shell}>
          <FaqList faqs={section.data} />
        </SectionShell>
      );
    case "properties_by_cities_section":
      return (
        <SectionShell {...shell}>
          <CityGrid cities={section.data} />
        </SectionShell>
      );
  }
}
