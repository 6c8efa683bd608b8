import { formatMoney } from "@manzil/domain/currency";
import type { TStayQuote } from "@manzil/domain/contracts";
import { textDirection, type Locale } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import { stayQuote } from "../../../../test/stay-factories";
import { DEFAULT_PAYMENT_SCRIPTS } from "../../checkout/gateway-scripts";
import type { CheckoutAnswer } from "../checkout-answer";
import { CheckoutPage, type CheckoutPageProps } from "./checkout-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The quote call, answering each offer with its own total; every call is recorded. */
function stubQuote(language: Locale, change: (quote: TStayQuote) => TStayQuote = (q) => q) {
  const fetch = vi.fn(async (url: string) => {
    const parsed = new URL(String(url), "http://localhost");
    if (parsed.pathname !== "/api/stays/5/quote") return json(404, { error: true, message: "" });
    const base = change(stayQuote(language));
    const offer = (parsed.searchParams.get("booking_type") ??
      base.booking_type) as TStayQuote["booking_type"];
    const chosen = base.offers.find((o) => o.booking_type === offer) ?? base.offers[0]!;
    return json(200, {
      error: false,
      message: "",
      data: { ...base, booking_type: offer, total_minor: chosen.total_minor, total: chosen.total },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const props = (overrides: Partial<CheckoutPageProps> = {}): CheckoutPageProps => ({
  property: {
    id: 5,
    title: "Nile View Hotel",
    detailsHref: "/properties-details/nile-view-hotel",
    image: null,
    isHotel: true,
    roomName: "Double room",
    addonNames: ["Breakfast"],
  },
  guest: { name: "Mona Adel", email: "mona@example.com", mobile: "+201001234567", isAgent: false },
  selection: {
    checkIn: "2026-12-03",
    checkOut: "2026-12-05",
    guests: 2,
    rooms: 1,
    hotelRoomId: 11,
    addonIds: [31],
    offer: null,
  },
  methods: ["stripe", "paymob"],
  scripts: DEFAULT_PAYMENT_SCRIPTS,
  timeZone: "Africa/Cairo",
  ...overrides,
});

function show(language: Locale, pageProps: CheckoutPageProps, action?: () => CheckoutAnswer) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const Stub = createRoutesStub([
    {
      path: "/stays/:id/checkout",
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <CheckoutPage {...pageProps} />
        </TestProviders>
      ),
      ...(action ? { action: async () => action() } : {}),
    },
  ]);
  render(<Stub initialEntries={["/stays/5/checkout?check_in_date=2026-12-03&check_out_date=2026-12-05"]} />);
}

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

describe("the stay checkout", () => {
  it.each([
    {
      language: "en" as const,
      flexible: "Flexible",
      refundable: "Refundable",
      atProperty: "You pay the property directly",
      confirm: "Confirm booking",
      pay: "Book and pay",
    },
    {
      language: "ar" as const,
      flexible: "مرن",
      refundable: "قابل للاسترداد",
      atProperty: "تدفع لمكان الإقامة مباشرة",
      confirm: "تأكيد الحجز",
      pay: "احجز وادفع",
    },
  ])(
    "in $language offers only the available offers, each with its terms, and the server's lines",
    async (c) => {
      const fetch = stubQuote(c.language);
      show(c.language, props());
      const offers = await screen.findByTestId("offer-choice");
      const radios = within(offers).getAllByRole("radio");
      // The non-refundable offer is not available for this room: it is not offered at all.
      expect(radios.map((radio) => (radio as HTMLInputElement).value)).toEqual(["flexible", "refundable"]);
      expect(within(offers).getByText(c.flexible)).toBeTruthy();
      expect(screen.getByTestId("offer-flexible").textContent).toMatch(/\S/);
      expect(screen.getByTestId("checkout-pay-at-property").textContent).toContain(c.atProperty);
      const quote = stayQuote(c.language);
      const lines = within(screen.getByTestId("checkout-lines")).getAllByRole("listitem");
      expect(lines.map((line) => line.textContent)).toEqual(
        quote.lines.map(
          (line) => `${line.label}${formatMoney({ amount: line.amount_minor, currency: "EGP" }, c.language)}`,
        ),
      );
      expect(screen.getByRole("button", { name: c.confirm })).toBeTruthy();

      // Another offer asks the server again, for that offer, and then asks for a payment method.
      await userEvent.click(within(offers).getByRole("radio", { name: new RegExp(c.refundable) }));
      expect(await screen.findByTestId("checkout-payment")).toBeTruthy();
      const asked = fetch.mock.calls.map(([url]) => new URL(String(url), "http://localhost").searchParams);
      expect(asked.at(-1)?.get("booking_type")).toBe("refundable");
      expect(await screen.findByRole("button", { name: c.pay })).toBeTruthy();
    },
  );

  it("says the loyalty discount the quote carries, and how far the next tier is otherwise", async () => {
    stubQuote("en", (q) => ({
      ...q,
      loyalty: {
        completed_stays: 5,
        tier: 1,
        next_tier_at: 10,
        stays_to_next: 5,
        discount_percent: 3,
        applied: true,
      },
    }));
    show("en", props());
    expect((await screen.findByTestId("loyalty-notice")).textContent).toContain("3%");
  });

  it("shows an agent the client's fields only when booking for someone else", async () => {
    stubQuote("en");
    show("en", props({ guest: { name: "Sami", email: "s@example.com", mobile: "", isAgent: true } }));
    await screen.findByTestId("offer-choice");
    expect(screen.queryByTestId("client-fields")).toBeNull();
    await userEvent.click(screen.getByRole("checkbox", { name: "I'm booking for a client" }));
    expect(within(screen.getByTestId("client-fields")).getByLabelText("Client's full name")).toBeTruthy();
  });

  it.each([
    { language: "en" as const, text: "Booking failed" },
    { language: "ar" as const, text: "فشل الحجز" },
  ])("in $language says a refused booking beside the button, in the caller's language", async (c) => {
    stubQuote(c.language);
    show(c.language, props(), () => ({
      ok: false,
      message: { key: "stay_checkout.error.booking_failed" },
      fields: {},
      conflict: true,
      at: 1,
    }));
    const confirm = await screen.findByTestId("checkout-confirm");
    await vi.waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(confirm);
    expect((await screen.findByTestId("checkout-error")).textContent).toBe(c.text);
  });

  it("puts a field's refusal beside its field", async () => {
    stubQuote("en");
    show("en", props(), () => ({
      ok: false,
      message: { key: "stay_checkout.error.failed" },
      fields: { special_requests: "Too long." },
      at: 2,
    }));
    const confirm = await screen.findByTestId("checkout-confirm");
    await vi.waitFor(() => expect((confirm as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(confirm);
    expect(await screen.findByText("Too long.")).toBeTruthy();
    expect(screen.queryByTestId("checkout-error")).toBeNull();
  });
});
