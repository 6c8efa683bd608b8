import type { OwnerReservation } from "../owner-reservations";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { OwnerReservationsView } from "../owner-reservations";
import { ownerReservation } from "../test-reservation";
import { OwnerReservationsPage } from "./owner-reservations-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: string; body: unknown };

const METRICS = {
  total_reservations: 12,
  pending_reservations: 3,
  confirmed_reservations: 6,
  cancelled_reservations: 1,
  total_revenue: 25_400.5,
  revenue_by_currency: [{ currency: "EGP", amount: 25_400.5, amount_minor: 2_540_050 }],
};

/** The owner's list over `items`; update-status moves a reservation as the API would, or answers `refuse`. */
function fakeApi(items: OwnerReservation[], refuse?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.startsWith("/api/property-owner-reservations/9?")) {
        return json(200, {
          error: false,
          message: "",
          data: { reservations: items, metrics: METRICS, total: items.length, page: 1, per_page: 100 },
        });
      }
      if (url.startsWith("/api/get-added-properties?")) {
        return json(200, {
          error: false,
          message: "",
          data: [
            { id: 7, title: "Nile View Hotel", property_classification: 5, currency: "EGP" },
            { id: 8, title: "Cairo flat for sale", property_classification: 1, currency: "EGP" },
          ],
        });
      }
      const update = /^\/api\/reservations\/(\d+)\/update-status/.exec(url);
      if (update) {
        if (refuse) return json(refuse.status, refuse.body);
        const item = items.find((candidate) => candidate.id === Number(update[1]))!;
        const { status } = body as { status: OwnerReservation["status"] };
        item.status = status;
        item.next_statuses = status === "confirmed" ? ["checkedIn", "cancelled"] : [];
        return json(200, { error: false, message: "", data: item });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const everything: OwnerReservationsView = { propertyId: null, status: null, from: null, to: null, page: 1 };
const NOW = new Date("2026-12-01T10:00:00Z");

describe("Owner reservations", () => {
  it("shows each booking with guest, stay, dates, party, total, payment, status and the answer deadline", async () => {
    const calls = fakeApi([ownerReservation({ special_requests: "Late arrival, around 11 pm" })]);
    renderWithProviders(<OwnerReservationsPage ownerId={9} view={everything} now={NOW} />);
    const row = (await screen.findAllByTestId("owner-reservation"))[0]!;
    expect(within(row).getByText("Late arrival, around 11 pm").getAttribute("dir")).toBe("auto");
    expect(within(row).getByText("MZR-000031")).toBeTruthy();
    expect(within(row).getByText("Mona Adel").getAttribute("dir")).toBe("auto");
    expect(within(row).getByText("+201001234567")).toBeTruthy();
    expect(within(row).getByText("Nile View Hotel")).toBeTruthy();
    expect(within(row).getByText("Deluxe double")).toBeTruthy();
    expect(within(row).getByText(/^Dec 4\s–\s6, 2026$/)).toBeTruthy();
    expect(within(row).getByText("2 nights")).toBeTruthy();
    expect(within(row).getByText("1 room")).toBeTruthy();
    expect(within(row).getByText("2 guests")).toBeTruthy();
    expect(within(row).getByText(/4,200\.00/)).toBeTruthy();
    expect(within(row).getByText("Unpaid")).toBeTruthy();
    expect(within(row).getByText("Pending")).toBeTruthy();
    expect(within(row).getByText("22 h 30 min left")).toBeTruthy();

    const metrics = screen.getByTestId("reservation-metrics");
    expect(within(metrics).getByText("12")).toBeTruthy();
    expect(within(metrics).getByText(/25,400\.50/)).toBeTruthy();
    const list = calls.find((call) => call.url.startsWith("/api/property-owner-reservations/9"))!;
    expect(list.url).toContain("page=1");
    expect(list.url).toContain("per_page=100");
    // Only the owner's stays are offered in the property filter.
    const property = screen.getByLabelText("Property");
    expect(within(property).getByRole("option", { name: "Nile View Hotel" })).toBeTruthy();
    expect(within(property).queryByRole("option", { name: "Cairo flat for sale" })).toBeNull();
  });

  it("sends the filters of the URL to the API", async () => {
    const calls = fakeApi([]);
    renderWithProviders(
      <OwnerReservationsPage
        ownerId={9}
        view={{ propertyId: 7, status: "confirmed", from: "2026-12-01", to: "2026-12-31", page: 1 }}
        now={NOW}
      />,
    );
    expect(await screen.findByText("No reservations match.")).toBeTruthy();
    const list = calls.find((call) => call.url.startsWith("/api/property-owner-reservations/9"))!;
    expect(list.url).toContain("property_id=7");
    expect(list.url).toContain("status=confirmed");
    expect(list.url).toContain("from=2026-12-01");
    expect(list.url).toContain("to=2026-12-31");
  });

  it("accepts a request after confirming; check-in waits for the arrival day", async () => {
    const calls = fakeApi([ownerReservation({})]);
    renderWithProviders(<OwnerReservationsPage ownerId={9} view={everything} now={NOW} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Accept the request of Mona Adel (MZR-000031)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Accept this request?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept request" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.includes("/update-status"))?.body).toMatchObject({
      status: "confirmed",
    });
    // Confirmed now; the guest arrives on Dec 4, three days after "now".
    expect(
      await screen.findByRole("button", { name: "Cancel the booking of Mona Adel (MZR-000031)" }),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check in Mona Adel (MZR-000031)" })).toBeNull();
  });

  it("declines only with a reason, checked before sending (ar)", async () => {
    const calls = fakeApi([ownerReservation({})]);
    renderWithProviders(<OwnerReservationsPage ownerId={9} view={everything} now={NOW} />, {
      language: "ar",
    });
    await userEvent.click(await screen.findByRole("button", { name: "رفض طلب Mona Adel (MZR-000031)" }));
    const dialog = await screen.findByRole("dialog", { name: "رفض هذا الطلب" });
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الطلب" }));
    expect(within(dialog).getByText(/اكتب .+ أحرف على الأقل\./)).toBeTruthy();
    expect(calls.some((call) => call.url.includes("/update-status"))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("السبب الذي سيقرؤه الضيف"), "الغرف محجوزة للصيانة");
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الطلب" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.includes("/update-status"))?.body).toMatchObject({
      status: "rejected",
      rejection_reason: "الغرف محجوزة للصيانة",
    });
    await vi.waitFor(() =>
      expect(screen.getByTestId("owner-reservation").getAttribute("data-status")).toBe("rejected"),
    );
  });

  it("keeps the dialog open with the API's refusal in the owner's language", async () => {
    fakeApi([ownerReservation({})], {
      status: 409,
      body: { error: true, message: "This reservation was already answered." },
    });
    renderWithProviders(<OwnerReservationsPage ownerId={9} view={everything} now={NOW} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Accept the request of Mona Adel (MZR-000031)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Accept this request?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Accept request" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "This reservation was already answered.",
    );
  });

  it("marks cash received on a pay-at-the-property stay without moving its status", async () => {
    const calls = fakeApi([
      ownerReservation({ status: "checkedIn", next_statuses: ["checkedOut"], respond_by: null }),
    ]);
    renderWithProviders(<OwnerReservationsPage ownerId={9} view={everything} now={NOW} />);
    await userEvent.click(
      await screen.findByRole("button", { name: "Mark the booking of Mona Adel (MZR-000031) paid in cash" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Cash received?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Mark paid" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.includes("/update-status"))?.body).toMatchObject({
      status: "checkedIn",
      payment_status: "paid",
    });
  });

  it("shows a hotel's own page with today's arrivals and guests in house (ar)", async () => {
    fakeApi([
      ownerReservation({ id: 1, reference: "MZR-1", status: "confirmed", check_in_date: "2026-12-01" }),
      ownerReservation({
        id: 2,
        reference: "MZR-2",
        status: "checkedIn",
        check_in_date: "2026-11-29",
        check_out_date: "2026-12-03",
        guest: { name: "Omar Said", email: null, phone: null },
      }),
    ]);
    renderWithProviders(
      <OwnerReservationsPage ownerId={9} view={everything} scopedTo={7} now={new Date(2026, 11, 1, 12)} />,
      { language: "ar" },
    );
    expect(await screen.findByRole("heading", { name: "حجوزات هذه الإقامة" })).toBeTruthy();
    const arrivals = await screen.findByTestId("day-arrivals");
    expect(within(arrivals).getByText("MZR-1")).toBeTruthy();
    expect(within(screen.getByTestId("day-in_house")).getByText("Omar Said")).toBeTruthy();
    expect(within(screen.getByTestId("day-departures")).getByText("لا أحد.")).toBeTruthy();
    expect(screen.queryByLabelText("العقار")).toBeNull();
  });

  it("says what failed when the list cannot load, with a way to try again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => json(503, { error: true, message: "Down for maintenance" })),
      );
      renderWithProviders(<OwnerReservationsPage ownerId={9} view={everything} now={NOW} />);
      // Outages are tried again (spec §9) before the page gives up.
      await vi.advanceTimersByTimeAsync(60_000);
      expect(await screen.findByRole("button", { name: "Try again" })).toBeTruthy();
      expect(screen.getByRole("alert").textContent).not.toBe("");
    } finally {
      vi.useRealTimers();
    }
  });
});
