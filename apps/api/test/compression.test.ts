import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { brotliDecompressSync, createBrotliDecompress, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newMember } from "./engagement-helpers.js";
import { listening, SseClient } from "./sse-client.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { FIXTURE_WEB_BUILD } from "./web-fixture.js";

// Issue 19 (ADR 076): every compressible answer travels Brotli-compressed to a client that accepts it, gzip to one
// that only knows gzip, and as it is to one that says nothing; the built assets are compressed at build time.

const PRECOMPRESS = fileURLToPath(new URL("../../web/scripts/precompress.mjs", import.meta.url));
const BR = { "accept-encoding": "br, gzip" };
const GZIP = { "accept-encoding": "gzip" };

/** Text of a realistic size, varied enough that it is not all one repeated line. */
function filler(line: (index: number) => string, count = 400): string {
  return Array.from({ length: count }, (_unused, index) => line(index)).join("\n");
}

/**
 * A copy of the fixture build with assets of real size, run through the build's own precompress step, and a
 * server entry that adds a long page and a page that streams its second half when the test releases it.
 */
async function webBuild(dir: string): Promise<void> {
  await cp(FIXTURE_WEB_BUILD, dir, { recursive: true });
  const client = join(dir, "client");
  await writeFile(
    join(client, "assets/listing-9f8e7d6c.js"),
    filler((i) => `export function price${i}(n) { return new Intl.NumberFormat("ar-EG").format(n * ${i}); }`),
  );
  await writeFile(
    join(client, "assets/app-5e6f7a8b.css"),
    filler(
      (i) =>
        `.card-${i} { margin-inline-start: ${i % 17}px; color: #${(i * 4099).toString(16).padStart(6, "0").slice(-6)}; }`,
    ),
  );
  await writeFile(
    join(client, "assets/map-pin.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">\n` +
      filler((i) => `<circle cx="${i % 400}" cy="${(i * 7) % 400}" r="${(i % 9) + 1}" fill="#0a7"/>`, 200) +
      `\n</svg>\n`,
  );
  await execFilePromise(process.execPath, [PRECOMPRESS, client]);

  const fixtureServer = pathToFileURL(join(FIXTURE_WEB_BUILD, "server/index.js")).href;
  await writeFile(
    join(dir, "server/index.js"),
    `import * as fixture from ${JSON.stringify(fixtureServer)};
export * from ${JSON.stringify(fixtureServer)};
const encoder = new TextEncoder();
const longPage = "<!doctype html><html lang=\\"ar\\" dir=\\"rtl\\"><body><ul>" +
  Array.from({ length: 300 }, (_, i) => "<li>شقة " + i + " في القاهرة الجديدة، ثلاث غرف</li>").join("") + "</ul></body></html>";
function handleRequest(request, status, headers, context, loadContext) {
  const path = new URL(request.url).pathname;
  if (path === "/long") {
    headers.set("content-type", "text/html; charset=utf-8");
    headers.append("set-cookie", "lang=ar; Path=/");
    headers.append("set-cookie", "seen=1; Path=/");
    return new Response(longPage, { status, headers });
  }
  if (path === "/streamed") {
    headers.set("content-type", "text/html; charset=utf-8");
    const body = new ReadableStream({
      async start(controller) {
        controller.enqueue(encoder.encode("<!doctype html><html><body><header>shell</header>"));
        await globalThis.__releaseStreamedPage;
        controller.enqueue(encoder.encode("<main>" + "<p>the rest of the page</p>".repeat(100) + "</main></body></html>"));
        controller.close();
      },
    });
    return new Response(body, { status, headers });
  }
  return fixture.entry.module.default(request, status, headers, context, loadContext);
}
export const entry = { module: { default: handleRequest } };
`,
  );
}

const execFilePromise = promisify(execFile);

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  return response.rawPayload.toString("utf8");
}

let t: TestApp;
let buildDir: string;

beforeAll(async () => {
  buildDir = await mkdtemp(join(tmpdir(), "manzil-compress-"));
  await mkdir(buildDir, { recursive: true });
  await webBuild(buildDir);
  t = await createTestApp({ SERVE_WEB: "true", WEB_BUILD_DIR: buildDir });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await rm(buildDir, { recursive: true, force: true });
});

describe("compressible answers", () => {
  it.each([
    ["a server-rendered page", "/long", "text/html"],
    ["a JSON API answer", "/api/get_categories", "application/json"],
    ["a script", "/assets/listing-9f8e7d6c.js", "javascript"],
    ["a stylesheet", "/assets/app-5e6f7a8b.css", "text/css"],
    ["an SVG", "/assets/map-pin.svg", "image/svg+xml"],
  ])(
    "%s comes as Brotli, gzip or plain as the client asks, the same text each time",
    async (_what, url, type) => {
      const plain = await t.app.inject({ url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-type"]).toContain(type);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(String(plain.headers.vary).toLowerCase()).toContain("accept-encoding");

      const brotli = await t.app.inject({ url, headers: BR });
      expect(brotli.headers["content-encoding"]).toBe("br");
      const gzip = await t.app.inject({ url, headers: GZIP });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      for (const compressed of [brotli, gzip]) {
        expect(compressed.statusCode).toBe(200);
        expect(compressed.headers["content-type"]).toBe(plain.headers["content-type"]);
        expect(String(compressed.headers.vary).toLowerCase()).toContain("accept-encoding");
        expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decoded(compressed)).toBe(plain.body);
      }
    },
  );

  it("an answer the client may only take as it is stays plain", async () => {
    const response = await t.app.inject({
      url: "/api/get_categories",
      headers: { "accept-encoding": "identity" },
    });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ error: false });
  });

  it("a page keeps its status and each of its cookies when compressed", async () => {
    const response = await t.app.inject({ url: "/long", headers: BR });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["set-cookie"]).toEqual(["lang=ar; Path=/", "seen=1; Path=/"]);
    // The security headers set before the page is written are still there.
    expect(response.headers["content-security-policy"]).toBeDefined();
    const missing = await t.app.inject({ url: "/api/no-such-call", headers: BR });
    expect(missing.statusCode).toBe(404);
  });

  it("a HEAD of a page answers its headers without a body", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/long", headers: BR });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(0);
  });
});

describe("built assets", () => {
  it("are sent from the Brotli and gzip files written at build time, cached as before", async () => {
    const file = join(buildDir, "client/assets/listing-9f8e7d6c.js");
    const brotli = await t.app.inject({ url: "/assets/listing-9f8e7d6c.js", headers: BR });
    expect(brotli.rawPayload.equals(await readFile(`${file}.br`))).toBe(true);
    expect(brotli.headers["content-length"]).toBe(String(brotli.rawPayload.length));
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const gzip = await t.app.inject({ url: "/assets/listing-9f8e7d6c.js", headers: GZIP });
    expect(gzip.rawPayload.equals(await readFile(`${file}.gz`))).toBe(true);
  });

  it("have no compressed copy when they are too small to gain from one, and the copies are no URLs", async () => {
    const small = await t.app.inject({ url: "/assets/app-1a2b3c4d.js", headers: BR });
    expect(small.statusCode).toBe(200);
    await expect(readFile(join(buildDir, "client/assets/app-1a2b3c4d.js.br"))).rejects.toThrow();
    const copy = await t.app.inject({ url: "/assets/listing-9f8e7d6c.js.br" });
    expect(copy.headers["content-encoding"]).toBeUndefined();
    expect(copy.body).not.toContain("price1");
  });

  it("a range request (browsers send those with Accept-Encoding: identity) gets the plain file's bytes", async () => {
    const response = await t.app.inject({
      url: "/assets/app-5e6f7a8b.css",
      headers: { range: "bytes=0-9", "accept-encoding": "identity" },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body).toBe(".card-0 { ");
  });

  it("a revalidation answers 304 without a body", async () => {
    const first = await t.app.inject({ url: "/assets/map-pin.svg", headers: BR });
    const again = await t.app.inject({
      url: "/assets/map-pin.svg",
      headers: { ...BR, "if-none-match": String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe("small answers", () => {
  it("under a kilobyte go as they are", async () => {
    const response = await t.app.inject({ url: "/api/get_languages", headers: BR });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toMatchObject({ error: false });
  });
});

describe("streams", () => {
  let base: string;
  beforeAll(async () => {
    base = await listening(t.app);
  });

  it("a streamed page shows its first part, compressed, before the rest is rendered", async () => {
    let release!: () => void;
    (globalThis as { __releaseStreamedPage?: Promise<void> }).__releaseStreamedPage = new Promise<void>(
      (resolve) => (release = resolve),
    );
    const response = await new Promise<IncomingMessage>((resolve, reject) => {
      httpRequest(`${base}/streamed`, { headers: BR }, resolve).on("error", reject).end();
    });
    expect(response.headers["content-encoding"]).toBe("br");
    const text = response.pipe(createBrotliDecompress());
    let received = "";
    await new Promise<void>((resolve) => {
      text.on("data", (chunk: Buffer) => {
        received += chunk.toString("utf8");
        if (received.includes("<header>shell</header>")) resolve();
      });
    });
    // The renderer has not written the rest yet: only the shell can have arrived.
    expect(received).not.toContain("<main>");
    release();
    await new Promise((resolve) => text.on("end", resolve));
    expect(received).toContain("the rest of the page</p></main></body></html>");
  });

  it("the realtime stream is never compressed and delivers its first frame", async () => {
    const member = await newMember(t.app, t.database.db, "Compression member");
    const client = await SseClient.open(`${base}/api/realtime/stream`, {
      authorization: member.authorization,
      ...BR,
    });
    try {
      expect(client.status).toBe(200);
      expect(client.headers.get("content-type")).toContain("text/event-stream");
      expect(client.headers.get("content-encoding")).toBeNull();
      await client.ready();
    } finally {
      await client.close();
    }
  });
});
