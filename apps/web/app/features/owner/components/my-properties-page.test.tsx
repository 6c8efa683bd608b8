import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import type { OwnListing } from "../../../components/owner/own-listing";
import type { OwnerTab } from "../owner-listings";
import { MyPropertiesPage } from "./my-properties-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function ownListing(overrides: Partial<OwnListing>): OwnListing {
  return {
    ...createPropertyCard(),
    total_interested_users: 0,
    request_status: "approved",
    status: 1,
    reject_reason: null,
    ...overrides,
  } as OwnListing;
}

const villa = ownListing({
  id: 7,
  title: "Sunny Villa",
  property_type: "sell",
  total_click: 40,
  favourite_count: 3,
});
const flat = ownListing({
  id: 8,
  slug_id: "nile-flat",
  title: "Nile Flat",
  property_type: "rented",
  total_interested_users: 2,
});
const shed = ownListing({ id: 9, title: "Garden Shed", request_status: "pending", status: 0 });
const loft = ownListing({
  id: 10,
  title: "City Loft",
  request_status: "rejected",
  reject_reason: "Blurry photos",
});

const COUNTS = { all: 4, pending: 1, approved: 2, rejected: 1, active: 2, inactive: 0, sold: 0, rented: 1 };

type Call = { url: string; method: string; body: unknown };

/** get-added-properties over `listings`; `refuse` answers that POST path with the given status and message. */
function fakeApi(listings: OwnListing[], refuse?: { path: string; status: number; message: string }) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    const path = url.slice("/api/".length).split("?")[0];
    if (method === "POST" && refuse && path === refuse.path) {
      return json(refuse.status, { error: true, message: refuse.message });
    }
    if (path === "get-added-properties") {
      return json(200, {
        error: false,
        message: "",
        data: listings,
        total: listings.length,
        total_views: 40,
        counts: COUNTS,
      });
    }
    if (path === "update_property_status") {
      const { property_id, status } = body as { property_id: number; status: OwnListing["property_type"] };
      const listing = listings.find((item) => item.id === property_id)!;
      listing.property_type = status;
      return json(200, {
        error: false,
        message: "Marked as sold",
        data: { id: property_id, property_type: status, request_status: "approved", status: listing.status },
      });
    }
    if (path === "delete_property") {
      const { id } = body as { id: number };
      listings = listings.filter((item) => item.id !== id);
      return json(200, { error: false, message: "Listing deleted", data: { id } });
    }
    if (path === "get_interested_users") {
      return json(200, {
        error: false,
        message: "",
        total: 1,
        data: [
          {
            id: 31,
            name: "Mona Adel",
            slug_id: "mona-adel",
            profile: "",
            customer_type: null,
            email: "mona@example.com",
            mobile: "+20 100 555 0101",
            interested_at: "2026-03-14T10:00:00.000Z",
          },
        ],
      });
    }
    if (path === "get-featured-data") {
      // Nile Flat is featured already; the others may be.
      const ad = {
        id: 3,
        feature_for: "property",
        status: "approved",
        start_date: "2026-11-01T00:00:00.000Z",
        end_date: "2026-12-01T00:00:00.000Z",
        property: { id: 8, title: "Nile Flat", slug_id: "nile-flat", title_image: null },
        project: null,
      };
      return json(200, { error: false, message: "", data: [ad], total: 1 });
    }
    return json(404, { error: true, message: "not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, writes: () => calls.filter((call) => call.method === "POST") };
}

function renderPage({ tab = "all", language = "en" }: { tab?: OwnerTab; language?: "en" | "ar" } = {}) {
  return renderWithProviders(
    <>
      <MyPropertiesPage tab={tab} search="" page={1} />
      <Toaster />
    </>,
    { language, path: "/user/my-properties" },
  );
}

const cardOf = (title: string) =>
  screen.getAllByTestId("own-listing").find((card) => within(card).queryByText(title) !== null)!;

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

describe("MyPropertiesPage", () => {
  it.each([
    { language: "en" as const, pending: "Pending1", rented: "Rented1", count: "4 listings" },
    { language: "ar" as const, pending: "قيد المراجعة١", rented: "مؤجَّرة١", count: "٤ عقارات" },
  ])("shows each state's count on its tab ($language)", async (c) => {
    fakeApi([villa, flat, shed, loft].map((listing) => ({ ...listing })));
    renderPage({ language: c.language });
    expect(await screen.findByText(c.count)).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    expect(tabs).toHaveLength(7);
    expect(tabs.map((tab) => tab.textContent)).toContain(c.pending);
    expect(tabs.map((tab) => tab.textContent)).toContain(c.rented);
    expect(screen.getByRole("tab", { selected: true }).getAttribute("href")).toBe("/user/my-properties");
  });

  it("asks for the tab's listings and offers only the changes each state allows", async () => {
    const api = fakeApi([villa, flat, shed, loft].map((listing) => ({ ...listing })));
    renderPage({ tab: "active" });
    await screen.findByText("Sunny Villa");
    expect(api.calls[0]?.url).toBe(
      "/api/get-added-properties?request_status=approved&status=1&offset=0&limit=10&lang=en",
    );

    const buttons = (title: string) =>
      within(cardOf(title))
        .getAllByRole("button")
        .map((button) => button.textContent);
    expect(buttons("Sunny Villa")).toEqual([
      "Deactivate",
      "Mark as sold",
      "Feature this",
      "Interested users",
      "Delete",
    ]);
    await vi.waitFor(() =>
      expect(buttons("Nile Flat")).toEqual([
        "Deactivate",
        "For rent again",
        "Featured until Dec 1, 2026",
        "Interested users",
        "Delete",
      ]),
    );
    expect(buttons("Garden Shed")).toEqual(["Interested users", "Delete"]);
    expect(
      within(cardOf("Sunny Villa")).getByRole("link", { name: "View Sunny Villa as visitors see it" }),
    ).toBeTruthy();
    // A listing under review has no public page: only its own page and its editor.
    expect(
      within(cardOf("Garden Shed"))
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual([`/my-property/${shed.slug_id}`, "/user/edit-property/9"]);
    expect(within(cardOf("Garden Shed")).getByRole("link", { name: "Edit: Garden Shed" })).toBeTruthy();
    expect(within(cardOf("City Loft")).getByTestId("reject-reason").textContent).toBe(
      "Reason for rejection: Blurry photos",
    );
    expect(within(cardOf("Nile Flat")).getByTestId("listing-state").textContent).toBe("Rented");
    expect(within(cardOf("Nile Flat")).getByText("2 interested")).toBeTruthy();
  });

  it("leads a hotel's owner to its calendar and prices; a sale listing has none (en, ar)", async () => {
    const hotel = ownListing({
      id: 12,
      slug_id: "nile-hotel",
      title: "Nile Hotel",
      property_classification: 5,
    });
    fakeApi([villa, hotel].map((listing) => ({ ...listing })));
    renderPage({ language: "ar" });
    await screen.findByText("Nile Hotel");
    const link = within(cardOf("Nile Hotel")).getByTestId("listing-calendar");
    expect(link.getAttribute("href")).toBe("/user/stays/12");
    expect(link.textContent).toBe("التقويم والأسعار");
    expect(within(cardOf("Sunny Villa")).queryByTestId("listing-calendar")).toBeNull();
  });

  it("marks a listing sold at once and shows the API's message", async () => {
    const api = fakeApi([{ ...villa }]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Mark as sold: Sunny Villa" }));
    expect(within(cardOf("Sunny Villa")).getByTestId("listing-state").textContent).toBe("Sold");
    expect(await screen.findByText("Marked as sold")).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({
      url: "/api/update_property_status?lang=en",
      body: { property_id: 7, status: "sold" },
    });
    expect(
      within(cardOf("Sunny Villa")).getByRole("button", { name: "For sale again: Sunny Villa" }),
    ).toBeTruthy();
  });

  it("puts the card back and explains in Arabic when the API refuses the change", async () => {
    fakeApi([{ ...villa }], {
      path: "change-property-status",
      status: 422,
      message: "يجب أن يكون العقار معتمدًا لتغيير ظهوره",
    });
    const user = userEvent.setup();
    renderPage({ language: "ar" });
    await user.click(await screen.findByRole("button", { name: "تعطيل: Sunny Villa" }));
    expect(await screen.findByText("يجب أن يكون العقار معتمدًا لتغيير ظهوره")).toBeTruthy();
    expect(within(cardOf("Sunny Villa")).getByTestId("listing-state").textContent).toBe("مفعّل");
    expect(within(cardOf("Sunny Villa")).getByRole("button", { name: "تعطيل: Sunny Villa" })).toBeTruthy();
  });

  it("deletes only after the confirmation, and keeps the listing when the owner backs out", async () => {
    const api = fakeApi([{ ...villa }, { ...flat }]);
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Delete: Sunny Villa" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this listing?" });
    expect(within(dialog).getByText(/“Sunny Villa” and its photos will be removed for good/)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.writes()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete: Sunny Villa" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete listing" }),
    );
    expect(await screen.findByText("Listing deleted")).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({ url: "/api/delete_property?lang=en", body: { id: 7 } });
    await vi.waitFor(() => expect(screen.queryByText("Sunny Villa")).toBeNull());
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1, name: "My properties" })),
    );
    expect(screen.getByText("Nile Flat")).toBeTruthy();
  });

  it("brings a deleted listing back when the API refuses (Arabic)", async () => {
    fakeApi([{ ...villa }], { path: "delete_property", status: 503, message: "down" });
    const user = userEvent.setup();
    renderPage({ language: "ar" });
    await user.click(await screen.findByRole("button", { name: "حذف: Sunny Villa" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "حذف العقار" }));
    expect(await screen.findByText("خطأ في الخادم - يرجى المحاولة لاحقًا.")).toBeTruthy();
    expect(screen.getByText("Sunny Villa")).toBeTruthy();
  });

  it.each([
    {
      language: "en" as const,
      open: "Interested users: Nile Flat",
      title: "Interested in “Nile Flat”",
      count: "1 person is interested",
    },
    {
      language: "ar" as const,
      open: "المهتمون: Nile Flat",
      title: "المهتمون بـ«Nile Flat»",
      count: "شخص واحد مهتم",
    },
  ])("lists who is interested with mail and phone links ($language)", async (c) => {
    const api = fakeApi([{ ...flat }]);
    const user = userEvent.setup();
    renderPage({ language: c.language });
    await user.click(await screen.findByRole("button", { name: c.open }));
    const dialog = await screen.findByRole("dialog", { name: c.title });
    expect(await within(dialog).findByText("Mona Adel")).toBeTruthy();
    expect(within(dialog).getByText(c.count)).toBeTruthy();
    const links = within(dialog).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "mailto:mona@example.com",
      "tel:+201005550101",
    ]);
    expect(api.calls.at(-1)?.url).toBe(
      `/api/get_interested_users?property_id=8&limit=100&lang=${c.language}`,
    );
  });

  it("invites an owner without listings to add one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        json(200, {
          error: false,
          message: "",
          data: [],
          total: 0,
          total_views: 0,
          counts: { ...COUNTS, all: 0 },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByRole("heading", { name: "No listings yet" })).toBeTruthy();
    const empty = screen.getByTestId("owner-list-empty");
    expect(within(empty).getByRole("link", { name: "Add property" }).getAttribute("href")).toBe(
      "/user/properties",
    );
  });
});
