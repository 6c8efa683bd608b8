import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type {
  TAdminBankTransfer,
  TPaymentDetails,
  TPaymentSettings,
  TPaymentTransaction,
} from "@manzil/domain/contracts";
import { packages, settings } from "../src/db/schema/content.js";
import { userPackages } from "../src/db/schema/packages.js";
import { paymentReceipts, paymentTransactions } from "../src/db/schema/payments.js";
import { bankTransferOffer } from "../src/modules/bank-transfers/bank-transfers.service.js";
import { get, post, waitForMessage } from "./auth-helpers.js";
import { arabicLetters, signInAs, type Envelope } from "./helpers.js";
import { PDF } from "./listing-poster.js";
import { multipart, type Part } from "./multipart.js";
import { packagelessBuyers } from "./package-buyers.js";
import { createTestApp, type TestApp } from "./test-app.js";

const onPostgres = inject("template").kind === "postgres";
const MB = 1024 * 1024;

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  // Workers on: the member's e-mails about decisions are sent by a background job.
  t = await createTestApp({ JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" });
  admin = await signInAs(t.app, t.database.db, { role: "admin" });
});
afterAll(async () => t?.close());

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
const jpg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#b45309" } })
    .jpeg()
    .toBuffer();
/** A Windows program (its "MZ" header and DOS stub) renamed to look like a picture. */
const EXE = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"), Buffer.alloc(200, 0x41)]);

/** Customers holding no package at all, a different one per call. */
const member = packagelessBuyers(() => t);
type Member = Awaited<ReturnType<typeof member>>;

async function packageNamed(name: string) {
  const rows = await t.database.db.select().from(packages).where(eq(packages.name, name));
  return rows[0]!;
}

async function sendForm<T>(url: string, parts: Part[], headers: Record<string, string>) {
  const body = multipart(parts);
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> & Record<string, unknown> };
}

const receipt = (file: Buffer, fileName: string, type: string): Part => ({
  name: "file",
  file,
  fileName,
  type,
});

function initiate(who: Member, packageId: number, file: Part, extra: Part[] = [], headers = {}) {
  return sendForm<TPaymentTransaction[]>(
    "/api/initiate-bank-transfer",
    [{ name: "package_id", value: String(packageId) }, ...extra, file],
    { ...who.headers, ...headers },
  );
}

function reupload(who: { headers: Record<string, string> }, transactionId: number, file: Part) {
  return sendForm<TPaymentTransaction>(
    "/api/upload-bank-receipt-file",
    [{ name: "payment_transaction_id", value: String(transactionId) }, file],
    who.headers,
  );
}

const approve = (id: number, headers = admin) =>
  post<TPaymentTransaction>(t.app, `/api/admin/bank-transfers/${id}/approve`, {}, { headers });
const reject = (id: number, reason: unknown, headers = admin) =>
  post<TPaymentTransaction>(t.app, `/api/admin/bank-transfers/${id}/reject`, { reason }, { headers });

async function activePackageIds(who: Member) {
  const { body } = await get<unknown>(t.app, "/api/get-package", {}, { headers: who.headers });
  return ((body as unknown as { active_packages: { id: number }[] }).active_packages ?? []).map((p) => p.id);
}

const receiptFiles = async () =>
  (await readdir(join(t.dataDir, "private", "bank-receipts")).catch(() => [] as string[])).sort();
const publicFiles = async () =>
  (await readdir(join(t.dataDir, "uploads"), { recursive: true }).catch(() => [] as string[])).filter((f) =>
    f.includes("receipt"),
  );

async function transactionsOf(userId: number) {
  return t.database.db.select().from(paymentTransactions).where(eq(paymentTransactions.userId, userId));
}

async function setSetting(key: string, value: string) {
  await t.database.db.update(settings).set({ value }).where(eq(settings.key, key));
}

describe("when bank transfer is offered", () => {
  const lines = JSON.stringify([{ title: "IBAN", value: "EG38 0019" }]);
  const offer = (entries: Record<string, string>, lang: "en" | "ar" = "en") =>
    bankTransferOffer(new Map(Object.entries(entries)), lang);

  it("needs the switch on and an account with at least one line", () => {
    expect(offer({ bank_transfer_status: "1", bank_details: lines })).toEqual([
      { title: "IBAN", value: "EG38 0019" },
    ]);
    expect(offer({ bank_transfer_status: "0", bank_details: lines })).toBeNull();
    expect(offer({ bank_details: lines })).toBeNull();
    expect(offer({ bank_transfer_status: "1", bank_details: "[]" })).toBeNull();
    expect(offer({ bank_transfer_status: "1" })).toBeNull();
  });

  it("reads a broken or oddly shaped setting as no account, never as an error", () => {
    for (const broken of ["{", '{"title":"IBAN"}', '[{"title":"IBAN","value":""}]', '[null, 3, "x"]']) {
      expect(offer({ bank_transfer_status: "1", bank_details: broken }), broken).toBeNull();
    }
  });

  it("uses the Arabic lines for Arabic callers when there are some, else the plain ones", () => {
    const arabic = JSON.stringify([{ title: "رقم الآيبان", value: "EG38 0019" }]);
    const both = { bank_transfer_status: "1", bank_details: lines, bank_details_ar: arabic };
    expect(offer(both, "ar")![0]!.title).toMatch(arabicLetters);
    expect(offer(both, "en")![0]!.title).toBe("IBAN");
    expect(offer({ bank_transfer_status: "1", bank_details: lines }, "ar")![0]!.title).toBe("IBAN");
  });
});

describe("bank transfer in get_payment_settings", () => {
  it("is offered with the demo account's lines, in the caller's language", async () => {
    const english = await get<TPaymentSettings>(t.app, "/api/get_payment_settings");
    expect(english.body.data.methods).toContainEqual({ method: "bank_transfer", public_key: null });
    expect(english.body.data.bank_details.map((line) => line.title)).toEqual([
      "Bank",
      "Account name",
      "IBAN",
    ]);
    const arabic = await get<TPaymentSettings>(t.app, "/api/get_payment_settings", { lang: "ar" });
    expect(arabic.body.data.bank_details[0]!.title).toMatch(arabicLetters);
    expect(arabic.body.data.bank_details.at(-1)!.value).toBe(english.body.data.bank_details.at(-1)!.value);
  });
});

describe("paying for a package by bank transfer", () => {
  let buyer: Member;
  let transfer: TPaymentTransaction;
  let uploaded: Buffer;

  it("puts the transfer in review for the package's price, whatever amount the client sends", async () => {
    buyer = await member();
    const basic = await packageNamed("Basic");
    uploaded = await png();
    const { status, body } = await initiate(buyer, basic.id, receipt(uploaded, "receipt.png", "image/png"), [
      { name: "amount", value: "1" },
    ]);
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    transfer = body.data[0]!;
    expect(transfer).toMatchObject({
      type: "package",
      purpose_id: basic.id,
      payment_gateway: "bank_transfer",
      payment_status: "review",
      amount_minor: basic.priceMinor,
      currency: basic.currency,
      has_receipt: true,
    });
    expect((body.bank_details as { title: string }[]).map((line) => line.title)).toContain("IBAN");
    // Private storage only: nothing of it is served from /uploads.
    expect(await receiptFiles()).toHaveLength(1);
    expect(await publicFiles()).toEqual([]);
  });

  it("shows the member the payment with its receipt, the package and where to transfer to", async () => {
    const { status, body } = await get<TPaymentDetails>(
      t.app,
      "/api/get_payment_details",
      { payment_transaction_id: String(transfer.id) },
      { headers: buyer.headers },
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: transfer.id,
      payment_status: "review",
      package: { name: "Basic" },
    });
    expect(body.data.receipts).toEqual([
      expect.objectContaining({
        content_type: "image/png",
        size_bytes: uploaded.length,
        rejection_reason: null,
      }),
    ]);
    expect(body.data.bank_details.length).toBeGreaterThan(0);
  });

  it("lets the owner and admins download the receipt, and nobody else", async () => {
    const url = `/api/get-payment-receipt?payment_transaction_id=${transfer.id}`;
    const own = await t.app.inject({ method: "GET", url, headers: buyer.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(own.headers["content-disposition"]).toMatch(/^attachment/);
    expect(own.rawPayload.equals(uploaded)).toBe(true);
    const byAdmin = await t.app.inject({
      method: "GET",
      url,
      headers: { authorization: admin.authorization },
    });
    expect(byAdmin.statusCode).toBe(200);
    const stranger = await member();
    const other = await t.app.inject({ method: "GET", url, headers: stranger.headers });
    expect(other.statusCode).toBe(404);
    const details = await get(
      t.app,
      "/api/get_payment_details",
      { payment_transaction_id: String(transfer.id) },
      { headers: stranger.headers },
    );
    expect(details.status).toBe(404);
    const guest = await t.app.inject({ method: "GET", url });
    expect(guest.statusCode).toBe(401);
  });

  it("refuses a second transfer for a package whose receipt is still in review", async () => {
    const basic = await packageNamed("Basic");
    const { status, body } = await initiate(buyer, basic.id, receipt(await png(), "again.png", "image/png"));
    expect(status).toBe(409);
    expect(body.message).toMatch(/already waiting/);
    expect(await transactionsOf(buyer.id)).toHaveLength(1);
    expect(await receiptFiles()).toHaveLength(1);
  });

  it("refuses a new receipt while one is in review", async () => {
    const { status } = await reupload(buyer, transfer.id, receipt(await jpg(), "r.jpg", "image/jpeg"));
    expect(status).toBe(409);
  });

  it("queues the receipt for admins with the member, the package and the receipt", async () => {
    const { status, body } = await get<TAdminBankTransfer[]>(
      t.app,
      "/api/admin/bank-transfers",
      { status: "review", limit: "100" },
      { headers: { authorization: admin.authorization } },
    );
    expect(status).toBe(200);
    const item = body.data.find((row) => row.id === transfer.id);
    expect(item).toMatchObject({
      user: { id: buyer.id, email: buyer.email },
      package: { name: "Basic" },
      receipt: { content_type: "image/png" },
      receipt_count: 1,
    });
    expect(body.total).toBeGreaterThanOrEqual(1);
  });

  it("activates the package when an admin approves, once, and e-mails the member until when it runs", async () => {
    const { status, body } = await approve(transfer.id);
    expect(status).toBe(200);
    expect(body.data.payment_status).toBe("succeeded");
    const basic = await packageNamed("Basic");
    expect(await activePackageIds(buyer)).toEqual([basic.id]);
    const mail = await waitForMessage(t.dataDir, buyer.email!, "bank_transfer_approved", {
      timeoutMs: 15_000,
    });
    expect(mail.subject).toContain("Basic");
    expect(mail.text).toMatch(/active until \w+ \d{1,2}, \d{4}/);

    const again = await approve(transfer.id);
    expect(again.status).toBe(409);
    expect(await activePackageIds(buyer)).toEqual([basic.id]);
    const paid = await reupload(buyer, transfer.id, receipt(await jpg(), "r.jpg", "image/jpeg"));
    expect(paid.status).toBe(409);
  });

  it("refuses a transfer for a package the member now holds", async () => {
    const basic = await packageNamed("Basic");
    const { status } = await initiate(buyer, basic.id, receipt(PDF, "r.pdf", "application/pdf"));
    expect(status).toBe(409);
  });
});

describe("a rejected receipt", () => {
  it("is rejected with a reason the member reads, uploaded again, then approved", async () => {
    const buyer = await member();
    const business = await packageNamed("Business");
    const started = await initiate(buyer, business.id, receipt(PDF, "transfer.pdf", "application/pdf"));
    expect(started.status).toBe(200);
    const id = started.body.data[0]!.id;

    const tooShort = await reject(id, "no");
    expect(tooShort.status).toBe(422);
    const missing = await reject(id, undefined);
    expect(missing.status).toBe(422);

    const reason = "The amount on the receipt does not match the package price";
    const rejected = await reject(id, reason);
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ payment_status: "rejected", failure_reason: reason });
    const mail = await waitForMessage(t.dataDir, buyer.email!, "bank_transfer_rejected", {
      timeoutMs: 15_000,
    });
    expect(mail.text).toContain(reason);
    expect(mail.text).toMatch(/upload a new receipt/);
    // The link leads to the page that takes the new receipt, not to the packages (which would start a new transfer).
    expect(mail.text).toContain(`/payment/return?payment_transaction_id=${id})`);
    expect(await activePackageIds(buyer)).toEqual([]);

    const second = await jpg();
    const again = await reupload(buyer, id, receipt(second, "second.jpg", "image/jpeg"));
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ payment_status: "review", failure_reason: null });

    const details = await get<TPaymentDetails>(
      t.app,
      "/api/get_payment_details",
      { payment_transaction_id: String(id) },
      { headers: buyer.headers },
    );
    expect(details.body.data.receipts.map((r) => [r.content_type, r.rejection_reason])).toEqual([
      ["application/pdf", reason],
      ["image/jpeg", null],
    ]);
    const latest = await t.app.inject({
      method: "GET",
      url: `/api/get-payment-receipt?payment_transaction_id=${id}`,
      headers: buyer.headers,
    });
    expect(latest.rawPayload.equals(second)).toBe(true);
    const first = await t.app.inject({
      method: "GET",
      url: `/api/get-payment-receipt?payment_transaction_id=${id}&receipt_id=${details.body.data.receipts[0]!.id}`,
      headers: buyer.headers,
    });
    expect(first.headers["content-type"]).toBe("application/pdf");

    const approved = await approve(id);
    expect(approved.status).toBe(200);
    expect(await activePackageIds(buyer)).toEqual([business.id]);
  });
});

describe("receipts that are not receipts", () => {
  it("refuses a program renamed .png, in Arabic for an Arabic caller, writing nothing", async () => {
    const buyer = await member();
    const before = await receiptFiles();
    const { status, body } = await initiate(
      buyer,
      (await packageNamed("Basic")).id,
      receipt(EXE, "receipt.png", "image/png"),
      [],
      { "accept-language": "ar" },
    );
    expect(status).toBe(422);
    expect(body.message).toMatch(arabicLetters);
    expect(body.errors?.file?.[0]).toMatch(arabicLetters);
    expect(await transactionsOf(buyer.id)).toEqual([]);
    expect(await receiptFiles()).toEqual(before);
  });

  it("refuses a receipt over 5 MB with a message that says so", async () => {
    const buyer = await member();
    const big = Buffer.concat([await png(), Buffer.alloc(6 * MB)]);
    const { status, body } = await initiate(
      buyer,
      (await packageNamed("Basic")).id,
      receipt(big, "scan.png", "image/png"),
    );
    expect([413, 422]).toContain(status);
    expect(body.message).toMatch(/5 MB/);
    expect(await transactionsOf(buyer.id)).toEqual([]);
  });

  it("refuses a transfer without a receipt", async () => {
    const buyer = await member();
    const { status, body } = await sendForm(
      "/api/initiate-bank-transfer",
      [{ name: "package_id", value: String((await packageNamed("Basic")).id) }],
      buyer.headers,
    );
    expect(status).toBe(422);
    expect(body.message).toMatch(/attach the receipt/);
  });
});

describe("who may do what", () => {
  it("answers 404 for another member's transfer, and stores nothing", async () => {
    const owner = await member();
    const started = await initiate(
      owner,
      (await packageNamed("Basic")).id,
      receipt(PDF, "r.pdf", "application/pdf"),
    );
    const id = started.body.data[0]!.id;
    expect((await reject(id, "Not readable, please send a clearer scan")).status).toBe(200);
    const files = await receiptFiles();
    const intruder = await member();
    const { status } = await reupload(intruder, id, receipt(await png(), "mine.png", "image/png"));
    expect(status).toBe(404);
    expect(await receiptFiles()).toEqual(files);
    const [row] = await t.database.db
      .select()
      .from(paymentTransactions)
      .where(eq(paymentTransactions.id, id));
    expect(row!.state).toBe("rejected");
  });

  it("keeps the admin routes to admins: 403 for a member, 401 for a guest", async () => {
    const someone = await member();
    const list = await get(t.app, "/api/admin/bank-transfers", {}, { headers: someone.headers });
    expect(list.status).toBe(403);
    expect((await approve(1, { authorization: someone.headers.authorization })).status).toBe(403);
    expect((await reject(1, "A good reason", { authorization: someone.headers.authorization })).status).toBe(
      403,
    );
    expect((await get(t.app, "/api/admin/bank-transfers")).status).toBe(401);
    // Refused before its input is read: a malformed request teaches a member nothing about the admin route.
    const malformed = await get(
      t.app,
      "/api/admin/bank-transfers",
      { status: "nonsense", limit: "100000" },
      { headers: someone.headers },
    );
    expect(malformed.status).toBe(403);
    expect((await reject(1, "", { authorization: someone.headers.authorization })).status).toBe(403);
  });

  it("pages the queue at most 100 at a time", async () => {
    const { status } = await get(
      t.app,
      "/api/admin/bank-transfers",
      { limit: "101" },
      { headers: { authorization: admin.authorization } },
    );
    expect(status).toBe(422);
  });
});

describe("two requests at the same moment", () => {
  it("opens one transfer per package when a member submits twice at once, leaving no stray file", async () => {
    const buyer = await member();
    const basic = await packageNamed("Basic");
    const replies = await Promise.all(
      [1, 2].map(async () => initiate(buyer, basic.id, receipt(await png(), "r.png", "image/png"))),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await transactionsOf(buyer.id)).toHaveLength(1);
    // Every stored file has its row. The demo data's receipts (bank-receipts/demo-…) are rows only here: the test
    // template is seeded without a file store.
    const rows = (await t.database.db.select().from(paymentReceipts)).filter(
      (r) => !r.storageKey.startsWith("bank-receipts/demo-"),
    );
    expect(await receiptFiles()).toEqual(rows.map((r) => r.storageKey.split("/")[1]).sort());
  });

  it.runIf(onPostgres)("activates the package once when two admins approve at once", async () => {
    const buyer = await member();
    const basic = await packageNamed("Basic");
    const started = await initiate(buyer, basic.id, receipt(PDF, "r.pdf", "application/pdf"));
    const id = started.body.data[0]!.id;
    const replies = await Promise.all([approve(id), approve(id), approve(id)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const held = await t.database.db.select().from(userPackages).where(eq(userPackages.userId, buyer.id));
    expect(held).toHaveLength(1);
  });
});

describe("when bank transfer is off", () => {
  it("is not offered, and a transfer is refused with a clear message", async () => {
    await setSetting("bank_transfer_status", "0");
    try {
      const offered = await get<TPaymentSettings>(t.app, "/api/get_payment_settings");
      expect(offered.body.data.methods.map((m) => m.method)).not.toContain("bank_transfer");
      expect(offered.body.data.bank_details).toEqual([]);
      const buyer = await member();
      const { status, body } = await initiate(
        buyer,
        (await packageNamed("Basic")).id,
        receipt(PDF, "r.pdf", "application/pdf"),
      );
      expect(status).toBe(403);
      expect(body.message).toMatch(/not available/);
      expect(await transactionsOf(buyer.id)).toEqual([]);
    } finally {
      await setSetting("bank_transfer_status", "1");
    }
  });
});
