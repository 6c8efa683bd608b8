import type { TRefundApproval } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { RefundApprovalsPage } from "./refund-approvals-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function refund(overrides: Partial<TRefundApproval> = {}): TRefundApproval {
  return {
    id: 5,
    transaction_id: 41,
    property_title: "Nile View Hotel",
    customer: { first_name: "Mona", last_name: "Adel", email: "mona@example.com" },
    check_in_date: "2026-12-04",
    check_out_date: "2026-12-06",
    amount: 4200,
    refund_amount: 2100,
    amount_minor: 420_000,
    refund_amount_minor: 210_000,
    currency: "EGP",
    payment_method: "paymob",
    refund_status: "pending",
    refund_reason: "My flight was cancelled",
    requires_approval: true,
    rejection_reason: null,
    created_at: "2026-12-01T09:00:00.000Z",
    decided_at: null,
    // Only what the card reads of the booking.
    reservation: { id: 31, reference: "MZR-000031" } as TRefundApproval["reservation"],
    ...overrides,
  };
}

type Call = { url: string; body: unknown };

/** eBroker's answer: `refund_approvals` and `total` at the top; a decision moves the refund as the API does. */
function fakeApi(items: TRefundApproval[], refuse?: { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url.startsWith("/api/payments/refund-approvals?")) {
        return json(200, {
          error: false,
          message: "",
          data: items,
          refund_approvals: items,
          total: items.length,
        });
      }
      const decision = /^\/api\/payments\/refund-approvals\/(\d+)/.exec(url);
      if (decision) {
        if (refuse) return json(refuse.status, refuse.body);
        const item = items.find((candidate) => candidate.id === Number(decision[1]))!;
        const sent = body as { status: string; rejection_reason?: string };
        item.refund_status = sent.status as TRefundApproval["refund_status"];
        item.rejection_reason = sent.rejection_reason ?? null;
        return json(200, { error: false, message: "", data: item });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const BASE = "/user/refund-approvals";

describe("Refund approvals", () => {
  it("shows who asks how much back of what they paid, why, and for which stay", async () => {
    const calls = fakeApi([refund()]);
    renderWithProviders(<RefundApprovalsPage view={{ filter: "pending", page: 1 }} base={BASE} />);
    const card = (await screen.findByRole("heading", { name: "Mona Adel" })).closest("article")!;
    expect(within(card).getByText("Nile View Hotel")).toBeTruthy();
    expect(within(card).getByText(/2,100\.00/)).toBeTruthy();
    expect(within(card).getByText(/4,200\.00/)).toBeTruthy();
    expect(within(card).getByText("My flight was cancelled").getAttribute("dir")).toBe("auto");
    expect(within(card).getByText("Dec 4, 2026 – Dec 6, 2026")).toBeTruthy();
    expect(within(card).getByText("Paymob")).toBeTruthy();
    expect(within(card).getByText("MZR-000031")).toBeTruthy();
    expect(within(card).getByText("Waiting", { selector: "[data-testid=status-badge]" })).toBeTruthy();
    expect(calls[0]?.url).toContain("status=pending");
    expect(calls[0]?.url).toContain("per_page=100");
  });

  it("approves after confirming; the refund then shows as decided", async () => {
    const calls = fakeApi([refund()]);
    renderWithProviders(
      <>
        <RefundApprovalsPage view={{ filter: "all", page: 1 }} base={BASE} />
        <Toaster />
      </>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Approve the refund of Mona Adel" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this refund?" });
    expect(within(dialog).getByText(/goes back to Mona Adel/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve refund" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.startsWith("/api/payments/refund-approvals/5"))?.body).toMatchObject(
      {
        status: "approved",
      },
    );
    expect(await screen.findByText("Refund approved.")).toBeTruthy();
    expect(await screen.findByText("Approved", { selector: "[data-testid=status-badge]" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Approve the refund of Mona Adel" })).toBeNull();
  });

  it("rejects only with a reason, and shows it on the decided refund (ar)", async () => {
    const calls = fakeApi([refund()]);
    renderWithProviders(<RefundApprovalsPage view={{ filter: "all", page: 1 }} base={BASE} />, {
      language: "ar",
    });
    await userEvent.click(await screen.findByRole("button", { name: "رفض استرداد Mona Adel" }));
    const dialog = await screen.findByRole("dialog", { name: "رفض هذا الاسترداد" });
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الاسترداد" }));
    expect(within(dialog).getByText(/اكتب .+ أحرف على الأقل\./)).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith("/api/payments/refund-approvals/5"))).toBe(false);

    await userEvent.type(within(dialog).getByLabelText("السبب"), "الإلغاء بعد الموعد المسموح");
    await userEvent.click(within(dialog).getByRole("button", { name: "رفض الاسترداد" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.find((call) => call.url.startsWith("/api/payments/refund-approvals/5"))?.body).toMatchObject(
      {
        status: "rejected",
        rejection_reason: "الإلغاء بعد الموعد المسموح",
      },
    );
    expect(await screen.findByText("الإلغاء بعد الموعد المسموح")).toBeTruthy();
    expect(screen.getByText("مرفوض", { selector: "[data-testid=status-badge]" })).toBeTruthy();
  });

  it("keeps the dialog open with the API's refusal", async () => {
    fakeApi([refund()], {
      status: 409,
      body: { error: true, message: "The payment provider refused the refund." },
    });
    renderWithProviders(<RefundApprovalsPage view={{ filter: "pending", page: 1 }} base={BASE} />);
    await userEvent.click(await screen.findByRole("button", { name: "Approve the refund of Mona Adel" }));
    const dialog = await screen.findByRole("dialog", { name: "Approve this refund?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Approve refund" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "The payment provider refused the refund.",
    );
  });

  it("says so when nothing is waiting, in both languages", async () => {
    fakeApi([refund({ refund_status: "approved" })]);
    const { unmount } = renderWithProviders(
      <RefundApprovalsPage view={{ filter: "pending", page: 1 }} base={BASE} />,
    );
    expect(await screen.findByText("No refunds are waiting for you.")).toBeTruthy();
    unmount();
    renderWithProviders(<RefundApprovalsPage view={{ filter: "pending", page: 1 }} base={BASE} />, {
      language: "ar",
    });
    expect(await screen.findByText("لا توجد استردادات بانتظار ردك.")).toBeTruthy();
  });
});
