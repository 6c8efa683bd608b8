import { formatMoney } from "@manzil/domain/currency";
import { z } from "zod";
import type { Database } from "../../db/client.js";
import { defineJob } from "../../jobs/job-definition.js";
import { transactionWithPayer } from "../payments/transaction-details.repository.js";
import type { NotificationsService } from "./notifications.service.js";

/** The web's list of the member's payments (the payment e-mails link there too). */
export const PAYMENTS_LINK = "/user/transaction-history";

/** Queued beside `payments.send-email` once the ledger committed a success or a failure (ADR 060). */
export const PAYMENT_NOTICE_JOB = "notifications.payment-notice";

/** Tells the payer in their inbox that a payment went through or failed; the amount reads in both languages. */
export function createPaymentNotices(db: Database, notifications: NotificationsService) {
  return {
    async send(input: { transactionId: number; state: "succeeded" | "failed" }): Promise<void> {
      const row = await transactionWithPayer(db, input.transactionId);
      const payer = row?.transaction.userId;
      if (!row || !payer) return;
      const money = { amount: row.transaction.amountMinor, currency: row.transaction.currency };
      await notifications.notify({
        userId: payer,
        kind: input.state === "succeeded" ? "payment_succeeded" : "payment_failed",
        params: {
          amount: formatMoney(money, "en"),
          amount_ar: formatMoney(money, "ar"),
          reference: row.transaction.reference,
        },
        link: PAYMENTS_LINK,
      });
    },
  };
}

export type PaymentNotices = ReturnType<typeof createPaymentNotices>;

export const paymentNoticeJob = defineJob({
  payload: z.object({
    transactionId: z.number().int().positive(),
    state: z.enum(["succeeded", "failed"]),
    lang: z.enum(["en", "ar"]).nullable().optional(),
  }),
  retry: { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true },
  async handle(payload, { services }) {
    await services.paymentNotices.send(payload);
  },
});
