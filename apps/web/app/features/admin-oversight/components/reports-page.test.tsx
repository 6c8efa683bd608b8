import type { TAdminReportDetail, TAdminReportedListing } from "@manzil/domain/contracts";
import { configure, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSearchParams } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { reportsViewOf } from "../admin-oversight";
import { ReportDetailPage } from "./report-detail-page";
import { ReportsPage } from "./reports-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const owner = { id: 4, name: "Hany Fawzy", email: "hany@example.com" };
const villa = {
  id: 31,
  slug_id: "sea-view-villa",
  title: "Sea view villa",
  title_ar: "فيلا مطلة على البحر",
  request_status: "approved" as const,
  is_active: true,
  is_public: true,
  owner,
};

const reported = (overrides: Partial<TAdminReportedListing> = {}): TAdminReportedListing => ({
  property: villa,
  report_count: 3,
  latest_report_at: "2026-11-20T10:00:00.000Z",
  reasons: [
    { reason_id: 1, reason: "The listing is fake or a scam", count: 2 },
    { reason_id: 4, reason: "Duplicate listing", count: 1 },
  ],
  other_messages: [{ message: "طلب مني دفع عربون قبل المعاينة", created_at: "2026-11-19T10:00:00.000Z" }],
  resolution: null,
  resolved_at: null,
  ...overrides,
});

const detailOf = (): TAdminReportDetail => ({
  property: villa,
  open_count: 2,
  reports: [
    {
      id: 1,
      reporter: { id: 7, name: "Mona Adel" },
      reason_id: 1,
      reason: "The listing is fake or a scam",
      other_message: null,
      created_at: "2026-11-20T10:00:00.000Z",
      resolution: null,
      resolved_at: null,
      resolved_by: null,
    },
    {
      id: 2,
      reporter: { id: 8, name: "Omar Said" },
      reason_id: null,
      reason: null,
      other_message: "Asked for a deposit before any visit",
      created_at: "2026-11-19T10:00:00.000Z",
      resolution: null,
      resolved_at: null,
      resolved_by: null,
    },
  ],
});

type Call = { method: string; url: string; body: unknown };

/** The reports API: a list per state, one listing's detail, and its two writes (or a refusal for them). */
function fakeApi(
  options: { listings?: TAdminReportedListing[]; refuse?: { status: number; message: string } } = {},
) {
  const calls: Call[] = [];
  const detail = detailOf();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method: init.method ?? "GET", url, body });
      if (url.startsWith("/api/admin/reports?")) {
        const listings = options.listings ?? [reported()];
        return json(200, { error: false, message: "", data: listings, total: listings.length });
      }
      if (url.startsWith("/api/admin/reports/31?"))
        return json(200, { error: false, message: "", data: detail });
      const write = /^\/api\/admin\/reports\/31\/(dismiss|deactivate-listing)/.exec(url);
      if (!write) throw new Error(`unexpected ${url}`);
      if (options.refuse)
        return json(options.refuse.status, { error: true, message: options.refuse.message });
      const resolution = write[1] === "dismiss" ? "dismissed" : "listing_deactivated";
      detail.open_count = 0;
      detail.reports = detail.reports.map((r) => ({
        ...r,
        resolution,
        resolved_at: "2026-11-21T10:00:00.000Z",
        resolved_by: { id: 1, name: "Admin Amal" },
      }));
      if (resolution === "listing_deactivated") {
        detail.property = { ...detail.property, request_status: "rejected", is_public: false };
      }
      return json(200, {
        error: false,
        message:
          resolution === "dismissed"
            ? "The reports have been dismissed."
            : "The listing has been taken down.",
        data: { property_id: 31, resolution, resolved_count: 2 },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());
// The first render of a file (i18n, the query client) can take over a second on a busy machine.
configure({ asyncUtilTimeout: 4000 });

function RoutedList() {
  const [params] = useSearchParams();
  return <ReportsPage view={reportsViewOf(params)} />;
}

const detailPage = () => (
  <>
    <ReportDetailPage propertyId={31} />
    <Toaster />
  </>
);

describe("Admin reports list", () => {
  it("shows each reported listing with its owner, count, reasons and the members' own words", async () => {
    const calls = fakeApi();
    renderWithProviders(<RoutedList />, { path: "/admin/reports" });
    const link = await screen.findByRole("link", { name: "Sea view villa" });
    expect(link.getAttribute("href")).toBe("/admin/reports/31");
    expect(link.getAttribute("dir")).toBe("auto");
    expect(screen.getByText("Hany Fawzy")).toBeTruthy();
    expect(screen.getByText("3 reports")).toBeTruthy();
    const reasons = screen.getByRole("list", { name: "Reasons given" });
    expect(
      within(reasons)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["The listing is fake or a scam (2)", "Duplicate listing (1)"]);
    expect(screen.getByText("طلب مني دفع عربون قبل المعاينة").getAttribute("dir")).toBe("auto");
    expect(screen.getByRole("link", { name: "Open" }).getAttribute("aria-current")).toBe("page");
    expect(new URL(calls[0]!.url, "http://x").searchParams.get("status")).toBe("open");
  });

  it("asks for resolved reports from the address, and says when there are none, in Arabic", async () => {
    const calls = fakeApi({ listings: [] });
    renderWithProviders(<RoutedList />, { path: "/admin/reports?status=resolved", language: "ar" });
    expect(await screen.findByText("لا توجد بلاغات تمت معالجتها بعد.")).toBeTruthy();
    expect(new URL(calls[0]!.url, "http://x").searchParams.get("status")).toBe("resolved");
    expect(screen.getByRole("link", { name: "تمت معالجتها" }).getAttribute("aria-current")).toBe("page");
  });

  it("shows the Arabic title and counts on the Arabic page", async () => {
    fakeApi();
    renderWithProviders(<RoutedList />, { path: "/admin/reports", language: "ar" });
    expect(await screen.findByRole("link", { name: "فيلا مطلة على البحر" })).toBeTruthy();
    expect(screen.getByText("٣ بلاغات")).toBeTruthy();
    expect(screen.getByText("ظاهر للجميع")).toBeTruthy();
  });
});

describe("Admin report page", () => {
  it("dismisses the open reports after a confirmation, and then shows them resolved", async () => {
    const calls = fakeApi();
    renderWithProviders(detailPage());
    expect(await screen.findByRole("heading", { level: 1, name: "Sea view villa" })).toBeTruthy();
    expect(screen.getByText("2 open reports")).toBeTruthy();
    expect(screen.getByText("Asked for a deposit before any visit").getAttribute("dir")).toBe("auto");

    await userEvent.click(screen.getByRole("button", { name: "Dismiss reports" }));
    const dialog = await screen.findByRole("dialog", { name: "Dismiss the reports?" });
    expect(within(dialog).getByText(/open reports \(2\)/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Dismiss reports" }));

    expect(await screen.findByText("The reports have been dismissed.")).toBeTruthy();
    expect(await screen.findByText(/No open reports/)).toBeTruthy();
    expect(screen.getAllByText("Dismissed")).toHaveLength(2);
    expect(screen.queryByRole("button", { name: "Dismiss reports" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.url.split("?")[0])).toEqual([
      "/api/admin/reports/31/dismiss",
    ]);
  });

  it("takes the listing down only with a reason for the owner", async () => {
    const calls = fakeApi();
    renderWithProviders(detailPage());
    await userEvent.click(await screen.findByRole("button", { name: "Take the listing down" }));
    const dialog = await screen.findByRole("dialog", { name: "Take the listing down?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Take it down" }));
    expect(within(dialog).getByText("Please give the owner a reason.")).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);

    await userEvent.type(
      within(dialog).getByRole("textbox", { name: /Reason for the owner/ }),
      "Fake photos",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Take it down" }));
    expect(await screen.findByText("Taken down")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: expect.stringContaining("/api/admin/reports/31/deactivate-listing"),
      body: { reason: "Fake photos" },
    });
  });

  it("says in Arabic when another admin resolved the reports first", async () => {
    fakeApi({ refuse: { status: 409, message: "عالج مشرف آخر هذه البلاغات بالفعل." } });
    renderWithProviders(detailPage(), { language: "ar" });
    await userEvent.click(await screen.findByRole("button", { name: "رفض البلاغات" }));
    const dialog = await screen.findByRole("dialog", { name: "رفض البلاغات؟" });
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض البلاغات" }));
    expect(await within(dialog).findByText("عالج مشرف آخر هذه البلاغات بالفعل.")).toBeTruthy();
  });
});
