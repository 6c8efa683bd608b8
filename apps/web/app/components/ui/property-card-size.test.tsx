import type { Locale } from "@manzil/domain/i18n";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createPropertyCard } from "../../../test/factories";
import { renderWithProviders, TEST_SETTINGS, TestProviders } from "../../../test/render";
import { PropertyShelf, SERVER_RENDERED_CARDS } from "../../features/home/components/property-shelf";
import { toListingCard } from "../../lib/listing/listing-card";

/*
 * The home page holds four shelves of twelve listing cards; each card's server HTML once cost ~4.8 kB (utility
 * class strings, inline icon paths), most of a ~386 kB page (issue 19). This keeps a card's markup in budget and
 * the server's shelves to the cards a row shows before it is scrolled.
 */
const CARD_BUDGET_BYTES = 2_500;

// Demo-like cards: long titles, both badges, a rating and all three facts, as the seeded catalogue has.
const cards = Array.from({ length: 12 }, (_, index) =>
  toListingCard(
    createPropertyCard({
      id: 200 + index,
      slug_id: `3-bedroom-compound-unit-in-sunrise-heights-new-cairo-${index}`,
      title: "Bright 3-Bedroom Compound Unit in Sunrise Heights, New Cairo",
      title_ar: "وحدة مشرقة من ثلاث غرف نوم في كمبوند صن رايز هايتس، القاهرة الجديدة",
      promoted: true,
      is_premium: true,
    }),
  ),
);

function renderShelves(language: Locale): string {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          {[1, 2, 3, 4].map((id) => (
            <PropertyShelf
              key={id}
              id={id}
              type="featured_properties_section"
              title="Featured"
              properties={cards}
            />
          ))}
        </TestProviders>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

describe("listing card markup", () => {
  it.each(["en", "ar"] as const)(
    "each card of the home shelves stays within its byte budget (%s)",
    (language) => {
      const html = renderShelves(language);
      const articles = html.match(/<article\b[\s\S]*?<\/article>/g) ?? [];
      expect(articles).toHaveLength(4 * SERVER_RENDERED_CARDS);
      // Every card shows its title, so the budget is measured on cards that are really there.
      expect(articles.every((article) => article.includes("Sunrise Heights"))).toBe(true);
      const largest = Math.max(...articles.map((article) => new TextEncoder().encode(article).length));
      expect(largest).toBeLessThanOrEqual(CARD_BUDGET_BYTES);
    },
  );

  it("shows every card of a shelf once the page runs in the browser", async () => {
    renderWithProviders(
      <PropertyShelf id={1} type="featured_properties_section" title="Featured" properties={cards} />,
    );
    expect(await screen.findAllByTestId("property-card")).toHaveLength(cards.length);
  });
});
