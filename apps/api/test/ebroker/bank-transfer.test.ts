import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packages } from "../../src/db/schema/content.js";
import { signInAs } from "../helpers.js";
import { PDF } from "../listing-poster.js";
import type { Part } from "../multipart.js";
import { packagelessBuyers } from "../package-buyers.js";
import { createTestApp, type TestApp } from "../test-app.js";
import { ebrokerCall, ebrokerClientEnv } from "./ebroker-client.js";

/**
 * Bank transfer as the unmodified eBroker web client calls it (backend-facts §4 items 27 and 28): FormData with
 * `package_id` or `payment_transaction_id` and `file`, answered `{error, message, data}` with `bank_details` at
 * the top level. Failures are judged on the body (HTTP 200 with `error: true` and `code` in this transport).
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp(ebrokerClientEnv);
  adminToken = (await signInAs(t.app, t.database.db, { role: "admin" })).token;
});
afterAll(async () => t.close());

const nextBuyer = packagelessBuyers(() => t);
const memberToken = async () => (await nextBuyer()).token;

async function basicId() {
  const rows = await t.database.db.select().from(packages).where(eq(packages.name, "Basic"));
  return rows[0]!.id;
}

const file = (body: Buffer, fileName: string, type: string): Part => ({
  name: "file",
  file: body,
  fileName,
  type,
});

type Transaction = { id: number; payment_status: string; payment_gateway: string; has_receipt: boolean };

describe("initiate-bank-transfer", () => {
  it("answers data: [transaction] in review and the bank details at the top level", async () => {
    const token = await memberToken();
    const answer = await ebrokerCall(t.app, {
      path: "initiate-bank-transfer",
      token,
      form: [
        { name: "package_id", value: String(await basicId()) },
        file(PDF, "receipt.pdf", "application/pdf"),
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ error: false, message: expect.any(String) });
    const data = answer.body.data as Transaction[];
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      payment_status: "review",
      payment_gateway: "bank_transfer",
      has_receipt: true,
    });
    const details = answer.body.bank_details as { title: string; value: string }[];
    expect(details.length).toBeGreaterThan(0);
    for (const line of details)
      expect(line).toEqual({ title: expect.any(String), value: expect.any(String) });
  });

  it("refuses a file that is not a receipt with error: true, code 422 and a message", async () => {
    const answer = await ebrokerCall(t.app, {
      path: "initiate-bank-transfer",
      token: await memberToken(),
      form: [
        { name: "package_id", value: String(await basicId()) },
        file(Buffer.from("MZ\x90\x00 not an image", "latin1"), "receipt.png", "image/png"),
      ],
    });
    expect(answer.body).toMatchObject({
      error: true,
      code: 422,
      message: expect.stringMatching(/JPG, PNG or PDF/),
    });
  });
});

describe("upload-bank-receipt-file", () => {
  it("takes a new receipt for one's own rejected transfer, answering data: transaction", async () => {
    const token = await memberToken();
    const started = await ebrokerCall(t.app, {
      path: "initiate-bank-transfer",
      token,
      form: [{ name: "package_id", value: String(await basicId()) }, file(PDF, "r.pdf", "application/pdf")],
    });
    const id = (started.body.data as Transaction[])[0]!.id;
    const form = [
      { name: "payment_transaction_id", value: String(id) },
      file(PDF, "again.pdf", "application/pdf"),
    ];

    const inReview = await ebrokerCall(t.app, { path: "upload-bank-receipt-file", token, form });
    expect(inReview.body).toMatchObject({ error: true, code: 409 });

    const rejected = await ebrokerCall(t.app, {
      path: `admin/bank-transfers/${id}/reject`,
      token: adminToken,
      form: [{ name: "reason", value: "The scan is unreadable" }],
    });
    expect(rejected.body).toMatchObject({ error: false, data: { payment_status: "rejected" } });

    // Unlike eBroker, another member cannot upload to this transfer: it is not theirs.
    const intruder = await ebrokerCall(t.app, {
      path: "upload-bank-receipt-file",
      token: await memberToken(),
      form,
    });
    expect(intruder.body).toMatchObject({ error: true, code: 404 });

    const again = await ebrokerCall(t.app, { path: "upload-bank-receipt-file", token, form });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      error: false,
      data: { id, payment_status: "review", has_receipt: true },
    });
  });
});
