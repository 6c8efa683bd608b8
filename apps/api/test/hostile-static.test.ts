import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.js";
import { FIXTURE_WEB_BUILD } from "./web-fixture.js";

// Conditional and range requests a hostile or broken client sends for files: answered as HTTP says
// (RFC 9110 §13, §14), never with a 5xx.

const BODY = "%PDF-1.4 forty-seven bytes of a public document.";
const FILES = ["/uploads/docs/brochure.pdf", "/assets/app-1a2b3c4d.js"];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SERVE_WEB: "true", WEB_BUILD_DIR: FIXTURE_WEB_BUILD });
  await mkdir(join(t.dataDir, "uploads", "docs"), { recursive: true });
  await writeFile(join(t.dataDir, "uploads", "docs", "brochure.pdf"), BODY);
});
afterAll(async () => t.close());

async function lengthOf(url: string): Promise<number> {
  const response = await t.app.inject({ url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload.length;
}

describe.each(FILES)("%s", (url) => {
  it.each([
    ["a range that does not parse", "bytes=abc"],
    ["a range past the end", "bytes=999999999-"],
    ["a range whose end comes before its start", "bytes=5-1"],
    ["a negative range", "bytes=--5"],
  ])("%s (%s) is 416 with the file's length", async (_name, range) => {
    const length = await lengthOf(url);
    const response = await t.app.inject({ url, headers: { range } });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${length}`);
    expect(response.json()).toMatchObject({ error: true, code: "RANGE_NOT_SATISFIABLE" });
  });

  it("a range in another unit is ignored: the whole file", async () => {
    const response = await t.app.inject({ url, headers: { range: "pages=1-2" } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(await lengthOf(url));
  });

  it("several ranges at once get the whole file, one range its part", async () => {
    const several = await t.app.inject({ url, headers: { range: "bytes=0-1,3-4" } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(await lengthOf(url));
    const one = await t.app.inject({ url, headers: { range: "bytes=0-3" } });
    expect(one.statusCode).toBe(206);
    expect(one.rawPayload.length).toBe(4);
  });

  it.each([
    ["If-Match naming another version", { "if-match": '"x"' }],
    ["If-Unmodified-Since in the past", { "if-unmodified-since": "Mon, 01 Jan 2001 00:00:00 GMT" }],
  ])("%s is 412", async (_name, headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(412);
    expect(response.json()).toMatchObject({ error: true, code: "PRECONDITION_FAILED" });
  });

  it.each([
    ["If-Unmodified-Since that is not a date", { "if-unmodified-since": "garbage" }],
    ["If-Range that is not a date or tag, with a range", { range: "bytes=0-3", "if-range": "garbage" }],
    ["If-Match: *", { "if-match": "*" }],
  ])("%s is ignored: the whole file", async (_name, headers) => {
    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
  });

  it("answers in the caller's language", async () => {
    const response = await t.app.inject({ url, headers: { range: "bytes=abc", "accept-language": "ar" } });
    expect(response.statusCode).toBe(416);
    expect(response.json<{ message: string }>().message).toBe("الجزء المطلوب من الملف غير موجود.");
  });
});
