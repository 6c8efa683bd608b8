import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TAdminVerificationApplication,
  TAdminVerificationField,
  TNotificationItem,
  TVerificationApplication,
  TVerificationFormField,
} from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { adminAuditLog, verificationApplications } from "../src/db/schema/admin.js";
import { settings } from "../src/db/schema/content.js";
import { get, post, waitForMessage } from "./auth-helpers.js";
import { arabicLetters, signInAs, type Envelope } from "./helpers.js";
import { listingPoster, PDF, photo } from "./listing-poster.js";
import { multipart, type Part } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
let admin: { authorization: string };
let poster: Awaited<ReturnType<typeof listingPoster>>;
/** The seeded form, by English name. */
let field: Record<string, TVerificationFormField>;

beforeAll(async () => {
  // Workers on: the member's e-mail about a decision is sent by a background job.
  t = await createTestApp({ JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" });
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
  poster = await listingPoster(t);
  const member = await poster.readyMember();
  const { body } = await get<TVerificationFormField[]>(
    t.app,
    "/api/get-agent-verification-form-fields",
    {},
    { headers: { authorization: member.authorization } },
  );
  field = Object.fromEntries(body.data.map((f) => [f.name_en, f]));
});
afterAll(async () => t?.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();

async function member() {
  const m = await poster.readyMember();
  const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, m.id));
  return { ...m, email: row!.email!, headers: { authorization: m.authorization } };
}
type Member = Awaited<ReturnType<typeof member>>;

async function apply(who: Member, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipart(parts);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/apply-agent-verification",
    headers: { ...who.headers, ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<TVerificationApplication> };
}

/** A complete, valid application: every seeded field answered, the licence as `file`. */
async function goodAnswers(chosen?: { file: Buffer; fileName: string; type: string }): Promise<Part[]> {
  const file = chosen ?? { file: await png(), fileName: "licence.png", type: "image/png" };
  return [
    { name: "form_fields[0][id]", value: String(field["Broker licence number"]!.id) },
    { name: "form_fields[0][value]", value: "BRK-2291" },
    { name: "form_fields[1][id]", value: String(field["Identity document"]!.id) },
    { name: "form_fields[1][value]", value: "Passport" },
    { name: "form_fields[2][id]", value: String(field["Years of experience"]!.id) },
    { name: "form_fields[2][value]", value: "7" },
    { name: "form_fields[3][id]", value: String(field["Licence document"]!.id) },
    { name: "form_fields[3][value]", ...file },
  ];
}

const formValues = (who: Member) =>
  get<TVerificationApplication>(
    t.app,
    "/api/get-agent-verification-form-values",
    {},
    { headers: who.headers },
  );
const approve = (id: number, headers = admin) =>
  post<TAdminVerificationApplication>(
    t.app,
    `/api/admin/verification/applications/${id}/approve`,
    {},
    { headers },
  );
const reject = (id: number, reason: unknown, headers = admin) =>
  post<TAdminVerificationApplication>(
    t.app,
    `/api/admin/verification/applications/${id}/reject`,
    { reason },
    { headers },
  );

async function statusOf(userId: number) {
  const [row] = await t.database.db
    .select({ s: users.verificationStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row!.s;
}

async function setSetting(key: string, value: string) {
  await t.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

const privateFiles = async () =>
  (await readdir(join(t.dataDir, "private", "agent-verification")).catch(() => [] as string[])).sort();

/** Fetches a link the API handed out, as whoever holds it. */
async function open(link: string) {
  const url = new URL(link);
  const response = await t.app.inject({ method: "GET", url: url.pathname + url.search });
  return { status: response.statusCode, type: response.headers["content-type"], body: response.rawPayload };
}

describe("the verification form", () => {
  it("lists the active fields in rank order, in the caller's language, both raw too", async () => {
    const who = await member();
    const en = await get<TVerificationFormField[]>(
      t.app,
      "/api/get-agent-verification-form-fields",
      {},
      { headers: who.headers },
    );
    const ar = await get<TVerificationFormField[]>(
      t.app,
      "/api/get-agent-verification-form-fields",
      {},
      { headers: { ...who.headers, "accept-language": "ar" } },
    );
    expect(en.status).toBe(200);
    expect(en.body.data.map((f) => f.field_type)).toEqual(["text", "dropdown", "file", "number"]);
    const dropdownEn = en.body.data.find((f) => f.field_type === "dropdown")!;
    const dropdownAr = ar.body.data.find((f) => f.field_type === "dropdown")!;
    expect(dropdownEn.name).toBe("Identity document");
    expect(dropdownAr.name).toMatch(arabicLetters);
    expect(dropdownAr.name_en).toBe("Identity document");
    expect(dropdownEn.form_fields_values.map((o) => o.value)).toEqual(["National ID", "Passport"]);
    expect(dropdownAr.form_fields_values[1]!.value).toMatch(arabicLetters);
    expect(dropdownAr.form_fields_values[1]!.value_en).toBe("Passport");
  });

  it("is for signed-in members only", async () => {
    const { status } = await get(t.app, "/api/get-agent-verification-form-fields");
    expect(status).toBe(401);
  });
});

describe("applying", () => {
  it("takes the answers and a real file: pending, the file private, the member's status pending", async () => {
    const who = await member();
    expect((await formValues(who)).body.data.status).toBe("initial");
    const before = await privateFiles();
    const { status, body } = await apply(who, await goodAnswers());
    expect(status).toBe(200);
    expect(body.data.status).toBe("pending");
    expect(await statusOf(who.id)).toBe("pending");
    expect((await privateFiles()).length).toBe(before.length + 1);

    const mine = await formValues(who);
    expect(mine.body.data.status).toBe("pending");
    const byName = Object.fromEntries(mine.body.data.verify_customer_values.map((v) => [v.name, v]));
    expect(byName["Broker licence number"]!.value).toBe("BRK-2291");
    expect(byName["Identity document"]!.value).toBe("Passport");
    const link = byName["Licence document"]!.value!;
    expect(byName["Licence document"]!.file_type).toBe("image/png");
    const opened = await open(link);
    expect([opened.status, opened.type]).toEqual([200, "image/png"]);
    // Without its signature the same address opens nothing.
    expect((await open(link.split("?")[0]!)).status).toBe(403);
  });

  it("accepts a PDF and answers given in Arabic, stored as the option's own value", async () => {
    const who = await member();
    const parts = (await goodAnswers({ file: PDF, fileName: "licence.pdf", type: "application/pdf" })).map(
      (p) => (p.name === "form_fields[1][value]" ? { ...p, value: "جواز السفر" } : p),
    );
    const { status } = await apply(who, parts);
    expect(status).toBe(200);
    const values = (await formValues(who)).body.data.verify_customer_values;
    expect(values.find((v) => v.field_type === "dropdown")!.value).toBe("Passport");
    expect(values.find((v) => v.field_type === "file")!.file_type).toBe("application/pdf");
  });

  it("refuses bad answers in the caller's language, naming the field, and writes nothing", async () => {
    const who = await member();
    const before = await privateFiles();
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(200, 0x41)]);
    const cases: [Part[], string][] = [
      // A number field with words in it.
      [
        (await goodAnswers()).map((p) => (p.name === "form_fields[2][value]" ? { ...p, value: "seven" } : p)),
        "سنوات الخبرة",
      ],
      // A choice that is not on the list.
      [
        (await goodAnswers()).map((p) =>
          p.name === "form_fields[1][value]" ? { ...p, value: "Gym card" } : p,
        ),
        "نوع وثيقة الهوية",
      ],
      // A program named like a picture.
      [await goodAnswers({ file: exe, fileName: "licence.png", type: "image/png" }), "صورة الترخيص"],
      // A required field left out.
      [(await goodAnswers()).slice(2), "رقم ترخيص الوساطة"],
    ];
    for (const [parts, name] of cases) {
      const { status, body } = await apply(who, parts, { "accept-language": "ar" });
      expect(status).toBe(422);
      expect(body.message).toContain(name);
      expect(
        Object.values(body.errors ?? {})
          .flat()
          .join(" "),
      ).toContain(name);
    }
    expect(await statusOf(who.id)).toBe("initial");
    const rows = await t.database.db
      .select()
      .from(verificationApplications)
      .where(eq(verificationApplications.userId, who.id));
    expect(rows).toEqual([]);
    expect(await privateFiles()).toEqual(before);
  });

  it("refuses a second application while one is under review, storing no file", async () => {
    const who = await member();
    expect((await apply(who, await goodAnswers())).status).toBe(200);
    const before = await privateFiles();
    const again = await apply(who, await goodAnswers());
    expect([again.status, again.body.message]).toEqual([409, "Your verification is already under review."]);
    expect(await privateFiles()).toEqual(before);
  });

  it("keeps one member's application and file from another", async () => {
    const owner = await member();
    const other = await member();
    expect((await apply(owner, await goodAnswers())).status).toBe(200);
    const theirs = await formValues(other);
    expect(theirs.body.data).toMatchObject({ id: null, status: "initial", verify_customer_values: [] });
    const [application] = await t.database.db
      .select()
      .from(verificationApplications)
      .where(eq(verificationApplications.userId, owner.id));
    const peek = await get(
      t.app,
      `/api/admin/verification/applications/${application!.id}`,
      {},
      {
        headers: other.headers,
      },
    );
    expect(peek.status).toBe(403);
  });
});

async function appliedMember() {
  const who = await member();
  const { status, body } = await apply(who, await goodAnswers());
  expect(status).toBe(200);
  return { who, applicationId: body.data.id! };
}

async function noticesOf(who: Member, lang: "en" | "ar" = "en") {
  const { body } = await get<TNotificationItem[]>(
    t.app,
    "/api/get_notification_list",
    {},
    {
      headers: { ...who.headers, "accept-language": lang },
    },
  );
  return body.data;
}

describe("the admins' decision", () => {
  it("approves: the member is verified, told in the inbox and by e-mail, and may post when verification is required", async () => {
    const { who, applicationId } = await appliedMember();
    const queue = await get<TAdminVerificationApplication[]>(
      t.app,
      "/api/admin/verification/applications",
      {},
      {
        headers: admin,
      },
    );
    const listed = queue.body.data.find((a) => a.id === applicationId);
    expect(listed?.user).toMatchObject({ id: who.id, email: who.email });

    const detail = await get<TAdminVerificationApplication>(
      t.app,
      `/api/admin/verification/applications/${applicationId}`,
      {},
      { headers: admin },
    );
    const file = detail.body.data.verify_customer_values.find((v) => v.field_type === "file")!;
    expect((await open(file.value!)).status).toBe(200);

    const approved = await approve(applicationId);
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe("success");
    expect(await statusOf(who.id)).toBe("success");
    expect((await formValues(who)).body.data.status).toBe("success");

    const notice = (await noticesOf(who)).find((n) => n.kind === "verification_approved");
    expect(notice).toMatchObject({ title: "Verification approved", link: "/user/verification" });
    const mail = await waitForMessage(t.dataDir, who.email, "verification_approved", { timeoutMs: 10_000 });
    expect(mail.subject).toBe("You are now a verified agent");

    const [audit] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, "verification.approve"))
      .orderBy(desc(adminAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ targetId: String(applicationId), targetType: "verification_application" });

    expect((await apply(who, await goodAnswers())).status).toBe(409);

    await setSetting("verification_required_for_user", "1");
    try {
      const unverified = await member();
      const refused = await poster.send(
        "/api/post_property",
        [...poster.fields, await titlePart()],
        unverified.authorization,
      );
      expect([refused.status, refused.body.message]).toEqual([403, "Please complete verification first."]);
      const posted = await poster.send(
        "/api/post_property",
        [...poster.fields, await titlePart()],
        who.authorization,
      );
      expect(posted.status).toBe(200);
    } finally {
      await setSetting("verification_required_for_user", "0");
    }
  });

  it("refuses with a reason the member reads; they re-apply and the refused application is kept", async () => {
    const { who, applicationId } = await appliedMember();
    const noReason = await reject(applicationId, "  ");
    expect(noReason.status).toBe(422);
    expect((await reject(applicationId, "x".repeat(501))).status).toBe(422);

    const refused = await reject(applicationId, "The licence photo is unreadable");
    expect(refused.status).toBe(200);
    expect(await statusOf(who.id)).toBe("failed");
    const mine = await formValues(who);
    expect(mine.body.data).toMatchObject({ status: "failed", reason: "The licence photo is unreadable" });
    const notice = (await noticesOf(who, "ar")).find((n) => n.kind === "verification_rejected");
    expect(notice?.message).toMatch(arabicLetters);
    expect(notice?.message).toContain("The licence photo is unreadable");
    const mail = await waitForMessage(t.dataDir, who.email, "verification_rejected", { timeoutMs: 10_000 });
    expect(mail.text).toContain("The licence photo is unreadable");

    // Decided already: a second decision is refused.
    expect((await approve(applicationId)).status).toBe(409);

    const again = await apply(who, await goodAnswers());
    expect(again.status).toBe(200);
    expect(again.body.data.id).not.toBe(applicationId);
    expect((await formValues(who)).body.data).toMatchObject({ status: "pending", reason: null });
    const rows = await t.database.db
      .select({ status: verificationApplications.status })
      .from(verificationApplications)
      .where(eq(verificationApplications.userId, who.id))
      .orderBy(verificationApplications.id);
    expect(rows.map((r) => r.status)).toEqual(["failed", "pending"]);
  });

  it("lets one of two simultaneous decisions win; the other is told it was decided", async () => {
    const { who, applicationId } = await appliedMember();
    const answers = await Promise.all([approve(applicationId), reject(applicationId, "Not a broker")]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await statusOf(who.id)).toBe(winner.body.data.status);
  });

  it("keeps members out of the admins' calls", async () => {
    const { who, applicationId } = await appliedMember();
    const calls = [
      await get(t.app, "/api/admin/verification/applications", {}, { headers: who.headers }),
      await approve(applicationId, who.headers),
      await reject(applicationId, "no", who.headers),
      await get(t.app, "/api/admin/verification/fields", {}, { headers: who.headers }),
      await post(
        t.app,
        "/api/admin/verification/fields",
        { name: "X", field_type: "text" },
        { headers: who.headers },
      ),
    ];
    expect(calls.map((c) => c.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await statusOf(who.id)).toBe("pending");
  });
});

describe("the admins' form", () => {
  it("adds, changes and retires fields; retired ones are no longer asked", async () => {
    const created = await post<TAdminVerificationField>(
      t.app,
      "/api/admin/verification/fields",
      {
        name: "Office type",
        name_ar: "نوع المكتب",
        field_type: "radio",
        options: [
          { value: "Own office", value_ar: "مكتب خاص" },
          { value: "Shared", value_ar: "مشترك" },
        ],
        rank: 9,
      },
      { headers: admin },
    );
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    const noOptions = await post(
      t.app,
      "/api/admin/verification/fields",
      { name: "Broken", field_type: "checkbox", options: [] },
      { headers: admin },
    );
    expect(noOptions.status).toBe(422);

    const changed = await post<TAdminVerificationField>(
      t.app,
      `/api/admin/verification/fields/${id}`,
      {
        name: "Office",
        name_ar: "المكتب",
        field_type: "checkbox",
        options: [{ value: "Street front" }],
        rank: 9,
      },
      { headers: admin },
    );
    expect(changed.body.data).toMatchObject({ name: "Office", field_type: "checkbox" });
    const who = await member();
    const asked = async () =>
      (
        await get<TVerificationFormField[]>(
          t.app,
          "/api/get-agent-verification-form-fields",
          {},
          {
            headers: who.headers,
          },
        )
      ).body.data.map((f) => f.id);
    expect(await asked()).toContain(id);
    expect(
      (await post(t.app, `/api/admin/verification/fields/${id}/retire`, {}, { headers: admin })).status,
    ).toBe(200);
    expect(await asked()).not.toContain(id);
    const all = await get<TAdminVerificationField[]>(
      t.app,
      "/api/admin/verification/fields",
      {},
      { headers: admin },
    );
    expect(all.body.data.find((f) => f.id === id)?.is_active).toBe(false);
    const actions = await t.database.db
      .select({ action: adminAuditLog.action })
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, String(id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        "verification.field_create",
        "verification.field_update",
        "verification.field_retire",
      ]),
    );
  });
});

async function titlePart(): Promise<Part> {
  return { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" };
}
