import { describe, expect, it } from "vitest";
import { myPropertiesHref, tabQuery, topByViews } from "./owner-listings";

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
