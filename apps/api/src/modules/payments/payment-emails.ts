import { formatMoney } from "@manzil/domain/currency";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import { invoiceOfTransaction } from "../invoices/invoices.repository.js";
import type { Messaging } from "../messaging/messaging.types.js";
import { describeTransactions } from "./transaction-details.js";
import { transactionWithPayer } from "./transaction-details.repository.js";

/** The web's list of the member's payments, linked from every payment e-mail. */
export const PAYMENTS_PAGE_PATH = "/user/transaction-history";

/**
 * E-mails the payer that a payment succeeded (with its invoice number) or failed. Run by the
 * `payments.send-email` job after the ledger committed, so a rolled-back change never mails anyone. The
 * member's language is the one of the request that settled the payment, else the site's default.
 */
export function createPaymentEmails(
  db: Database,
  deps: {
    messaging: Messaging;
    publicUrl: string;
    defaultLanguage: () => Promise<string | undefined>;
    log: FastifyBaseLogger;
  },
) {
  return {
    async send(input: { transactionId: number; state: "succeeded" | "failed"; lang: Language | null }) {
      const row = await transactionWithPayer(db, input.transactionId);
      if (!row?.email) {
        deps.log.info({ paymentTransactionId: input.transactionId }, "payment e-mail skipped: no address");
        return;
      }
      const fallback = await deps.defaultLanguage();
      const lang: Language = input.lang ?? (isLanguage(fallback) ? fallback : "en");
      const { transaction } = row;
      const [details, invoice] = await Promise.all([
        describeTransactions(db, [transaction], { viewerId: transaction.userId ?? 0, lang }),
        invoiceOfTransaction(db, transaction.id),
      ]);
      await deps.messaging.sendEmail({
        to: row.email,
        template: input.state === "succeeded" ? "payment_succeeded" : "payment_failed",
        lang,
        params: {
          name: row.name,
          title: details.get(transaction.id)?.title ?? transaction.reference,
          amount: formatMoney({ amount: transaction.amountMinor, currency: transaction.currency }, lang),
          invoice: invoice?.number ?? "—",
          reference: transaction.reference,
          link: `${deps.publicUrl}${PAYMENTS_PAGE_PATH}`,
        },
      });
    },
  };
}

export type PaymentEmails = ReturnType<typeof createPaymentEmails>;
