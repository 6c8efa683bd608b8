import { and, desc, eq } from "drizzle-orm";
import { paymentReceipts, paymentTransactions } from "../../db/schema/payments.js";
import type { Tx } from "./payments.repository.js";

export type ReceiptRow = typeof paymentReceipts.$inferSelect;
export type NewReceipt = {
  storageKey: string;
  contentType: "image/jpeg" | "image/png" | "application/pdf";
  sizeBytes: number;
  originalName: string | null;
};

export async function insertReceipt(
  tx: Tx,
  input: NewReceipt & { transactionId: number; now: Date },
): Promise<ReceiptRow> {
  const [row] = await tx
    .insert(paymentReceipts)
    .values({
      transactionId: input.transactionId,
      storageKey: input.storageKey,
      contentType: input.contentType,
      sizeBytes: input.sizeBytes,
      originalName: input.originalName,
      uploadedAt: input.now,
    })
    .returning();
  if (!row) throw new Error("insert into payment_receipts returned nothing");
  return row;
}

/** The receipt an admin just judged: the newest one of the transaction. */
export async function latestReceiptId(tx: Tx, transactionId: number): Promise<number | null> {
  const rows = await tx
    .select({ id: paymentReceipts.id })
    .from(paymentReceipts)
    .where(eq(paymentReceipts.transactionId, transactionId))
    .orderBy(desc(paymentReceipts.uploadedAt), desc(paymentReceipts.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function setReceiptRejection(
  tx: Tx,
  input: { receiptId: number; transactionId: number; reason: string },
): Promise<void> {
  await tx
    .update(paymentReceipts)
    .set({ rejectionReason: input.reason })
    .where(
      and(eq(paymentReceipts.id, input.receiptId), eq(paymentReceipts.transactionId, input.transactionId)),
    );
}

/** Who decided about a receipt, and when. */
export async function setReviewed(tx: Tx, input: { id: number; adminId: number; now: Date }): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ reviewedBy: input.adminId, reviewedAt: input.now })
    .where(eq(paymentTransactions.id, input.id));
}
