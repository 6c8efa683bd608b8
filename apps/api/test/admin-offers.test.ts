import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TAdminHomepageSection,
  TAdminPackage,
  TAdminPackageList,
  TAdminReportReason,
} from "@manzil/domain/contracts";
import { adminAuditLog } from "../src/db/schema/admin.js";
import { packageFeatures, packages } from "../src/db/schema/content.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let admin: { authorization: string };
let member: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = { authorization: (await signInAs(t.app, t.database.db, { role: "admin" })).authorization };
  member = { authorization: (await signInAs(t.app, t.database.db)).authorization };
});
afterAll(async () => t?.close());

type Errors = { errors: Record<string, string[]>; message: string };
const errorsOf = (body: unknown) => (body as Errors).errors;
const write = <T>(url: string, body: Record<string, unknown>, lang = "en", headers = admin) =>
  post<T>(t.app, `${url}?lang=${lang}`, body, { headers });
const remove = async (url: string, lang = "en") => {
  const response = await t.app.inject({ method: "DELETE", url: `${url}?lang=${lang}`, headers: admin });
  return { status: response.statusCode, body: response.json() as { message: string } };
};
const lastAudit = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, action))
      .orderBy(desc(adminAuditLog.id))
      .limit(1)
  )[0];

const starter = {
  name: "Starter",
  name_ar: "البداية",
  package_type: "free",
  price_minor: 0,
  duration_hours: 720,
  ios_product_id: "",
  features: [
    { type: "property_list", limit_type: "limited", limit: 3 },
    { type: "mortgage_calculator_detail", limit_type: "unlimited" },
  ],
};

describe("admin packages", () => {
  it("are for admins only", async () => {
    expect((await get(t.app, "/api/admin/packages", {}, { headers: member })).status).toBe(403);
    expect((await write("/api/admin/packages", starter, "en", member)).status).toBe(403);
    expect((await get(t.app, "/api/admin/packages")).status).toBe(401);
  });

  it("list every package with its features, its holders now and the site currency", async () => {
    const reply = await get<TAdminPackageList>(t.app, "/api/admin/packages", {}, { headers: admin });
    expect(reply.status).toBe(200);
    const { packages: list, features, currency } = reply.body.data;
    expect(currency).toBe("EGP");
    expect(features).toHaveLength(7);
    expect(list.length).toBeGreaterThan(1);
    const now = new Date();
    for (const pkg of list) {
      const held = await t.database.db.select().from(userPackages).where(eq(userPackages.packageId, pkg.id));
      const holders = new Set(held.filter((h) => h.startsAt <= now && h.endsAt > now).map((h) => h.userId));
      expect(pkg.holders, pkg.name).toBe(holders.size);
    }
    expect(list.some((pkg) => pkg.holders > 0)).toBe(true);
    expect(list.some((pkg) => pkg.features.some((f) => f.limit_type === "limited" && f.limit! > 0))).toBe(
      true,
    );
  });

  it("refuse bad packages in the caller's language at their fields, writing nothing", async () => {
    const before = (await t.database.db.select().from(packages)).length;
    const reply = await write(
      "/api/admin/packages",
      {
        ...starter,
        name_ar: " ",
        price_minor: 500,
        duration_hours: 0,
        features: [
          { type: "property_list", limit_type: "limited" },
          { type: "mortgage_calculator_detail", limit_type: "unlimited", limit: 4 },
        ],
      },
      "ar",
    );
    expect(reply.status).toBe(422);
    const errors = errorsOf(reply.body);
    for (const field of [
      "name_ar",
      "price_minor",
      "duration_hours",
      "features.0.limit",
      "features.1.limit",
    ]) {
      expect(errors[field]?.[0], field).toMatch(arabicLetters);
    }
    const paid = await write("/api/admin/packages", { ...starter, package_type: "paid", price_minor: 0 });
    expect(errorsOf(paid.body).price_minor?.[0]).toBe("A paid package needs a price above 0.");
    expect((await t.database.db.select().from(packages)).length).toBe(before);
  });

  it("create a package that is on sale at once, and record it in the audit log", async () => {
    const reply = await write<TAdminPackage>("/api/admin/packages", {
      ...starter,
      name: "Gold",
      name_ar: "ذهبية",
      package_type: "paid",
      price_minor: 19999,
      ios_product_id: "com.manzil.gold",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      price_minor: 19999,
      currency: "EGP",
      is_active: true,
      holders: 0,
    });
    const onSale = await get<{ id: number; price: number; name: string }[]>(
      t.app,
      "/api/get-package?lang=ar",
    );
    const gold = onSale.body.data.find((pkg) => pkg.id === reply.body.data.id);
    expect(gold).toMatchObject({ price: 199.99, name: "ذهبية" });
    const audit = await lastAudit("packages.create");
    expect(audit).toMatchObject({ targetType: "package", targetId: String(reply.body.data.id) });
    expect(audit!.after).toMatchObject({ price_minor: 19999, ios_product_id: "com.manzil.gold" });
  });

  it("refuse an App Store product id another package uses (409, translated)", async () => {
    const reply = await write("/api/admin/packages", { ...starter, ios_product_id: "com.manzil.gold" }, "ar");
    expect(reply.status).toBe(409);
    expect((reply.body as unknown as Errors).message).toMatch(arabicLetters);
    expect(errorsOf(reply.body).ios_product_id?.[0]).toMatch(arabicLetters);
  });

  it("taken off sale disappear from the public package list; the change is audited", async () => {
    const created = await write<TAdminPackage>("/api/admin/packages", { ...starter, name: "Seasonal" });
    const id = created.body.data.id;
    const listed = async () =>
      (await get<{ id: number }[]>(t.app, "/api/get-package")).body.data.some((pkg) => pkg.id === id);
    expect(await listed()).toBe(true);
    const off = await write<TAdminPackage>(`/api/admin/packages/${id}/status`, { is_active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    expect(await listed()).toBe(false);
    const audit = await lastAudit("packages.deactivate");
    expect(audit).toMatchObject({
      targetId: String(id),
      before: { is_active: true },
      after: { is_active: false },
    });
    await write(`/api/admin/packages/${id}/status`, { is_active: true });
    expect(await listed()).toBe(true);
  });

  it("never change what members already hold: their dates and credits are their own copy", async () => {
    const created = await write<TAdminPackage>("/api/admin/packages", { ...starter, name: "Trial" });
    const id = created.body.data.id;
    const buyer = await newMember(t.app, t.database.db, "Package Holder");
    const assigned = await post(
      t.app,
      "/api/assign_package",
      { package_id: id },
      { headers: { authorization: buyer.authorization } },
    );
    expect(assigned.status).toBe(200);
    const [held] = await t.database.db.select().from(userPackages).where(eq(userPackages.userId, buyer.id));

    // Limits, duration, names and price may change: the holder keeps 3 credits and their end date.
    const changed = await write<TAdminPackage>(`/api/admin/packages/${id}`, {
      ...starter,
      name: "Trial plus",
      duration_hours: 24,
      features: [
        { type: "property_list", limit_type: "limited", limit: 10 },
        { type: "mortgage_calculator_detail", limit_type: "unlimited" },
      ],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.holders).toBe(1);
    expect(changed.body.data.features.find((f) => f.type === "property_list")?.limit).toBe(10);
    const [after] = await t.database.db.select().from(userPackages).where(eq(userPackages.id, held!.id));
    expect(after!.endsAt.toISOString()).toBe(held!.endsAt.toISOString());
    const [credits] = await t.database.db
      .select()
      .from(userPackageLimits)
      .where(eq(userPackageLimits.userPackageId, held!.id));
    expect(credits!.totalLimit).toBe(3);

    // Which features it includes is read live, so while someone holds it that cannot change.
    const dropped = await write(
      `/api/admin/packages/${id}`,
      { ...starter, features: [{ type: "property_list", limit_type: "limited", limit: 10 }] },
      "ar",
    );
    expect(dropped.status).toBe(409);
    expect((dropped.body as unknown as Errors).message).toMatch(arabicLetters);
    const rows = await t.database.db
      .select()
      .from(packageFeatures)
      .where(and(eq(packageFeatures.packageId, id)));
    expect(rows).toHaveLength(2);
    const audit = await lastAudit("packages.update");
    expect(audit).toMatchObject({ targetId: String(id) });
    expect(audit!.before).toMatchObject({ name: "Trial", duration_hours: 720 });
    expect(audit!.after).toMatchObject({ name: "Trial plus", duration_hours: 24 });
  });

  it("answer 404 for a package that does not exist", async () => {
    expect((await get(t.app, "/api/admin/packages/999999", {}, { headers: admin })).status).toBe(404);
    expect((await write("/api/admin/packages/999999", starter)).status).toBe(404);
    expect((await write("/api/admin/packages/999999/status", { is_active: false })).status).toBe(404);
  });
});

describe("admin report reasons", () => {
  const publicReasons = async (lang = "en") =>
    (await get<{ id: number; reason: string }[]>(t.app, `/api/get_report_reasons?lang=${lang}`)).body.data;
  const adminReasons = async () =>
    (await get<TAdminReportReason[]>(t.app, "/api/admin/report-reasons", {}, { headers: admin })).body.data;

  it("a new reason is offered to members at the end of the list, in Arabic too, and audited", async () => {
    const reply = await write<TAdminReportReason>("/api/admin/report-reasons", {
      reason: "Wrong location on the map",
      reason_ar: "الموقع على الخريطة خاطئ",
    });
    expect(reply.status).toBe(200);
    const arabic = await publicReasons("ar");
    expect(arabic.at(-1)).toMatchObject({ id: reply.body.data.id, reason: "الموقع على الخريطة خاطئ" });
    const audit = await lastAudit("report_reasons.create");
    expect(audit).toMatchObject({ targetId: String(reply.body.data.id) });
    expect(audit!.after).toMatchObject({ reason_ar: "الموقع على الخريطة خاطئ", is_active: true });
  });

  it("refuse an empty reason in the caller's language", async () => {
    const reply = await write("/api/admin/report-reasons", { reason: "Spam", reason_ar: "" }, "ar");
    expect(reply.status).toBe(422);
    expect(errorsOf(reply.body).reason_ar?.[0]).toMatch(arabicLetters);
  });

  it("reorder as a whole: the members' list follows, a partial order is refused", async () => {
    const ids = (await adminReasons()).map((reason) => reason.id);
    const reversed = [...ids].reverse();
    const reply = await write<TAdminReportReason[]>("/api/admin/report-reasons/order", { ids: reversed });
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((reason) => reason.id)).toEqual(reversed);
    const active = new Set((await adminReasons()).filter((r) => r.is_active).map((r) => r.id));
    expect((await publicReasons()).map((reason) => reason.id)).toEqual(
      reversed.filter((id) => active.has(id)),
    );
    expect((await lastAudit("report_reasons.reorder"))!.after).toEqual({ ids: reversed });

    const partial = await write("/api/admin/report-reasons/order", { ids: reversed.slice(1) }, "ar");
    expect(partial.status).toBe(422);
    expect(errorsOf(partial.body).ids?.[0]).toMatch(arabicLetters);
    expect((await adminReasons()).map((reason) => reason.id)).toEqual(reversed);
  });

  it("a reason in use cannot be deleted (409) but can be deactivated; an unused one is deleted", async () => {
    const reasons = await adminReasons();
    const reporter = await newMember(t.app, t.database.db, "Reporter");
    const properties = await get<{ id: number }[]>(t.app, "/api/get-property-list?limit=1");
    const used = reasons[0]!;
    const reported = await post(
      t.app,
      "/api/add_reports",
      { property_id: properties.body.data[0]!.id, reason_id: used.id },
      { headers: { authorization: reporter.authorization } },
    );
    expect(reported.status).toBe(200);

    const refused = await remove(`/api/admin/report-reasons/${used.id}`, "ar");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(arabicLetters);
    const off = await write<TAdminReportReason>(`/api/admin/report-reasons/${used.id}/status`, {
      is_active: false,
    });
    expect(off.body.data).toMatchObject({ is_active: false, reports: 1 });
    expect((await publicReasons()).map((reason) => reason.id)).not.toContain(used.id);

    const spare = await write<TAdminReportReason>("/api/admin/report-reasons", {
      reason: "Duplicate",
      reason_ar: "مكرر",
    });
    expect((await remove(`/api/admin/report-reasons/${spare.body.data.id}`)).status).toBe(200);
    expect((await adminReasons()).map((reason) => reason.id)).not.toContain(spare.body.data.id);
    expect((await lastAudit("report_reasons.delete"))!.before).toMatchObject({ reason: "Duplicate" });
    expect((await remove(`/api/admin/report-reasons/${spare.body.data.id}`)).status).toBe(404);
  });

  it("rewording is audited with before and after", async () => {
    const [first] = await adminReasons();
    const reply = await write<TAdminReportReason>(`/api/admin/report-reasons/${first!.id}`, {
      reason: "Misleading photos",
      reason_ar: "صور مضللة",
    });
    expect(reply.body.data).toMatchObject({ reason: "Misleading photos", reason_ar: "صور مضللة" });
    const audit = await lastAudit("report_reasons.update");
    expect(audit!.before).toMatchObject({ reason: first!.reason });
    expect(audit!.after).toMatchObject({ reason: "Misleading photos" });
  });
});

describe("admin homepage sections", () => {
  type Homepage = { sections: { type: string; title: string }[] };
  const publicOrder = async (lang = "en") =>
    (await get<Homepage>(t.app, `/api/homepage-data?lang=${lang}`)).body.data.sections;
  const adminSections = async () =>
    (await get<TAdminHomepageSection[]>(t.app, "/api/admin/homepage-sections", {}, { headers: admin })).body
      .data;

  it("list every section type with both titles", async () => {
    const sections = await adminSections();
    expect(sections).toHaveLength(13);
    for (const section of sections) expect(section.title_ar).toMatch(arabicLetters);
  });

  it("a new order is the order the public home page shows, recorded in the audit log", async () => {
    const sections = await adminSections();
    const shownBefore = (await publicOrder()).map((section) => section.type);
    expect(shownBefore.length).toBeGreaterThan(2);
    const reversed = [...sections].reverse();
    const reply = await write<TAdminHomepageSection[]>("/api/admin/homepage-sections/order", {
      ids: reversed.map((section) => section.id),
    });
    expect(reply.status).toBe(200);
    const shownAfter = (await publicOrder()).map((section) => section.type);
    expect(shownAfter).toEqual(
      reversed.map((s) => s.section_type).filter((type) => shownBefore.includes(type)),
    );
    expect(shownAfter).not.toEqual(shownBefore);
    const audit = await lastAudit("homepage.reorder");
    expect((audit!.after as { order: string[] }).order).toEqual(reversed.map((s) => s.section_type));

    const partial = await write("/api/admin/homepage-sections/order", { ids: [reversed[0]!.id] }, "ar");
    expect(partial.status).toBe(422);
    expect(errorsOf(partial.body).ids?.[0]).toMatch(arabicLetters);
  });

  it("a renamed or hidden section is what the home page shows, in both languages", async () => {
    const shown = await publicOrder();
    const sections = await adminSections();
    const [first, second] = shown.map((s) => sections.find((section) => section.section_type === s.type)!);
    const renamed = await write<TAdminHomepageSection>(`/api/admin/homepage-sections/${first!.id}`, {
      title: "Hand-picked homes",
      title_ar: "منازل مختارة",
      is_active: true,
    });
    expect(renamed.status).toBe(200);
    expect((await publicOrder("ar"))[0]).toMatchObject({ type: first!.section_type, title: "منازل مختارة" });
    await write(`/api/admin/homepage-sections/${second!.id}`, {
      title: second!.title,
      title_ar: second!.title_ar,
      is_active: false,
    });
    expect((await publicOrder()).map((s) => s.type)).not.toContain(second!.section_type);
    const audit = await lastAudit("homepage.update");
    expect(audit).toMatchObject({ targetId: second!.section_type });
    expect(audit!.before).toMatchObject({ is_active: true });
    expect(audit!.after).toMatchObject({ is_active: false });
    expect((await write("/api/admin/homepage-sections/999999", { ...renamed.body.data })).status).toBe(422);
    expect(
      (await write("/api/admin/homepage-sections/999999", { title: "x", title_ar: "س", is_active: true }))
        .status,
    ).toBe(404);
  });
});
