import { and, asc, count, desc, eq, gt, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { packages } from "../../db/schema/content.js";
import { userPackages } from "../../db/schema/packages.js";
import { paymentReceipts, paymentTransactions } from "../../db/schema/payments.js";
import type { ReceiptRow } from "../payments/payment-receipts.repository.js";
import type { TransactionRow, Tx } from "../payments/payments.repository.js";

/** Whether the member has another bank transfer for this package waiting for an admin. */
export async function hasTransferInReview(
  db: Database | Tx,
  input: { userId: number; packageId: number; exceptId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.userId, input.userId),
        eq(paymentTransactions.method, "bank_transfer"),
        eq(paymentTransactions.purpose, "package"),
        eq(paymentTransactions.purposeId, input.packageId),
        eq(paymentTransactions.state, "review"),
        input.exceptId === undefined ? undefined : ne(paymentTransactions.id, input.exceptId),
      ),
    )
    .limit(1);
  return rows.length === 1;
}

export async function transactionById(db: Database, id: number): Promise<TransactionRow | null> {
  const rows = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1);
  return rows[0] ?? null;
}

/** A transaction's receipts, oldest first. */
export async function receiptsOf(db: Database, transactionId: number): Promise<ReceiptRow[]> {
  return db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.transactionId, transactionId))
    .orderBy(asc(paymentReceipts.uploadedAt), asc(paymentReceipts.id));
}

export async function packageNames(db: Database, id: number) {
  const rows = await db
    .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr })
    .from(packages)
    .where(eq(packages.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The newest receipt of each transaction, by a lateral-free correlated subquery (small pages only). */
const latestReceiptOf = sql<number | null>`(
  select r.id from ${paymentReceipts} r
  where r.transaction_id = ${paymentTransactions.id}
  order by r.uploaded_at desc, r.id desc limit 1)`;

/** The admins' bank-transfer queue: one state, receipts waiting oldest first, decided ones newest first. */
export async function bankTransferQueue(
  db: Database,
  input: { state: "review" | "rejected" | "succeeded"; offset: number; limit: number },
) {
  const where = and(
    eq(paymentTransactions.method, "bank_transfer"),
    eq(paymentTransactions.state, input.state),
  ) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select({
        transaction: paymentTransactions,
        user: { id: users.id, name: users.name, email: users.email },
        package: { id: packages.id, name: packages.name, nameAr: packages.nameAr },
        receipt: {
          id: paymentReceipts.id,
          contentType: paymentReceipts.contentType,
          sizeBytes: paymentReceipts.sizeBytes,
          uploadedAt: paymentReceipts.uploadedAt,
        },
        receiptCount: sql<number>`(select count(*)::int from ${paymentReceipts} c
          where c.transaction_id = ${paymentTransactions.id})`,
      })
      .from(paymentTransactions)
      .leftJoin(users, eq(users.id, paymentTransactions.userId))
      .leftJoin(
        packages,
        and(eq(paymentTransactions.purpose, "package"), eq(packages.id, paymentTransactions.purposeId)),
      )
      .leftJoin(paymentReceipts, eq(paymentReceipts.id, latestReceiptOf))
      .where(where)
      .orderBy(
        input.state === "review" ? asc(paymentTransactions.updatedAt) : desc(paymentTransactions.updatedAt),
        asc(paymentTransactions.id),
      )
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(paymentTransactions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

export type QueueRow = Awaited<ReturnType<typeof bankTransferQueue>>["rows"][number];

/** What the member's e-mail about a decision says: who they are, what they bought, and until when it runs. */
export async function decisionFacts(
  db: Database,
  input: { transactionId: number; receiptId: number | null },
) {
  const rows = await db
    .select({
      transaction: paymentTransactions,
      email: users.email,
      name: users.name,
      packageName: packages.name,
      packageNameAr: packages.nameAr,
    })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .leftJoin(packages, eq(packages.id, paymentTransactions.purposeId))
    .where(eq(paymentTransactions.id, input.transactionId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const [held, receipt] = await Promise.all([
    db
      .select({ endsAt: userPackages.endsAt })
      .from(userPackages)
      .where(
        and(
          eq(userPackages.userId, row.transaction.userId ?? 0),
          eq(userPackages.packageId, row.transaction.purposeId),
          gt(userPackages.endsAt, row.transaction.succeededAt ?? new Date(0)),
        ),
      )
      .orderBy(desc(userPackages.endsAt))
      .limit(1),
    input.receiptId === null
      ? []
      : db
          .select({ reason: paymentReceipts.rejectionReason })
          .from(paymentReceipts)
          .where(eq(paymentReceipts.id, input.receiptId))
          .limit(1),
  ]);
  return { ...row, endsAt: held[0]?.endsAt ?? null, reason: receipt[0]?.reason ?? null };
}
