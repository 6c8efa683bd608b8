import { type CreatePaymentInput } from "../src/modules/payments/providers/payment-provider.js";

let referenceCounter = 0;

/** What the ledger hands an adapter: the server's amount and a fresh reference (gateways refuse a reused one). */
export function paymentInput(amountMinor: number, currency: string): CreatePaymentInput {
  referenceCounter += 1;
  return {
    reference: `mz_${referenceCounter}`,
    amount: { amountMinor, currency },
    description: "Gold package (30 days)",
    customer: { id: 7, email: "buyer@example.com", name: "Mona Adel Hassan", phone: "+201001234567" },
    returnUrl: "https://manzil.example/payments/return",
    cancelUrl: "https://manzil.example/payments/cancel",
    language: "ar",
  };
}
