import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, sep } from "node:path";
import S3rver from "@20minutes/s3rver";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TOwnListing } from "@manzil/domain/contracts";
import { properties } from "../src/db/schema/properties.js";
import { publishLocalFiles } from "../src/storage/publish-local-files.js";
import { arabicLetters, getJson } from "./helpers.js";
import { listingPoster, PDF, photo } from "./listing-poster.js";
import { createTestApp, type TestApp } from "./test-app.js";

const BUCKET = "manzil-files";
const PAPERS_BUCKET = "manzil-papers";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

let server: S3rver;
let serverDir: string;
let endpoint: string;

/**
 * Every key in the bucket, sorted, as the server keeps them on its disk (`<key>._S3rver_object`): independent of
 * the app, and of s3rver's ListObjects, whose signature check fails with this SDK.
 */
async function bucketKeys(name = BUCKET): Promise<string[]> {
  const root = join(serverDir, name);
  const files = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return files
    .filter((file) => file.endsWith("._S3rver_object"))
    .map((file) =>
      file
        .replace(/\._S3rver_object$/, "")
        .split(sep)
        .join("/"),
    )
    .sort();
}

function s3Env(overrides: Record<string, string> = {}) {
  return {
    S3_BUCKET: BUCKET,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}`,
    ...overrides,
  };
}

beforeAll(async () => {
  serverDir = await mkdtemp(join(tmpdir(), "manzil-s3rver-"));
  // The bucket is made by s3rver itself: its check of CreateBucket's signature fails with this SDK.
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: serverDir,
    configureBuckets: [{ name: BUCKET }, { name: PAPERS_BUCKET }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server?.close();
  await rm(serverDir, { recursive: true, force: true });
});

describe("uploads in an S3-compatible bucket", () => {
  let t: TestApp;
  let poster: Awaited<ReturnType<typeof listingPoster>>;
  let owner: { id: number; authorization: string };
  let listing: TOwnListing;

  beforeAll(async () => {
    t = await createTestApp(s3Env());
    poster = await listingPoster(t);
    owner = await poster.readyMember();
  });
  afterAll(async () => t?.close());

  it("puts a posted picture in the bucket at every width, and the owner's paper under private/", async () => {
    const { status, body } = await poster.send(
      "/api/post_property",
      [
        ...poster.fields,
        { name: "title_image", file: await photo(2000, 1000), fileName: "front.jpg", type: "image/jpeg" },
        { name: "power_of_attorney", file: PDF, fileName: "poa.pdf", type: "application/pdf" },
      ],
      owner.authorization,
    );
    expect(status).toBe(200);
    listing = body.data;
    const main = new URL(listing.title_image).pathname.replace(`/${BUCKET}/`, "");
    expect(main).toMatch(/^properties\/images\/[0-9a-f-]{36}\.webp$/);
    const paper = listing.owner_documents[0]!;
    const paperKey = new URL(paper.url).pathname.replace(`/${BUCKET}/`, "");
    expect(paperKey).toMatch(/^private\/owner-documents\/[0-9a-f-]{36}\.pdf$/);
    expect(await bucketKeys()).toEqual(
      [main, main.replace(".webp", "-w480.webp"), main.replace(".webp", "-w960.webp"), paperKey].sort(),
    );
    // Nothing went to the local disk.
    expect(await readdir(join(t.dataDir, "uploads"))).toEqual([]);
  });

  it("answers public URLs under S3_PUBLIC_URL that fetch the pictures, cached for good", async () => {
    expect(listing.title_image.startsWith(`${endpoint}/${BUCKET}/properties/images/`)).toBe(true);
    for (const [suffix, width] of [
      ["", 1600],
      ["-w480", 480],
      ["-w960", 960],
    ] as const) {
      const response = await fetch(listing.title_image.replace(/\.webp$/, `${suffix}.webp`));
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: "webp", width });
    }
    // The public listing page points at the same place.
    await t.database.db
      .update(properties)
      .set({ moderationStatus: "approved" })
      .where(eq(properties.id, listing.id));
    const { body } = await getJson<{ title_image: string }[]>(t.app, `/api/get_property?id=${listing.id}`);
    expect(body.data[0]!.title_image).toBe(listing.title_image);
    expect(JSON.stringify(body)).not.toContain("owner-documents");
  });

  it("serves a public document from the bucket as a download, a picture inline (ADR 032)", async () => {
    const key = "projects/documents/brochure.pdf";
    await t.app.files.put(key, PDF, "application/pdf");
    try {
      const document = await fetch(t.app.files.publicUrl(key));
      expect(document.status).toBe(200);
      expect(document.headers.get("content-disposition")).toBe("attachment");
    } finally {
      await t.app.files.remove([key]);
    }
    const picture = await fetch(listing.title_image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-disposition")).toBeNull();
  });

  it("hands the owner a presigned link that fetches the paper, and refuses a tampered one", async () => {
    const [mine] = (
      await getJson<TOwnListing[]>(t.app, "/api/get-added-properties", { authorization: owner.authorization })
    ).body.data;
    const link = mine!.owner_documents[0]!.url;
    expect(link).toContain("X-Amz-Expires=600");
    const response = await fetch(link);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);

    const tampered = new URL(link);
    const signature = tampered.searchParams.get("X-Amz-Signature")!;
    tampered.searchParams.set(
      "X-Amz-Signature",
      `${signature.slice(0, -4)}${signature.endsWith("0000") ? "1111" : "0000"}`,
    );
    expect((await fetch(tampered)).status).toBe(403);
    const otherKey = new URL(link);
    otherKey.pathname = otherKey.pathname.replace(/[0-9a-f]{4}\.pdf$/, "0000.pdf");
    expect((await fetch(otherKey)).status).toBe(403);
  });

  it("removes every object of a deleted listing from the bucket", async () => {
    expect(await poster.remove(listing.id, owner.authorization)).toBe(200);
    expect(await bucketKeys()).toEqual([]);
  });

  it("fails an upload with wrong credentials cleanly: 503 in the caller's language, no listing, no object", async () => {
    const refused = await createTestApp(s3Env({ S3_SECRET_ACCESS_KEY: "not-the-secret" }));
    try {
      const refusedPoster = await listingPoster(refused);
      const member = await refusedPoster.readyMember();
      const { status, body } = await refusedPoster.send(
        "/api/post_property",
        [
          ...refusedPoster.fields,
          { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
          { name: "identity_proof", file: PDF, fileName: "id.pdf", type: "application/pdf" },
        ],
        `${member.authorization}`,
      );
      expect(status).toBe(503);
      expect(body.code).toBe("SERVICE_UNAVAILABLE");
      expect(JSON.stringify(body)).not.toMatch(/signature|S3|AccessKey/i);
      const arabic = await refusedPoster.send(
        "/api/post_property",
        [
          ...refusedPoster.fields,
          { name: "title_image", file: await photo(), fileName: "f.jpg", type: "image/jpeg" },
        ],
        member.authorization,
        { "accept-language": "ar" },
      );
      expect(arabic.status).toBe(503);
      expect(arabic.body.message).toMatch(arabicLetters);
      expect(await refused.database.db.$count(properties, eq(properties.ownerId, member.id))).toBe(0);
      expect(await bucketKeys()).toEqual([]);
    } finally {
      await refused.close();
    }
  });

  it("publishes the locally drawn demo pictures so their seeded keys resolve in the bucket", async () => {
    const demo = await mkdtemp(join(tmpdir(), "manzil-demo-files-"));
    try {
      const logo = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#0a7" } })
        .png()
        .toBuffer();
      await mkdir(join(demo, "branding"));
      await writeFile(join(demo, "branding", "logo.png"), logo);
      expect(await publishLocalFiles(t.app.files, demo)).toBe(1);
      const response = await fetch(t.app.files.publicUrl("branding/logo.png"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await response.arrayBuffer()).equals(logo)).toBe(true);
    } finally {
      await rm(demo, { recursive: true, force: true });
    }
  });
});

describe("owner papers in a bucket of their own (S3_PRIVATE_BUCKET)", () => {
  it("keeps the papers out of the public bucket entirely, and still hands out working links", async () => {
    const t = await createTestApp(s3Env({ S3_PRIVATE_BUCKET: PAPERS_BUCKET }));
    try {
      const poster = await listingPoster(t);
      const owner = await poster.readyMember();
      const before = await bucketKeys();
      const { status, body } = await poster.send(
        "/api/post_property",
        [
          ...poster.fields,
          { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
          { name: "national_id_passport", file: PDF, fileName: "id.pdf", type: "application/pdf" },
        ],
        owner.authorization,
      );
      expect(status).toBe(200);
      const [paperKey] = await bucketKeys(PAPERS_BUCKET);
      expect(paperKey).toMatch(/^owner-documents\/[0-9a-f-]{36}\.pdf$/);
      expect(
        (await bucketKeys())
          .filter((key) => !before.includes(key))
          .some((key) => key.includes("owner-documents")),
      ).toBe(false);
      const link = body.data.owner_documents[0]!.url;
      expect(new URL(link).pathname).toBe(`/${PAPERS_BUCKET}/${paperKey}`);
      expect(Buffer.from(await (await fetch(link)).arrayBuffer()).equals(PDF)).toBe(true);
      expect(await poster.remove(body.data.id, owner.authorization)).toBe(200);
      expect(await bucketKeys(PAPERS_BUCKET)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
