import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminArticle, TAdminFaq, TAdminPages, TArticle, TFaqItem } from "@manzil/domain/contracts";
import { adminAuditLog } from "../src/db/schema/admin.js";
import { faqs } from "../src/db/schema/content.js";
import { get, post } from "./auth-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { multipart } from "./multipart.js";
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

type Errors = { errors: Record<string, string[]> };
const errorsOf = (body: unknown) => (body as Errors).errors;

const remove = async (url: string, headers = admin) => {
  const response = await t.app.inject({ method: "DELETE", url, headers });
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

const hostile =
  '<h2>Safe</h2><p onclick="steal()">Hello <a href="javascript:alert(1)">x</a></p><script>alert(document.cookie)</script><img src="/a.png" onerror="alert(1)">';

const article = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: "Buying in New Cairo",
  title_ar: "الشراء في القاهرة الجديدة",
  description: "<p>A <strong>guide</strong> for buyers.</p>",
  description_ar: "<p>دليل <strong>للمشترين</strong>.</p>",
  meta_title: "Buying guide",
  ...extra,
});

describe("admin articles", () => {
  it("are for admins only", async () => {
    expect((await get(t.app, "/api/admin/articles", {}, { headers: member })).status).toBe(403);
    expect((await post(t.app, "/api/admin/articles", article("nope"), { headers: member })).status).toBe(403);
    expect((await get(t.app, "/api/admin/articles")).status).toBe(401);
  });

  it("a created article appears on the public article endpoints in both languages, audited", async () => {
    const created = await post<TAdminArticle>(t.app, "/api/admin/articles", article("buying-new-cairo"), {
      headers: admin,
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;

    const en = await get<TArticle[]>(t.app, "/api/get_articles", { slug_id: "buying-new-cairo" });
    expect(en.body.data[0]).toMatchObject({ title: "Buying in New Cairo", meta_title: "Buying guide" });
    expect(en.body.data[0]?.description).toContain("<strong>guide</strong>");
    const ar = await get<TArticle[]>(t.app, "/api/get_articles", { slug_id: "buying-new-cairo", lang: "ar" });
    expect(ar.body.data[0]?.title).toBe("الشراء في القاهرة الجديدة");
    expect(ar.body.data[0]?.description).toContain("للمشترين");
    const list = await get<TArticle[]>(t.app, "/api/get_articles", { limit: "1" });
    expect(list.body.data[0]?.id).toBe(id);

    const audit = await lastAudit("articles.create");
    expect(audit).toMatchObject({ targetType: "article", targetId: String(id), before: null });
    expect(audit?.after).toMatchObject({ slug: "buying-new-cairo", title_ar: "الشراء في القاهرة الجديدة" });
  });

  it("strips hostile HTML before storing it: no script, no handler, no javascript: link", async () => {
    const created = await post<TAdminArticle>(
      t.app,
      "/api/admin/articles",
      article("hostile-html", { description: hostile, description_ar: hostile }),
      { headers: admin },
    );
    expect(created.status).toBe(200);
    const served = await get<TArticle[]>(t.app, "/api/get_articles", { slug_id: "hostile-html" });
    const html = served.body.data[0]!.description;
    expect(html).toBe('<h2>Safe</h2><p>Hello <a>x</a></p><img src="/a.png" alt="">');
    expect(html).not.toMatch(/script|onclick|onerror|javascript/i);
  });

  it("refuses a slug in use (409) and bad fields (422) in Arabic, writing nothing", async () => {
    const taken = await post(t.app, "/api/admin/articles?lang=ar", article("buying-new-cairo"), {
      headers: admin,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(arabicLetters);

    const bad = await post(
      t.app,
      "/api/admin/articles?lang=ar",
      article("Not A Slug!", { title: "", description: "<script>alert(1)</script>", category_id: 999999 }),
      { headers: admin },
    );
    expect(bad.status).toBe(422);
    const errors = errorsOf(bad.body);
    for (const field of ["slug", "title", "description"])
      expect(errors[field]?.[0], field).toMatch(arabicLetters);

    const unknownCategory = await post(
      t.app,
      "/api/admin/articles",
      article("no-such-category", { category_id: 999999 }),
      {
        headers: admin,
      },
    );
    expect(unknownCategory.status).toBe(422);
    expect(errorsOf(unknownCategory.body).category_id).toBeDefined();
    expect((await get(t.app, "/api/get_articles", { slug_id: "no-such-category" })).status).toBe(404);
  });

  it("updates (search finds it by its Arabic title), answers 404 for an unknown one, deletes with the before kept", async () => {
    const found = await get<TAdminArticle[]>(
      t.app,
      "/api/admin/articles",
      { q: "القاهرة الجديدة" },
      { headers: admin },
    );
    const id = found.body.data.find((a) => a.slug === "buying-new-cairo")!.id;

    const saved = await post<TAdminArticle>(
      t.app,
      `/api/admin/articles/${id}`,
      article("buying-new-cairo", { title_ar: "دليل الشراء" }),
      { headers: admin },
    );
    expect(saved.status).toBe(200);
    const ar = await get<TArticle[]>(t.app, "/api/get_articles", { id: String(id), lang: "ar" });
    expect(ar.body.data[0]?.title).toBe("دليل الشراء");
    const update = await lastAudit("articles.update");
    expect(update?.before).toMatchObject({ title_ar: "الشراء في القاهرة الجديدة" });
    expect(update?.after).toMatchObject({ title_ar: "دليل الشراء" });

    expect((await post(t.app, "/api/admin/articles/999999", article("x"), { headers: admin })).status).toBe(
      404,
    );
    expect((await get(t.app, "/api/admin/articles/999999", {}, { headers: admin })).status).toBe(404);

    const deleted = await remove(`/api/admin/articles/${id}`);
    expect(deleted.status).toBe(200);
    expect((await get(t.app, "/api/get_articles", { id: String(id) })).status).toBe(404);
    expect((await lastAudit("articles.delete"))?.before).toMatchObject({ slug: "buying-new-cairo" });
    expect((await remove(`/api/admin/articles/${id}`)).status).toBe(404);
  });

  it("takes a picture judged by its content and serves it re-encoded; a text file named .png is refused", async () => {
    const list = await get<TAdminArticle[]>(
      t.app,
      "/api/admin/articles",
      { q: "hostile-html" },
      { headers: admin },
    );
    const id = list.body.data[0]!.id;
    const upload = async (file: Buffer, fileName: string, type: string) => {
      const body = multipart([{ name: "image", file, fileName, type }]);
      const response = await t.app.inject({
        method: "POST",
        url: `/api/admin/articles/${id}/image?lang=ar`,
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      return { status: response.statusCode, body: response.json() as { data: TAdminArticle } & Errors };
    };
    const fake = await upload(Buffer.from("<script>alert(1)</script>"), "photo.png", "image/png");
    expect(fake.status).toBe(422);
    expect(fake.body.errors.image?.[0]).toMatch(arabicLetters);

    const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    const saved = await upload(png, "photo.txt", "text/plain");
    expect(saved.status).toBe(200);
    expect(saved.body.data.image).toMatch(/\/articles\/images\/[0-9a-f-]{36}\.webp$/);
    const served = await get<TArticle[]>(t.app, "/api/get_articles", { id: String(id) });
    expect(served.body.data[0]?.image).toBe(saved.body.data.image);
    expect((await lastAudit("articles.image"))?.after).toMatchObject({
      image: expect.stringMatching(/^articles\/images\//),
    });
  });
});

describe("admin FAQs", () => {
  const publicFaqs = async (lang = "en") =>
    (await get<TFaqItem[]>(t.app, "/api/faqs", { limit: "100", lang })).body.data;

  it("a new question shows on the public list in both languages; hiding it removes it there", async () => {
    const created = await post<TAdminFaq>(
      t.app,
      "/api/admin/faqs",
      {
        question: "Can I pay in instalments?",
        question_ar: "هل يمكنني الدفع بالتقسيط؟",
        answer: "Yes.",
        answer_ar: "نعم.",
      },
      { headers: admin },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect((await publicFaqs()).map((f) => f.question)).toContain("Can I pay in instalments?");
    expect((await publicFaqs("ar")).map((f) => f.question)).toContain("هل يمكنني الدفع بالتقسيط؟");

    const hidden = await post<TAdminFaq>(
      t.app,
      `/api/admin/faqs/${id}/active`,
      { is_active: false },
      { headers: admin },
    );
    expect(hidden.status).toBe(200);
    expect((await publicFaqs()).map((f) => f.id)).not.toContain(id);
    const audit = await lastAudit("faqs.deactivate");
    expect(audit?.before).toMatchObject({ is_active: true });
    expect(audit?.after).toMatchObject({ is_active: false });
    // Still listed for the admin, so it can be shown again.
    const all = await get<TAdminFaq[]>(t.app, "/api/admin/faqs", {}, { headers: admin });
    expect(all.body.data.find((f) => f.id === id)?.is_active).toBe(false);
  });

  it("reorders: the public list follows, and a stale or partial order is refused", async () => {
    const all = (await get<TAdminFaq[]>(t.app, "/api/admin/faqs", {}, { headers: admin })).body.data;
    const reversed = all.map((f) => f.id).reverse();
    const saved = await post<TAdminFaq[]>(
      t.app,
      "/api/admin/faqs/order",
      { ids: reversed },
      { headers: admin },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.map((f) => f.id)).toEqual(reversed);
    const visible = reversed.filter((id) => all.find((f) => f.id === id)?.is_active);
    expect((await publicFaqs()).map((f) => f.id)).toEqual(visible);
    expect((await lastAudit("faqs.reorder"))?.after).toEqual({ ids: reversed });

    const partial = await post(
      t.app,
      "/api/admin/faqs/order?lang=ar",
      { ids: reversed.slice(1) },
      { headers: admin },
    );
    expect(partial.status).toBe(409);
    expect(partial.body.message).toMatch(arabicLetters);
    const duplicate = await post(
      t.app,
      "/api/admin/faqs/order",
      { ids: [reversed[0], reversed[0]] },
      { headers: admin },
    );
    expect(duplicate.status).toBe(422);
  });

  it("edits and deletes a question (404 after), refusing an empty answer in Arabic", async () => {
    const [first] = (await get<TAdminFaq[]>(t.app, "/api/admin/faqs", {}, { headers: admin })).body.data;
    const body = { question: "Q?", question_ar: "س؟", answer: "", answer_ar: "ج" };
    const empty = await post(t.app, `/api/admin/faqs/${first!.id}?lang=ar`, body, { headers: admin });
    expect(empty.status).toBe(422);
    expect(errorsOf(empty.body).answer?.[0]).toMatch(arabicLetters);

    const saved = await post<TAdminFaq>(
      t.app,
      `/api/admin/faqs/${first!.id}`,
      { ...body, answer: "A." },
      { headers: admin },
    );
    expect(saved.body.data).toMatchObject({ question: "Q?", answer: "A." });
    expect((await remove(`/api/admin/faqs/${first!.id}`)).status).toBe(200);
    const gone = await t.database.db
      .select()
      .from(faqs)
      .where(and(eq(faqs.id, first!.id)));
    expect(gone).toHaveLength(0);
    expect((await lastAudit("faqs.delete"))?.before).toMatchObject({ question: "Q?" });
    expect((await remove(`/api/admin/faqs/${first!.id}`)).status).toBe(404);
  });
});

describe("admin pages", () => {
  it("about us in Arabic changes what the public settings serve, cleaned of hostile HTML, audited", async () => {
    const before = (await get<TAdminPages>(t.app, "/api/admin/pages", {}, { headers: admin })).body.data;
    expect(before.about_us.en).not.toBe("");

    const saved = await post<TAdminPages>(
      t.app,
      "/api/admin/pages",
      { about_us_ar: `<h2>من نحن</h2><p>منزل منصة عقارية.</p>${hostile}` },
      { headers: admin },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data.about_us.ar).not.toMatch(/script|onclick|onerror|javascript/i);

    const ar = await get<{ about_us: string }>(t.app, "/api/web-settings", { lang: "ar" });
    expect(ar.body.data.about_us).toContain("<h2>من نحن</h2><p>منزل منصة عقارية.</p>");
    expect(ar.body.data.about_us).not.toMatch(/script|onclick/i);
    const en = await get<{ about_us: string }>(t.app, "/api/web-settings");
    expect(en.body.data.about_us).toBe(before.about_us.en);

    const audit = await lastAudit("pages.update");
    expect(audit).toMatchObject({ targetType: "page", targetId: "about_us_ar" });
    expect(audit?.before).toEqual({ about_us_ar: before.about_us.ar });
  });

  it("refuses an unknown key and a member", async () => {
    const unknown = await post(t.app, "/api/admin/pages?lang=ar", { company_name: "x" }, { headers: admin });
    expect(unknown.status).toBe(422);
    expect(
      (await post(t.app, "/api/admin/pages", { about_us: "<p>x</p>" }, { headers: member })).status,
    ).toBe(403);
  });
});
