import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminDashboard } from "@manzil/domain/contracts";
import { renderWithProviders } from "../../../../test/render";
import { DashboardPage } from "./dashboard-page";

const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 9, 29 + i)).toISOString().slice(0, 10);
  return {
    date,
    new_members: i === 29 ? 4 : 0,
    new_listings: i % 10 === 0 ? 1 : 0,
    new_bookings: 0,
    payments_succeeded: i === 29 ? 1 : 0,
    payment_amounts: i === 29 ? [{ currency: "EGP", amount_minor: 150_000 }] : [],
  };
});

const dashboard: TAdminDashboard = {
  time_zone: "Africa/Cairo",
  counts: {
    listings: {
      total: 20,
      pending: 3,
      approved: 16,
      rejected: 1,
      by_classification: [
        { classification: 1, count: 12 },
        { classification: 4, count: 8 },
      ],
    },
    projects: { total: 2, pending: 0, approved: 2, rejected: 0 },
    members: { total: 40, agents: 5, verified: 4, pending_verification: 1, deactivated: 0 },
    payments_this_month: { count: 1, totals: [{ currency: "EGP", amount_minor: 150_000 }] },
    bookings: { total: 0, by_status: [{ status: "confirmed", count: 0 }] },
    pending_bank_transfers: 2,
    open_refund_requests: 0,
    listing_reports: 0,
    pending_advertisements: 0,
  },
  trends: days,
};

afterEach(() => vi.unstubAllGlobals());

function fakeApi() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (!url.startsWith("/api/admin/dashboard")) throw new Error(`unexpected ${url}`);
      return new Response(JSON.stringify({ error: false, message: "", data: dashboard }), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

describe("the admin dashboard page", () => {
  it("links the waiting queues to their pages and draws the 30 days", async () => {
    fakeApi();
    renderWithProviders(<DashboardPage />);
    const review = await screen.findByRole("link", { name: "Listings to review 3" });
    expect(review.getAttribute("href")).toBe("/admin/review");
    const transfers = screen.getByRole("link", { name: "Bank transfers to check 2" });
    expect(transfers.getAttribute("href")).toBe("/admin/bank-transfers");
    const reports = screen.getByRole("link", { name: "Open listing reports 0" });
    expect(reports.getAttribute("href")).toBe("/admin/reports");
    const ads = screen.getByRole("link", { name: "Featured ads to review 0" });
    expect(ads.getAttribute("href")).toBe("/admin/advertisements?status=pending");
    const members = screen.getByRole("figure", { name: "New members per day" });
    expect(within(members).getAllByRole("row")).toHaveLength(31);
    expect(screen.getByRole("figure", { name: "Received per day in Egyptian Pound" })).toBeTruthy();
    expect(screen.getByText("Vacation homes")).toBeTruthy();
  });

  it("prints numbers in Arabic digits in Arabic", async () => {
    fakeApi();
    renderWithProviders(<DashboardPage />, { language: "ar" });
    const link = await screen.findByRole("link", { name: /إعلانات للمراجعة/ });
    expect(link.textContent).toBe("إعلانات للمراجعة ٣");
  });
});
