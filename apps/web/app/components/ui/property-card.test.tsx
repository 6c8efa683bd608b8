import { readFileSync } from "node:fs";
import { join } from "node:path";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createPropertyCard } from "../../../test/factories";
import { renderWithProviders } from "../../../test/render";
import { toListingCard } from "../../lib/listing/listing-card";
import { PropertyCard } from "./property-card";

/** The utilities a named class of app.css applies (`.card-badges { @apply …; }`). */
function applied(className: string): string {
  const css = readFileSync(join(import.meta.dirname, "../../styles/app.css"), "utf8");
  return new RegExp(String.raw`\.${className} \{\s*@apply ([^;]+);`).exec(css)?.[1] ?? "";
}

// The card renders what loaders serialise: the API's card mapped to the small shape on the server.
const full = createPropertyCard();
const property = toListingCard(full);

describe("PropertyCard", () => {
  it("shows the title as a link to the details page, the price, the place, the category and the badges", async () => {
    renderWithProviders(<PropertyCard property={property} />);
    const card = await screen.findByTestId("property-card");
    const link = screen.getByRole("link", { name: "Sunny Villa in New Cairo" });
    expect(link.getAttribute("href")).toBe("/properties-details/sunny-villa-new-cairo");
    expect(card.contains(link)).toBe(true);
    expect(screen.getByTestId("price").textContent).toBe("45,000.00\u00a0EGP");
    expect(card.textContent).toContain("/ month");
    expect(card.textContent).toContain("New Cairo, Cairo");
    expect(card.textContent).toContain("Villa");
    expect(card.textContent).toContain("Featured");
    expect(card.textContent).toContain("Premium");
    expect(card.textContent).toContain("For rent");
  });

  it("on an Arabic page, an English title and place keep their own direction (bdi / dir=auto)", async () => {
    renderWithProviders(<PropertyCard property={property} />, { language: "ar" });
    const link = await screen.findByRole("link", { name: "Sunny Villa in New Cairo" });
    expect(link.querySelector("bdi")?.textContent).toBe("Sunny Villa in New Cairo");
    const place = screen.getByText("New Cairo، Cairo");
    expect(place.getAttribute("dir")).toBe("auto");
  });

  it("carries a stay search's dates to the details page when given them", async () => {
    renderWithProviders(
      <PropertyCard property={property} linkSearch="?check_in_date=2026-12-07&check_out_date=2026-12-10" />,
    );
    const link = await screen.findByRole("link", { name: "Sunny Villa in New Cairo" });
    expect(link.getAttribute("href")).toBe(
      "/properties-details/sunny-villa-new-cairo?check_in_date=2026-12-07&check_out_date=2026-12-10",
    );
  });

  it("has an image with alt text, lazy loading and intrinsic size (no layout shift)", async () => {
    renderWithProviders(<PropertyCard property={property} />);
    const image = await screen.findByRole("img", { name: "Sunny Villa in New Cairo" });
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("640");
    expect(image.getAttribute("height")).toBe("480");
  });

  it("in Arabic renders right-to-left with logical placement and Arabic text", async () => {
    renderWithProviders(<PropertyCard property={{ ...property, title: "فيلا مشمسة في القاهرة الجديدة" }} />, {
      language: "ar",
    });
    const card = await screen.findByTestId("property-card");
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.documentElement.lang).toBe("ar");
    expect(card.textContent).toContain("للإيجار");
    expect(card.textContent).toContain("/ شهريًا");
    expect(screen.getByTestId("price").textContent).toBe("٤٥٬٠٠٠٫٠٠\u00a0ج.م");
    // Badges sit at the inline start and the heart at the end, which flip with the document direction: the card's
    // named classes place them with logical utilities in app.css (issue 19).
    const classes = Array.from(card.querySelectorAll("[class]"), (el) => el.getAttribute("class") ?? "").join(
      " ",
    );
    expect(classes).toMatch(/\bcard-badges\b/);
    expect(classes).toMatch(/\bcard-favourite\b/);
    expect(applied("card-badges")).toMatch(/\bstart-3\b/);
    expect(applied("card-favourite")).toMatch(/\bend-3\b/);
    expect(classes).not.toMatch(/(^|\s)(left|right)-\d|(^|\s)-?[mp][lr]-\d|text-(left|right)\b/);
  });

  const withFacts = toListingCard({
    ...full,
    rating_average: 4.46,
    rating_count: 12,
    parameters: [
      parameter(1, "Bedrooms", "غرف النوم", "3"),
      parameter(2, "Bathrooms", "الحمامات", "1"),
      parameter(3, "Area (sqm)", "المساحة (م²)", "180"),
      parameter(4, "Floor", "الطابق", "7"),
    ],
  });

  it("shows beds, baths, area and the guests' rating, and offers comparing and saving", async () => {
    renderWithProviders(<PropertyCard property={withFacts} />);
    const facts = await screen.findByTestId("card-facts");
    expect(facts.textContent).toBe("3 beds1 bath180 m²");
    expect(screen.getByTestId("card-rating").getAttribute("aria-label")).toBe(
      "Rated 4.5 out of 5 by 12 guests",
    );
    expect(
      screen
        .getByRole("link", { name: "Compare Sunny Villa in New Cairo with another listing" })
        .getAttribute("href"),
    ).toBe(`/compare-properties?source=${property.id}`);
    // A guest is told that saving needs an account before pressing.
    expect(screen.getByRole("button", { name: "Sign in to save Sunny Villa in New Cairo" })).toBeTruthy();
  });

  it("writes the figures in Arabic digits with Arabic plurals, and leaves out what the category lacks", async () => {
    renderWithProviders(<PropertyCard property={withFacts} />, { language: "ar" });
    const facts = await screen.findByTestId("card-facts");
    expect(facts.textContent).toBe("٣ غرف نومحمام واحد١٨٠ م²");
    expect(screen.getByTestId("card-rating").textContent).toBe("٤٫٥ (١٢)");

    renderWithProviders(
      <PropertyCard
        property={toListingCard({ ...full, parameters: [parameter(4, "Floor", "الطابق", "7")] })}
      />,
    );
    expect(screen.getAllByTestId("property-card")).toHaveLength(2);
    expect(screen.getAllByTestId("card-facts")).toHaveLength(1);
    expect(screen.getAllByTestId("card-rating")).toHaveLength(1);
  });
});

function parameter(id: number, en: string, ar: string, value: string) {
  return {
    id,
    name: en,
    name_en: en,
    name_ar: ar,
    type_of_parameter: "number",
    type_values: [],
    image: "",
    is_required: 0 as const,
    value,
  };
}
