import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { BankTransfer } from "../bank-transfers";
import { BankTransfersPage } from "./bank-transfers-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function transfer(overrides: Partial<BankTransfer>): BankTransfer {
  return {
    id: 11,
    reference: "MZ-0011",
    type: "package",
    purpose_id: 3,
    payment_gateway: "bank_transfer",
    payment_status: "review",
    amount: 1500,
    amount_minor: 150_000,
    currency: "EGP",
    transaction_id: null,
    failure_reason: null,
    created_at: "2026-11-25T09:00:00.000Z",
    updated_at: "2026-11-25T09:00:00.000Z",
    succeeded_at: null,
    title: "Gold package",
    has_receipt: true,
    invoice_number: null,
    direction: "out",
    counterparty_name: null,
    user: { id: 9, name: "Mona Adel", email: "mona@example.com" },
    package: { id: 3, name: "Gold package" },
    receipt: {
      id: 21,
      content_type: "image/png",
      size_bytes: 120_000,
      uploaded_at: "2026-11-25T09:00:00.000Z",
    },
    receipt_count: 1,
    ...overrides,
  };
}

type Call = { url: string; body: unknown };

/** The queue over `items`; a decision moves the transfer out of `review`, as the API does. */
function fakeApi(items: BankTransfer[], refuse?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.startsWith("/api/admin/bank-transfers?")) {
        const state = new URL(url, "http://x").searchParams.get("status");
        const shown = items.filter((item) => item.payment_status === state);
        return json(200, { error: false, message: "", data: shown, total: shown.length });
      }
      const decision = /^\/api\/admin\/bank-transfers\/(\d+)\/(approve|reject)/.exec(url);
      if (decision) {
        if (refuse) return json(refuse.status, refuse.body);
        const item = items.find((candidate) => candidate.id === Number(decision[1]))!;
        item.payment_status = decision[2] === "approve" ? "succeeded" : "rejected";
        return json(200, {
          error: false,
          message: decision[2] === "approve" ? "Package activated." : "",
          data: item,
        });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const waiting = { state: "review", page: 1 } as const;

describe("Bank transfer receipts", () => {
  it("shows each transfer with member, package, amount, date and the receipt itself", async () => {
    const calls = fakeApi([
      transfer({}),
      transfer({
        id: 12,
        user: { id: 10, name: "Omar Said", email: "omar@example.com" },
        receipt: {
          id: 22,
          content_type: "application/pdf",
          size_bytes: 90_000,
          uploaded_at: "2026-11-26T09:00:00.000Z",
        },
        receipt_count: 2,
      }),
    ]);
    renderWithProviders(<BankTransfersPage view={waiting} />);
    const mona = (await screen.findByRole("heading", { name: "Mona Adel" })).closest("article")!;
    expect(within(mona).getByText("mona@example.com")).toBeTruthy();
    expect(within(mona).getByText("Gold package")).toBeTruthy();
    expect(within(mona).getByText("Nov 25, 2026")).toBeTruthy();
    expect(within(mona).getByText("1 receipt sent")).toBeTruthy();
    const image = within(mona).getByRole("img", { name: "Receipt from Mona Adel" });
    expect(image.getAttribute("src")).toBe("/payment-files/receipt/11?inline=1&receipt_id=21");

    const omar = screen.getByRole("heading", { name: "Omar Said" }).closest("article")!;
    const pdf = within(omar).getByRole("link", { name: "Open receipt (PDF)" });
    expect(pdf.getAttribute("href")).toBe("/payment-files/receipt/12?inline=1&receipt_id=22");
    expect(pdf.getAttribute("target")).toBe("_blank");
    expect(within(omar).getByText("2 receipts sent")).toBeTruthy();
    expect(calls[0]?.url).toContain("status=review");
    expect(screen.getByRole("link", { name: "Waiting" }).getAttribute("aria-current")).toBe("page");
  });

  it("approves: the transfer leaves the queue at once and the API's message shows", async () => {
    const calls = fakeApi([transfer({})]);
    renderWithProviders(
      <>
        <BankTransfersPage view={waiting} />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Approve the transfer of Mona Adel" }));
    expect(await screen.findByText("Package activated.")).toBeTruthy();
    expect(await screen.findByText("No receipts are waiting.")).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/admin/bank-transfers/11/approve"))).toBe(true);
  });

  it("puts the transfer back and says why when the API refuses", async () => {
    fakeApi([transfer({})], {
      status: 409,
      body: { error: true, message: "Already decided by another admin." },
    });
    renderWithProviders(
      <>
        <BankTransfersPage view={waiting} />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Approve the transfer of Mona Adel" }));
    expect(await screen.findByText("Already decided by another admin.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Mona Adel" })).toBeTruthy();
  });

  it("rejects only with a reason of 3 to 500 characters, checked before sending (ar)", async () => {
    const calls = fakeApi([transfer({})]);
    renderWithProviders(<BankTransfersPage view={waiting} />, { language: "ar" });
    await userEvent.click(await screen.findByRole("button", { name: "رفض إيصال Mona Adel" }));
    const dialog = await screen.findByRole("dialog", { name: "رفض الإيصال" });
    const reason = within(dialog).getByLabelText("السبب");

    await userEvent.type(reason, "لا");
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الإيصال" }));
    expect(within(dialog).getByText(/اكتب .+ أحرف على الأقل\./)).toBeTruthy();
    expect(calls.some((call) => call.url.includes("/reject"))).toBe(false);

    await userEvent.clear(reason);
    await userEvent.click(reason);
    await userEvent.paste("x".repeat(501));
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الإيصال" }));
    expect(within(dialog).getByText(/اجعل السبب في حدود .+ حرفًا\./)).toBeTruthy();
    expect(calls.some((call) => call.url.includes("/reject"))).toBe(false);

    await userEvent.clear(reason);
    await userEvent.type(reason, "المبلغ غير مطابق");
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الإيصال" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.includes("/api/admin/bank-transfers/11/reject"))?.body).toEqual({
      reason: "المبلغ غير مطابق",
    });
    expect(await screen.findByText("لا توجد إيصالات بانتظار المراجعة.")).toBeTruthy();
  });

  it("shows the server's word on the reason at the field", async () => {
    fakeApi([transfer({})], {
      status: 422,
      body: { error: true, message: "Invalid", errors: { reason: ["The reason is too short."] } },
    });
    renderWithProviders(<BankTransfersPage view={waiting} />);
    await userEvent.click(await screen.findByRole("button", { name: "Reject the receipt of Mona Adel" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject the receipt" });
    await userEvent.type(within(dialog).getByLabelText("Reason"), "Bad");
    await userEvent.click(within(dialog).getByRole("button", { name: "Reject receipt" }));
    expect(await within(dialog).findByText("The reason is too short.")).toBeTruthy();
  });

  it("says so when nothing was rejected", async () => {
    fakeApi([transfer({})]);
    renderWithProviders(<BankTransfersPage view={{ state: "rejected", page: 1 }} />);
    expect(await screen.findByText("No rejected receipts.")).toBeTruthy();
  });
});
