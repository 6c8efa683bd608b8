import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { companies, users } from "../../db/schema/accounts.js";
import { packages, settings } from "../../db/schema/content.js";
import { invoiceCounters, invoices } from "../../db/schema/payments.js";
import type { Tx } from "../payments/payments.repository.js";

export type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The next number of `year`, gap-free: the counter row is created at 1 for a new year, or incremented under its
 * row lock, which holds until the issuing transaction ends. A parallel issuer waits for it, and a rolled-back
 * payment gives its number back.
 */
export async function takeInvoiceSequence(tx: Tx, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastSequence: sql`${invoiceCounters.lastSequence} + 1` },
    })
    .returning({ sequence: invoiceCounters.lastSequence });
  if (!row) throw new Error(`no invoice sequence returned for ${year}`);
  return row.sequence;
}

export async function insertInvoice(tx: Tx, values: typeof invoices.$inferInsert): Promise<void> {
  await tx.insert(invoices).values(values);
}

export async function invoiceOfTransaction(
  db: Database | Tx,
  transactionId: number,
): Promise<InvoiceRow | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.transactionId, transactionId)).limit(1);
  return rows[0] ?? null;
}

export async function invoiceNumbersOf(db: Database, transactionIds: number[]) {
  if (transactionIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ transactionId: invoices.transactionId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.transactionId, transactionIds));
  return new Map(rows.map((row) => [row.transactionId, row.number]));
}

/** Settings read inside the issuing transaction (a second connection could wait on this one's locks). */
export async function settingsIn(tx: Tx, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function buyerIn(tx: Tx, userId: number) {
  const rows = await tx
    .select({
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      address: users.address,
      companyName: companies.legalName,
      companyEmail: companies.email,
    })
    .from(users)
    .leftJoin(companies, eq(companies.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function packageNamesIn(tx: Tx | Database, packageId: number) {
  const rows = await tx
    .select({ name: packages.name, nameAr: packages.nameAr })
    .from(packages)
    .where(eq(packages.id, packageId))
    .limit(1);
  return rows[0] ?? null;
}
