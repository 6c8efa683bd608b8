import { describe, expect, it } from "vitest";
import {
  ListingCard,
  propertySectionTypes,
  type TCategory,
  type THomepageSection,
} from "@manzil/domain/contracts";
import { createPropertyCard } from "../../../test/factories";
import {
  LISTING_SHELF_TYPES,
  ownPath,
  SERVER_RENDERED_CARDS,
  SERVER_RENDERED_SECTIONS,
  toHomeShelf,
  toHomeSlide,
  withEveryCard,
  withLocalImages,
  withServerCards,
} from "./home-shelves";

const bedrooms = {
  id: 1,
  name: "Bedrooms",
  name_en: "Bedrooms",
  name_ar: "غرف النوم",
  type_of_parameter: "number",
  type_values: [],
  image: "",
  is_required: 0 as const,
  value: "3",
};

describe("toHomeShelf", () => {
  it("knows every listing shelf the API can send", () => {
    expect([...LISTING_SHELF_TYPES]).toEqual([...propertySectionTypes]);
  });

  it("reduces a listing shelf to the card's own shape, facts and favourite mark included", () => {
    const card = createPropertyCard({ parameters: [bedrooms], is_favourite: true });
    const shelf = toHomeShelf({
      id: 4,
      type: "featured_properties_section",
      title: "Featured",
      title_en: "Featured",
      title_ar: "مميز",
      data: [card],
    } as THomepageSection);
    expect(shelf).toEqual({
      id: 4,
      type: "featured_properties_section",
      title: "Featured",
      data: [expect.any(Object)],
    });
    // Strict: nothing beyond the card's shape (no parameters, facilities, coordinates or second language).
    const item = ListingCard.parse(shelf.data[0]);
    expect(item).toMatchObject({
      id: card.id,
      title: card.title,
      category: card.category.category,
      is_favourite: true,
      facts: { bedrooms: 3, bathrooms: null, area: null },
    });
  });

  it("keeps of a category chip its name, icon and count only", () => {
    const category = {
      id: 2,
      slug_id: "villa",
      category: "Villa",
      category_en: "Villa",
      category_ar: "فيلا",
      image: "/villa.svg",
      properties_count: 7,
      parameter_types: [bedrooms],
    } as unknown as TCategory;
    const shelf = toHomeShelf({
      id: 1,
      type: "categories_section",
      title: "Categories",
      title_en: "Categories",
      title_ar: "الفئات",
      data: [category],
    } as THomepageSection);
    expect(shelf.data).toEqual([
      { id: 2, slug_id: "villa", category: "Villa", image: "/villa.svg", properties_count: 7 },
    ]);
  });

  it("keeps of a FAQ, a city, a project and an agent only the page's language and what their cards show", () => {
    const section = (type: string, data: unknown[]) =>
      toHomeShelf({ id: 9, type, title: "T", title_en: "T", title_ar: "ت", data } as THomepageSection);
    const faq = section("faqs_section", [
      {
        id: 1,
        question: "Q",
        question_en: "Q",
        question_ar: "س",
        answer: "A",
        answer_en: "A",
        answer_ar: "ج",
      },
    ]);
    expect(faq).toEqual({
      id: 9,
      type: "faqs_section",
      title: "T",
      data: [{ id: 1, question: "Q", answer: "A" }],
    });
    const city = section("properties_by_cities_section", [
      {
        City: "Cairo",
        city: "القاهرة",
        city_en: "Cairo",
        city_ar: "القاهرة",
        Count: 3,
        count: 3,
        image: "/c.webp",
      },
    ]);
    expect(city.data).toEqual([{ City: "Cairo", city: "القاهرة", count: 3, image: "/c.webp" }]);
    const project = {
      id: 5,
      slug_id: "jasmine",
      title: "أبراج الياسمين",
      title_en: "Jasmine Towers",
      title_ar: "أبراج الياسمين",
      type: "upcoming",
      image: "/p.webp",
      location: "جزيرة الريم",
      city: "",
      latitude: 24.4,
      longitude: 54.3,
      category: { id: 1, slug_id: "villa", category: "فيلا", category_en: "Villa", category_ar: "فيلا" },
    };
    const projects = section(
      "projects_section",
      Array.from({ length: 12 }, (_, i) => ({ ...project, id: i })),
    );
    // A section shows eight projects: the page carries no more.
    expect(projects.data).toHaveLength(8);
    expect(projects.data[0]).toEqual({
      id: 0,
      slug_id: "jasmine",
      title: "أبراج الياسمين",
      type: "upcoming",
      image: "/p.webp",
      category: "فيلا",
      place: "جزيرة الريم",
    });
    const agents = section("agents_list_section", [
      {
        id: 3,
        name: "Karim",
        slug_id: "karim",
        profile: "/a.webp",
        customer_type: "agent",
        is_verified: true,
        property_count: 16,
        projects_count: 1,
        total_count: 17,
      },
    ]);
    expect(agents.data).toEqual([
      { id: 3, name: "Karim", slug_id: "karim", profile: "/a.webp", is_verified: true, property_count: 16 },
    ]);
  });

  it("reduces a slide to its picture and the link's label in the page's language", () => {
    const slide = toHomeSlide({
      id: 3,
      type: 3,
      image: "https://manzil.example/uploads/phone.webp",
      web_image: "https://manzil.example/uploads/wide.webp",
      link: "",
      show_property_details: true,
      category: null,
      property: {
        id: 159,
        slug_id: "penthouse",
        title: "بنتهاوس",
        title_en: "Penthouse",
        title_ar: "بنتهاوس",
      },
    });
    expect(slide).toEqual({
      id: 3,
      image: "https://manzil.example/uploads/wide.webp",
      link: { href: "/properties-details/penthouse", label: "بنتهاوس" },
    });
  });
});

describe("ownPath", () => {
  it("shortens the site's own upload addresses to their paths and leaves other hosts alone", () => {
    const local = ownPath("https://manzil.example/");
    expect(local("https://manzil.example/uploads/a.webp")).toBe("/uploads/a.webp");
    expect(local("https://cdn.example/uploads/a.webp")).toBe("https://cdn.example/uploads/a.webp");
    expect(local("https://manzil.example.evil/a.webp")).toBe("https://manzil.example.evil/a.webp");
    const shelf = withLocalImages(
      {
        id: 1,
        type: "properties_by_cities_section",
        title: "Cities",
        data: [{ City: "Cairo", city: "Cairo", count: 2, image: "https://manzil.example/uploads/c.webp" }],
      },
      local,
    );
    expect(shelf.data).toEqual([{ City: "Cairo", city: "Cairo", count: 2, image: "/uploads/c.webp" }]);
  });
});

describe("a listing shelf's cards", () => {
  const shelf = (id: number, count: number) =>
    toHomeShelf({
      id,
      type: "featured_properties_section",
      title: "Featured",
      title_en: "Featured",
      title_ar: "مميز",
      data: Array.from({ length: count }, (_, i) => createPropertyCard({ id: id * 100 + i })),
    } as THomepageSection);

  it("in the page's first HTML are the ones the server renders; the rest join from the full load", () => {
    const first = [shelf(1, 12), shelf(2, 12)].map(withServerCards);
    expect(first.map((s) => s.data.length)).toEqual([SERVER_RENDERED_CARDS, SERVER_RENDERED_CARDS]);
    const merged = withEveryCard(first, [shelf(1, 12)]);
    expect(merged[0]!.data).toHaveLength(12);
    // A shelf the full load did not have (the nearby one, after a revalidation) keeps its first cards.
    expect(merged[1]!.data).toHaveLength(SERVER_RENDERED_CARDS);
    expect(withEveryCard(first, undefined)).toBe(first);
  });

  it("after the first sections, the server sends a section's heading only, and the full load fills it in", () => {
    const all = [1, 2, 3, 4, 5].map((id) => shelf(id, 12));
    const first = all.map(withServerCards);
    expect(first.map((s) => s.data.length)).toEqual([
      ...Array(SERVER_RENDERED_SECTIONS).fill(SERVER_RENDERED_CARDS),
      ...Array(5 - SERVER_RENDERED_SECTIONS).fill(0),
    ]);
    expect(first.map((s) => Boolean(s.pending))).toEqual([false, false, false, true, true]);
    expect(first[4]!.title).toBe("Featured");
    const merged = withEveryCard(first, all);
    expect(merged.map((s) => s.data.length)).toEqual([12, 12, 12, 12, 12]);
    expect(merged.some((s) => s.pending)).toBe(false);
  });
});
