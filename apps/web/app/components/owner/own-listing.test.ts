import { describe, expect, it } from "vitest";
import { applyChange, badgeOf, changesFor, isPublic, requestOf, type OwnListing } from "./own-listing";

type Standing = Pick<OwnListing, "request_status" | "status" | "property_type" | "property_classification">;
const standing = (overrides: Partial<Standing> = {}): Standing => ({
  request_status: "approved",
  status: 1,
  property_type: "sell",
  property_classification: 1,
  ...overrides,
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
