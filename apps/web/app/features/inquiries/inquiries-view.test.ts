import { describe, expect, it } from "vitest";
import { inquiriesHref, inquiriesViewOf, nextStatesOf } from "./inquiries-view";

describe("inquiries view", () => {
  it("round-trips the tab, listing and page through the address", () => {
    const view = inquiriesViewOf(new URLSearchParams("tab=accepted&property=12&page=2"));
    expect(view).toEqual({ tab: "accepted", propertyId: 12, page: 2 });
    expect(inquiriesHref(view)).toBe("/user/inquiries?tab=accepted&property=12&page=2");
    expect(inquiriesHref({ tab: "all", propertyId: null, page: 1 })).toBe("/user/inquiries");
  });

  it("ignores what it does not know", () => {
    expect(inquiriesViewOf(new URLSearchParams("tab=archived&property=abc&page=0"))).toEqual({
      tab: "all",
      propertyId: null,
      page: 1,
    });
  });

  it("offers the follow-up steps that make sense from each state", () => {
    expect(nextStatesOf("pending")).toEqual(["accepted", "cancelled"]);
    expect(nextStatesOf("accepted")).toEqual(["complete", "cancelled"]);
    expect(nextStatesOf("cancelled")).toEqual(["pending"]);
  });
});
