import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render";
import UserMyProperties from "./user-my-properties";

const COUNTS = { all: 0, pending: 0, approved: 0, rejected: 0, active: 0, inactive: 0, sold: 0, rented: 0 };

function fakeApi() {
  const fetch = vi.fn(async (_url: string) =>
    Response.json({
      error: false,
      message: "",
      data: [],
      total: 0,
      total_views: 0,
      counts: { ...COUNTS, all: 3 },
    }),
  );
  vi.stubGlobal("fetch", fetch);
  return () => fetch.mock.calls.map(([url]) => url);
}

afterEach(() => vi.unstubAllGlobals());

describe("/user/my-properties", () => {
  it("reads the tab, search and page from the address", async () => {
    const urls = fakeApi();
    renderWithProviders(<UserMyProperties />, { path: "/user/my-properties?tab=sold&search=nile&page=3" });
    expect(await screen.findByRole("heading", { name: "No listing matches “nile”" })).toBeTruthy();
    expect(urls()[0]).toBe(
      "/api/get-added-properties?property_type=sold&search=nile&offset=20&limit=10&lang=en",
    );
    expect(screen.getByRole("tab", { selected: true }).textContent).toMatch(/^Sold/);
  });

  it("falls back to every listing for an unknown tab, and searches by name in Arabic", async () => {
    const urls = fakeApi();
    const user = userEvent.setup();
    renderWithProviders(<UserMyProperties />, { path: "/user/my-properties?tab=bogus", language: "ar" });
    expect(await screen.findByRole("heading", { name: "لا شيء هنا" })).toBeTruthy();
    expect(urls()[0]).toBe("/api/get-added-properties?offset=0&limit=10&lang=ar");

    await user.type(screen.getByRole("searchbox", { name: "ابحث في عقاراتك بالاسم" }), "فيلا");
    await user.click(screen.getByRole("button", { name: "بحث" }));
    expect(await screen.findByRole("heading", { name: "لا يوجد عقار يطابق «فيلا»" })).toBeTruthy();
    expect(urls().at(-1)).toBe(
      `/api/get-added-properties?search=${encodeURIComponent("فيلا")}&offset=0&limit=10&lang=ar`,
    );
  });
});
