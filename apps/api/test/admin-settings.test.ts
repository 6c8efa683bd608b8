import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminSettings } from "@manzil/domain/contracts";
import { adminAuditLog } from "../src/db/schema/admin.js";
import { settings } from "../src/db/schema/content.js";
import { get, post } from "./auth-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
  member = await signInAs(t.app, t.database.db);
});
afterAll(async () => t?.close());

const save = (body: Record<string, unknown>, headers = admin, lang = "en") =>
  post<TAdminSettings>(t.app, `/api/admin/settings?lang=${lang}`, body, { headers });
const stored = async (key: string) =>
  (await t.database.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;

describe("the admin settings", () => {
  it("are for admins only: 403 for a member reading or writing, 401 for a guest", async () => {
    expect((await get(t.app, "/api/admin/settings", {}, { headers: member })).status).toBe(403);
    expect((await save({ currency_rates: { USD: "1" } }, member)).status).toBe(403);
    expect((await get(t.app, "/api/admin/settings")).status).toBe(401);
    expect(await stored("currency_rates")).not.toContain('"USD":1,');
  });

  it("are read by section, gateway secrets only as whether they are set", async () => {
    const reply = await get<TAdminSettings>(t.app, "/api/admin/settings", {}, { headers: admin });
    expect(reply.status).toBe(200);
    expect(reply.body.data.site_currency).toBe("EGP");
    expect(reply.body.data.currency_rates.USD).toBe(47.6);
    expect(reply.body.data.general.company_name).toBe("Manzil");
    expect(reply.body.data.weekend_days).toEqual([5, 6]);
    for (const gateway of reply.body.data.payment_methods.gateways) {
      expect(Object.keys(gateway.secret)).toEqual(["set"]);
    }
  });

  it("refuse bad values in the caller's language at their field, and write nothing of the request", async () => {
    const before = await stored("currency_rates");
    const reply = await save(
      {
        company_name: "Manzil Homes",
        system_color: "teal",
        facebook_id: "http://facebook.com/manzil",
        currency_rates: { USD: "47.1234567" },
        weekend_days: [5, 7],
        loyalty_discounts_4: [10, 5, 15, 20],
      },
      admin,
      "ar",
    );
    expect(reply.status).toBe(422);
    const errors = (reply.body as unknown as { errors: Record<string, string[]> }).errors;
    for (const field of ["system_color", "facebook_id", "currency_rates.USD", "loyalty_discounts_4"]) {
      expect(errors[field]?.[0], field).toMatch(arabicLetters);
    }
    expect(Object.keys(errors).some((field) => field.startsWith("weekend_days"))).toBe(true);
    expect(await stored("company_name")).toBe("Manzil");
    expect(await stored("currency_rates")).toBe(before);
  });

  it("refuse an unknown key, naming it", async () => {
    const reply = await save({ auto_approve: false, stripe_secret_key: "sk_live_x" }, admin, "ar");
    expect(reply.status).toBe(422);
    const errors = (reply.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(errors.stripe_secret_key?.[0] ?? errors._?.[0]).toMatch(arabicLetters);
    expect(await stored("auto_approve")).toBe("1");
  });

  it("a new USD rate is what web-settings answers at once, the other rates kept, the change audited", async () => {
    const reply = await save({ currency_rates: { USD: "50.25" } });
    expect(reply.status).toBe(200);
    expect(reply.body.data.currency_rates).toMatchObject({ USD: 50.25, EUR: 51.5 });
    const web = await get<{ currency_rates: Record<string, number> }>(t.app, "/api/web-settings");
    expect(web.body.data.currency_rates).toMatchObject({ USD: 50.25, EUR: 51.5, GBP: 60.2 });

    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, "currency_rates"))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: "settings.update", targetType: "setting" });
    expect(JSON.parse((entry!.before as Record<string, string>).currency_rates!).USD).toBe(47.6);
    expect(JSON.parse((entry!.after as Record<string, string>).currency_rates!).USD).toBe(50.25);
  });

  it("store flags, lists and colours as the readers expect them, recording only what changed", async () => {
    const countBefore = (await t.database.db.select().from(adminAuditLog)).length;
    const reply = await save({
      auto_approve: false,
      weekend_days: [4, 5],
      loyalty_discounts_5: [2.5, 4, 5, 5],
      system_color: "#0F766E",
      company_name: "Manzil",
    });
    expect(reply.status).toBe(200);
    expect(await stored("auto_approve")).toBe("0");
    expect(await stored("weekend_days")).toBe("4,5");
    expect(await stored("loyalty_discounts_5")).toBe("2.5,4,5,5");
    expect(reply.body.data.loyalty.loyalty_discounts_5).toEqual([2.5, 4, 5, 5]);
    expect(reply.body.data.weekend_days).toEqual([4, 5]);
    // The company name and colour were already so (the colour is stored lower case): no records for them.
    const records = (await t.database.db.select().from(adminAuditLog)).slice(countBefore);
    expect(records.map((r) => r.targetId).sort()).toEqual([
      "auto_approve",
      "loyalty_discounts_5",
      "weekend_days",
    ]);
    expect((await get(t.app, "/api/web-settings")).body.data).toMatchObject({ auto_approve: false });
  });
});
