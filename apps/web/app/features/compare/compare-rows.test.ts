import { describe, expect, it } from "vitest";
import { alignById, parseListingRef } from "./compare-rows";

const item = (id: number, name: string, value: string) => ({ id, name, image: "", value });

describe("alignById", () => {
  it("puts the same parameter of both listings on one row, first listing's order, then the second's extras", () => {
    const rows = alignById(
      [item(1, "Bedrooms", "3"), item(2, "Bathrooms", "2"), item(4, "Parking", "Garage")],
      [item(2, "Bathrooms", "3"), item(5, "View", "Sea"), item(1, "Bedrooms", "3")],
      (parameter) => parameter.value,
    );
    expect(rows.map((row) => [row.name, row.source, row.target, row.isDifferent])).toEqual([
      ["Bedrooms", "3", "3", false],
      ["Bathrooms", "2", "3", true],
      ["Parking", "Garage", null, true],
      ["View", null, "Sea", true],
    ]);
  });

  it("does not call a difference in letter case or spacing a difference", () => {
    const [row] = alignById([item(1, "Furnished", "Yes ")], [item(1, "Furnished", "yes")], (p) => p.value);
    expect(row?.isDifferent).toBe(false);
  });

  it("compares numbers exactly (near-by distances)", () => {
    const place = (id: number, distance: number) => ({ id, name: "Gym", image: "", distance });
    const rows = alignById([place(1, 1.5), place(2, 3)], [place(1, 1.5), place(2, 2.9)], (p) => p.distance);
    expect(rows.map((row) => row.isDifferent)).toEqual([false, true]);
  });
});

describe("parseListingRef", () => {
  it("reads an id or a slug, and nothing else", () => {
    expect(parseListingRef("42")).toEqual({ id: 42 });
    expect(parseListingRef(" sunny-villa-new-cairo ")).toEqual({ slug: "sunny-villa-new-cairo" });
    expect(parseListingRef("0")).toBeNull();
    expect(parseListingRef("")).toBeNull();
    expect(parseListingRef(null)).toBeNull();
    expect(parseListingRef("a/b?c")).toBeNull();
  });
});
