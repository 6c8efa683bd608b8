import { refundGatewayFailure } from "./refund-gateway-errors.js";
import type { TPaymentTransaction } from "@manzil/domain/contracts";
import { toDecimalString, toMinorUnits } from "@manzil/domain/money";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { AuditHook, PaymentLedger } from "./payment-ledger.js";
import { mapTransaction } from "./payments.mapper.js";
import { transactionById } from "./payments.repository.js";
import type { EnabledProviders } from "./providers/enabled-providers.js";

function invalidAmount(): AppError {
  return new AppError("VALIDATION_FAILED", {
    messageKey: "payments.refund_amount_invalid",
    fields: { amount: ["payments.refund_amount_invalid"] },
  });
}

/**
 * Refunds by an admin (ADR 043): the ledger moves succeeded → refunded under the row lock and asks the payment's
 * gateway for the money back; a gateway that cannot be reached or refuses leaves the payment as it was.
 */
export function createRefundsService(
  db: Database,
  deps: { providers: EnabledProviders; ledger: PaymentLedger; log: FastifyBaseLogger },
) {
  async function refund(input: {
    transactionId: number;
    amountMinor: number | null;
    reason: string;
    now: Date;
    audit?: AuditHook;
  }): Promise<TPaymentTransaction> {
    const row = await transactionById(db, input.transactionId);
    if (!row) throw new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });
    try {
      const refunded = await deps.ledger.refund({
        transactionId: row.id,
        amountMinor: input.amountMinor,
        reason: input.reason,
        gateway: deps.providers[row.method] ?? null,
        now: input.now,
        ...(input.audit ? { audit: input.audit } : {}),
      });
      return mapTransaction(refunded);
    } catch (error) {
      const failure = refundGatewayFailure(error);
      if (failure)
        deps.log.warn({ err: error, paymentTransactionId: row.id }, "refund failed at the gateway");
      throw failure ?? error;
    }
  }

  return {
    /** `admin/payments/:id/refund`: the whole payment or `amountMinor` of it. */
    refund,

    /** eBroker's `paymob-refund`: a Paymob payment, the amount in major units of the payment's currency. */
    async refundPaymob(input: {
      transactionId: number;
      amount: number | string;
      reason: string;
      now: Date;
      audit?: AuditHook;
    }) {
      const row = await transactionById(db, input.transactionId);
      // Only Paymob payments go through this name; anything else is not one it knows.
      if (!row || row.method !== "paymob")
        throw new AppError("NOT_FOUND", { messageKey: "payments.transaction_not_found" });
      let amountMinor: number;
      try {
        amountMinor = toMinorUnits(input.amount, row.currency);
      } catch {
        throw invalidAmount();
      }
      // More decimals than the currency has ("10.005" EGP) would be rounded: refused instead.
      if (Number(toDecimalString(amountMinor, row.currency)) !== Number(input.amount) || amountMinor <= 0) {
        throw invalidAmount();
      }
      return refund({
        transactionId: row.id,
        amountMinor,
        reason: input.reason,
        now: input.now,
        ...(input.audit ? { audit: input.audit } : {}),
      });
    },
  };
}
