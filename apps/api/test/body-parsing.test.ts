import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactRequests } from "../src/db/schema/engagement.js";
import type { Viewer } from "../src/modules/auth/auth.service.js";
import { errorHandlerPlugin } from "../src/plugins/error-handler.js";
import { i18nPlugin } from "../src/plugins/i18n.js";
import { bodyParsingPlugin, isUploadedFile } from "../src/plugins/body-parsing.js";
import { freshIp } from "./auth-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { malformedMultipart, manyFields, multipart, streamedFields } from "./multipart-payloads.js";
import { readOutbox } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The plugin is exercised through real HTTP parsing on a small app with echo routes: one with the upload budget
// for a signed-in caller, one with the default form budget.
let app: FastifyInstance;
let tmpDir: string;
const seenFiles: { content: string; fileName: string; mimeType: string }[] = [];
const logLines: { level: number; msg: string }[] = [];

beforeAll(async () => {
  tmpDir = await mkdtemp(join(tmpdir(), "manzil-upload-"));
  app = Fastify({
    logger: { level: "info", stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
  });
  await app.register(i18nPlugin);
  await app.register(errorHandlerPlugin);
  app.decorateRequest("viewer", null);
  app.addHook("onRequest", async (request) => {
    request.viewer = { id: 1 } as Viewer;
  });
  await app.register(bodyParsingPlugin, { tmpDir, maxFileBytes: 1024, maxFiles: 3 });
  const echo = async (body: unknown) => {
    const walk = async (value: unknown): Promise<void> => {
      if (isUploadedFile(value)) {
        seenFiles.push({
          content: await readFile(value.path, "utf8"),
          fileName: value.fileName,
          mimeType: value.mimeType,
        });
      } else if (value && typeof value === "object") {
        for (const child of Object.values(value)) await walk(child);
      }
    };
    await walk(body);
    return JSON.parse(
      JSON.stringify(body, (_key, value) => (isUploadedFile(value) ? `file:${value.fileName}` : value)),
    );
  };
  app.post("/echo", { config: { bodyBudget: "upload" } }, async (request) => echo(request.body));
  app.post("/echo-form", async (request) => echo(request.body));
});
afterAll(async () => {
  await app.close();
  await rm(tmpDir, { recursive: true, force: true });
});

describe("body parsing", () => {
  it("nests bracket notation from urlencoded forms", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload:
        "title=Villa&parameters[0][parameter_id]=3&parameters[0][value]=4&parameters[1][parameter_id]=7&parameters[1][value]=yes",
    });
    expect(response.json()).toEqual({
      title: "Villa",
      parameters: [
        { parameter_id: "3", value: "4" },
        { parameter_id: "7", value: "yes" },
      ],
    });
  });

  it("nests bracket notation from multipart forms and streams files to disk", async () => {
    const { payload, contentType } = multipart([
      { name: "title", value: "فيلا" },
      { name: "facilities[0][facility_id]", value: "2" },
      { name: "facilities[0][distance]", value: "1.5" },
      { name: "gallery_images[0]", value: "first-image", fileName: "a.jpg", type: "image/jpeg" },
      { name: "gallery_images[1]", value: "second-image", fileName: "b.png", type: "image/png" },
    ]);
    seenFiles.length = 0;
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      title: "فيلا",
      facilities: [{ facility_id: "2", distance: "1.5" }],
      gallery_images: ["file:a.jpg", "file:b.png"],
    });
    expect(seenFiles).toEqual([
      { content: "first-image", fileName: "a.jpg", mimeType: "image/jpeg" },
      { content: "second-image", fileName: "b.png", mimeType: "image/png" },
    ]);
    // Unclaimed temporary files are removed after the response.
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("refuses a file over the size limit with 413", async () => {
    const { payload, contentType } = multipart([
      { name: "file", value: "x".repeat(2048), fileName: "big.pdf" },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: true, code: "PAYLOAD_TOO_LARGE" });
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("refuses a file on a route without the upload budget, writing nothing", async () => {
    const { payload, contentType } = multipart([
      { name: "name", value: "Layla" },
      { name: "file", value: "tiny", fileName: "a.pdf" },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/echo-form",
      headers: { "content-type": contentType, "accept-language": "ar" },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("هذا الطلب لا يقبل ملفات");
    expect(await readdir(tmpDir)).toEqual([]);
  });

  it("refuses a field longer than the form budget, naming it", async () => {
    const { payload, contentType } = multipart([{ name: "message", value: "x".repeat(40 * 1024) }]);
    const response = await app.inject({
      method: "POST",
      url: "/echo-form",
      headers: { "content-type": contentType },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().errors).toEqual({ message: ["This field is too long"] });
  });

  it("answers a truncated multipart body with 400 and logs it at info, not as an error", async () => {
    const { payload, contentType } = multipart([{ name: "title", value: "Villa" }]);
    logLines.length = 0;
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": contentType },
      payload: payload.slice(0, 40),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: true,
      code: "BAD_REQUEST",
      message: "The form data is malformed or incomplete",
    });
    expect(
      logLines.filter((line) => line.msg === "malformed multipart body").map((line) => line.level),
    ).toEqual([30]);
    expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it("refuses prototype pollution through bracket keys", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "__proto__[admin]=1&constructor[prototype][admin]=1&ok=1",
    });
    expect(response.json()).toEqual({ ok: "1" });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe("the whole API", () => {
  let t: TestApp;
  const clientOrigin = "https://client.example";
  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: clientOrigin });
  });
  afterAll(async () => t.close());

  const contact = {
    first_name: "Layla",
    last_name: "Mansour",
    email: "budget@example.com",
    subject: "Viewing request",
    message: "Can I visit the villa on Friday?",
  };
  const storedContacts = () =>
    t.database.db.select().from(contactRequests).where(eq(contactRequests.email, contact.email));
  const contactMails = async () =>
    (await readOutbox(t.dataDir)).filter(
      (m) => m.template === "contact_request" && m.text.includes(contact.email),
    );
  const tmpFiles = async () => readdir(join(t.dataDir, "tmp"));

  describe("CORS preflight", () => {
    it.each(["get_categories", "post_property", "contct_us", "no-such-route"])(
      "answers OPTIONS /api/%s from a configured origin",
      async (path) => {
        const response = await t.app.inject({
          method: "OPTIONS",
          url: `/api/${path}`,
          headers: {
            origin: clientOrigin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "authorization,content-type",
          },
        });
        expect(response.statusCode).toBe(204);
        expect(response.headers["access-control-allow-origin"]).toBe(clientOrigin);
        expect(String(response.headers["access-control-allow-headers"]).toLowerCase()).toContain(
          "authorization",
        );
      },
    );

    it("serves a cross-origin guest read and write sent with `Bearer undefined`", async () => {
      const headers = { origin: clientOrigin, authorization: "Bearer undefined" };
      const read = await t.app.inject({ method: "GET", url: "/api/get_categories", headers });
      expect(read.statusCode).toBe(200);
      expect(read.headers["access-control-allow-origin"]).toBe(clientOrigin);

      const write = await t.app.inject({
        method: "POST",
        url: "/api/contct_us",
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify({ ...contact, email: "cors-guest@example.com" }),
        remoteAddress: freshIp(),
      });
      expect(write.statusCode).toBe(200);
      expect(write.headers["access-control-allow-origin"]).toBe(clientOrigin);
    });
  });

  describe("body budgets", () => {
    it("refuses a guest's many large fields to contct_us with 413 before reading them", async () => {
      const { payload, contentType } = manyFields(200, 64 * 1024);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contct_us",
        headers: { "content-type": contentType, "accept-language": "ar" },
        payload,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: true, code: "PAYLOAD_TOO_LARGE" });
      expect(response.json().message).toMatch(arabicLetters);
      expect(await storedContacts()).toEqual([]);
      expect(await contactMails()).toEqual([]);
    });

    it("stops reading a streamed body without Content-Length once a field passes the budget", async () => {
      // 1,000 fields of 1 MB: the shape that took the server from 0.9 to 1.8 GB.
      const body = streamedFields(1000, 1024 * 1024);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contct_us",
        headers: { "content-type": body.contentType },
        payload: body.stream,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: true, code: "PAYLOAD_TOO_LARGE" });
      // Read-ahead aside, the server asked for a handful of fields, not the gigabyte.
      expect(body.pulled()).toBeLessThan(body.total / 50);
      expect(await storedContacts()).toEqual([]);
    });

    it("refuses a JSON body over the form budget with 413", async () => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contct_us",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify({ ...contact, message: "x".repeat(100 * 1024) }),
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({ error: true, code: "PAYLOAD_TOO_LARGE" });
      expect(await storedContacts()).toEqual([]);
    });

    it("still accepts a multipart contact form within the budget", async () => {
      const { payload, contentType } = multipart(
        Object.entries({ ...contact, email: "multipart-ok@example.com" }).map(([name, value]) => ({
          name,
          value,
        })),
      );
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contct_us",
        headers: { "content-type": contentType },
        payload,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(200);
    });

    it("answers a guest's upload to post_property with 401 and writes no file", async () => {
      const { payload, contentType } = multipart([
        { name: "title", value: "Villa" },
        { name: "title_image", value: "x".repeat(4096), fileName: "a.jpg", type: "image/jpeg" },
      ]);
      const response = await t.app.inject({
        method: "POST",
        url: "/api/post_property",
        headers: { "content-type": contentType },
        payload,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(401);
      expect(await tmpFiles()).toEqual([]);
    });
  });

  describe("malformed multipart", () => {
    const parts = Object.entries(contact).map(([name, value]) => ({ name, value }));
    const textOnly = malformedMultipart(parts).filter((variant) => !variant.hasFile);
    it.each(textOnly.map((variant) => [variant.label, variant]))(
      "answers %s with 400 in the caller's language",
      async (_label, variant) => {
        for (const [lang, message] of [
          ["en", "The form data is malformed or incomplete"],
          ["ar", "بيانات النموذج تالفة أو غير مكتملة"],
        ]) {
          const response = await t.app.inject({
            method: "POST",
            url: "/api/contct_us",
            headers: { "content-type": variant.contentType, "accept-language": lang! },
            payload: variant.payload,
            remoteAddress: freshIp(),
          });
          expect(response.statusCode, response.body).toBe(400);
          expect(response.json()).toEqual({ error: true, code: "BAD_REQUEST", message });
        }
        expect(await storedContacts()).toEqual([]);
      },
    );

    it.each(malformedMultipart(parts).map((variant) => [variant.label, variant]))(
      "answers %s on an upload route with 400 and leaves no file behind",
      async (_label, variant) => {
        const owner = await signInAs(t.app, t.database.db);
        const response = await t.app.inject({
          method: "POST",
          url: "/api/post_property",
          headers: { "content-type": variant.contentType, authorization: owner.authorization },
          payload: variant.payload,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toMatchObject({ error: true, code: "BAD_REQUEST" });
        expect(await tmpFiles()).toEqual([]);
      },
    );
  });

  describe("NUL bytes", () => {
    const nulMessage = {
      en: "Contains a null character (NUL), which is not allowed",
      ar: "يحتوي على المحرف الصفري (NUL)، وهو غير مسموح به",
    };

    it("refuses a NUL in a query string, naming the parameter", async () => {
      const owner = await signInAs(t.app, t.database.db);
      const response = await t.app.inject({
        method: "GET",
        url: "/api/get-added-properties?slug_id=%00",
        headers: { authorization: owner.authorization, "accept-language": "ar" },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        error: true,
        code: "VALIDATION_FAILED",
        errors: { slug_id: [nulMessage.ar] },
      });
    });

    it.each(["post_property", "update_post_property", "post_project"])(
      "refuses a NUL in a text field of %s as JSON, urlencoded and multipart",
      async (path) => {
        const owner = await signInAs(t.app, t.database.db);
        const fields = { id: "1", title: "Villa\u0000by the sea", description: "Quiet" };
        const multipartBody = multipart(Object.entries(fields).map(([name, value]) => ({ name, value })));
        const bodies = [
          { contentType: "application/json", payload: JSON.stringify(fields) },
          {
            contentType: "application/x-www-form-urlencoded",
            payload: new URLSearchParams(fields).toString(),
          },
          multipartBody,
        ];
        for (const { contentType, payload } of bodies) {
          const response = await t.app.inject({
            method: "POST",
            url: `/api/${path}`,
            headers: { authorization: owner.authorization, "content-type": contentType },
            payload,
          });
          expect(response.statusCode, `${contentType}: ${response.body}`).toBe(422);
          expect(response.json().errors).toEqual({ title: [nulMessage.en] });
        }
      },
    );
  });
});
