import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import type { OwnListing } from "../../../components/owner/own-listing";
import { DashboardPage } from "./dashboard-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const listings = Array.from(
  { length: 12 },
  (_, index) =>
    ({
      ...createPropertyCard({ id: index + 1, title: `Listing ${index + 1}` }),
      total_click: (index + 1) * 10,
      favourite_count: index,
      total_interested_users: index % 3,
      total_inquiries: index % 4,
      request_status: "approved",
      status: 1,
      reject_reason: null,
    }) as OwnListing,
);

const COUNTS = {
  all: 12,
  pending: 0,
  approved: 12,
  rejected: 0,
  active: 11,
  inactive: 1,
  sold: 2,
  rented: 0,
};

function fakeApi(data: OwnListing[], counts = COUNTS) {
  const fetch = vi.fn(async (_url: string) =>
    json(200, { error: false, message: "", data, total: data.length, total_views: 1234, counts }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("DashboardPage", () => {
  it("states the counts, total views and the ten most viewed listings in a table", async () => {
    const fetch = fakeApi(listings);
    renderWithProviders(<DashboardPage />, { path: "/user/dashboard" });
    expect(await screen.findByTestId("total-views")).toHaveProperty("textContent", "1,234");
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/get-added-properties?limit=1000&lang=en");
    const inactive = screen.getByTestId("dashboard-count-inactive");
    expect(inactive.getAttribute("href")).toBe("/user/my-properties?tab=inactive");
    expect(inactive.closest("div")?.textContent).toBe("Inactive1");

    const table = screen.getByRole("table", { name: /ten most viewed/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(10);
    const cells = (row: HTMLElement) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent);
    expect(cells(rows[0]!)).toEqual(["Listing 12", "Active", "120", "11", "2", "3"]);
    expect(
      within(rows[0]!).getByRole("link", { name: "Requests about Listing 12" }).getAttribute("href"),
    ).toBe("/user/inquiries?property=12");
    expect(within(rows[9]!).getByRole("rowheader").textContent).toBe("Listing 3");
  });

  it("speaks Arabic with Arabic digits", async () => {
    fakeApi(listings);
    renderWithProviders(<DashboardPage />, { path: "/user/dashboard", language: "ar" });
    expect(await screen.findByRole("heading", { name: "لوحة التحكم" })).toBeTruthy();
    expect(screen.getByTestId("total-views").textContent).toBe("١٬٢٣٤");
    expect(screen.getByRole("columnheader", { name: "المشاهدات" })).toBeTruthy();
  });

  it("invites an owner without listings to add one", async () => {
    fakeApi([], { ...COUNTS, all: 0, approved: 0, active: 0, inactive: 0, sold: 0 });
    renderWithProviders(<DashboardPage />, { path: "/user/dashboard" });
    expect(await screen.findByRole("heading", { name: "No listings to measure yet" })).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
