import { describe, expect, it } from "vitest";
import { publicPathOf, reviewHref, reviewViewOf } from "./review-queue";

describe("review queue view", () => {
  it("reads the view from the address and writes it back without defaults", () => {
    const view = reviewViewOf(new URLSearchParams("type=project&state=rejected&order=newest&page=3"));
    expect(view).toEqual({ kind: "project", state: "rejected", order: "newest", page: 3 });
    expect(reviewHref(view)).toBe("/admin/review?type=project&state=rejected&order=newest&page=3");
    expect(reviewHref({ kind: "property", state: "pending", order: "oldest", page: 1 })).toBe(
      "/admin/review",
    );
  });

  it("falls back to pending listings, page 1, for anything it does not know", () => {
    expect(reviewViewOf(new URLSearchParams("type=hotel&state=sold&order=random&page=-2"))).toEqual({
      kind: "property",
      state: "pending",
      order: "oldest",
      page: 1,
    });
  });

  it("links approved items to their public pages", () => {
    expect(publicPathOf({ type: "property", slug_id: "villa-نيل" })).toBe(
      `/properties-details/${encodeURIComponent("villa-نيل")}`,
    );
    expect(publicPathOf({ type: "project", slug_id: "palm" })).toBe("/project-details/palm");
  });
});
