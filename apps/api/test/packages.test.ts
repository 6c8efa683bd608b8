import { and, asc, eq, notExists, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActivePackage, TFeatureSummary, TPackageCard } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { packages } from "../src/db/schema/content.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { AppError } from "../src/lib/app-error.js";
import { arabicLetters, getJson } from "./helpers.js";
import { post } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Limits = { package_available: boolean; feature_available: boolean; limit_available: boolean };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;

async function tokenFor(userId: number) {
  return `Bearer ${await t.app.services.auth.issueToken(userId, "test")}`;
}

/** Customers holding no package at all, a different one per call. */
let taken = 0;
async function memberWithoutPackage() {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "customer"),
        eq(users.isActive, true),
        notExists(t.database.db.select().from(userPackages).where(eq(userPackages.userId, users.id))),
      ),
    )
    .orderBy(asc(users.id))
    .offset(taken++)
    .limit(1);
  const id = rows[0]!.id;
  return { id, authorization: await tokenFor(id) };
}

/** The seeded member holding `name`, active now or (with `expired`) ended. */
async function seededHolder(name: string, options: { expired?: boolean } = {}) {
  const rows = await t.database.db
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
  const id = rows[0]!.id;
  return { id, authorization: await tokenFor(id) };
}

async function packageIdNamed(name: string) {
  const rows = await t.database.db.select({ id: packages.id }).from(packages).where(eq(packages.name, name));
  return rows[0]!.id;
}

async function limitsOf(authorization: string, type: string) {
  return getJson<Limits>(t.app, `/api/check-package-limit?type=${type}`, { authorization });
}

describe("GET /api/get-package", () => {
  it("lists the packages on sale, cheapest first, in both languages and with exact prices", async () => {
    const en = await getJson<TPackageCard[]>(t.app, "/api/get-package");
    expect(en.status).toBe(200);
    expect(en.body.data.map((p) => p.name)).toEqual(["Free", "Basic", "Pro", "Business"]);
    expect(en.body.total).toBe(4);
    const basic = en.body.data[1]!;
    expect(basic).toMatchObject({ package_type: "paid", price: 499, price_minor: 49_900, currency: "EGP" });
    expect(basic.duration).toBe(30 * 24);
    expect(basic.features.find((f) => f.type === "property_list")).toMatchObject({
      limit_type: "limited",
      limit: 10,
    });
    expect(basic.features.find((f) => f.type === "mortgage_calculator_detail")).toMatchObject({
      limit_type: "unlimited",
      limit: null,
    });
    expect(en.body.active_packages).toEqual([]);
    expect((en.body.all_features as TFeatureSummary[]).map((f) => f.type)).toEqual([
      "property_list",
      "property_feature",
      "project_list",
      "project_feature",
      "mortgage_calculator_detail",
      "premium_properties",
      "project_access",
    ]);

    const ar = await getJson<TPackageCard[]>(t.app, "/api/get-package?lang=ar");
    expect(ar.body.data[0]!.name).toMatch(arabicLetters);
    expect(ar.body.data[0]!.features[0]!.name).toMatch(arabicLetters);
    expect((ar.body.all_features as TFeatureSummary[])[0]!.name).toMatch(arabicLetters);
  });

  it("hides packages taken off sale and, for iOS, those without an App Store product", async () => {
    await t.database.db.insert(packages).values([
      { name: "Web Only", nameAr: "للويب فقط", packageType: "paid", priceMinor: 9_900, durationHours: 24 },
      { name: "Retired", nameAr: "متوقفة", packageType: "free", durationHours: 24, isActive: false },
    ]);
    const all = await getJson<TPackageCard[]>(t.app, "/api/get-package");
    const names = all.body.data.map((p) => p.name);
    expect(names).toContain("Web Only");
    expect(names).not.toContain("Retired");

    const ios = await getJson<TPackageCard[]>(t.app, "/api/get-package?platform_type=ios");
    expect(ios.body.data.map((p) => p.name)).toEqual(["Free", "Basic", "Pro", "Business"]);
    expect(ios.body.data.every((p) => p.package_type === "free" || p.ios_product_id)).toBe(true);
  });

  it("shows a member their active package with credits used and left, and marks a lapsed one expired", async () => {
    const pro = await seededHolder("Pro");
    const mine = await getJson<TPackageCard[]>(t.app, "/api/get-package", {
      authorization: pro.authorization,
    });
    const active = mine.body.active_packages as TActivePackage[];
    expect(active.map((p) => p.name)).toEqual(["Pro"]);
    expect(active[0]!.is_active).toBe(true);
    expect(new Date(active[0]!.end_date).getTime() - new Date(active[0]!.start_date).getTime()).toBe(
      90 * DAY_MS,
    );
    expect(active[0]!.features.find((f) => f.type === "property_feature")).toMatchObject({
      used_limit: 2,
      total_limit: 10,
    });
    expect(active[0]!.features.find((f) => f.type === "premium_properties")).toMatchObject({
      used_limit: null,
      total_limit: null,
    });
    expect(mine.body.data.find((p) => p.name === "Pro")!.package_status).toBe("active");
    expect(mine.body.data.find((p) => p.name === "Free")!.package_status).toBeNull();

    const lapsed = await seededHolder("Free", { expired: true });
    const theirs = await getJson<TPackageCard[]>(t.app, "/api/get-package", {
      authorization: lapsed.authorization,
    });
    expect(theirs.body.active_packages).toEqual([]);
    expect(theirs.body.data.find((p) => p.name === "Free")!.package_status).toBe("expired");
  });
});

describe("GET /api/check-package-limit", () => {
  it("tells a guest there is no package, asks an expired session to sign in, and needs a feature type", async () => {
    const guest = await getJson<Limits>(t.app, "/api/check-package-limit?type=property_list&lang=ar");
    expect(guest.status).toBe(200);
    expect(guest.body.data).toEqual({
      package_available: false,
      feature_available: false,
      limit_available: false,
    });
    const expired = await getJson(t.app, "/api/check-package-limit?type=property_list&lang=ar", {
      authorization: "Bearer expired-or-unknown",
    });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toMatch(arabicLetters);

    const { authorization } = await memberWithoutPackage();
    const bad = await getJson(t.app, "/api/check-package-limit?type=everything", {
      authorization,
      "accept-language": "ar",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors!.type!.join(" ")).toMatch(arabicLetters);
    const missing = await getJson(t.app, "/api/check-package-limit", { authorization });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors ?? {})).toContain("type");
  });

  it("answers no on every count for a member without a package", async () => {
    const { authorization } = await memberWithoutPackage();
    // project_feature was missing from eBroker's list; it must be accepted here.
    for (const type of ["property_list", "project_feature", "mortgage_calculator_detail"]) {
      const { status, body } = await limitsOf(authorization, type);
      expect(status).toBe(200);
      expect(body.data).toEqual({
        package_available: false,
        feature_available: false,
        limit_available: false,
      });
    }
  });

  it("tells what the free package gives and what it does not", async () => {
    const free = await seededHolder("Free");
    expect((await limitsOf(free.authorization, "property_list")).body.data).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
    });
    expect((await limitsOf(free.authorization, "mortgage_calculator_detail")).body.data).toEqual({
      package_available: true,
      feature_available: false,
      limit_available: false,
    });
  });

  it("treats unlimited features as always available, and admins as holding everything", async () => {
    const pro = await seededHolder("Pro");
    for (const type of [
      "property_list",
      "premium_properties",
      "project_access",
      "mortgage_calculator_detail",
    ]) {
      expect((await limitsOf(pro.authorization, type)).body.data.limit_available).toBe(true);
    }
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.role, "admin"));
    const adminAuth = await tokenFor(admin!.id);
    expect((await limitsOf(adminAuth, "project_feature")).body.data).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: true,
    });
  });
});

describe("POST /api/assign_package", () => {
  async function heldCount(userId: number) {
    const rows = await t.database.db.select().from(userPackages).where(eq(userPackages.userId, userId));
    return rows.length;
  }

  it("activates the free package for its duration with its credits, once", async () => {
    const member = await memberWithoutPackage();
    const freeId = await packageIdNamed("Free");
    const before = Date.now();
    const first = await post<TActivePackage>(
      t.app,
      "/api/assign_package",
      { package_id: freeId },
      { headers: { authorization: member.authorization } },
    );
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Your package is now active.");
    const start = new Date(first.body.data.start_date).getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(first.body.data.end_date).getTime() - start).toBe(720 * 60 * 60 * 1000);
    expect(first.body.data.features.map((f) => [f.type, f.used_limit, f.total_limit])).toEqual([
      ["property_list", 0, 3],
      ["property_feature", 0, 1],
      // Unlimited: no count (the demo's free package opens project pages, issue 18).
      ["project_access", null, null],
    ]);
    expect((await limitsOf(member.authorization, "property_list")).body.data.limit_available).toBe(true);

    const again = await post(
      t.app,
      "/api/assign_package",
      { package_id: freeId },
      { headers: { authorization: member.authorization, "accept-language": "ar" } },
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(arabicLetters);
    expect(await heldCount(member.id)).toBe(1);
  });

  it("assigns only once when the same request arrives twice at the same moment", async () => {
    const member = await memberWithoutPackage();
    const freeId = await packageIdNamed("Free");
    const replies = await Promise.all(
      [1, 2].map(() =>
        post(
          t.app,
          "/api/assign_package",
          { package_id: freeId },
          { headers: { authorization: member.authorization } },
        ),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await heldCount(member.id)).toBe(1);
  });

  it("refuses paid packages and App Store claims with a clear message, granting nothing", async () => {
    const member = await memberWithoutPackage();
    const paid = await post(
      t.app,
      "/api/assign_package",
      { package_id: await packageIdNamed("Business") },
      { headers: { authorization: member.authorization, "accept-language": "ar" } },
    );
    expect(paid.status).toBe(422);
    expect(paid.body.message).toMatch(arabicLetters);
    expect(paid.body.errors!.package_id!.join(" ")).toMatch(arabicLetters);

    // eBroker granted any paid package on in_app=true without a receipt (backend-facts security list).
    const inApp = await post(
      t.app,
      "/api/assign_package",
      { package_id: await packageIdNamed("Pro"), in_app: "true", product_id: "com.example.manzil.pro" },
      { headers: { authorization: member.authorization } },
    );
    expect(inApp.status).toBe(422);
    expect(inApp.body.message).toBe("App Store purchases cannot be activated yet.");
    expect(await heldCount(member.id)).toBe(0);
    expect((await limitsOf(member.authorization, "premium_properties")).body.data.feature_available).toBe(
      false,
    );
  });

  it("answers 401, 422 and 404 for a guest, a missing id and an unknown package", async () => {
    const freeId = await packageIdNamed("Free");
    expect((await post(t.app, "/api/assign_package", { package_id: freeId })).status).toBe(401);
    const member = await memberWithoutPackage();
    const headers = { authorization: member.authorization, "accept-language": "ar" };
    const missing = await post(t.app, "/api/assign_package", {}, { headers });
    expect(missing.status).toBe(422);
    expect(missing.body.errors!.package_id!.join(" ")).toMatch(arabicLetters);
    const unknown = await post(t.app, "/api/assign_package", { package_id: 999_999 }, { headers });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(arabicLetters);
  });
});

describe("packages service: spending credits", () => {
  const now = () => new Date();

  async function freshFreeMember() {
    const member = await memberWithoutPackage();
    const reply = await post(
      t.app,
      "/api/assign_package",
      { package_id: await packageIdNamed("Free") },
      { headers: { authorization: member.authorization } },
    );
    expect(reply.status).toBe(200);
    return member;
  }

  async function codeOf(promise: Promise<unknown>) {
    try {
      await promise;
      return "OK";
    } catch (error) {
      if (error instanceof AppError) return error.code;
      throw error;
    }
  }

  it("never hands out more credits than bought, even to parallel requests", async () => {
    const member = await freshFreeMember();
    const { packages: service } = t.app.services;
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => codeOf(service.consume(member.id, "property_list", now()))),
    );
    expect(outcomes.filter((o) => o === "OK")).toHaveLength(3);
    expect(outcomes.filter((o) => o === "PACKAGE_LIMIT_OVER")).toHaveLength(3);
    expect(await service.usageOf(member.id, "property_list", now())).toEqual({
      isUnlimited: false,
      used: 3,
      total: 3,
      remaining: 0,
    });
    const rows = await t.database.db
      .select({ used: userPackageLimits.usedLimit, total: userPackageLimits.totalLimit })
      .from(userPackageLimits)
      .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
      .where(eq(userPackages.userId, member.id));
    expect(rows.every((r) => r.used <= r.total)).toBe(true);
    expect((await limitsOf(member.authorization, "property_list")).body.data).toEqual({
      package_available: true,
      feature_available: true,
      limit_available: false,
    });
  });

  it("refuses members without the feature and stops at the end of the package", async () => {
    const { packages: service } = t.app.services;
    const nobody = await memberWithoutPackage();
    expect(await codeOf(service.consume(nobody.id, "property_list", now()))).toBe("NOT_SUBSCRIBED");
    const member = await freshFreeMember();
    expect(await codeOf(service.consume(member.id, "project_list", now()))).toBe("NOT_SUBSCRIBED");
    const afterEnd = new Date(Date.now() + 31 * DAY_MS);
    expect(await codeOf(service.consume(member.id, "property_list", afterEnd))).toBe("NOT_SUBSCRIBED");
    expect(await service.hasFeature(member.id, "property_list", afterEnd)).toBe(false);
    expect(await service.hasFeature(member.id, "property_list", now())).toBe(true);
  });

  it("spends nothing from unlimited packages", async () => {
    const { packages: service } = t.app.services;
    const pro = await seededHolder("Pro");
    expect(await service.consume(pro.id, "property_list", now())).toEqual({
      isUnlimited: true,
      userPackageId: null,
    });
    expect((await service.usageOf(pro.id, "property_list", now())).remaining).toBeNull();
    expect(await service.consume(pro.id, "property_feature", now())).toMatchObject({
      isUnlimited: false,
      userPackageId: expect.any(Number),
    });
    expect(await service.usageOf(pro.id, "property_feature", now())).toMatchObject({ used: 3, total: 10 });
  });
});

describe("GET /api/web-settings features_available", () => {
  type Settings = { features_available: { premium_properties: boolean; project_access: boolean } };

  it("reports premium and project access from the viewer's package", async () => {
    const guest = await getJson<Settings>(t.app, "/api/web-settings");
    expect(guest.body.data.features_available).toEqual({ premium_properties: false, project_access: false });
    const free = await seededHolder("Free");
    const freeView = await getJson<Settings>(t.app, "/api/web-settings", {
      authorization: free.authorization,
    });
    // The demo's free package opens project pages (issue 18), not the premium listings.
    expect(freeView.body.data.features_available).toEqual({
      premium_properties: false,
      project_access: true,
    });
    const pro = await seededHolder("Pro");
    const proView = await getJson<Settings>(t.app, "/api/web-settings", { authorization: pro.authorization });
    expect(proView.body.data.features_available).toEqual({ premium_properties: true, project_access: true });
  });
});
