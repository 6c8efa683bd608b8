import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { Place } from "../geocoder";
import { PlaceSearch } from "./place-search";

const cairo = {
  display_name: "القاهرة، مصر",
  lat: "30.04",
  lon: "31.23",
  boundingbox: ["29.8", "30.2", "31.0", "31.5"],
};

function answer(body: unknown, ok = true) {
  return vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status: ok ? 200 : 503 }),
  );
}

describe("PlaceSearch", () => {
  it("asks the geocoder in Arabic and searches around the chosen place", async () => {
    const user = userEvent.setup();
    const fetcher = answer([cairo]);
    const chosen: Place[] = [];
    renderWithProviders(
      <PlaceSearch geocoderUrl="https://geo.example" onChoose={(p) => chosen.push(p)} fetcher={fetcher} />,
      { language: "ar" },
    );
    await user.type(screen.getByLabelText("انتقل إلى مكان"), "القاهرة");
    await user.click(screen.getByRole("button", { name: "بحث" }));
    const url = new URL(String(fetcher.mock.calls[0]![0]));
    expect(url.searchParams.get("q")).toBe("القاهرة");
    expect(url.searchParams.get("accept-language")).toBe("ar");
    await user.click(await screen.findByRole("button", { name: "القاهرة، مصر" }));
    expect(chosen).toHaveLength(1);
    expect(chosen[0]!.area.radius).toBeGreaterThan(25);
  });

  it("says when nothing is found, and when the geocoder fails (English)", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PlaceSearch geocoderUrl="https://geo.example" onChoose={() => {}} fetcher={answer([])} />,
      {
        language: "en",
      },
    );
    await user.type(screen.getByLabelText("Go to a place"), "Atlantis");
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect(await screen.findByText("No place by that name.")).toBeTruthy();
  });

  it("reports a geocoder that is down", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <PlaceSearch geocoderUrl="https://geo.example" onChoose={() => {}} fetcher={answer({}, false)} />,
      { language: "en" },
    );
    await user.type(screen.getByLabelText("Go to a place"), "Giza");
    await user.click(screen.getByRole("button", { name: "Find" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "The place search is not available right now.",
    );
  });
});
