import { getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * `"table"."column"` for correlated subqueries. Drizzle prints columns unqualified in single-table queries, and an
 * unqualified `"id"` inside a subquery silently binds to the subquery's own table.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
