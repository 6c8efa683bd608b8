import { describe, expect, it } from "vitest";
import {
  ListingCard,
  propertySectionTypes,
  type TCategory,
  type THomepageSection,
} from "@manzil/domain/contracts";
import { createPropertyCard } from "../../../test/factories";
import { LISTING_SHELF_TYPES, toHomeShelf } from "./home-shelves";

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
});
