import type { TComparedProperty } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ComparisonTable } from "./comparison-table";

function listing(overrides: Partial<TComparedProperty>): TComparedProperty {
  return {
    id: 1,
    slug_id: "villa-a",
    title: "Villa A",
    title_en: "Villa A",
    title_ar: "فيلا أ",
    city: "New Cairo",
    city_en: "New Cairo",
    city_ar: "القاهرة الجديدة",
    state: "Cairo",
    state_en: "Cairo",
    state_ar: "القاهرة",
    country: "Egypt",
    country_en: "Egypt",
    country_ar: "مصر",
    address: "",
    address_en: "",
    address_ar: "",
    category_id: 2,
    is_premium: false,
    title_image: "",
    created_at: "2026-10-01T10:00:00.000Z",
    price: 5_000_000,
    price_minor: 500_000_000,
    currency: "EGP",
    rentduration: null,
    property_type: "sell",
    total_likes: 3,
    total_views: 40,
    facilities: [],
    near_by_places: [],
    ...overrides,
  };
}

const parameter = (id: number, name: string, value: string) => ({
  id,
  name,
  name_en: name,
  name_ar: name,
  image: "",
  value,
});
const place = (id: number, name: string, distance: number) => ({
  id,
  name,
  name_en: name,
  name_ar: name,
  image: "",
  distance,
});

/** The value row of a fact (phones also get a label-only row above it, which jsdom does not hide). */
function valueRow(name: string): HTMLElement {
  const row = screen
    .getAllByTestId("comparison-row")
    .find((candidate) => candidate.querySelector("th")?.textContent?.startsWith(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

const source = listing({
  facilities: [parameter(1, "Bedrooms", "3"), parameter(2, "Bathrooms", "2")],
  near_by_places: [place(7, "Gym", 1.5)],
});
const target = listing({
  id: 2,
  slug_id: "villa-b",
  title: "Villa B",
  price_minor: 450_000_000,
  total_likes: 3,
  facilities: [parameter(2, "Bathrooms", "3"), parameter(1, "Bedrooms", "3")],
  near_by_places: [place(8, "Hospital", 2)],
});

describe("ComparisonTable", () => {
  it("lines each parameter up across both listings and marks only the differences", async () => {
    renderWithProviders(<ComparisonTable source={source} target={target} distanceUnit="km" />);
    const table = await screen.findByRole("table", { name: "Villa A compared with Villa B" });
    const row = valueRow;
    expect(row("Bedrooms").dataset.different).toBe("false");
    expect(row("Bathrooms").dataset.different).toBe("true");
    expect(
      within(row("Bathrooms"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["2", "3"]);
    expect(row("Likes").dataset.different).toBe("false");
    expect(row("Price").dataset.different).toBe("true");
    expect(
      within(row("Gym"))
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1.5 km", "Not given"]);
    expect(within(table).getByRole("link", { name: "Villa B" }).getAttribute("href")).toBe(
      "/properties-details/villa-b",
    );
  });

  it("can hide what is the same", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ComparisonTable source={source} target={target} distanceUnit="km" />);
    await user.click(await screen.findByRole("checkbox", { name: "Show only the differences" }));
    const rows = screen.getAllByTestId("comparison-row");
    expect(rows.every((row) => row.dataset.different === "true")).toBe(true);
    expect(() => valueRow("Bedrooms")).toThrow();
  });

  it("speaks Arabic, with Arabic-Indic digits in counts and distances", async () => {
    renderWithProviders(<ComparisonTable source={source} target={target} distanceUnit="km" />, {
      language: "ar",
    });
    const table = await screen.findByRole("table");
    const views = valueRow("المشاهدات");
    expect(
      within(views)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["٤٠", "٤٠"]);
    const gym = valueRow("Gym");
    expect(within(gym).getAllByRole("cell")[0]?.textContent).toBe("١٫٥ كم");
    expect(within(table).getAllByText("مختلف").length).toBeGreaterThan(0);
  });
});
