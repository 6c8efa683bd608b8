import type { TOwnListing } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import { createPropertyCard } from "../../../test/factories";
import { stateFromListing } from "./editor-form";
import { flatCategory } from "./editor-fixtures";
import { listingParts } from "./listing-request";

const parameter = (id: number, type: string, value: string) => ({
  id,
  name: `P${id}`,
  name_en: `P${id}`,
  name_ar: `P${id}`,
  type_of_parameter: type,
  type_values: [],
  image: "",
  is_required: 0 as const,
  value,
});

const saved = {
  ...createPropertyCard({
    id: 42,
    category_id: 4,
    property_type: "rented",
    rentduration: "yearly",
    price: 12000,
  }),
  title_en: "Nile flat",
  title_ar: "شقة على النيل",
  description_en: "Bright.",
  description_ar: "مشرقة.",
  area_description_en: "",
  area_description_ar: "",
  address_en: "15 Tahrir Street",
  address_ar: "١٥ شارع التحرير",
  client_address: "",
  city_en: "Giza",
  state_en: "Giza",
  country_en: "Egypt",
  video_link: "",
  three_d_image: "",
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
  meta_image: "",
  title_image: "https://example.com/front.webp",
  parameters: [
    parameter(11, "number", "3"),
    parameter(13, "checkbox", "Garden, Pool"),
    parameter(14, "file", "https://example.com/plan.pdf"),
  ],
  assign_facilities: [
    { id: 1, facility_id: 7, name: "School", name_en: "School", name_ar: "مدرسة", image: "", distance: 0.5 },
  ],
  gallery: [{ id: 5, image: "a.webp", image_url: "https://example.com/a.webp" }],
  documents: [{ id: 8, name: "Brochure", file: "https://example.com/b.pdf", type: "pdf" }],
  owner_documents: [
    { kind: "identity_proof", url: "https://example.com/signed", content_type: "image/png", size: 10 },
  ],
  request_status: "approved",
  status: 1,
  reject_reason: null,
} as unknown as TOwnListing;

describe("an edited listing in the wizard", () => {
  it("reads the saved values back as the inputs hold them", () => {
    const { fields, existing } = stateFromListing(saved);
    expect(fields).toMatchObject({
      category_id: "4",
      // Sold and rented listings read as their market (the API refuses to edit them anyway).
      property_type: "rent",
      rentduration: "yearly",
      title: "Nile flat",
      title_ar: "شقة على النيل",
      address_ar: "١٥ شارع التحرير",
      price: "12000",
      parameters: { "11": "3", "13": ["Garden", "Pool"] },
      facilities: { "7": "0.5" },
    });
    expect(fields.parameters["14"]).toBeUndefined();
    expect(existing.single).toEqual({ title_image: "https://example.com/front.webp" });
    expect(existing.gallery).toEqual([{ id: 5, url: "https://example.com/a.webp" }]);
    expect(existing.owner).toEqual({ identity_proof: "https://example.com/signed" });
  });

  it("sends the owner papers to delete by kind", () => {
    const state = stateFromListing(saved);
    state.existing.removedOwner = ["identity_proof"];
    const { parts } = listingParts(state, flatCategory, 42);
    expect(parts).toContainEqual({ name: "remove_owner_documents[]", value: "identity_proof" });
    expect(parts.some((part) => part.name === "title_image")).toBe(false);
  });
});
