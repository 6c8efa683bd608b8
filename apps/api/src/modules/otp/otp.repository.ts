import { and, count, desc, eq, gt, gte, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { otpCodes } from "../../db/schema/accounts.js";
import type { OtpChannel, OtpPurpose } from "./otp.types.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type OtpRow = typeof otpCodes.$inferSelect;

/** Serialises issue/verify for one target inside the caller's transaction (several instances, one database). */
export async function lockTarget(tx: Tx, channel: OtpChannel, target: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${channel}:${target}`}))`);
}

export async function latestSent(tx: Tx, channel: OtpChannel, target: string): Promise<OtpRow | null> {
  const rows = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.target, target)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function sentToTargetSince(tx: Tx, channel: OtpChannel, target: string, since: Date) {
  const rows = await tx
    .select({ n: count(), oldest: sql<string | null>`min(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.channel, channel), eq(otpCodes.target, target), gte(otpCodes.createdAt, since)));
  return { count: Number(rows[0]?.n ?? 0), oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}

export async function sentFromIpSince(tx: Tx, ip: string, since: Date) {
  const rows = await tx
    .select({ n: count(), oldest: sql<string | null>`min(${otpCodes.createdAt})` })
    .from(otpCodes)
    .where(and(eq(otpCodes.requestIp, ip), gte(otpCodes.createdAt, since)));
  return { count: Number(rows[0]?.n ?? 0), oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null };
}

/** A new code replaces any live one for the same target and purpose. */
export async function retireLiveCodes(
  tx: Tx,
  channel: OtpChannel,
  target: string,
  purpose: OtpPurpose,
  now: Date,
) {
  await tx
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.channel, channel),
        eq(otpCodes.target, target),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
      ),
    );
}

export async function insertCode(
  tx: Tx,
  values: {
    channel: OtpChannel;
    target: string;
    purpose: OtpPurpose;
    codeHash: string;
    expiresAt: Date;
    requestIp: string;
    createdAt: Date;
  },
) {
  await tx.insert(otpCodes).values(values);
}

export async function liveCode(tx: Tx, channel: OtpChannel, target: string, purpose: OtpPurpose, now: Date) {
  const rows = await tx
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.channel, channel),
        eq(otpCodes.target, target),
        eq(otpCodes.purpose, purpose),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function recordWrongAttempt(tx: Tx, id: number) {
  await tx
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.id, id));
}

export async function consume(tx: Tx, id: number, now: Date) {
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, id));
}

/**
 * Codes that expired before `before`. The send limits count codes of the last hour, so `before` must lie further
 * back than that or a purge would hand out fresh sends.
 */
export async function deleteCodesExpiredBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(otpCodes).where(lt(otpCodes.expiresAt, before)).returning({ id: otpCodes.id });
  return rows.length;
}
