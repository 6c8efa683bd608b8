import { PersonalisedFields } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import {
  EMPTY_INTERESTS,
  interestsBody,
  interestsFormOf,
  toggleId,
  validateInterests,
} from "./interests-form";

const saved = PersonalisedFields.parse({
  category_ids: [2, 5],
  outdoor_facilitiy_ids: [9],
  price_range: ",3000000",
  price_min_minor: null,
  price_max_minor: 300_000_000,
  currency: "EGP",
  property_type: "1",
  property_types: ["rent"],
  city: "Giza",
  updated_at: "2026-11-20T10:00:00.000Z",
});

describe("personalise-feed form values", () => {
  it("start from the stored interests, an open side of the price range staying empty", () => {
    expect(interestsFormOf(saved)).toEqual({
      categoryIds: [2, 5],
      facilityIds: [9],
      priceMin: "",
      priceMax: "3000000",
      propertyType: "1",
      city: "Giza",
    });
    expect(interestsFormOf(null)).toEqual(EMPTY_INTERESTS);
  });

  it("go to the API in eBroker's field names and CSV shapes", () => {
    expect(
      interestsBody({
        categoryIds: [1, 3],
        facilityIds: [7, 8],
        priceMin: " 500000 ",
        priceMax: "2000000",
        propertyType: "0,1",
        city: "Cairo",
      }),
    ).toEqual({
      category_ids: "1,3",
      outdoor_facilitiy_ids: "7,8",
      price_range: "500000,2000000",
      property_type: "0,1",
      city: "Cairo",
    });
  });

  it("send blank fields so that saving replaces what was stored, and an open side as an empty side", () => {
    expect(interestsBody(EMPTY_INTERESTS)).toEqual({
      category_ids: "",
      outdoor_facilitiy_ids: "",
      price_range: "",
      property_type: "0,1",
      city: "",
    });
    expect(interestsBody({ ...EMPTY_INTERESTS, priceMin: "750000" }).price_range).toBe("750000,");
    expect(interestsBody({ ...EMPTY_INTERESTS, priceMax: "90000" }).price_range).toBe(",90000");
  });

  it("refuse a minimum above the maximum and amounts that are not money", () => {
    const form = { ...EMPTY_INTERESTS, priceMin: "2000000", priceMax: "500000" };
    expect(validateInterests(form)).toEqual({ price_range: "member.feed.errors.price_order" });
    expect(validateInterests({ ...form, priceMin: "-5" })).toEqual({
      price_range: "member.feed.errors.price_invalid",
    });
    expect(validateInterests({ ...form, priceMax: "1e9" })).toEqual({
      price_range: "member.feed.errors.price_invalid",
    });
    expect(validateInterests({ ...form, priceMin: "500000" })).toEqual({});
    expect(validateInterests({ ...form, priceMax: "" })).toEqual({});
  });

  it("toggle one choice of a multi-select without duplicates", () => {
    expect(toggleId([1, 2], 3, true)).toEqual([1, 2, 3]);
    expect(toggleId([1, 2], 2, true)).toEqual([1, 2]);
    expect(toggleId([1, 2], 1, false)).toEqual([2]);
  });
});
