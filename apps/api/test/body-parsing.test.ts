import { mkdtemp, readFile, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyParsingPlugin, isUploadedFile } from "../src/plugins/body-parsing.js";

// The plugin is exercised through real HTTP parsing on a small app with an echo route, since the foundation's
// own endpoints are all GETs.
let app: FastifyInstance;
let tmpDir: string;
const seenFiles: { content: string; fileName: string; mimeType: string }[] = [];

beforeAll(async () => {
  tmpDir = await mkdtemp(join(tmpdir(), "manzil-upload-"));
  app = Fastify();
  await app.register(bodyParsingPlugin, { tmpDir, maxFileBytes: 1024, maxFiles: 3 });
  app.post("/echo", async (request) => {
    const body = request.body as Record<string, unknown>;
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
  });
});
afterAll(async () => {
  await app.close();
  await rm(tmpDir, { recursive: true, force: true });
});

function multipart(parts: { name: string; value: string; fileName?: string; type?: string }[]) {
  const boundary = "----manzil-test-boundary";
  const chunks = parts.map((part) => {
    const disposition = part.fileName
      ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
      : `form-data; name="${part.name}"`;
    return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${part.value}\r\n`;
  });
  return {
    payload: `${chunks.join("")}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

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
    expect(await readdir(tmpDir)).toEqual([]);
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
