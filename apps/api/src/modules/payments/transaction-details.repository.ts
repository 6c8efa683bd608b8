import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { packages } from "../../db/schema/content.js";
import { paymentTransactions } from "../../db/schema/payments.js";

export async function packageNamesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: packages.id, name: packages.name, nameAr: packages.nameAr })
    .from(packages)
    .where(inArray(packages.id, ids));
}

export async function memberNamesByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** A transaction with its payer's address and name, for the payment e-mails. */
export async function transactionWithPayer(db: Database, transactionId: number) {
  const [row] = await db
    .select({ transaction: paymentTransactions, email: users.email, name: users.name })
    .from(paymentTransactions)
    .innerJoin(users, eq(users.id, paymentTransactions.userId))
    .where(eq(paymentTransactions.id, transactionId))
    .limit(1);
  return row ?? null;
}
