import type { TPaymentTransaction } from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import { textDirection } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import { PaymentCancelPage } from "./payment-cancel-page";
import { latestRejectionReason, PaymentReturnPage, type StatusFetcher } from "./payment-return-page";

const PENDING: TPaymentTransaction = {
  id: 12,
  reference: "MZ-2026-00012",
  type: "package",
  purpose_id: 3,
  payment_gateway: "stripe",
  payment_status: "pending",
  amount: 1499,
  amount_minor: 149_900,
  currency: "EGP",
  transaction_id: "pi_123",
  failure_reason: null,
  created_at: "2026-11-27T03:00:00.000Z",
  updated_at: "2026-11-27T03:00:00.000Z",
  succeeded_at: null,
  has_receipt: false,
  title: "Gold",
  invoice_number: null,
  direction: "out",
  counterparty_name: null,
};

function show(language: Locale, element: React.ReactNode) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const Stub = createRoutesStub([
    {
      path: "/payment/return",
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          {element}
        </TestProviders>
      ),
    },
    { path: "/user/reservations/:id", Component: () => <p data-testid="booking-page">booking</p> },
  ]);
  render(<Stub initialEntries={["/payment/return"]} />);
}

/** Answers pending `pendingRounds` times, then `final`. */
function gateway(final: TPaymentTransaction["payment_status"], pendingRounds = 1) {
  let calls = 0;
  return vi.fn<StatusFetcher>(async () => {
    calls += 1;
    return { ...PENDING, payment_status: calls > pendingRounds ? final : "pending" };
  });
}

const title = async () => (await screen.findByTestId("payment-outcome-title")).textContent;

describe("the payment return page", () => {
  it.each([
    {
      language: "en" as const,
      next: "See your booking",
      note: "Taking you to your booking",
      body: "Your payment went through",
    },
    { language: "ar" as const, next: "عرض حجزك", note: "ننقلك إلى حجزك", body: "تم الدفع بنجاح" },
  ])("in $language sends a booking's settled payment on to the booking after a few seconds", async (c) => {
    const booking = {
      ...PENDING,
      type: "reservation" as const,
      purpose_id: 41,
      payment_status: "succeeded" as const,
    };
    show(
      c.language,
      <PaymentReturnPage
        transactionId={12}
        hints={{}}
        initial={booking}
        intervalMs={5}
        redirectAfterMs={30}
      />,
    );
    expect((await screen.findByTestId("booking-redirect")).textContent).toContain(c.note);
    // A booking is not a package: the outcome speaks of the booking.
    expect(screen.getByTestId("payment-outcome-body").textContent).toContain(c.body);
    expect(screen.getByTestId("payment-outcome-plans").textContent).toBe(c.next);
    expect(screen.getByTestId("payment-outcome-plans").getAttribute("href")).toBe(
      "/user/reservations/41?booked=1",
    );
    expect(await screen.findByTestId("booking-page")).toBeTruthy();
  });

  it("keeps a booking's pending payment on the page while it is still being checked", async () => {
    const booking = { ...PENDING, type: "reservation" as const, purpose_id: 41 };
    show(
      "en",
      <PaymentReturnPage
        transactionId={12}
        hints={{}}
        initial={booking}
        intervalMs={10_000}
        redirectAfterMs={5}
        getStatus={vi.fn<StatusFetcher>(async () => booking)}
      />,
    );
    await screen.findByTestId("payment-outcome");
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(screen.queryByTestId("booking-page")).toBeNull();
    expect(screen.queryByTestId("booking-redirect")).toBeNull();
  });

  it.each([
    ["en", "succeeded", "Payment successful", "Your package is now active."],
    ["ar", "succeeded", "تم الدفع بنجاح", "أصبحت باقتك فعّالة الآن."],
    [
      "en",
      "failed",
      "Payment failed",
      "No money was taken for this attempt. You can try again or choose another method.",
    ],
    [
      "ar",
      "failed",
      "فشل الدفع",
      "لم يُخصم أي مبلغ في هذه المحاولة. يمكنك المحاولة مجددًا أو اختيار طريقة أخرى.",
    ],
    [
      "en",
      "cancelled",
      "Payment canceled",
      "You left the payment before it was completed. Nothing was charged.",
    ],
    ["ar", "cancelled", "تم إلغاء الدفع", "غادرت صفحة الدفع قبل إتمامه، ولم يُخصم أي مبلغ."],
  ] as const)("%s: polls while pending, then shows %s", async (language, final, heading, body) => {
    const getStatus = gateway(final, 2);
    show(
      language,
      <PaymentReturnPage
        transactionId={12}
        hints={{ token: "T" }}
        initial={PENDING}
        intervalMs={5}
        getStatus={getStatus}
      />,
    );
    expect(await title()).toBe(language === "en" ? "Confirming your payment…" : "جارٍ تأكيد دفعتك…");
    await vi.waitFor(() =>
      expect(screen.getByTestId("payment-outcome").getAttribute("data-phase")).toBe(final),
    );
    expect(await title()).toBe(heading);
    expect(screen.getByTestId("payment-outcome-body").textContent).toBe(body);
    // Pending twice, then the answer: three calls, and none after it.
    expect(getStatus).toHaveBeenCalledTimes(3);
    expect(getStatus).toHaveBeenCalledWith(12, { token: "T" });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(getStatus).toHaveBeenCalledTimes(3);
  });

  it.each([
    ["en", "PayPal API error"],
    ["ar", "خطأ في واجهة PayPal"],
  ] as const)("names PayPal's own failure (%s)", async (language, body) => {
    show(
      language,
      <PaymentReturnPage
        transactionId={12}
        hints={{}}
        initial={{
          ...PENDING,
          payment_gateway: "paypal",
          payment_status: "failed",
          failure_reason: "provider_error",
        }}
      />,
    );
    await screen.findByTestId("payment-outcome-title");
    expect(screen.getByTestId("payment-outcome-body").textContent).toBe(body);
  });

  it("keeps asking through a lost answer", async () => {
    let calls = 0;
    const getStatus = vi.fn<StatusFetcher>(async () => {
      calls += 1;
      if (calls === 1) throw new Error("network");
      return { ...PENDING, payment_status: "succeeded" };
    });
    show(
      "en",
      <PaymentReturnPage
        transactionId={12}
        hints={{}}
        initial={PENDING}
        intervalMs={5}
        getStatus={getStatus}
      />,
    );
    await vi.waitFor(() =>
      expect(screen.getByTestId("payment-outcome-title").textContent).toBe("Payment successful"),
    );
  });

  it("does not poll a final answer", async () => {
    const getStatus = gateway("succeeded");
    show(
      "en",
      <PaymentReturnPage
        transactionId={12}
        hints={{}}
        initial={{ ...PENDING, payment_status: "succeeded" }}
        intervalMs={5}
        getStatus={getStatus}
      />,
    );
    expect(await title()).toBe("Payment successful");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(getStatus).not.toHaveBeenCalled();
  });

  it.each([
    ["en", "Receipt rejected", "Reason given", "Upload a clearer picture: the amount cannot be read."],
    ["ar", "تم رفض الإيصال", "السبب", "الصورة غير واضحة."],
  ] as const)(
    "a rejected receipt shows the admin's reason and takes a new one (%s)",
    async (language, heading, label, reason) => {
      show(
        language,
        <PaymentReturnPage
          transactionId={12}
          hints={{}}
          initial={{ ...PENDING, payment_gateway: "bank_transfer", payment_status: "rejected" }}
          getRejection={async () => reason}
        />,
      );
      expect(await title()).toBe(heading);
      const rejected = screen.getByTestId("receipt-rejected");
      expect((await within(rejected).findByTestId("receipt-rejection-reason")).textContent).toBe(reason);
      expect(within(rejected).getByText(label)).toBeTruthy();
      expect(within(rejected).getByTestId("receipt-form")).toBeTruthy();
    },
  );

  it("shows the reason for the newest rejected receipt (the API lists receipts oldest first)", () => {
    const receipts = [
      { rejection_reason: "The amount cannot be read." },
      { rejection_reason: "This is the receipt of another transfer." },
      { rejection_reason: null },
    ];
    expect(latestRejectionReason(receipts)).toBe("This is the receipt of another transfer.");
    expect(latestRejectionReason([{ rejection_reason: null }])).toBeNull();
  });

  it.each([
    ["en", "Receipt submitted, pending verification"],
    ["ar", "تم إرسال الإيصال، بانتظار التحقق"],
  ] as const)("a receipt in review waits on a person, not on a poll (%s)", async (language, heading) => {
    const getStatus = gateway("succeeded");
    show(
      language,
      <PaymentReturnPage
        transactionId={12}
        hints={{}}
        initial={{ ...PENDING, payment_gateway: "bank_transfer", payment_status: "review" }}
        intervalMs={5}
        getStatus={getStatus}
      />,
    );
    expect(await title()).toBe(heading);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(getStatus).not.toHaveBeenCalled();
  });
});

describe("the payment cancel page", () => {
  it.each([
    ["en", "Payment canceled"],
    ["ar", "تم إلغاء الدفع"],
  ] as const)("reports the abandoned payment and says it was canceled (%s)", async (language, heading) => {
    const report = vi.fn(async () => ({ ...PENDING, payment_status: "cancelled" as const }));
    show(language, <PaymentCancelPage transactionId={12} report={report} />);
    await vi.waitFor(() => expect(screen.getByTestId("payment-outcome-title").textContent).toBe(heading));
    expect(report).toHaveBeenCalledWith(12);
  });

  it("shows a payment that did go through as paid", async () => {
    const report = vi.fn(async () => ({ ...PENDING, payment_status: "succeeded" as const }));
    show("en", <PaymentCancelPage transactionId={12} report={report} />);
    await vi.waitFor(() =>
      expect(screen.getByTestId("payment-outcome-title").textContent).toBe("Payment successful"),
    );
  });
});
