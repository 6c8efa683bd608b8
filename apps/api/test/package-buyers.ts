import { and, asc, eq, isNotNull, notExists, notInArray } from "drizzle-orm";
import { users } from "../src/db/schema/accounts.js";
import { userPackages } from "../src/db/schema/packages.js";
import { paymentTransactions } from "../src/db/schema/payments.js";
import type { TestApp } from "./test-app.js";

export type Buyer = {
  id: number;
  email: string | null;
  name: string;
  token: string;
  headers: { authorization: string };
};

/**
 * Active customers of the demo data who hold no package and never paid anything (the demo set's travellers paid for
 * stays), a different one per call, each signed in: the members a payment test can buy a first package for without
 * one test's purchase leaking into the next.
 * `withEmail` keeps to members who have an address (gateways that need the payer's e-mail, e-mail assertions).
 */
export function packagelessBuyers(app: () => TestApp, options: { withEmail?: boolean } = {}) {
  const taken: number[] = [];
  return async function nextBuyer(): Promise<Buyer> {
    const t = app();
    const { db } = t.database;
    const [row] = await db
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.role, "customer"),
          eq(users.isActive, true),
          options.withEmail ? isNotNull(users.email) : undefined,
          notExists(db.select().from(userPackages).where(eq(userPackages.userId, users.id))),
          notExists(db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, users.id))),
          taken.length > 0 ? notInArray(users.id, taken) : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(1);
    if (!row) throw new Error("the demo data has no more members without a package");
    taken.push(row.id);
    const token = await t.app.services.auth.issueToken(row.id, "test");
    return { ...row, token, headers: { authorization: `Bearer ${token}` } };
  };
}
