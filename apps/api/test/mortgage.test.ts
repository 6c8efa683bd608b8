import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../src/db/schema/content.js";
import { userPackages } from "../src/db/schema/packages.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";

type Result = {
  main_total: {
    principal_amount: number;
    down_payment: number;
    payable_interest: number;
    monthly_emi: number;
    total_amount: number;
  };
  currency: string;
  details_available: boolean;
  details_gate?: { code: string; message: string };
  yearly_totals?: {
    year: number;
    remaining_balance: number;
    monthly_totals: { month: number; principal_amount: number; remaining_balance: number }[];
  }[];
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A token for the seeded member holding package `name`, active now or (with `expired`) ended. */
async function holderOf(name: string, options: { expired?: boolean } = {}) {
  const [row] = await t.database.db
    .select({ id: userPackages.userId })
    .from(userPackages)
    .innerJoin(packages, eq(packages.id, userPackages.packageId))
    .where(
      and(
        eq(packages.name, name),
        options.expired ? sql`${userPackages.endsAt} <= now()` : sql`${userPackages.endsAt} > now()`,
      ),
    )
    .orderBy(asc(userPackages.id))
    .limit(1);
  return `Bearer ${await t.app.services.auth.issueToken(row!.id, "test")}`;
}

const query = "loan_amount=2500000&down_payment=500000&interest_rate=18&loan_term_years=10";

describe("GET /api/mortgage-calculator", () => {
  it("computes the instalment and totals on the financed amount", async () => {
    const { status, body } = await getJson<Result>(t.app, `/api/mortgage-calculator?${query}`);
    expect(status).toBe(200);
    const total = body.data.main_total;
    expect(total.principal_amount).toBe(2_000_000);
    expect(total.down_payment).toBe(500_000);
    // 2,000,000 at 18 %/year (1.5 %/month) over 120 months: about 36,037 a month by the annuity formula.
    expect(total.monthly_emi).toBeCloseTo(36_037.02, 1);
    expect(total.total_amount).toBeCloseTo(total.principal_amount + total.payable_interest, 2);
    expect(body.data.currency).toBe("EGP");
    expect(body.data).not.toHaveProperty("yearly_totals");
  });

  it("handles a 0 % rate (the reference divided by zero)", async () => {
    const { status, body } = await getJson<Result>(
      t.app,
      "/api/mortgage-calculator?loan_amount=120000&interest_rate=0&loan_term_years=1",
    );
    expect(status).toBe(200);
    expect(body.data.main_total).toMatchObject({
      monthly_emi: 10_000,
      payable_interest: 0,
      total_amount: 120_000,
    });
  });

  it("withholds the table from guests and from users without the package, saying why", async () => {
    const guest = await getJson<Result>(t.app, `/api/mortgage-calculator?${query}&show_all_details=1`);
    expect(guest.body.data.details_available).toBe(false);
    expect(guest.body.data.details_gate?.code).toBe("UNAUTHENTICATED");
    expect(guest.body.data).not.toHaveProperty("yearly_totals");

    const { authorization } = await signInAs(t.app, t.database.db);
    const member = await getJson<Result>(
      t.app,
      `/api/mortgage-calculator?${query}&show_all_details=1&lang=ar`,
      {
        authorization,
      },
    );
    expect(member.body.data.details_gate?.code).toBe("NOT_SUBSCRIBED");
    expect(member.body.data.details_gate?.message).toMatch(arabicLetters);
  });

  it("withholds the table from packages without the feature and from lapsed ones", async () => {
    for (const authorization of [await holderOf("Free"), await holderOf("Free", { expired: true })]) {
      const { body } = await getJson<Result>(t.app, `/api/mortgage-calculator?${query}&show_all_details=1`, {
        authorization,
      });
      expect(body.data.details_available).toBe(false);
      expect(body.data.details_gate?.code).toBe("NOT_SUBSCRIBED");
      expect(body.data.details_gate?.message).toBe("You have not subscribed. Please subscribe first");
      expect(body.data).not.toHaveProperty("yearly_totals");
    }
  });

  it("gives the table to a member whose package includes mortgage details", async () => {
    const { body } = await getJson<Result>(t.app, `/api/mortgage-calculator?${query}&show_all_details=1`, {
      authorization: await holderOf("Pro"),
    });
    expect(body.data.details_available).toBe(true);
    expect(body.data).not.toHaveProperty("details_gate");
    expect(body.data.yearly_totals).toHaveLength(10);
  });

  it("issue 4's bar: 1,000,000 with 200,000 down at 10 % over 20 years is 7,720.17 a month, and the months repay the loan", async () => {
    const { authorization } = await signInAs(t.app, t.database.db, { role: "admin" });
    const { status, body } = await getJson<Result>(
      t.app,
      "/api/mortgage-calculator?loan_amount=1000000&down_payment=200000&interest_rate=10&loan_term_years=20&show_all_details=1",
      { authorization },
    );
    expect(status).toBe(200);
    expect(Math.abs(body.data.main_total.monthly_emi - 7720.17)).toBeLessThanOrEqual(0.01);
    const months = body.data.yearly_totals!.flatMap((y) => y.monthly_totals);
    expect(months).toHaveLength(240);
    // Summed in piastres, so floating point cannot hide a lost or extra piastre.
    const principalPiastres = months.reduce((sum, m) => sum + Math.round(m.principal_amount * 100), 0);
    expect(principalPiastres).toBe(800_000_00);
    expect(months.at(-1)!.remaining_balance).toBe(0);
  });

  it("gives the yearly and monthly table to an account entitled to it", async () => {
    const { authorization } = await signInAs(t.app, t.database.db, { role: "admin" });
    const { body } = await getJson<Result>(t.app, `/api/mortgage-calculator?${query}&show_all_details=1`, {
      authorization,
    });
    expect(body.data.details_available).toBe(true);
    expect(body.data.yearly_totals).toHaveLength(10);
    expect(body.data.yearly_totals!.flatMap((y) => y.monthly_totals)).toHaveLength(120);
    expect(body.data.yearly_totals!.at(-1)!.remaining_balance).toBe(0);
  });

  it.each([
    [
      "a down payment not below the loan",
      "loan_amount=1000&down_payment=1000&interest_rate=5&loan_term_years=5",
      "down_payment",
    ],
    ["a missing loan amount", "interest_rate=5&loan_term_years=5", "loan_amount"],
    ["a negative rate", "loan_amount=1000&interest_rate=-1&loan_term_years=5", "interest_rate"],
    ["a fractional term", "loan_amount=1000&interest_rate=5&loan_term_years=2.5", "loan_term_years"],
    ["an absurd amount", "loan_amount=1e30&interest_rate=5&loan_term_years=5", "loan_amount"],
  ])("refuses %s with a field message in Arabic", async (_label, params, field) => {
    const { status, body } = await getJson(t.app, `/api/mortgage-calculator?${params}`, {
      "accept-language": "ar",
    });
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toContain(field);
    expect(body.errors![field]!.join(" ")).toMatch(arabicLetters);
  });
});
