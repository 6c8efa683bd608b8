import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { Advertisement } from "../../../components/featuring/featured-items";
import { AdvertisementsPage } from "./advertisements-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const NOW = new Date("2026-11-27T12:00:00.000Z");

const running: Advertisement = {
  id: 1,
  feature_for: "property",
  status: "approved",
  start_date: "2026-11-20T00:00:00.000Z",
  end_date: "2026-12-02T12:00:00.000Z",
  property: { id: 7, title: "Sunny Villa", slug_id: "sunny-villa", title_image: "/img/villa.jpg" },
  project: null,
};
const endingToday: Advertisement = {
  ...running,
  id: 2,
  end_date: "2026-11-27T17:30:00.000Z",
  property: { id: 8, title: "Nile Flat", slug_id: "nile-flat", title_image: null },
};
const expiredProject: Advertisement = {
  id: 3,
  feature_for: "project",
  status: "expired",
  start_date: "2026-09-01T00:00:00.000Z",
  end_date: "2026-10-01T00:00:00.000Z",
  property: null,
  project: { id: 4, title: "Palm Towers", slug_id: "palm-towers", image: null },
};

function fakeApi(ads: Advertisement[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      if (!url.startsWith("/api/get-featured-data")) throw new Error(`unexpected ${url}`);
      return json(200, { error: false, message: "", data: ads, total: ads.length });
    }),
  );
  return urls;
}

afterEach(() => vi.unstubAllGlobals());

describe("My advertisements", () => {
  it("lists what is featured: title, dates, state and the time left (en)", async () => {
    fakeApi([running, endingToday, expiredProject]);
    renderWithProviders(<AdvertisementsPage now={NOW} />);
    const cards = await screen.findAllByTestId("advertisement");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole("link", { name: "Sunny Villa" }).getAttribute("href")).toBe(
      "/my-property/sunny-villa",
    );
    expect(within(cards[0]!).getByText("Running")).toBeTruthy();
    expect(within(cards[0]!).getByText("Dec 2, 2026")).toBeTruthy();
    expect(within(cards[0]!).getByTestId("time-left").textContent).toBe("5 days left");
    expect(within(cards[1]!).getByTestId("time-left").textContent).toBe("5 hours left");
    expect(within(cards[2]!).getByText("Expired")).toBeTruthy();
    expect(within(cards[2]!).getByText("Project")).toBeTruthy();
    expect(within(cards[2]!).queryByTestId("time-left")).toBeNull();
  });

  it("speaks Arabic, plurals included", async () => {
    fakeApi([running, endingToday]);
    renderWithProviders(<AdvertisementsPage now={NOW} />, { language: "ar" });
    const cards = await screen.findAllByTestId("advertisement");
    expect(within(cards[0]!).getByText("ساري")).toBeTruthy();
    expect(within(cards[0]!).getByTestId("time-left").textContent).toMatch(/^(5|٥) أيام متبقية$/);
    expect(within(cards[1]!).getByTestId("time-left").textContent).toMatch(/^(5|٥) ساعات متبقية$/);
  });

  it("with nothing featured offers a way to feature a property or a project", async () => {
    fakeApi([]);
    renderWithProviders(<AdvertisementsPage now={NOW} />, { language: "ar" });
    expect(await screen.findByText("لم تميّز أي إعلان بعد.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "ميّز عقارًا" }).getAttribute("href")).toBe(
      "/user/my-properties?tab=active",
    );
    expect(screen.getByRole("link", { name: "ميّز مشروعًا" }).getAttribute("href")).toBe(
      "/user/my-projects?tab=active",
    );
  });
});
