import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import { createLocalFileStore } from "../../storage/local-file-store.js";
import { createPrivateLinkSigner } from "../../storage/private-link-signature.js";
import {
  imageVariantKeys,
  inspectListingDocument,
  inspectListingImage,
  removeListingMedia,
  storeListingDocument,
  storeListingImage,
} from "./listing-media.js";
import { createImageWork } from "./image-work.js";

let dir: string;
let uploads: string;
let files: ReturnType<typeof createLocalFileStore>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "manzil-media-"));
  uploads = join(dir, "uploads");
  files = createLocalFileStore({
    publicDir: uploads,
    privateDir: join(dir, "private"),
    siteUrl: "http://manzil.test",
    signer: createPrivateLinkSigner(new Uint8Array(32)),
    now: () => new Date(),
  });
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

async function upload(content: Buffer, fileName: string): Promise<UploadedFile> {
  const path = join(dir, `${randomUUID()}.upload`);
  await writeFile(path, content);
  return { kind: "file", fieldName: "f", fileName, mimeType: "image/jpeg", path, size: content.length };
}

const images = createImageWork({ concurrency: 1, maxPixels: 40_000_000, maxSidePx: 8000 });
const LIMIT = { maxBytes: 1_000_000, images };
function image(format: "png" | "webp" | "gif", width = 300) {
  const canvas = sharp({ create: { width, height: 200, channels: 3, background: "#884422" } });
  return canvas[format]().toBuffer();
}

describe("listing images", () => {
  it("accepts JPEG, PNG and WebP by content and refuses anything else, whatever the name", async () => {
    expect(await inspectListingImage(await upload(await image("png"), "a.jpg"), LIMIT)).toBeNull();
    expect(await inspectListingImage(await upload(await image("webp"), "a.bin"), LIMIT)).toBeNull();
    expect(await inspectListingImage(await upload(await image("gif"), "a.png"), LIMIT)).toBe(
      "validation.invalid_file_type",
    );
    expect(await inspectListingImage(await upload(Buffer.from("hello"), "photo.jpg"), LIMIT)).toBe(
      "validation.invalid_file_type",
    );
    expect(
      await inspectListingImage(await upload(await image("png"), "a.png"), { maxBytes: 10, images }),
    ).toBe("validation.file_too_large");
    expect(await inspectListingImage(await upload(Buffer.alloc(0), "a.png"), LIMIT)).toBe(
      "validation.file_required",
    );
  });

  it("writes a WebP per width, never enlarged, and removes them all together", async () => {
    const key = await storeListingImage(await upload(await image("png", 1000), "a.png"), { files, images });
    expect(key).toMatch(/^properties\/images\/[0-9a-f-]{36}\.webp$/);
    const widths = await Promise.all(
      [key, ...imageVariantKeys(key)].map(async (k) => (await sharp(join(uploads, k)).metadata()).width),
    );
    expect(widths).toEqual([1000, 480, 960]);
    await removeListingMedia(files, [key, "properties/../../secrets/auth.key", "seed/villa.webp"]);
    for (const k of [key, ...imageVariantKeys(key)]) expect(existsSync(join(uploads, k))).toBe(false);
  });
});

describe("listing documents", () => {
  it("keeps a PDF byte for byte under a random key with its real extension", async () => {
    const pdf = Buffer.from("%PDF-1.7\n%%EOF\n");
    const checked = await inspectListingDocument(await upload(pdf, "deed.exe"), LIMIT.maxBytes);
    expect(checked).toMatchObject({ extension: "pdf" });
    if ("problem" in checked) throw new Error("expected a document");
    const key = await storeListingDocument(checked, files);
    expect(key).toMatch(/^properties\/documents\/[0-9a-f-]{36}\.pdf$/);
    expect((await readFile(join(uploads, key))).equals(pdf)).toBe(true);
  });

  it("refuses text and HTML dressed as a PDF", async () => {
    for (const content of ["<html><script>alert(1)</script>", "plain text"]) {
      expect(
        await inspectListingDocument(await upload(Buffer.from(content), "deed.pdf"), LIMIT.maxBytes),
      ).toEqual({
        problem: "validation.invalid_file_type",
      });
    }
  });
});
