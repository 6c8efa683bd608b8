import { formatMoney } from "@manzil/domain/currency";
import type { Locale } from "@manzil/domain/i18n";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { reservation } from "../../../../test/reservation-factories";
import { ConfirmationPage } from "./confirmation-page";
import { ReservationsPage } from "./reservations-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { error: false, message: "", data, ...extra });

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

function stubApi(handler: Handler) {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const parsed = new URL(String(url), "http://localhost");
    return handler(parsed, init) ?? json(404, { error: true, message: "Not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

describe("my reservations", () => {
  it.each([
    { language: "en" as const, badge: "Confirmed", tab: "Upcoming", count: "1 reservation" },
    { language: "ar" as const, badge: "مؤكد", tab: "القادمة", count: "حجز واحد" },
  ])("in $language lists the tab's bookings with their state, dates and total", async (c) => {
    // The API's page: `data.reservations` with its total, page and per_page.
    const fetch = stubApi((url) =>
      url.pathname === "/api/reservations"
        ? ok({ reservations: [reservation({}, c.language)], total: 1, page: 1, per_page: 10 }, { total: 1 })
        : undefined,
    );
    renderWithProviders(<ReservationsPage view={{ tab: "upcoming", page: 1 }} viewerId={null} />, {
      language: c.language,
    });
    const card = await screen.findByTestId("reservation-card");
    expect(within(card).getByTestId("status-badge").textContent).toBe(c.badge);
    expect(card.textContent).toContain(formatMoney({ amount: 285_000, currency: "EGP" }, c.language));
    expect(screen.getByRole("tab", { selected: true }).textContent).toBe(c.tab);
    expect(screen.getByText(c.count)).toBeTruthy();
    const asked = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes("/api/reservations"))![0]),
      "http://x",
    );
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      when: "upcoming",
      page: "1",
      lang: c.language,
    });
  });

  it.each([
    { language: "en" as const, text: "No cancelled reservations" },
    { language: "ar" as const, text: "لا حجوزات ملغاة" },
  ])("in $language says when a tab is empty", async (c) => {
    stubApi((url) => (url.pathname === "/api/reservations" ? ok([], { total: 0 }) : undefined));
    renderWithProviders(<ReservationsPage view={{ tab: "cancelled", page: 1 }} viewerId={null} />, {
      language: c.language,
    });
    expect((await screen.findByTestId("reservations-empty")).textContent).toContain(c.text);
  });

  it("says a list that could not load, and offers to try again", async () => {
    stubApi((url) =>
      url.pathname === "/api/reservations" ? json(500, { error: true, message: "" }) : undefined,
    );
    renderWithProviders(<ReservationsPage view={{ tab: "upcoming", page: 1 }} viewerId={null} />);
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 15_000 })).toBeTruthy();
  });

  it.each([
    {
      language: "en" as const,
      refund: "Refund if you cancel now",
      explanation: "Full refund: cancelled before the deadline.",
    },
    {
      language: "ar" as const,
      refund: "المبلغ المسترد إذا ألغيت الآن",
      explanation: "استرداد كامل: أُلغي قبل الموعد.",
    },
  ])("in $language shows the server's refund before cancelling, then cancels", async (c) => {
    const posts: { path: string; body: unknown }[] = [];
    stubApi((url, init) => {
      if (url.pathname === "/api/reservations") return ok([reservation({}, c.language)], { total: 1 });
      if (url.pathname === "/api/reservations/41/cancel") {
        const body = JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>;
        posts.push({ path: url.pathname, body });
        const cancellation = {
          reservation_id: 41,
          refund_minor: 285_000,
          refund: 2850,
          currency: "EGP",
          rule: "full",
          explanation: c.explanation,
        };
        // The API's answer: the refund under `cancellation`, with the booking once cancelled.
        if (body.preview === 1) return ok({ cancellation });
        return ok({
          cancellation,
          reservation: reservation({ status: "cancelled", next_statuses: [] }, c.language),
        });
      }
      return undefined;
    });
    renderWithProviders(<ReservationsPage view={{ tab: "upcoming", page: 1 }} viewerId={null} />, {
      language: c.language,
    });
    await userEvent.click(await screen.findByTestId("reservation-cancel"));
    const preview = await screen.findByTestId("cancel-preview");
    expect(preview.textContent).toContain(c.refund);
    expect(preview.textContent).toContain(c.explanation);
    expect(within(preview).getByTestId("cancel-refund").textContent).toBe(
      formatMoney({ amount: 285_000, currency: "EGP" }, c.language),
    );
    // Nothing was cancelled by looking.
    expect(posts).toEqual([{ path: "/api/reservations/41/cancel", body: { preview: 1 } }]);
    await userEvent.click(screen.getByTestId("cancel-confirm"));
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.body).toEqual({});
    await vi.waitFor(() => expect(screen.queryByTestId("cancel-dialog")).toBeNull());
  });

  it("refuses a refund above what was paid before asking the server, then sends a fair one", async () => {
    const sent: unknown[] = [];
    stubApi((url, init) => {
      if (url.pathname === "/api/reservations")
        return ok([reservation({ refunded_minor: 85_000 })], { total: 1 });
      if (url.pathname === "/api/reservations/41/refund-request") {
        sent.push(JSON.parse(String(init?.body)));
        return ok({ id: 1 });
      }
      return undefined;
    });
    renderWithProviders(<ReservationsPage view={{ tab: "upcoming", page: 1 }} viewerId={null} />);
    await userEvent.click(await screen.findByTestId("reservation-refund"));
    const dialog = await screen.findByTestId("refund-dialog");
    const amount = within(dialog).getByLabelText("Amount (EGP)");
    expect((amount as HTMLInputElement).value).toBe("2000");
    await userEvent.clear(amount);
    await userEvent.type(amount, "2500");
    await userEvent.type(within(dialog).getByLabelText("Reason"), "The room was not as described");
    await userEvent.click(within(dialog).getByTestId("refund-send"));
    expect(await within(dialog).findByText(/at most/)).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, "500");
    await userEvent.click(within(dialog).getByTestId("refund-send"));
    await vi.waitFor(() => expect(sent).toEqual([{ amount: 500, reason: "The room was not as described" }]));
  });

  it.each([
    { language: "en" as const, text: "2 more stays to the next tier (3% off)." },
    { language: "ar" as const, text: "إقامتان متبقيتان على المستوى التالي (خصم ٣٪)." },
  ])("in $language shows loyalty progress per kind of stay", async (c) => {
    stubApi((url) => {
      if (url.pathname === "/api/reservations") return ok([], { total: 0 });
      if (url.pathname === "/api/customer-reservation-counts/7") {
        return ok({
          vacation_homes: {
            completed_count: 3,
            tier_discounts: [
              { tier_milestone: 5, discount_percentage: 3, is_available: false, is_used: false },
            ],
          },
        });
      }
      return undefined;
    });
    renderWithProviders(<ReservationsPage view={{ tab: "upcoming", page: 1 }} viewerId={7} />, {
      language: c.language,
    });
    expect((await screen.findByTestId("loyalty-vacation_homes")).textContent).toContain(c.text);
  });
});

describe("a booking's page", () => {
  it.each([
    {
      language: "en" as const,
      headline: "Request sent to the owner",
      line: "Waiting for the owner, who has until",
    },
    { language: "ar" as const, headline: "أُرسل الطلب إلى المالك", line: "بانتظار المالك، وأمامه حتى" },
  ])("in $language says who the booking waits for, with its reference, lines and PDF", async (c) => {
    stubApi((url) =>
      url.pathname === "/api/reservations/41"
        ? ok(
            reservation(
              { status: "pending", payment_status: "paid", respond_by: "2026-11-28T09:00:00.000Z" },
              c.language as Locale,
            ),
          )
        : undefined,
    );
    renderWithProviders(<ConfirmationPage id={41} justBooked />, { language: c.language });
    expect((await screen.findByTestId("reservation-headline")).textContent).toBe(c.headline);
    expect(screen.getByTestId("reservation-reference").textContent).toBe("RSV-7K2M9Q");
    expect(screen.getByTestId("reservation-status-line").textContent).toContain(c.line);
    expect(within(screen.getByTestId("reservation-lines")).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByTestId("reservation-pdf").getAttribute("href")).toBe(
      `/reservation-files/41?lang=${c.language}`,
    );
  });

  it("asks again while the payment is pending, and shows the booking once it is confirmed", async () => {
    let calls = 0;
    stubApi((url) => {
      if (url.pathname !== "/api/reservations/41") return undefined;
      calls += 1;
      return ok(
        calls === 1
          ? reservation({
              status: "pending",
              payment_status: "unpaid",
              hold_expires_at: "2026-11-27T09:15:00.000Z",
            })
          : reservation(),
      );
    });
    renderWithProviders(<ConfirmationPage id={41} justBooked />);
    expect((await screen.findByTestId("reservation-headline")).textContent).toBe("Payment pending");
    expect(screen.queryByTestId("reservation-pdf")).toBeNull();
    await vi.waitFor(
      () => expect(screen.getByTestId("reservation-headline").textContent).toBe("Your booking is confirmed"),
      {
        timeout: 8_000,
      },
    );
  });
});
