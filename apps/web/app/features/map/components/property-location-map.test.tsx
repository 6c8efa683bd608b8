import { screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders, TEST_SETTINGS, TestProviders } from "../../../../test/render";
import { PropertyLocationMap } from "./property-location-map";

// jsdom has no WebGL: the map cannot start, which is exactly the fallback a visitor would see.
vi.mock("../load-maplibre", () => ({ loadMapLibre: () => Promise.reject(new Error("no WebGL")) }));

describe("PropertyLocationMap", () => {
  it("server-renders a labelled box and a working 'Open in maps' link without loading MapLibre", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <TestProviders language="en" settings={TEST_SETTINGS}>
            <PropertyLocationMap latitude={30.0444} longitude={31.2357} label="Sunny Villa" />
          </TestProviders>
        ),
      },
    ]);
    const html = renderToString(<Stub />);
    expect(html).toContain('data-testid="property-location-map"');
    expect(html).toContain('aria-label="Sunny Villa"');
    expect(html).toContain("Loading the map…");
    expect(html).toContain(
      'href="https://www.openstreetmap.org/?mlat=30.044400&amp;mlon=31.235700#map=16/30.044400/31.235700"',
    );
    expect(html).toContain("Open in maps");
  });

  it("keeps the box and the link, with a message, when the map cannot start (English)", async () => {
    renderWithProviders(<PropertyLocationMap latitude={30.0444} longitude={31.2357} label="Sunny Villa" />);
    expect(await screen.findByText("The map cannot be shown on this device.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Sunny Villa" }).dataset.testid).toBe("property-location-map");
    expect(screen.getByRole("link", { name: "Open in maps" }).getAttribute("href")).toContain(
      "mlat=30.044400",
    );
  });

  it("says the same in Arabic, with Arabic-Indic digits in the coordinates", async () => {
    renderWithProviders(<PropertyLocationMap latitude={30.5} longitude={31.25} label="فيلا" />, {
      language: "ar",
    });
    expect(await screen.findByText("لا يمكن عرض الخريطة على هذا الجهاز.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "افتح في الخرائط" })).toBeTruthy();
    expect(screen.getByText("خط العرض ٣٠٫٥، خط الطول ٣١٫٢٥")).toBeTruthy();
  });
});
