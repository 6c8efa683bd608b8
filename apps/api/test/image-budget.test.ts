import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { crc32 } from "node:zlib";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { domainMessages } from "@manzil/domain/i18n";
import { users } from "../src/db/schema/accounts.js";
import { projectMedia, projects, properties, propertyMedia } from "../src/db/schema/properties.js";
import { signInAs } from "./helpers.js";
import { listingPoster, photo } from "./listing-poster.js";
import { multipart, type Part } from "./multipart.js";
import { createTestApp, type TestApp } from "./test-app.js";

const TOO_LARGE = {
  en: domainMessages.en.validation.image_too_large,
  ar: domainMessages.ar.validation.image_too_large,
};

/**
 * A few-hundred-byte PNG whose header declares `width`×`height`: what an "image bomb" looks like before anything
 * decodes it. Its pixel data is that of an 8×8 picture, so only a header check can tell it is too large.
 */
async function declaredPng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#884422" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** A PNG cut in half: its header is fine, its pixel data ends early. */
async function truncatedPng(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251));
  const png = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
    .png()
    .toBuffer();
  return png.subarray(0, Math.floor(png.length / 2));
}

const pngPart = (name: string, file: Buffer): Part => ({
  name,
  file,
  fileName: "photo.png",
  type: "image/png",
});

let t: TestApp;
let poster: Awaited<ReturnType<typeof listingPoster>>;

beforeAll(async () => {
  t = await createTestApp();
  poster = await listingPoster(t);
});
afterAll(async () => t.close());

/** Every file under the public uploads folder (listing images, project files, profile photos). */
async function storedUploads(): Promise<string[]> {
  const root = join(t.dataDir, "uploads");
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.map(String).filter((entry) => /\.(webp|pdf|png|jpg)$/.test(entry));
}

async function listingState(id: number) {
  const [row] = await t.database.db
    .select({ updatedAt: properties.updatedAt, titleImage: properties.titleImage })
    .from(properties)
    .where(eq(properties.id, id));
  const media = await t.database.db
    .select({ id: propertyMedia.id, kind: propertyMedia.kind, file: propertyMedia.file })
    .from(propertyMedia)
    .where(eq(propertyMedia.propertyId, id))
    .orderBy(asc(propertyMedia.id));
  return { ...row, media };
}

/** A fresh member's listing with `gallery` gallery images. */
async function listingWithGallery(gallery: number) {
  const member = await poster.readyMember();
  const images: Part[] = [];
  for (let i = 0; i < gallery; i++) {
    images.push({
      name: `gallery_images[${i}]`,
      file: await photo(64, 48),
      fileName: "g.jpg",
      type: "image/jpeg",
    });
  }
  const created = await poster.send(
    "/api/post_property",
    [
      ...poster.fields,
      { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" },
      ...images,
    ],
    member.authorization,
  );
  expect(created.status).toBe(200);
  return { member, id: created.body.data.id };
}

describe("images larger than the pixel ceiling", () => {
  it("refuses a post whose image declares 9000×9000 pixels, in the caller's language, storing nothing", async () => {
    const member = await poster.readyMember();
    const before = await storedUploads();
    for (const lang of ["en", "ar"] as const) {
      const reply = await poster.send(
        "/api/post_property",
        [...poster.fields, pngPart("title_image", await declaredPng(9000, 9000))],
        member.authorization,
        { "accept-language": lang },
      );
      expect(reply.status).toBe(422);
      expect(reply.body.errors).toEqual({ title_image: [TOO_LARGE[lang]] });
    }
    const listings = await t.database.db
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.ownerId, member.id));
    expect(listings).toEqual([]);
    expect(await storedUploads()).toEqual(before);
  });

  it("refuses an edit adding a 7000×7000 picture (49 megapixels) and leaves the listing as it was", async () => {
    const { member, id } = await listingWithGallery(1);
    const before = await listingState(id);
    const filesBefore = await storedUploads();
    const reply = await poster.send(
      "/api/update_post_property",
      [
        { name: "id", value: String(id) },
        { name: "title", value: "Renamed villa" },
        { name: "gallery_images[0]", file: await photo(64, 48), fileName: "fine.jpg", type: "image/jpeg" },
        pngPart("gallery_images[1]", await declaredPng(7000, 7000)),
      ],
      member.authorization,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ "gallery_images.1": [TOO_LARGE.en] });
    expect(await listingState(id)).toEqual(before);
    expect(await storedUploads()).toEqual(filesBefore);
  });

  it("refuses a picture longer than 8000 pixels on one side even when its area is small", async () => {
    const { member, id } = await listingWithGallery(0);
    const reply = await poster.send(
      "/api/update_post_property",
      [{ name: "id", value: String(id) }, pngPart("title_image", await declaredPng(12_000, 200))],
      member.authorization,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ title_image: [TOO_LARGE.en] });
  });

  it("refuses a profile photo and a project picture over the ceiling with the same message", async () => {
    const member = await poster.readyMember();
    const form = multipart([pngPart("profile", await declaredPng(9000, 9000))]);
    const profile = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      headers: { ...form.headers, authorization: member.authorization, "accept-language": "ar" },
      payload: form.payload,
    });
    expect(profile.statusCode).toBe(422);
    expect(profile.json().errors).toEqual({ profile: [TOO_LARGE.ar] });
    const [user] = await t.database.db
      .select({ profileImage: users.profileImage })
      .from(users)
      .where(eq(users.id, member.id));
    expect(user!.profileImage ?? "").not.toMatch(/^profiles\//);

    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const [project] = await t.database.db.select({ id: projects.id }).from(projects).limit(1);
    const projectForm = multipart([
      { name: "id", value: String(project!.id) },
      pngPart("gallery_images[0]", await declaredPng(9000, 9000)),
    ]);
    const edit = await t.app.inject({
      method: "POST",
      url: "/api/post_project",
      headers: { ...projectForm.headers, authorization: admin.authorization },
      payload: projectForm.payload,
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors).toEqual({ gallery_images: [TOO_LARGE.en] });
  });

  it("answers 422 on the field, not 500, when a picture's data ends early, and stores nothing", async () => {
    const { member, id } = await listingWithGallery(0);
    const before = await listingState(id);
    const filesBefore = await storedUploads();
    const reply = await poster.send(
      "/api/update_post_property",
      [{ name: "id", value: String(id) }, pngPart("title_image", await truncatedPng())],
      member.authorization,
    );
    expect(reply.status).toBe(422);
    expect(reply.body.errors).toEqual({ title_image: [domainMessages.en.validation.invalid_file_type] });
    expect(await listingState(id)).toEqual(before);
    expect(await storedUploads()).toEqual(filesBefore);
  });

  it("still takes ordinary photos, on a post and on an edit", async () => {
    const { member, id } = await listingWithGallery(1);
    const reply = await poster.send(
      "/api/update_post_property",
      [
        { name: "id", value: String(id) },
        {
          name: "gallery_images[0]",
          file: await photo(3000, 2000),
          fileName: "wide.jpg",
          type: "image/jpeg",
        },
      ],
      member.authorization,
    );
    expect(reply.status).toBe(200);
    const gallery = (await listingState(id)).media.filter((m) => m.kind === "gallery");
    expect(gallery).toHaveLength(2);
    const stored = await sharp(join(t.dataDir, "uploads", gallery[1]!.file)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 1600, 1067]);
  });
});

describe("edits share the upload budget of posts", () => {
  it("refuses an edit that would take the gallery past 30 images; removing some first makes room", async () => {
    const { member, id } = await listingWithGallery(2);
    const before = await listingState(id);
    const images: Part[] = [];
    for (let i = 0; i < 29; i++) {
      images.push({
        name: `gallery_images[${i}]`,
        file: await photo(32, 24),
        fileName: "g.jpg",
        type: "image/jpeg",
      });
    }
    const over = await poster.send(
      "/api/update_post_property",
      [{ name: "id", value: String(id) }, ...images],
      member.authorization,
      { "accept-language": "ar" },
    );
    expect(over.status).toBe(422);
    expect(Object.keys(over.body.errors ?? {})).toEqual(["gallery_images"]);
    expect(over.body.errors!.gallery_images![0]).toMatch(/[\u0600-\u06FF]/);
    expect(await listingState(id)).toEqual(before);

    const first = before.media.find((m) => m.kind === "gallery")!;
    const withRoom = await poster.send(
      "/api/update_post_property",
      [
        { name: "id", value: String(id) },
        { name: "remove_gallery_images[0]", value: String(first.id) },
        ...images,
      ],
      member.authorization,
    );
    expect(withRoom.status).toBe(200);
    expect((await listingState(id)).media.filter((m) => m.kind === "gallery")).toHaveLength(30);

    const oneMore = await poster.send(
      "/api/update_post_property",
      [{ name: "id", value: String(id) }, images[0]!],
      member.authorization,
    );
    expect(oneMore.status).toBe(422);
    expect(Object.keys(oneMore.body.errors ?? {})).toEqual(["gallery_images"]);
  });

  it("refuses an edit carrying more files than a post may send, changing nothing", async () => {
    const { member, id } = await listingWithGallery(0);
    const before = await listingState(id);
    const tiny = await photo(16, 16);
    const images: Part[] = Array.from({ length: 31 }, (_, i) => ({
      name: `gallery_images[${i}]`,
      file: tiny,
      fileName: "g.jpg",
      type: "image/jpeg",
    }));
    const reply = await poster.send(
      "/api/update_post_property",
      [{ name: "id", value: String(id) }, ...images],
      member.authorization,
    );
    expect(reply.status).toBeGreaterThanOrEqual(400);
    expect(reply.status).toBeLessThan(500);
    expect(await listingState(id)).toEqual(before);
  });

  it("refuses a project edit that would take its gallery past 30 images", async () => {
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const [project] = await t.database.db.select({ id: projects.id }).from(projects).limit(1);
    const galleryOf = () =>
      t.database.db
        .select({ id: projectMedia.id })
        .from(projectMedia)
        .where(and(eq(projectMedia.projectId, project!.id), eq(projectMedia.kind, "gallery")));
    const before = (await galleryOf()).length;
    const adding = 31 - before;
    expect(adding).toBeLessThanOrEqual(30);
    const tiny = await photo(16, 16);
    const form = multipart([
      { name: "id", value: String(project!.id) },
      ...Array.from({ length: adding }, (_, i) => ({
        name: `gallery_images[${i}]`,
        file: tiny,
        fileName: "g.jpg",
        type: "image/jpeg",
      })),
    ]);
    const reply = await t.app.inject({
      method: "POST",
      url: "/api/post_project",
      headers: { ...form.headers, authorization: admin.authorization },
      payload: form.payload,
    });
    expect(reply.statusCode).toBe(422);
    expect(Object.keys(reply.json().errors)).toEqual(["gallery_images"]);
    expect((await galleryOf()).length).toBe(before);
  });
});
