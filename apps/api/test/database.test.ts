import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { properties } from "../src/db/schema/properties.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { withAdminClient } from "./test-database.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Drizzle wraps driver errors; the constraint name sits on the cause. */
async function constraintViolated(work: () => Promise<unknown>): Promise<string> {
  try {
    await work();
  } catch (error) {
    const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
    return cause?.constraint ?? cause?.message ?? String(error);
  }
  return "no error";
}

describe("the database itself refuses invalid values", () => {
  it("refuses an unknown listing type, a negative price and a lowercase currency", async () => {
    const [row] = await t.database.db.select({ id: properties.id }).from(properties).limit(1);
    const update = (values: Partial<typeof properties.$inferInsert>) =>
      t.database.db.update(properties).set(values).where(eq(properties.id, row!.id));
    expect(await constraintViolated(() => update({ listingType: "banana" as "sell" }))).toMatch(
      /listing_type_ck/,
    );
    expect(await constraintViolated(() => update({ priceMinor: -1 }))).toMatch(/price_ck/);
    expect(await constraintViolated(() => update({ currency: "egp" }))).toMatch(/currency_ck/);
    expect(await constraintViolated(() => update({ classification: 6 }))).toMatch(/classification_ck/);
  });

  it("refuses an advertisement that ends before it starts", async () => {
    const message = await constraintViolated(() =>
      t.database.db.execute(sql`update advertisements set ends_at = starts_at - interval '1 day'`),
    );
    expect(message).toMatch(/advertisements_period_ck/);
  });

  it("keeps one account per e-mail address, whatever its case", async () => {
    const message = await constraintViolated(() =>
      t.database.db
        .execute(sql`insert into users (slug, name, email) select slug || '-copy', name, upper(email)
        from users where email is not null limit 1`),
    );
    expect(message).toMatch(/users_email_uq/);
  });
});

describe("connection loss", () => {
  it.runIf(inject("template").kind === "postgres")(
    "keeps serving after the server cuts its idle connections",
    async () => {
      const template = inject("template");
      if (template.kind !== "postgres") return;
      expect((await t.app.inject({ method: "GET", url: "/api/health" })).statusCode).toBe(200);
      // execute() returns each driver's own result type; both carry the rows.
      const result = (await t.database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const name = result.rows[0]!.name;
      // As a failover or restart would: the server terminates every session of this database.
      await withAdminClient(template.adminUrl, (client) =>
        client.query(
          "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
          [name],
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await t.app.inject({ method: "GET", url: "/api/get-property-list?limit=1" });
      expect(response.statusCode).toBe(200);
    },
  );
});
