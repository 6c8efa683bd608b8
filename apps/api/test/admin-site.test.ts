import { existsSync } from "node:fs";
import { join } from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type {
  TAdminLanguage,
  TAdminSiteImages,
  TAdminTaxRates,
  TCancelReservationAnswer,
  TCreatedReservations,
  TStayQuote,
} from "@manzil/domain/contracts";
import { adminAuditLog } from "../src/db/schema/admin.js";
import { languages } from "../src/db/schema/content.js";
import { propertyTaxes } from "../src/db/schema/stays-catalogue.js";
import { reservations } from "../src/db/schema/reservations.js";
import { get, post } from "./auth-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { multipart, type Part } from "./multipart.js";
import { http, lifecycleHarness } from "./reservations-lifecycle-helpers.js";

// Site setup in the admin console (ADR 071): tax rates, languages, brand images. The lifecycle harness gives stays
// to quote and book, with known hotel taxes (10 % service, 14 % sales, no city tax).
const h = lifecycleHarness();
const db = () => h.t.database.db;
const adminOf = () => signInAs(h.t.app, db(), { role: "admin" });

const asAdmin = async (lang = "en") => http((await adminOf()).authorization, lang === "ar" ? "ar" : "en");
type Errors = { errors: Record<string, string[]>; message: string };

async function lastAudit(action: string) {
  const [row] = await db()
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, action))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return row;
}

async function sendForm(url: string, parts: Part[], authorization: string, lang = "en") {
  const body = multipart(parts);
  const response = await h.t.app.inject({
    method: "POST",
    url,
    headers: { authorization, "accept-language": lang, "x-manzil-transport": "http", ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as { data: unknown } & Errors };
}

describe("tax rates", () => {
  it("are for admins only", async () => {
    const member = await h.guest();
    expect((await get(h.t.app, "/api/admin/taxes", {}, http(member.authorization))).status).toBe(403);
    expect((await post(h.t.app, "/api/admin/taxes", { classification: 5 }, http())).status).toBe(401);
  });

  it("apply to quotes made after the change, never to a booking already made, and are audited", async () => {
    const authorization = (await adminOf()).authorization;
    const guest = await h.guest();
    const stay = { check_in_date: h.day(30), check_out_date: h.day(32) };
    // Quoted for other nights than the booking's, which the booking sells out.
    const quote = () =>
      get<TStayQuote>(h.t.app, `/api/stays/${h.stays.home.id}/quote`, {
        check_in_date: h.day(40),
        check_out_date: h.day(42),
      });
    const before = await quote();
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    const [homeTaxes] = await db().select().from(propertyTaxes).where(eq(propertyTaxes.classification, 4));

    const booked = await post<TCreatedReservations>(
      h.t.app,
      "/api/reservations",
      {
        reservable_type: "property",
        reservable_id: h.stays.home.id,
        ...stay,
        number_of_guests: 2,
        payment_method: "cash",
      },
      http(guest.authorization),
    );
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const [row] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.reference, booked.body.data.reference));
    // The booking keeps each tax's rate beside its amount.
    expect(row!.lines.find((line) => line.code === "sales_tax")?.rate_bp).toBe(homeTaxes!.salesTaxBp);

    const newRate = homeTaxes!.salesTaxBp + 250;
    const saved = await post<TAdminTaxRates[]>(
      h.t.app,
      "/api/admin/taxes",
      { classification: 4, sales_tax: String(newRate / 100) },
      http(authorization),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.find((r) => r.classification === 4)).toMatchObject({
      sales_tax_bp: newRate,
      sales_tax: newRate / 100,
      service_charge_bp: homeTaxes!.serviceChargeBp,
    });

    const after = await quote();
    const taxBase = after.body.data.lines
      .filter((line) => !["service_charge", "sales_tax", "city_tax"].includes(line.code))
      .reduce((sum, line) => sum + line.amount_minor, 0);
    const salesLine = after.body.data.lines.find((line) => line.code === "sales_tax")!;
    expect(salesLine.amount_minor).toBe(Math.round((taxBase * newRate) / 10_000));
    expect(salesLine.label).toContain(`${newRate / 100}%`);
    expect(after.body.data.total_minor).toBeGreaterThan(before.body.data.total_minor);

    // The booking made before is untouched: same total, same lines.
    const [still] = await db().select().from(reservations).where(eq(reservations.id, row!.id));
    expect(still!.totalMinor).toBe(row!.totalMinor);
    expect(still!.lines).toEqual(row!.lines);

    const audit = await lastAudit("taxes.update");
    expect(audit).toMatchObject({ targetType: "property_taxes", targetId: "4" });
    expect(audit!.before).toMatchObject({ salesTaxBp: homeTaxes!.salesTaxBp });
    expect(audit!.after).toMatchObject({ salesTaxBp: newRate });
  });

  it("a cancellation keeps the first night's taxes at the rates the booking was made with", async () => {
    const guest = await h.guest();
    const { row } = await h.booking({
      ...h.hotelRoom(),
      guestId: guest.id,
      checkIn: h.day(4),
      offer: "refundable",
      paid: true,
      cancellationDeadline: new Date(Date.now() - 60_000),
    });
    // Booked at 10 % service and 14 % sales tax, as a booking made through the API stores them.
    const taxLine = (code: string, rate: number) => ({
      code,
      labels: { en: code, ar: code },
      amount_minor: (200_000 * rate) / 10_000,
      rate_bp: rate,
    });
    await db()
      .update(reservations)
      .set({
        lines: [
          ...row.lines,
          taxLine("service_charge", 1000),
          taxLine("sales_tax", 1400),
          taxLine("city_tax", 0),
        ],
      })
      .where(eq(reservations.id, row.id));
    const raised = await post(
      h.t.app,
      "/api/admin/taxes",
      { classification: 5, service_charge: 20, city_tax: "5.5" },
      await asAdmin(),
    );
    expect(raised.status).toBe(200);

    const done = await post<TCancelReservationAnswer>(
      h.t.app,
      `/api/reservations/${row.id}/cancel`,
      { preview: 1 },
      http(guest.authorization),
    );
    // First night 1,000 EGP + 10 % + 14 % = 1,240 EGP kept of 2,000, whatever the rates are now.
    expect(done.body.data.cancellation).toMatchObject({ rule: "first_night_kept", refund_minor: 76_000 });
  });

  it("refuse bad rates in the caller's language at their field, writing nothing", async () => {
    const headers = await asAdmin("ar");
    const [before] = await db().select().from(propertyTaxes).where(eq(propertyTaxes.classification, 5));
    for (const body of [
      { classification: 5, service_charge: "12.345" },
      { classification: 5, sales_tax: 101 },
      { classification: 5, city_tax: "-1" },
      { classification: 6, city_tax: 1 },
      { classification: 5, city_tax: 1, vat: 3 },
    ]) {
      const reply = await post(h.t.app, "/api/admin/taxes", body, headers);
      expect(reply.status, JSON.stringify(body)).toBe(422);
      const errors = (reply.body as unknown as Errors).errors;
      expect(Object.values(errors).flat()[0], JSON.stringify(body)).toMatch(arabicLetters);
    }
    const [after] = await db().select().from(propertyTaxes).where(eq(propertyTaxes.classification, 5));
    expect(after).toEqual(before);
  });
});

describe("languages", () => {
  const list = async () =>
    (await get<TAdminLanguage[]>(h.t.app, "/api/admin/languages", {}, await asAdmin())).body.data;

  it("list English and Arabic as required, and change a name, audited", async () => {
    const languagesNow = await list();
    expect(languagesNow.map((l) => [l.code, l.required, l.rtl])).toEqual([
      ["en", true, false],
      ["ar", true, true],
    ]);
    const reply = await post<TAdminLanguage[]>(
      h.t.app,
      "/api/admin/languages/ar",
      { name: "Arabic (Egypt)", native_name: "العربية (مصر)" },
      await asAdmin(),
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.data.find((l) => l.code === "ar")).toMatchObject({ name: "Arabic (Egypt)" });
    const served = await get<{ native_name: string }[]>(h.t.app, "/api/get_languages");
    expect(served.body.data.map((l) => l.native_name)).toContain("العربية (مصر)");
    const audit = await lastAudit("languages.update");
    expect(audit).toMatchObject({
      targetId: "ar",
      before: { name: "Arabic" },
      after: { name: "Arabic (Egypt)" },
    });
  });

  it("refuse switching off a language the site needs, or turning its direction, with a 409 in Arabic", async () => {
    const headers = await asAdmin("ar");
    const off = await post(h.t.app, "/api/admin/languages/en", { is_active: false }, headers);
    expect(off.status).toBe(409);
    expect((off.body as unknown as Errors).message).toMatch(arabicLetters);
    const ltr = await post(h.t.app, "/api/admin/languages/ar", { rtl: false }, headers);
    expect(ltr.status).toBe(409);
    const [arabic] = await db().select().from(languages).where(eq(languages.code, "ar"));
    expect(arabic).toMatchObject({ rtl: true, isActive: true });
    expect((await post(h.t.app, "/api/admin/languages/fr", { name: "French" }, headers)).status).toBe(404);
  });

  it("take a web translation file that get_languages then serves, and refuse files that are not one", async () => {
    const { authorization } = await adminOf();
    const upload = (content: string | Buffer, target = "web") =>
      sendForm(
        "/api/admin/languages/ar/translations",
        [
          { name: "target", value: target },
          { name: "file", file: Buffer.from(content), fileName: "ar.json", type: "application/json" },
        ],
        authorization,
        "ar",
      );
    const ok = await upload(JSON.stringify({ "Find your home": "ابحث عن بيتك", Home: "الرئيسية" }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((ok.body.data as TAdminLanguage[]).find((l) => l.code === "ar")?.web_strings).toBe(2);
    const served = await get<{ file_name: Record<string, string> }>(h.t.app, "/api/get_languages", {
      language_code: "ar",
      web_language_file: "1",
    });
    expect(served.body.data.file_name["Find your home"]).toBe("ابحث عن بيتك");
    expect((await lastAudit("languages.translations"))!.after).toMatchObject({ target: "web", strings: 2 });

    for (const bad of [
      "{ not json",
      JSON.stringify(["a", "b"]),
      JSON.stringify({ nested: { a: "b" } }),
      JSON.stringify({ big: "x".repeat(600 * 1024) }),
    ]) {
      const reply = await upload(bad);
      expect(reply.status, bad.slice(0, 30)).toBe(422);
      expect(reply.body.errors.file?.[0]).toMatch(arabicLetters);
    }
    expect((await upload("{}", "desktop")).status).toBe(422);
    const [arabic] = await db().select().from(languages).where(eq(languages.code, "ar"));
    expect(Object.keys(arabic!.webTranslations).sort()).toEqual(["Find your home", "Home"]);
  });
});

describe("logos and favicon", () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 4, background: { r: 15, g: 118, b: 110, alpha: 1 } } })
      .png()
      .toBuffer();
  const uploadImage = (authorization: string, kind: string, file: Buffer, fileName: string, type: string) =>
    sendForm(
      "/api/admin/settings/images",
      [
        { name: "kind", value: kind },
        { name: "file", file, fileName, type },
      ],
      authorization,
      "ar",
    );
  const webSettings = async () => (await get<Record<string, string>>(h.t.app, "/api/web-settings")).body.data;

  it("a new logo is what web-settings serves at once; the one it replaced is removed; audited", async () => {
    const { authorization } = await adminOf();
    const first = await uploadImage(authorization, "web_logo", await png(600, 200), "logo.png", "image/png");
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const firstUrl = (first.body.data as TAdminSiteImages).web_logo;
    expect(firstUrl).toMatch(/\/uploads\/branding\/uploads\/[0-9a-f-]{36}\.webp$/);
    expect((await webSettings()).web_logo).toBe(firstUrl);
    const firstKey = new URL(firstUrl).pathname.replace(/^\/uploads\//, "");
    const served = await h.t.app.inject({ method: "GET", url: new URL(firstUrl).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const second = await uploadImage(
      authorization,
      "web_logo",
      await png(400, 100),
      "other.png",
      "image/png",
    );
    expect(second.status).toBe(200);
    expect((await webSettings()).web_logo).not.toBe(firstUrl);
    expect(existsSync(join(h.t.dataDir, "uploads", firstKey))).toBe(false);
    const audit = await lastAudit("settings.image");
    expect(audit).toMatchObject({ targetId: "web_logo", before: { web_logo: firstKey } });
  });

  it("a favicon becomes a 64 px PNG that the site links", async () => {
    const { authorization } = await adminOf();
    const reply = await uploadImage(
      authorization,
      "web_favicon",
      await png(300, 300),
      "icon.webp",
      "image/webp",
    );
    expect(reply.status).toBe(200);
    const url = (await webSettings()).web_favicon!;
    expect(url).toMatch(/\.png$/);
    const file = await h.t.app.inject({ method: "GET", url: new URL(url).pathname });
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: "png", width: 64, height: 64 });
  });

  it("refuse SVG, files that are not images whatever their name, and images over 2 MB; nothing changes", async () => {
    const { authorization } = await adminOf();
    const before = await webSettings();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const noise = Buffer.alloc(2 * 1024 * 1024 + 10, 7);
    for (const [file, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [svg, "logo.png", "image/png"],
      [Buffer.from("just text"), "logo.png", "image/png"],
      [noise, "big.png", "image/png"],
    ] as const) {
      const reply = await uploadImage(authorization, "web_footer_logo", file, name, type);
      expect(reply.status, name).toBe(422);
      expect(reply.body.errors.file?.[0]).toMatch(arabicLetters);
    }
    expect(
      (await uploadImage(authorization, "admin_image", await png(20, 20), "a.png", "image/png")).status,
    ).toBe(422);
    const member = await h.guest();
    expect(
      (await uploadImage(member.authorization, "web_logo", await png(20, 20), "a.png", "image/png")).status,
    ).toBe(403);
    expect(await webSettings()).toMatchObject({
      web_footer_logo: before.web_footer_logo,
      web_logo: before.web_logo,
    });
    const refused = await db()
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "settings.image"), eq(adminAuditLog.targetId, "web_footer_logo")));
    expect(refused).toHaveLength(0);
  });
});
