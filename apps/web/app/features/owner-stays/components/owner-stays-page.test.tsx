import type {
  TCalendarEditResult,
  THotelAddonPackage,
  THotelRoom,
  TOwnerCalendar,
  TOwnerCalendarNight,
} from "@manzil/domain/contracts";
import { datesFromTo, weekdayOf } from "@manzil/domain/stays";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import type { OwnStay } from "../owner-stays-api";
import { OwnerStaysPage } from "./owner-stays-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Intl puts no-break spaces in money; tests read plain spaces. */
const plain = (text: string | null | undefined) => (text ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();

const NOW = new Date(2026, 11, 1, 10); // 1 December 2026, the owner's morning

function room(overrides: Partial<THotelRoom>): THotelRoom {
  return {
    id: 31,
    property_id: 21,
    room_type_id: 2,
    room_type: { id: 2, name: "Double room", name_en: "Double room", name_ar: "غرفة مزدوجة" },
    custom_room_type: null,
    room_number: "",
    description: null,
    description_ar: null,
    price_per_night: 1200,
    price_per_night_minor: 120_000,
    currency: "EGP",
    discount_percentage: 0,
    weekend_commission: 0,
    nonrefundable_percentage: 0,
    refund_policy: "flexible",
    available_rooms: 5,
    max_guests: 2,
    status: "active",
    availability_type: 1,
    available_dates: [],
    ...overrides,
  };
}

const breakfast: THotelAddonPackage = {
  id: 51,
  property_id: 21,
  room_type_id: null,
  name: "Breakfast",
  name_ar: "إفطار",
  description: null,
  description_ar: null,
  status: "active",
  basis: "per_guest_per_night",
  price: 150,
  total_price: 175,
  total_price_minor: 17_500,
  currency: "EGP",
  addon_values: [{ id: 1, hotel_addon_field_id: 3, name: "Juice", value: "Orange", static_price: 25 }],
};

function stay(overrides: Partial<OwnStay> = {}): OwnStay {
  return {
    ...createPropertyCard({
      id: 21,
      title: "Nile View Hotel",
      property_classification: 5,
      property_type: "rent",
    }),
    request_status: "approved",
    status: 1,
    reject_reason: null,
    hotel_rooms: [
      room({}),
      room({ id: 32, room_type_id: 3, room_type: null, custom_room_type: "Family suite" }),
    ],
    addons_packages: [breakfast],
    ...overrides,
  } as OwnStay;
}

/** December 2026 of the double rooms: 5 a night at 1,200; the 5th sold out, the 24th–25th closed, the 10th at 1,500. */
function night(date: string, overrides: Partial<TOwnerCalendarNight> = {}): TOwnerCalendarNight {
  const weekday = weekdayOf(date);
  return {
    date,
    weekend: weekday === 5 || weekday === 6,
    status: "available",
    open: true,
    units: 5,
    units_sold: 0,
    price_override: null,
    price: 1200,
    price_minor: 120_000,
    ...overrides,
  };
}

function december(): TOwnerCalendarNight[] {
  return datesFromTo("2026-12-01", "2026-12-31").map((date) => {
    if (date === "2026-12-05") return night(date, { status: "reserved", units_sold: 5 });
    if (date === "2026-12-08") return night(date, { units_sold: 2 });
    if (date === "2026-12-24" || date === "2026-12-25") return night(date, { status: "closed", open: false });
    if (date === "2026-12-10")
      return night(date, { price_override: 1500, price: 1500, price_minor: 150_000 });
    return night(date);
  });
}

type Call = { url: string; method: string; body: Record<string, unknown> | undefined };

/** The stays API for one hotel; `refuse` answers that POST with the given status and message. */
function fakeApi(
  options: {
    listing?: OwnStay;
    refuse?: { path: string; status: number; message: string; errors?: Record<string, string[]> };
  } = {},
) {
  const listing = options.listing ?? stay();
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
      calls.push({ url, method, body });
      const [path = "", search = ""] = url.slice("/api/".length).split("?");
      const query = new URLSearchParams(search);
      if (path === "get-added-properties") return json(200, { error: false, message: "", data: [listing] });
      if (path === "stays/21/owner-calendar") {
        // Nights [from, to), as the API reads them.
        const nights = december().filter(
          (n) => !query.get("from") || (n.date >= query.get("from")! && n.date < query.get("to")!),
        );
        const answer: TOwnerCalendar = {
          property_id: 21,
          hotel_room_id: query.get("hotel_room_id") ? Number(query.get("hotel_room_id")) : null,
          currency: "EGP",
          base_price: 1200,
          from: nights[0]?.date ?? "2026-12-01",
          to: nights.at(-1)?.date ?? "2026-12-31",
          nights,
        };
        return json(200, { error: false, message: "", data: answer });
      }
      if (method === "POST") expect(query.get("lang")).toMatch(/^(en|ar)$/);
      if (method === "POST" && options.refuse?.path === path) {
        return json(options.refuse.status, {
          error: true,
          message: options.refuse.message,
          ...(options.refuse.errors ? { errors: options.refuse.errors } : {}),
        });
      }
      if (method === "POST" && path === "stays/21/prices" && body) {
        const dates = datesFromTo(String(body.from), String(body.to));
        const price = Number(body.price);
        const result: TCalendarEditResult = {
          preview: body.preview === 1,
          changed_dates: dates,
          nights: dates.map((date) =>
            night(date, { price_override: price, price, price_minor: price * 100 }),
          ),
        };
        return json(200, { error: false, message: "", data: result });
      }
      if (method === "POST" && path === "update-room-price" && body) {
        const dates = datesFromTo(String(body.from), String(body.to));
        const price = Number(body.price);
        const rooms = listing.hotel_rooms.filter((r) => r.room_type_id === body.room_type_id);
        return json(200, {
          error: false,
          message: "The price was set on every room of this type.",
          data: rooms.map((r) => ({
            hotel_room_id: r.id,
            changed_dates: dates,
            nights: dates.map((date) =>
              night(date, { price_override: price, price, price_minor: price * 100 }),
            ),
          })),
        });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const grid = () => screen.findByTestId("month-grid");
const day = (date: string) =>
  document.querySelector<HTMLButtonElement>(`[data-testid="month-grid"] [data-date="${date}"]`)!;

async function renderPage(language: "en" | "ar" = "en", listing?: OwnStay) {
  const calls = fakeApi(listing ? { listing } : {});
  renderWithProviders(<OwnerStaysPage id={21} now={NOW} />, { language, path: "/user/stays/21" });
  await grid();
  await waitFor(() => expect(day("2026-12-05").dataset.status).toBe("reserved"));
  return calls;
}

describe("Owner's stay calendar: the month grid", { timeout: 15_000 }, () => {
  it("draws a month with each night's state, units and price (en, weeks from Sunday)", async () => {
    const calls = await renderPage("en");
    expect(screen.getByTestId("month-title").textContent).toBe("December 2026");
    const headers = within(screen.getByTestId("month-grid"))
      .getAllByTestId("weekday")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    // 1 December 2026 is a Tuesday: the third place of the first week.
    const firstWeek = within(screen.getByTestId("month-grid")).getAllByRole("row")[1]!;
    expect(
      within(firstWeek).getAllByRole("cell")[2]!.querySelector("[data-date]")?.getAttribute("data-date"),
    ).toBe("2026-12-01");

    expect(plain(day("2026-12-01").getAttribute("aria-label"))).toBe(
      "Tue, Dec 1, 2026: Available · 5 free, 0 sold · 1,200 EGP",
    );
    expect(plain(day("2026-12-05").getAttribute("aria-label"))).toBe(
      "Sat, Dec 5, 2026: Sold out · 0 free, 5 sold · 1,200 EGP · Weekend",
    );
    expect(within(day("2026-12-08")).getByTestId("night-units").textContent).toBe("3/5 free");
    expect(day("2026-12-24").dataset.status).toBe("closed");
    expect(within(day("2026-12-24")).getByText("Closed")).toBeTruthy();
    expect(plain(within(day("2026-12-10")).getByTestId("night-price").textContent)).toBe("1,500 EGP");
    expect(within(day("2026-12-10")).getByText("Special")).toBeTruthy();
    expect(within(day("2026-12-04")).getByText("Wknd")).toBeTruthy();

    // The hotel's first room offer is shown; its calendar is asked for by month.
    expect(
      calls.some((c) => c.url === "/api/stays/21/owner-calendar?hotel_room_id=31&month=2026-12&lang=en"),
    ).toBe(true);
    expect((screen.getByRole("combobox", { name: "Room offer" }) as HTMLSelectElement).value).toBe("31");
  });

  it("speaks Arabic right to left, weeks from Saturday, Arabic digits and money", async () => {
    await renderPage("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(screen.getByTestId("month-title").textContent).toBe("ديسمبر ٢٠٢٦");
    const headers = within(screen.getByTestId("month-grid"))
      .getAllByTestId("weekday")
      .map((th) => th.textContent);
    expect(headers[0]).toBe("السبت");
    expect(headers[6]).toBe("الجمعة");
    // Tuesday the 1st is the fourth place (Sat, Sun, Mon, Tue), drawn from the right in RTL.
    const firstWeek = within(screen.getByTestId("month-grid")).getAllByRole("row")[1]!;
    expect(
      within(firstWeek).getAllByRole("cell")[3]!.querySelector("[data-date]")?.getAttribute("data-date"),
    ).toBe("2026-12-01");
    const cell = day("2026-12-05");
    expect(within(cell).getByText("٥")).toBeTruthy();
    expect(within(cell).getByText("محجوزة بالكامل")).toBeTruthy();
    expect(plain(within(cell).getByTestId("night-price").textContent)).toBe("١٬٢٠٠ ج.م");
    expect(within(day("2026-12-08")).getByTestId("night-units").textContent).toBe("٣/٥ شاغرة");
  });

  it("moves by keyboard and picks a range with Enter, feeding the tools (en)", async () => {
    await renderPage("en");
    const user = userEvent.setup({ delay: null });
    day("2026-12-01").focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(day("2026-12-02"));
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(day("2026-12-09"));
    await user.keyboard("{Enter}{ArrowRight}{ArrowRight}{Enter}");
    expect(document.activeElement).toBe(day("2026-12-11"));
    const pressed = [...document.querySelectorAll('[data-testid="month-grid"] [aria-pressed="true"]')].map(
      (b) => b.getAttribute("data-date"),
    );
    expect(pressed).toEqual(["2026-12-09", "2026-12-10", "2026-12-11"]);
    expect(screen.getByTestId("selection-summary").textContent).toBe("Chosen: Wed, Dec 9 to Fri, Dec 11");
    expect((screen.getByLabelText("First night") as HTMLInputElement).value).toBe("2026-12-09");
    expect((screen.getByLabelText("Last night") as HTMLInputElement).value).toBe("2026-12-11");
  });

  it("mirrors the arrow keys in Arabic and extends a range with Shift+Enter", async () => {
    await renderPage("ar");
    const user = userEvent.setup({ delay: null });
    day("2026-12-01").focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(day("2026-12-02"));
    await user.keyboard("{Enter}{Enter}{ArrowLeft}{ArrowLeft}{Shift>}{Enter}{/Shift}");
    const pressed = [...document.querySelectorAll('[data-testid="month-grid"] [aria-pressed="true"]')].map(
      (b) => b.getAttribute("data-date"),
    );
    expect(pressed).toEqual(["2026-12-02", "2026-12-03", "2026-12-04"]);
  });

  it("goes to the next month from the last week with the arrow keys", async () => {
    const calls = await renderPage("en");
    const user = userEvent.setup({ delay: null });
    day("2026-12-01").focus();
    await user.keyboard("{PageDown}");
    await waitFor(() => expect(screen.getByTestId("month-title").textContent).toBe("January 2027"));
    expect(calls.some((c) => c.url.includes("month=2027-01"))).toBe(true);
  });
});

// Rendering a month with its tools and dialog takes a few seconds on a busy machine.
describe("Owner's stay calendar: edits are previewed, then confirmed", { timeout: 15_000 }, () => {
  it("shows the nights that change (before → after) and saves only on confirm", async () => {
    const calls = await renderPage("en");
    const user = userEvent.setup({ delay: null });
    await user.click(day("2026-12-09"));
    await user.click(day("2026-12-11"));
    await user.click(screen.getByRole("tab", { name: "Price for dates" }));
    fireEvent.change(screen.getByLabelText("Price per night"), { target: { value: "1500" } });
    await user.click(screen.getByRole("button", { name: "Preview the changes" }));

    const dialog = await screen.findByRole("dialog", { name: "Check before saving" });
    const previews = calls.filter((c) => c.method === "POST");
    expect(previews).toEqual([
      {
        url: "/api/stays/21/prices?lang=en",
        method: "POST",
        body: {
          from: "2026-12-09",
          to: "2026-12-11",
          price: 1500,
          hotel_room_id: 31,
          preview: 1,
        },
      },
    ]);
    expect(
      within(dialog).getByText("3 nights will change. Nothing is saved until you confirm."),
    ).toBeTruthy();
    const rows = within(dialog).getAllByTestId("preview-row");
    expect(rows).toHaveLength(3);
    expect(plain(rows[0]!.textContent)).toBe(
      "Wed, Dec 9Available · 5/5 free · 1,200 EGPAvailable · 5/5 free · 1,500 EGP",
    );

    await user.click(within(dialog).getByRole("button", { name: "Save 3 nights" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const saves = calls.filter((c) => c.method === "POST").slice(1);
    expect(saves).toEqual([
      {
        url: "/api/stays/21/prices?lang=en",
        method: "POST",
        body: { from: "2026-12-09", to: "2026-12-11", price: 1500, hotel_room_id: 31 },
      },
    ]);
    expect(await screen.findByText("Saved: 3 nights changed.")).toBeTruthy();
  });

  it("previews eBroker's room-type price on every room of the type, then sends update-room-price", async () => {
    const hotel = stay({
      hotel_rooms: [
        room({}),
        room({ id: 33, room_number: "B" }),
        room({ id: 32, room_type_id: 3, room_type: null, custom_room_type: "Family suite" }),
      ],
    });
    const calls = await renderPage("en", hotel);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("tab", { name: "Room type price" }));
    expect((screen.getByRole("combobox", { name: "Room type" }) as HTMLSelectElement).value).toBe("2");
    fireEvent.change(screen.getByLabelText("First night"), { target: { value: "2026-12-20" } });
    fireEvent.change(screen.getByLabelText("Last night"), { target: { value: "2026-12-21" } });
    fireEvent.change(screen.getByLabelText("Price per night"), { target: { value: "2000" } });
    await user.click(screen.getByRole("button", { name: "Preview the changes" }));
    const dialog = await screen.findByRole("dialog");
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body?.hotel_room_id)).toEqual([31, 33]);
    const rows = within(dialog).getAllByTestId("preview-row");
    expect(rows.map((row) => plain(row.querySelector("th")?.textContent))).toEqual([
      "Sun, Dec 20Double room",
      "Mon, Dec 21Double room",
      "Sun, Dec 20Double room · B",
      "Mon, Dec 21Double room · B",
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Save 2 nights" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.filter((c) => c.method === "POST").at(-1)).toEqual({
      url: "/api/update-room-price?lang=en",
      method: "POST",
      body: {
        room_type_id: 2,
        from: "2026-12-20",
        to: "2026-12-21",
        price: 2000,
        property_id: 21,
      },
    });
  });

  it("cancelling the preview saves nothing", async () => {
    const calls = await renderPage("en");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("tab", { name: "Price for dates" }));
    fireEvent.change(screen.getByLabelText("First night"), { target: { value: "2026-12-14" } });
    fireEvent.change(screen.getByLabelText("Last night"), { target: { value: "2026-12-14" } });
    fireEvent.change(screen.getByLabelText("Price per night"), { target: { value: "900" } });
    await user.click(screen.getByRole("button", { name: "Preview the changes" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => c.method === "POST" && c.body?.preview !== 1)).toEqual([]);
  });

  it("shows the API's refusal when closing nights already sold, and no preview", async () => {
    fakeApi({
      refuse: {
        path: "stays/21/availability",
        status: 409,
        message: "Nights already sold cannot be closed: Sat, Dec 5",
      },
    });
    renderWithProviders(<OwnerStaysPage id={21} now={NOW} />, { path: "/user/stays/21" });
    await grid();
    const user = userEvent.setup({ delay: null });
    await waitFor(() => expect(day("2026-12-05").dataset.status).toBe("reserved"));
    await user.click(day("2026-12-04"));
    await user.click(day("2026-12-06"));
    await user.click(screen.getByRole("button", { name: "Preview the changes" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Nights already sold cannot be closed: Sat, Dec 5",
    );
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("refuses 10,001 at the price field without calling the API (en and ar)", async () => {
    const calls = await renderPage("en");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("tab", { name: "Price for dates" }));
    fireEvent.change(screen.getByLabelText("First night"), { target: { value: "2026-12-14" } });
    fireEvent.change(screen.getByLabelText("Last night"), { target: { value: "2026-12-12" } });
    fireEvent.change(screen.getByLabelText("Price per night"), { target: { value: "10001" } });
    await user.click(screen.getByRole("button", { name: "Preview the changes" }));
    const price = screen.getByLabelText("Price per night");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Price is too high (max 10,000)").id).toBe(
      price.getAttribute("aria-describedby")?.split(" ").at(-1),
    );
    expect(screen.getByText("The last night must be on or after the first night")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("says the price message in Arabic, whatever digits the owner types", async () => {
    await renderPage("ar");
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("tab", { name: "سعر لفترة" }));
    await user.click(day("2026-12-14"));
    await user.click(day("2026-12-14"));
    fireEvent.change(screen.getByLabelText("سعر الليلة"), { target: { value: "١٠٠٠١" } });
    await user.click(screen.getByRole("button", { name: "معاينة التغييرات" }));
    expect(screen.getByText("السعر مرتفع جدًا (الحد الأقصى ١٠٬٠٠٠)")).toBeTruthy();
  });
});

describe("Owner's stay calendar: phone list, packages, states", () => {
  it("lists the first 8 nights on phones, then 8 more at a tap", async () => {
    await renderPage("en");
    const list = screen.getByTestId("night-list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(8);
    expect(plain(within(list).getAllByRole("button")[4]!.textContent)).toBe(
      "Sat, Dec 5Sold out · 0 free, 5 soldWknd1,200 EGP",
    );
    await userEvent
      .setup({ delay: null })
      .click(within(list).getByRole("button", { name: "Show 8 more nights" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(16);
  });

  it("lists the hotel's add-on packages with their total price and a way to edit them", async () => {
    await renderPage("ar");
    const card = screen.getByTestId("hotel-package");
    expect(within(card).getByText("إفطار")).toBeTruthy();
    expect(plain(within(card).getByText(/ج\.م/).textContent)).toBe("١٧٥٫٠٠ ج.م");
    expect(within(card).getByText("لكل ضيف في الليلة")).toBeTruthy();
    expect(screen.getByRole("link", { name: "تعديل الباقات" }).getAttribute("href")).toBe(
      "/user/edit-property/21",
    );
  });

  it("a vacation home has one calendar, asked for without a room offer", async () => {
    const home = stay({ property_classification: 4, hotel_rooms: [], addons_packages: [] });
    const calls = await renderPage("en", home);
    expect(screen.queryByRole("combobox", { name: "Room offer" })).toBeNull();
    expect(screen.queryByTestId("hotel-packages")).toBeNull();
    expect(calls.some((c) => c.url === "/api/stays/21/owner-calendar?month=2026-12&lang=en")).toBe(true);
  });

  it("a hotel without room offers says so and leads to the editor (ar)", async () => {
    fakeApi({ listing: stay({ hotel_rooms: [] }) });
    renderWithProviders(<OwnerStaysPage id={21} now={NOW} />, { language: "ar" });
    expect(await screen.findByText("لا توجد عروض غرف بعد")).toBeTruthy();
    expect(screen.getByRole("link", { name: "أضف عروض الغرف" }).getAttribute("href")).toBe(
      "/user/edit-property/21",
    );
  });

  it("says in Arabic when the calendar was refused, and asks again on request", async () => {
    fakeApi();
    const working = globalThis.fetch;
    let failures = 1;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes("owner-calendar") && failures-- > 0) {
          return json(403, { error: true, message: "تعذّر العثور على هذا العقار ضمن إعلاناتك." });
        }
        return working(url, init);
      }),
    );
    renderWithProviders(<OwnerStaysPage id={21} now={NOW} />, { language: "ar" });
    const retry = await screen.findByRole("button", { name: "حاول مرة أخرى" }, { timeout: 5_000 });
    // The API's own words (in the caller's language); a refusal is not tried again by itself.
    expect(screen.getByRole("alert").textContent).toBe("تعذّر العثور على هذا العقار ضمن إعلاناتك.");
    expect(day("2026-12-05")).toBeNull();
    await userEvent.setup({ delay: null }).click(retry);
    await waitFor(() => expect(day("2026-12-05").dataset.status).toBe("reserved"));
  });

  it("a listing that is not a stay has no calendar", async () => {
    fakeApi({ listing: stay({ property_classification: 1 }) });
    renderWithProviders(<OwnerStaysPage id={21} now={NOW} />);
    expect(await screen.findByText("Only vacation homes and hotels have a calendar of nights.")).toBeTruthy();
  });
});
