import { describe, expect, it } from "vitest";
import {
  applyChange,
  badgeOf,
  changesFor,
  isPublic,
  myPropertiesHref,
  requestOf,
  tabQuery,
  topByViews,
  type OwnListing,
} from "./owner-listings";

type Standing = Pick<OwnListing, "request_status" | "status" | "property_type" | "property_classification">;
const standing = (overrides: Partial<Standing> = {}): Standing => ({
  request_status: "approved",
  status: 1,
  property_type: "sell",
  property_classification: 1,
  ...overrides,
});

describe("tabQuery", () => {
  it("asks get-added-properties for exactly what each tab counts", () => {
    expect(tabQuery("all")).toEqual({});
    expect(tabQuery("pending")).toEqual({ request_status: "pending" });
    expect(tabQuery("rejected")).toEqual({ request_status: "rejected" });
    expect(tabQuery("active")).toEqual({ request_status: "approved", status: 1 });
    expect(tabQuery("inactive")).toEqual({ request_status: "approved", status: 0 });
    expect(tabQuery("sold")).toEqual({ property_type: "sold" });
    expect(tabQuery("rented")).toEqual({ property_type: "rented" });
  });
});

describe("badgeOf and isPublic", () => {
  it("names moderation first, then the owner's switch, then the market", () => {
    expect(badgeOf(standing({ request_status: "pending", status: 0 }))).toBe("pending");
    expect(badgeOf(standing({ request_status: "rejected", property_type: "sold" }))).toBe("rejected");
    expect(badgeOf(standing({ status: 0, property_type: "sold" }))).toBe("inactive");
    expect(badgeOf(standing({ property_type: "rented" }))).toBe("rented");
    expect(badgeOf(standing({ property_type: "rent" }))).toBe("active");
  });

  it("calls a listing public only when approved and switched on", () => {
    expect(isPublic(standing())).toBe(true);
    expect(isPublic(standing({ status: 0 }))).toBe(false);
    expect(isPublic(standing({ request_status: "pending" }))).toBe(false);
  });
});

describe("changesFor", () => {
  it.each([
    {
      from: standing(),
      offered: [
        { kind: "visibility", status: 0 },
        { kind: "market", to: "sold" },
      ],
    },
    {
      from: standing({ status: 0, property_type: "rent" }),
      offered: [
        { kind: "visibility", status: 1 },
        { kind: "market", to: "rented" },
      ],
    },
    {
      from: standing({ property_type: "sold" }),
      offered: [
        { kind: "visibility", status: 0 },
        { kind: "market", to: "sell" },
      ],
    },
    {
      from: standing({ property_type: "rented" }),
      offered: [
        { kind: "visibility", status: 0 },
        { kind: "market", to: "rent" },
      ],
    },
    { from: standing({ property_classification: 4 }), offered: [{ kind: "visibility", status: 0 }] },
    { from: standing({ request_status: "pending" }), offered: [] },
    { from: standing({ request_status: "rejected" }), offered: [] },
  ])("offers only the moves the API accepts from $from.request_status/$from.property_type", (c) => {
    expect(changesFor(c.from)).toEqual(c.offered);
  });

  it("turns a change into its endpoint and the listing it leaves behind", () => {
    expect(requestOf(9, { kind: "visibility", status: 0 })).toEqual({
      path: "change-property-status",
      body: { property_id: 9, status: 0 },
    });
    expect(requestOf(9, { kind: "market", to: "sold" })).toEqual({
      path: "update_property_status",
      body: { property_id: 9, status: "sold" },
    });
    const listing = { ...standing(), id: 9 } as OwnListing;
    expect(applyChange(listing, { kind: "market", to: "sold" }).property_type).toBe("sold");
    expect(applyChange(listing, { kind: "visibility", status: 0 }).status).toBe(0);
  });
});

describe("myPropertiesHref and topByViews", () => {
  it("leaves defaults out of the address", () => {
    expect(myPropertiesHref({ tab: "all", search: "", page: 1 })).toBe("/user/my-properties");
    expect(myPropertiesHref({ tab: "sold", search: "نيل", page: 3 })).toBe(
      "/user/my-properties?tab=sold&search=%D9%86%D9%8A%D9%84&page=3",
    );
  });

  it("keeps the ten most viewed, the newest first on a tie", () => {
    const listings = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, total_click: index % 6 }));
    const top = topByViews(listings);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 3).map((listing) => listing.id)).toEqual([12, 6, 11]);
    expect(top.at(-1)?.total_click).toBe(1);
  });
});
