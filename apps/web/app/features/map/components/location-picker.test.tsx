import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { LocationPicker } from "./location-picker";

// jsdom has no WebGL: the map cannot start, as on a browser without it.
vi.mock("../load-maplibre", () => ({ loadMapLibre: () => Promise.reject(new Error("no WebGL")) }));

describe("the location picker", () => {
  it("without a geocoder says the address is typed by hand, and without a map points to the coordinates", async () => {
    renderWithProviders(
      <LocationPicker
        latitude={null}
        longitude={null}
        onPick={() => {}}
        geocoderUrl={null}
        styleUrl={null}
      />,
      { language: "ar" },
    );
    expect((await screen.findByTestId("location-picker-status")).textContent).toContain(
      "البحث عن العناوين غير مُفعَّل",
    );
    expect(await screen.findByText("تعذّر عرض الخريطة هنا؛ اكتب الإحداثيات أدناه بدلًا من ذلك.")).toBeTruthy();
    expect(screen.getByTestId("location-picker-map").getAttribute("data-map-status")).toBe("failed");
    expect(
      (screen.getByRole("button", { name: "استخدام منتصف الخريطة" }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
