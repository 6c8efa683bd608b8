import { and, asc, count, desc, eq, gte, isNotNull, lt, notInArray, or, type SQL } from "drizzle-orm";
import type { TPaymentMethod, TPaymentPurpose, TPaymentState } from "@manzil/domain/payments";
import type { Database } from "../../db/client.js";
import { paymentEvents, paymentTransactions } from "../../db/schema/payments.js";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type TransactionRow = typeof paymentTransactions.$inferSelect;

export async function insertTransaction(
  db: Database | Tx,
  values: {
    userId: number;
    purpose: TPaymentPurpose;
    purposeId: number;
    amountMinor: number;
    currency: string;
    method: TPaymentMethod;
    reference: string;
    /** `send-money` only: the member paid. */
    recipientUserId?: number;
  },
): Promise<TransactionRow> {
  const [row] = await db.insert(paymentTransactions).values(values).returning();
  if (!row) throw new Error("insert into payment_transactions returned nothing");
  return row;
}

export async function setProviderPaymentId(
  db: Database,
  input: { id: number; providerPaymentId: string; now: Date },
): Promise<TransactionRow> {
  const [row] = await db
    .update(paymentTransactions)
    .set({ providerPaymentId: input.providerPaymentId, updatedAt: input.now })
    .where(eq(paymentTransactions.id, input.id))
    .returning();
  if (!row) throw new Error(`payment transaction ${input.id} vanished`);
  return row;
}

/**
 * The transaction a gateway reports about, locked until the caller's transaction ends: every state change of one
 * payment happens one at a time, so parallel duplicates see the state the first one left.
 */
export async function lockByProviderPayment(
  tx: Tx,
  input: { method: TPaymentMethod; providerPaymentId: string; reference: string | null },
): Promise<TransactionRow | null> {
  const byProviderId = eq(paymentTransactions.providerPaymentId, input.providerPaymentId);
  const rows = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.method, input.method),
        input.reference
          ? and(byProviderId, eq(paymentTransactions.reference, input.reference))
          : byProviderId,
      ),
    )
    .limit(1)
    .for("update");
  return rows[0] ?? null;
}

export async function lockById(tx: Tx, id: number): Promise<TransactionRow | null> {
  const rows = await tx
    .select()
    .from(paymentTransactions)
    .where(eq(paymentTransactions.id, id))
    .limit(1)
    .for("update");
  return rows[0] ?? null;
}

export async function updateState(
  tx: Tx,
  input: { id: number; state: TPaymentState; failureReason: string | null; now: Date },
): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({
      state: input.state,
      failureReason: input.failureReason,
      updatedAt: input.now,
      ...(input.state === "succeeded" ? { succeededAt: input.now } : {}),
    })
    .where(eq(paymentTransactions.id, input.id));
}

/** Records a verified event once; false when (provider, event id) was already recorded: a replay. */
export async function recordEvent(
  tx: Tx,
  input: { provider: TPaymentMethod; eventId: string; transactionId: number | null; outcome: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(input)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function setEventOutcome(
  tx: Tx,
  input: { provider: TPaymentMethod; eventId: string; outcome: string },
): Promise<void> {
  await tx
    .update(paymentEvents)
    .set({ outcome: input.outcome })
    .where(and(eq(paymentEvents.provider, input.provider), eq(paymentEvents.eventId, input.eventId)));
}

export async function ownTransaction(
  db: Database,
  input: { id: number; userId: number },
): Promise<TransactionRow | null> {
  const rows = await db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.id, input.id), eq(paymentTransactions.userId, input.userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function listOwn(
  db: Database,
  input: {
    userId: number;
    purpose?: TPaymentPurpose | undefined;
    from?: Date | undefined;
    until?: Date | undefined;
    offset: number;
    limit: number;
  },
): Promise<{ rows: TransactionRow[]; total: number }> {
  const where = and(
    // A transfer received shows only once it succeeded: before that no money has moved to the member.
    or(
      eq(paymentTransactions.userId, input.userId),
      and(eq(paymentTransactions.recipientUserId, input.userId), eq(paymentTransactions.state, "succeeded")),
    ),
    input.purpose ? eq(paymentTransactions.purpose, input.purpose) : undefined,
    input.from ? gte(paymentTransactions.createdAt, input.from) : undefined,
    input.until ? lt(paymentTransactions.createdAt, input.until) : undefined,
  ) as SQL;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(paymentTransactions)
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .offset(input.offset)
      .limit(input.limit),
    db.select({ total: count() }).from(paymentTransactions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.total ?? 0) };
}

/** A refunded payment: the state and what the gateway (if any) answered, kept with the admin's reason. */
export async function markRefunded(
  tx: Tx,
  input: { id: number; refundProviderId: string | null; reason: string; now: Date },
): Promise<TransactionRow> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({
      state: "refunded",
      refundProviderId: input.refundProviderId,
      refundedAt: input.now,
      refundReason: input.reason,
      updatedAt: input.now,
    })
    .where(eq(paymentTransactions.id, input.id))
    .returning();
  if (!row) throw new Error(`payment transaction ${input.id} vanished`);
  return row;
}

export async function transactionById(db: Database, id: number): Promise<TransactionRow | null> {
  const rows = await db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id)).limit(1);
  return rows[0] ?? null;
}

/**
 * Gateway payments still pending after `startedBefore` (and no older than `startedAfter`), oldest first: what the
 * reconciliation job asks the gateways about. Bank transfers and cash wait for a person, not a gateway.
 */
export async function pendingAtGateways(
  db: Database,
  input: { startedBefore: Date; startedAfter: Date; limit: number },
): Promise<TransactionRow[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.state, "pending"),
        isNotNull(paymentTransactions.providerPaymentId),
        notInArray(paymentTransactions.method, ["bank_transfer", "cash"]),
        lt(paymentTransactions.createdAt, input.startedBefore),
        gte(paymentTransactions.createdAt, input.startedAfter),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt), asc(paymentTransactions.id))
    .limit(input.limit);
}
