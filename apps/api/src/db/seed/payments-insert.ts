import type { Database } from "../client.js";
import { paymentTransactions } from "../schema/payments.js";
import { issueInvoice } from "../../modules/invoices/invoice-issuer.js";
import type { PackagesService } from "../../modules/packages/packages.service.js";
import {
  insertReceipt,
  setReceiptRejection,
  setReviewed,
} from "../../modules/payments/payment-receipts.repository.js";
import { markRefunded, type TransactionRow } from "../../modules/payments/payments.repository.js";
import type { FileStore } from "../../storage/file-store.js";
import { buildPdf } from "./documents.js";
import type { PaymentSeed, ReceiptSeed } from "./payments.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The receipt's bytes: a one-page PDF, as a member's bank would send (receipts accept JPG, PNG or PDF). */
export function receiptPdf(receipt: ReceiptSeed): Buffer {
  return buildPdf({
    title: "Bank transfer confirmation",
    lines: [
      "Generated demo receipt, not a real transfer.",
      `Beneficiary: Manzil Properties LLC`,
      `Reference: ${receipt.key.slice(receipt.key.lastIndexOf("/") + 1, -4)}`,
    ],
    plan: false,
  });
}

/**
 * Writes the receipts into the store's PRIVATE area under their fixed keys, as bank-transfers does for an upload
 * (the same key again is overwritten with the same bytes, so seeding twice is harmless).
 */
export async function writeDemoReceipts(
  store: Pick<FileStore, "putPrivate">,
  seeds: readonly PaymentSeed[],
): Promise<number> {
  const receipts = seeds.flatMap((s) => s.receipts);
  for (const receipt of receipts) await store.putPrivate(receipt.key, receiptPdf(receipt), "application/pdf");
  return receipts.length;
}

/** A payment that took money, to be invoiced with the others in the order the money arrived (issueDemoInvoices). */
export type PaidDemoPayment = { row: TransactionRow; at: Date };

export type PaymentCounts = { paymentTransactions: number; paymentReceipts: number; paid: PaidDemoPayment[] };

/** Invoices numbered in the order the money arrived, as the ledger would have issued them. */
export async function issueDemoInvoices(tx: Tx, paid: readonly PaidDemoPayment[]): Promise<number> {
  const inOrder = [...paid].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const { row, at } of inOrder) await issueInvoice(tx, row, at);
  return inOrder.length;
}

/**
 * Inserts the demo payments in the order they were made, each as the ledger leaves it: a package bought is
 * activated by the packages service, a payment that succeeded is handed back for its invoice (issueDemoInvoices),
 * a refund ends the package, an admin's decision is recorded.
 */
export async function insertDemoPayments(
  tx: Tx,
  input: {
    seeds: readonly PaymentSeed[];
    userId: (index: number) => number;
    adminId: number;
    packageOf: (name: string) => { id: number; priceMinor: number; currency: string };
    currency: string;
    packages: Pick<PackagesService, "activatePurchased" | "endPurchased">;
  },
): Promise<PaymentCounts> {
  const counts: PaymentCounts = { paymentTransactions: 0, paymentReceipts: 0, paid: [] };
  const byTime = [...input.seeds].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const inserted: { seed: PaymentSeed; row: TransactionRow }[] = [];
  for (const seed of byTime) {
    const userId = input.userId(seed.user);
    const bought = "package" in seed.buys ? input.packageOf(seed.buys.package) : null;
    const recipientUserId = "transfer" in seed.buys ? input.userId(seed.buys.transfer) : null;
    const [row] = await tx
      .insert(paymentTransactions)
      .values({
        userId,
        purpose: bought ? "package" : "transfer",
        purposeId: bought?.id ?? recipientUserId ?? 0,
        recipientUserId,
        amountMinor: bought?.priceMinor ?? ("amountMinor" in seed.buys ? seed.buys.amountMinor : 0),
        currency: bought?.currency ?? input.currency,
        method: seed.method,
        providerPaymentId: seed.providerPaymentId,
        reference: `mz_demo_${seed.key}`,
        // A refund is recorded as the ledger makes it: on a payment that succeeded (below, after its invoice).
        state: seed.refund ? "succeeded" : seed.state,
        failureReason: seed.failureReason,
        succeededAt: seed.succeededAt,
        createdAt: seed.createdAt,
        updatedAt: seed.refund?.at ?? seed.reviewedAt ?? seed.succeededAt ?? seed.createdAt,
      })
      .returning();
    if (!row) throw new Error(`seed: payment ${seed.key} not inserted`);
    counts.paymentTransactions++;
    for (const receipt of seed.receipts) {
      const saved = await insertReceipt(tx, {
        transactionId: row.id,
        storageKey: receipt.key,
        contentType: "application/pdf",
        sizeBytes: receiptPdf(receipt).length,
        originalName: receipt.originalName,
        now: receipt.uploadedAt,
      });
      if (receipt.rejectionReason) {
        await setReceiptRejection(tx, {
          receiptId: saved.id,
          transactionId: row.id,
          reason: receipt.rejectionReason,
        });
      }
      counts.paymentReceipts++;
    }
    if (seed.reviewedAt) await setReviewed(tx, { id: row.id, adminId: input.adminId, now: seed.reviewedAt });
    if (seed.succeededAt && bought && seed.activates) {
      await input.packages.activatePurchased(tx, { userId, packageId: bought.id, now: seed.succeededAt });
    }
    inserted.push({ seed, row });
  }
  for (const { seed, row } of inserted) {
    if (seed.succeededAt !== null) counts.paid.push({ row, at: seed.succeededAt });
  }
  for (const { seed, row } of inserted) {
    if (!seed.refund) continue;
    await markRefunded(tx, {
      id: row.id,
      refundProviderId: seed.refund.id,
      reason: seed.refund.reason,
      now: seed.refund.at,
    });
    if (row.purpose === "package" && row.userId !== null) {
      await input.packages.endPurchased(tx, {
        userId: row.userId,
        packageId: row.purposeId,
        now: seed.refund.at,
      });
    }
  }
  return counts;
}
