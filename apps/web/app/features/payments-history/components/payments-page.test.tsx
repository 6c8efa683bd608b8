import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import UserTransactionHistory from "../../../routes/user-transaction-history";
import type { PaymentRow } from "../payments-view";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function payment(overrides: Partial<PaymentRow>): PaymentRow {
  return {
    id: 1,
    reference: "MZ-0001",
    type: "package",
    purpose_id: 3,
    payment_gateway: "stripe",
    payment_status: "succeeded",
    amount: 1500,
    amount_minor: 150_000,
    currency: "EGP",
    transaction_id: "pi_1",
    failure_reason: null,
    created_at: "2026-11-03T10:00:00.000Z",
    updated_at: "2026-11-03T10:00:00.000Z",
    succeeded_at: "2026-11-03T10:00:00.000Z",
    title: "Gold package",
    invoice_number: "INV-2026-000001",
    has_receipt: false,
    direction: "out",
    counterparty_name: null,
    ...overrides,
  };
}

const paid = payment({});
const rejectedTransfer = payment({
  id: 2,
  reference: "MZ-0002",
  payment_gateway: "bank_transfer",
  payment_status: "rejected",
  title: "Silver package",
  invoice_number: null,
  has_receipt: true,
  amount_minor: 99_950,
  purpose_id: 4,
});
const received = payment({
  id: 3,
  reference: "MZ-0003",
  type: "transfer",
  payment_gateway: "paymob",
  title: null,
  invoice_number: null,
  direction: "in",
  counterparty_name: "Mona Adel",
  amount_minor: 2_500,
  currency: "USD",
});

/** payment-transactions over `rows`, answering the filters as the API does; `fail` answers 500. */
function fakeApi(rows: PaymentRow[], { fail = false } = {}) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      if (!url.startsWith("/api/payment-transactions")) throw new Error(`unexpected ${url}`);
      if (fail) return json(500, { error: true, message: "boom" });
      const query = new URL(url, "http://x").searchParams;
      const shown = rows.filter(
        (row) =>
          (!query.get("type") || row.type === query.get("type")) &&
          (!query.get("month") || row.created_at.startsWith(query.get("month")!)),
      );
      return json(200, { error: false, message: "", data: shown, total: shown.length });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("All payments", () => {
  it("lists each payment with what, method, amount, status and its documents (en)", async () => {
    const urls = fakeApi([paid, rejectedTransfer, received]);
    renderWithProviders(<UserTransactionHistory />, { path: "/user/transaction-history" });
    const table = await screen.findByRole("table", { name: "Your payments" });
    const rows = within(table).getAllByTestId("payment-row");
    expect(rows).toHaveLength(3);

    expect(within(rows[0]!).getByText("Gold package")).toBeTruthy();
    expect(within(rows[0]!).getByText("Card (Stripe)")).toBeTruthy();
    expect(within(rows[0]!).getByTestId("payment-amount").textContent).toBe("1,500.00\u00a0EGP");
    expect(within(rows[0]!).getByText("Paid")).toBeTruthy();
    expect(
      within(rows[0]!)
        .getByRole("link", { name: "Download invoice INV-2026-000001 (PDF)" })
        .getAttribute("href"),
    ).toBe("/payment-files/invoice/1?lang=en");

    expect(within(rows[1]!).getByText("Receipt rejected")).toBeTruthy();
    expect(within(rows[1]!).getByRole("link", { name: "Upload a new receipt" }).getAttribute("href")).toBe(
      "/payment/return?payment_transaction_id=2",
    );
    expect(within(rows[1]!).queryByRole("link", { name: /Download invoice/ })).toBeNull();

    expect(within(rows[2]!).getByText("Transfer")).toBeTruthy();
    expect(within(rows[2]!).getByText("From Mona Adel")).toBeTruthy();
    expect(within(rows[2]!).getByText("Received")).toBeTruthy();
    expect(within(rows[2]!).getByTestId("payment-amount").textContent).toBe("$25.00");

    expect(screen.getByText("3 payments")).toBeTruthy();
    expect(urls[0]).toContain("limit=100");
    expect(urls[0]).toContain("offset=0");
  });

  it("speaks Arabic: labels, money and the invoice in Arabic", async () => {
    fakeApi([paid, rejectedTransfer]);
    renderWithProviders(<UserTransactionHistory />, { language: "ar", path: "/user/transaction-history" });
    const table = await screen.findByRole("table", { name: "مدفوعاتك" });
    const [first, second] = within(table).getAllByTestId("payment-row");
    expect(within(first!).getByText("مدفوعة")).toBeTruthy();
    expect(within(first!).getByTestId("payment-amount").textContent).toBe("١٬٥٠٠٫٠٠\u00a0ج.م");
    expect(
      within(first!).getByRole("link", { name: "تنزيل الفاتورة INV-2026-000001 (PDF)" }).getAttribute("href"),
    ).toBe("/payment-files/invoice/1?lang=ar");
    expect(within(second!).getByText("رُفض الإيصال")).toBeTruthy();
    expect(within(second!).getByText("تحويل بنكي")).toBeTruthy();
    expect(screen.getByText("دفعتان")).toBeTruthy();
  });

  it("filters by month and type through the address bar", async () => {
    const urls = fakeApi([paid, received]);
    renderWithProviders(<UserTransactionHistory />, { path: "/user/transaction-history" });
    await screen.findByRole("table", { name: "Your payments" });

    const form = screen.getByRole("form", { name: "Filter payments" });
    const month = within(form).getByLabelText("Month");
    await userEvent.clear(month);
    await userEvent.type(month, "2026-11");
    await userEvent.selectOptions(within(form).getByLabelText("Type"), "transfer");
    await userEvent.click(within(form).getByRole("button", { name: "Apply" }));

    await vi.waitFor(() => expect(screen.getAllByTestId("payment-row")).toHaveLength(1));
    const last = new URL(urls.at(-1)!, "http://x").searchParams;
    expect(last.get("month")).toBe("2026-11");
    expect(last.get("type")).toBe("transfer");
    expect(await screen.findByRole("link", { name: "Clear filters" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Clear filters" }).getAttribute("href")).toBe(
      "/user/transaction-history",
    );
  });

  it("reads the filters from a shared link, and says when nothing matches", async () => {
    const urls = fakeApi([paid]);
    renderWithProviders(<UserTransactionHistory />, {
      language: "ar",
      path: "/user/transaction-history?type=reservation&month=2026-10",
    });
    expect(await screen.findByText("لا توجد مدفوعات تطابق هذه التصفية.")).toBeTruthy();
    expect(urls[0]).toContain("type=reservation");
    expect(urls[0]).toContain("month=2026-10");
    expect((screen.getByLabelText("النوع") as HTMLSelectElement).value).toBe("reservation");
  });

  it("offers the packages when there is no payment at all", async () => {
    fakeApi([]);
    renderWithProviders(<UserTransactionHistory />, { path: "/user/transaction-history" });
    expect(await screen.findByText("No payments yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See packages" }).getAttribute("href")).toBe(
      "/subscription-plan",
    );
  });

  it("shows the failure and a way to try again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const urls = fakeApi([], { fail: true });
    renderWithProviders(<UserTransactionHistory />, { path: "/user/transaction-history" });
    // The cache tries 3 more times with spec §9's backoff before the page gives up.
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
      expect(screen.getByText("Server error - please try again later.")).toBeTruthy();
    });
    expect(urls).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
