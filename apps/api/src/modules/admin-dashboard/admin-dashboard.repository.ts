import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client.js";

/** How many days the trend covers, today included. */
export const TREND_DAYS = 30;

type Row = Record<string, unknown>;

async function rowsOf(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

// node-postgres hands bigint sums back as strings; PGlite as numbers. Both become numbers here.
const num = (value: unknown) => Number(value ?? 0);

/** Rows of `key, n` into a map, for "count by state" queries. */
const countsBy = (rows: Row[], key: string) => new Map(rows.map((row) => [String(row[key]), num(row.n)]));

export type DashboardCountsRows = Awaited<ReturnType<typeof readCounts>>;

/** Every count of the dashboard as it stands now: one grouped query per table, all at once. */
export async function readCounts(db: Database, timeZone: string) {
  const [listings, classifications, projects, members, payments, bookings, queues] = await Promise.all([
    rowsOf(db, sql`select moderation_status as state, count(*)::int as n from properties group by 1`),
    rowsOf(db, sql`select classification, count(*)::int as n from properties group by 1 order by 1`),
    rowsOf(db, sql`select moderation_status as state, count(*)::int as n from projects group by 1`),
    rowsOf(
      db,
      sql`select count(*)::int as total,
            (count(*) filter (where customer_type = 'agent'))::int as agents,
            (count(*) filter (where verification_status = 'success'))::int as verified,
            (count(*) filter (where verification_status = 'pending'))::int as pending_verification,
            (count(*) filter (where not is_active))::int as deactivated
          from users where role = 'customer' and deleted_at is null`,
    ),
    // "This month" starts at midnight of the 1st on the site's wall clock, not in UTC.
    rowsOf(
      db,
      sql`select currency, count(*)::int as n, sum(amount_minor)::bigint as amount
          from payment_transactions
          where state = 'succeeded'
            and succeeded_at >= (date_trunc('month', now() at time zone ${timeZone}) at time zone ${timeZone})
          group by 1 order by 1`,
    ),
    rowsOf(db, sql`select status, count(*)::int as n from reservations group by 1`),
    rowsOf(
      db,
      sql`select
            (select count(*) from payment_transactions where state = 'review')::int as bank_transfers,
            (select count(*) from refund_requests where status = 'pending')::int as refunds,
            (select count(*) from user_reports where resolved_at is null)::int as reports,
            (select count(*) from advertisements where status = 'pending')::int as ads`,
    ),
  ]);
  return {
    listings: countsBy(listings, "state"),
    classifications: classifications.map((row) => ({
      classification: num(row.classification),
      count: num(row.n),
    })),
    projects: countsBy(projects, "state"),
    members: members[0] ?? {},
    payments: payments.map((row) => ({
      currency: String(row.currency),
      count: num(row.n),
      amount: num(row.amount),
    })),
    bookings: countsBy(bookings, "status"),
    queues: queues[0] ?? {},
  };
}

/**
 * A per-day count over the last TREND_DAYS days of the site's calendar: generate_series lays out every day so a
 * quiet day reads 0, and the range test on the raw timestamp keeps the created_at index usable.
 */
function dailyCounts(table: SQL, column: SQL, timeZone: string, extra: SQL = sql`true`): SQL {
  return sql`
    with days as (
      select d::date as day
      from generate_series(
        (now() at time zone ${timeZone})::date - ${TREND_DAYS - 1}::int,
        (now() at time zone ${timeZone})::date,
        interval '1 day'
      ) d
    ),
    hits as (
      select (${column} at time zone ${timeZone})::date as day, count(*)::int as n
      from ${table}
      where ${column} >= ((select min(day) from days)::timestamp at time zone ${timeZone}) and ${extra}
      group by 1
    )
    select to_char(days.day, 'YYYY-MM-DD') as day, coalesce(hits.n, 0)::int as n
    from days left join hits on hits.day = days.day
    order by days.day`;
}

export async function readTrends(db: Database, timeZone: string) {
  const [members, listings, bookings, payments, amounts] = await Promise.all([
    rowsOf(
      db,
      dailyCounts(sql`users`, sql`created_at`, timeZone, sql`role = 'customer' and deleted_at is null`),
    ),
    rowsOf(db, dailyCounts(sql`properties`, sql`created_at`, timeZone)),
    rowsOf(db, dailyCounts(sql`reservations`, sql`created_at`, timeZone)),
    rowsOf(db, dailyCounts(sql`payment_transactions`, sql`succeeded_at`, timeZone, sql`state = 'succeeded'`)),
    // Amounts per currency only for days that had any; the caller lays them onto the days above.
    rowsOf(
      db,
      sql`select to_char((succeeded_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, currency,
            sum(amount_minor)::bigint as amount
          from payment_transactions
          where state = 'succeeded'
            and succeeded_at >= ((((now() at time zone ${timeZone})::date - ${TREND_DAYS - 1}::int))::timestamp
              at time zone ${timeZone})
          group by 1, 2 order by 1, 2`,
    ),
  ]);
  const series = (rows: Row[]) => rows.map((row) => ({ day: String(row.day), n: num(row.n) }));
  return {
    members: series(members),
    listings: series(listings),
    bookings: series(bookings),
    payments: series(payments),
    amounts: amounts.map((row) => ({
      day: String(row.day),
      currency: String(row.currency),
      amount: num(row.amount),
    })),
  };
}
