import { formatMoney } from "@manzil/domain/currency";
import type { TStayCalendar, TStayQuote } from "@manzil/domain/contracts";
import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import {
  addonPackage,
  certificate,
  hotelRoom,
  stayCalendar,
  stayQuote,
} from "../../../../test/stay-factories";
import { searchedStayDates } from "../stay-details";
import { stayDetailsOf } from "../stay-details.server";
import { StaySection } from "./stay-section";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown) => json(200, { error: false, message: "", data });

type Answers = { calendar?: () => Response; quote?: () => Response };

/** The stays API: the calendar and the quote; every call is recorded. */
function stubApi(answers: Answers) {
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(String(url), "http://localhost").pathname;
    if (path === "/api/stays/5/calendar") return answers.calendar?.() ?? ok(stayCalendar("2026-12-01", 62));
    if (path === "/api/stays/5/quote") return answers.quote?.() ?? json(500, { error: true, message: "" });
    return json(404, { error: true, message: "Not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const quoteCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), "http://localhost"))
    .filter((url) => url.pathname.endsWith("/quote"));

function hotel() {
  return stayDetailsOf(
    {
      hotel_rooms: [
        hotelRoom(),
        hotelRoom({
          id: 12,
          room_type_id: 3,
          room_type: { id: 3, name: "Suite", name_en: "Suite", name_ar: "جناح" },
          price_per_night_minor: 300_000,
          price_per_night: 3000,
          max_guests: 4,
          refund_policy: "non-refundable",
        }),
      ],
      addons_packages: [addonPackage()],
      certificates: [certificate],
      check_in: "14:00",
      check_out: "12:00",
      instant_booking: true,
      non_refundable: false,
      refund_policy: "flexible",
      cancellation_period: "3_days",
    },
    5,
  );
}

function renderHotel(language: "en" | "ar" = "en") {
  return renderWithProviders(
    <StaySection propertyId={5} stay={hotel()} photos={["http://localhost/uploads/a.webp"]} />,
    { language },
  );
}

/** Types the stay's dates into the picker, as a keyboard user would fill a date field. */
async function chooseDates(checkIn: string, checkOut: string, labels = { in: "Check-in", out: "Check-out" }) {
  fireEvent.change(await screen.findByLabelText(labels.in), { target: { value: checkIn } });
  fireEvent.change(screen.getByLabelText(labels.out), { target: { value: checkOut } });
}

// Whole-section renders on a shared two-core machine: room for a slow run.
vi.setConfig({ testTimeout: 20_000 });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(2026, 11, 1, 10, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("StaySection: the hotel's offer", () => {
  it("shows room types in the page's language, add-ons, certificates and the rules in plain words", async () => {
    stubApi({});
    renderHotel("ar");
    const rooms = await screen.findAllByTestId("room-type");
    expect(rooms).toHaveLength(2);
    expect(within(rooms[0]!).getByRole("heading", { name: "غرفة مزدوجة" })).toBeTruthy();
    expect(within(rooms[0]!).getByText("إطلالة على البحر، سرير كبير.")).toBeTruthy();
    expect(within(rooms[0]!).getByText("حتى ضيفين")).toBeTruthy();
    expect(within(rooms[1]!).getByText("غير قابل للاسترداد")).toBeTruthy();
    // The listing's gallery stands in for room photos.
    expect(within(rooms[0]!).getByRole("img").getAttribute("src")).toBe("http://localhost/uploads/a.webp");
    expect(within(screen.getByTestId("addon-packages")).getByText("إفطار")).toBeTruthy();
    expect(within(screen.getByTestId("certificates")).getByRole("link").getAttribute("href")).toBe(
      certificate.file,
    );
    const rules = screen.getByTestId("stay-policies").textContent ?? "";
    expect(rules).toContain("حجز فوري");
    expect(rules).toContain("إلغاء مجاني حتى ٣ أيام قبل الوصول.");
    expect(screen.getByTestId("check-in-time").textContent).toMatch(/٢:٠٠/);
  });
});

describe("StaySection: the quote", () => {
  it.each([
    { language: "en" as const, labels: { in: "Check-in", out: "Check-out" }, total: "Total" },
    { language: "ar" as const, labels: { in: "تاريخ الوصول", out: "تاريخ المغادرة" }, total: "الإجمالي" },
  ])("in $language shows the server's lines and total, as the API sent them", async (c) => {
    const quote = stayQuote(c.language);
    const fetch = stubApi({ quote: () => ok(quote) });
    renderHotel(c.language);
    await chooseDates("2026-12-03", "2026-12-05", c.labels);

    const panel = await screen.findByTestId("stay-quote");
    const lines = within(panel).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual(
      quote.lines.map(
        (line) => `${line.label}${formatMoney({ amount: line.amount_minor, currency: "EGP" }, c.language)}`,
      ),
    );
    const total = within(panel).getByTestId("quote-total");
    expect(total.textContent).toContain(c.total);
    expect(total.textContent).toContain(
      formatMoney({ amount: quote.total_minor, currency: "EGP" }, c.language),
    );
    // Asked with the guest's choices, in eBroker's names.
    const [call] = quoteCalls(fetch);
    expect(Object.fromEntries(call!.searchParams)).toMatchObject({
      check_in_date: "2026-12-03",
      check_out_date: "2026-12-05",
      number_of_guests: "2",
      hotel_room_id: "11",
      rooms: "1",
      currency: "EGP",
      lang: c.language,
    });
    // "Reserve" carries exactly this selection to the checkout, in the address.
    const reserve = screen.getByRole("link", { name: c.language === "en" ? "Reserve" : "احجز" });
    const target = new URL(reserve.getAttribute("href")!, "http://localhost");
    expect(target.pathname).toBe("/stays/5/checkout");
    expect(Object.fromEntries(target.searchParams)).toEqual({
      check_in_date: "2026-12-03",
      check_out_date: "2026-12-05",
      number_of_guests: "2",
      rooms: "1",
      hotel_room_id: "11",
    });
  });

  it("starts from the dates a stay search brought the guest with, and quotes them at once", async () => {
    const fetch = stubApi({ quote: () => ok(stayQuote("en")) });
    renderWithProviders(
      <StaySection
        propertyId={5}
        stay={hotel()}
        photos={[]}
        initialDates={searchedStayDates(
          new URLSearchParams("check_in_date=2026-12-03&check_out_date=2026-12-05"),
        )}
      />,
    );
    expect(await screen.findByTestId("stay-quote")).toBeTruthy();
    expect((screen.getByLabelText("Check-in") as HTMLInputElement).value).toBe("2026-12-03");
    expect(quoteCalls(fetch)[0]!.searchParams.get("check_out_date")).toBe("2026-12-05");
    // A pair the wrong way round is not taken.
    expect(
      searchedStayDates(new URLSearchParams("check_in_date=2026-12-05&check_out_date=2026-12-03")),
    ).toBeNull();
  });

  it("asks in the visitor's display currency and shows that total, keeping the charged amount in sight", async () => {
    window.localStorage.setItem("selectedCurrency", "USD");
    const quote: TStayQuote = stayQuote("en", { currency: "USD", total: 73.65, total_minor: 7365 });
    const fetch = stubApi({ quote: () => ok(quote) });
    const user = userEvent.setup();
    renderHotel("en");
    await chooseDates("2026-12-03", "2026-12-05");
    await user.click(screen.getByRole("checkbox", { name: /Breakfast/ }));

    const panel = await screen.findByTestId("stay-quote");
    expect(within(panel).getByTestId("quote-display-total").textContent).toBe("About $73.65");
    expect(within(panel).getByTestId("quote-charged-total").textContent).toBe(
      `You are charged ${formatMoney({ amount: 350_550, currency: "EGP" }, "en")}`,
    );
    expect(panel.textContent).toContain("Approximate, in USD");
    const last = quoteCalls(fetch).at(-1)!;
    expect(last.searchParams.get("currency")).toBe("USD");
    expect(last.searchParams.get("addon_ids")).toBe("31");
  });

  it("shows the API's refusal near the picker: a closed night, and check-out not after check-in at its field", async () => {
    let answer = () =>
      json(409, {
        error: true,
        code: "stays.quote.night_closed",
        message: "The night of 4 December is not available.",
      });
    stubApi({ quote: () => answer() });
    renderHotel("en");
    await chooseDates("2026-12-03", "2026-12-05");
    const refusal = await screen.findByTestId("quote-refusal");
    expect(within(refusal).getByRole("alert").textContent).toBe("The night of 4 December is not available.");
    expect(screen.queryByTestId("stay-quote")).toBeNull();

    answer = () =>
      json(422, {
        error: true,
        message: "The given data was invalid.",
        errors: { check_out_date: ["Check-out date must be after check-in date"] },
      });
    await chooseDates("2026-12-06", "2026-12-06");
    const checkOut = screen.getByLabelText("Check-out");
    await vi.waitFor(() => expect(checkOut.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(checkOut.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Check-out date must be after check-in date",
    );
  });
});

describe("StaySection: a vacation home", () => {
  it("has no room types: it quotes the home itself, its identical apartments counted as such", async () => {
    const home = stayDetailsOf(
      { available_rooms: 2, instant_booking: false, cancellation_period: "same_day_6pm" },
      4,
    );
    const quote = { ...stayQuote("en"), hotel_room_id: null, rooms: 2 };
    const fetch = stubApi({
      calendar: () => ok(stayCalendar("2026-12-01", 62, { hotelRoomId: null })),
      quote: () => ok(quote),
    });
    renderWithProviders(<StaySection propertyId={5} stay={home} photos={[]} />);
    expect(screen.queryByTestId("room-types")).toBeNull();
    await chooseDates("2026-12-03", "2026-12-05");
    fireEvent.change(screen.getByLabelText("Apartments"), { target: { value: "2" } });
    const panel = await screen.findByTestId("stay-quote");
    await vi.waitFor(() => expect(panel.textContent).toContain("2 apartments"));
    const last = quoteCalls(fetch).at(-1)!;
    expect(last.searchParams.get("rooms")).toBe("2");
    expect(last.searchParams.has("hotel_room_id")).toBe(false);
    expect(screen.getByTestId("stay-policies").textContent).toContain(
      "Free cancellation until 6 pm on the day of arrival.",
    );
  });
});

describe("StaySection: the calendar", () => {
  it("strikes out closed nights, says so to screen readers, and picks a stay from open ones", async () => {
    const calendar: TStayCalendar = stayCalendar("2026-12-01", 62, { closed: ["2026-12-10"] });
    const fetch = stubApi({ calendar: () => ok(calendar), quote: () => ok(stayQuote("en")) });
    const user = userEvent.setup();
    renderHotel("en");

    const grid = await screen.findByTestId("stay-calendar");
    const closed = await within(grid).findByRole("button", { name: /December 10, 2026: not available/ });
    expect(closed.getAttribute("aria-disabled")).toBe("true");
    expect(closed.querySelector(".line-through")).not.toBeNull();
    const open = within(grid).getByRole("button", { name: /December 3, 2026: available, 1,125 EGP a night/ });
    expect(open.getAttribute("aria-disabled")).toBeNull();
    // Asked for the chosen room offer, from today.
    const calendarUrl = new URL(String(fetch.mock.calls[0]![0]), "http://localhost");
    expect(calendarUrl.searchParams.get("hotel_room_id")).toBe("11");
    expect(calendarUrl.searchParams.get("from")).toBe("2026-12-01");
    // Nights [from, to): December and January shown, so up to the first of February.
    expect(calendarUrl.searchParams.get("to")).toBe("2027-02-01");

    await user.click(open);
    await user.click(within(grid).getByRole("button", { name: /December 5, 2026: available/ }));
    expect((screen.getByLabelText("Check-in") as HTMLInputElement).value).toBe("2026-12-03");
    expect((screen.getByLabelText("Check-out") as HTMLInputElement).value).toBe("2026-12-05");
    expect(await screen.findByTestId("stay-quote")).toBeTruthy();
  });

  it("walks the days with the arrow keys, mirrored in Arabic", async () => {
    stubApi({});
    const user = userEvent.setup();
    renderHotel("ar");
    const grid = await screen.findByTestId("stay-calendar");
    await within(grid).findAllByRole("button");
    const first = grid.querySelector<HTMLButtonElement>('[data-date="2026-12-01"]')!;
    expect(first.getAttribute("aria-label")).toMatch(/^الثلاثاء، ١ ديسمبر ٢٠٢٦: متاحة، ١٬١٢٥ EGP لليلة/);
    // Only one day takes Tab: today, the first day shown.
    expect(first.tabIndex).toBe(0);
    expect(
      within(grid)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toHaveLength(1);
    first.focus();
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement?.getAttribute("data-date")).toBe("2026-12-02");
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("data-date")).toBe("2026-12-09");
    await user.keyboard("{Enter}");
    expect((screen.getByLabelText("تاريخ الوصول") as HTMLInputElement).value).toBe("2026-12-09");
  });

  it("says in Arabic when the calendar or the quote could not load, with a way to try again", async () => {
    const user = userEvent.setup();
    let calendarUp = false;
    stubApi({
      calendar: () =>
        calendarUp ? ok(stayCalendar("2026-12-01", 62)) : json(500, { error: true, message: "" }),
      quote: () => json(503, { error: true, message: "" }),
    });
    renderHotel("ar");
    const retry = await screen.findByRole("button", { name: "أعد تحميل التقويم" }, { timeout: 10_000 });
    expect(screen.queryByTestId("stay-calendar")).toBeNull();
    calendarUp = true;
    await user.click(retry);
    expect(await screen.findByTestId("stay-calendar")).toBeTruthy();

    await chooseDates("2026-12-03", "2026-12-05", { in: "تاريخ الوصول", out: "تاريخ المغادرة" });
    expect(await screen.findByRole("button", { name: "حاول مرة أخرى" }, { timeout: 10_000 })).toBeTruthy();
    // A failure to reach the API is not a refusal: nothing is said at the fields.
    expect(screen.queryByTestId("quote-refusal")).toBeNull();
  });

  it("turns to the month of a check-in typed in the picker", async () => {
    const fetch = stubApi({});
    renderHotel("en");
    await screen.findByTestId("stay-calendar");
    fireEvent.change(screen.getByLabelText("Check-in"), { target: { value: "2027-03-10" } });
    expect(await screen.findByRole("button", { name: /March 10, 2027/ })).toBeTruthy();
    const last = new URL(String(fetch.mock.calls.at(-1)![0]), "http://localhost");
    expect([last.pathname, last.searchParams.get("from"), last.searchParams.get("to")]).toEqual([
      "/api/stays/5/calendar",
      "2027-03-01",
      "2027-05-01",
    ]);
  });

  it("says when no night is open", async () => {
    const calendar = stayCalendar("2026-12-01", 62, {
      closed: Array.from({ length: 62 }, (_, i) => stayCalendar("2026-12-01", 62).offers[0]!.nights[i]!.date),
    });
    stubApi({ calendar: () => ok(calendar) });
    renderHotel("ar");
    expect((await screen.findByTestId("calendar-empty")).textContent).toBe(
      "لا توجد ليالٍ متاحة في هذين الشهرين. جرّب شهورًا لاحقة.",
    );
  });
});
