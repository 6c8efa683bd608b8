import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, isNotNull, ne } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { arabicLetters, signInAs, type Envelope } from "./helpers.js";
import { multipart, type Part } from "./multipart.js";

const SECRET = "Owner-Secret-Camera-Serial";

async function png(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: "#c0392b" } })
    .png()
    .withExif({ IFD0: { Copyright: SECRET } })
    .toBuffer();
}

let t: TestApp;
let authorization: string;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  const session = await signInAs(t.app, t.database.db);
  authorization = session.authorization;
  userId = session.user.id;
});
afterAll(async () => t.close());

async function upload(parts: Part[], headers: Record<string, string> = {}) {
  const form = multipart(parts);
  const response = await t.app.inject({
    method: "POST",
    url: "/api/update_profile",
    headers: { authorization, ...form.headers, ...headers },
    payload: form.payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as Envelope<{ profile: string; name: string }>,
  };
}

async function storedPhoto() {
  const [row] = await t.database.db
    .select({ key: users.profileImage })
    .from(users)
    .where(eq(users.id, userId));
  return row?.key ?? null;
}

const leftoverUploads = async () =>
  (await readdir(join(t.dataDir, "tmp")).catch(() => [] as string[])).filter((f) => f.endsWith(".upload"));

describe("profile photo", () => {
  let firstKey: string;

  it("re-encodes a 200×200 PNG to a served WebP with no EXIF", async () => {
    const original = await png(200, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { status, body } = await upload([
      { name: "name", value: "With Photo" },
      { name: "profile", file: original, fileName: "me.png", type: "image/png" },
    ]);
    expect(status).toBe(200);
    expect(body.data.name).toBe("With Photo");
    expect(body.data.profile).toMatch(/^http:\/\/manzil\.test\/uploads\/profiles\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.inject({ method: "GET", url: new URL(body.data.profile).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 200, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
    firstKey = (await storedPhoto())!;
    expect(await leftoverUploads()).toEqual([]);
  });

  it("shrinks a large JPEG to 512 px and turns it upright, removing the previous photo", async () => {
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#2980b9" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { status, body } = await upload([
      { name: "profile", file: sideways, fileName: "IMG_0001.JPG", type: "image/jpeg" },
    ]);
    expect(status).toBe(200);
    const served = await t.app.inject({ method: "GET", url: new URL(body.data.profile).pathname });
    const metadata = await sharp(served.rawPayload).metadata();
    // 1200×800 rotated by EXIF orientation 6 is 800×1200 upright, then fitted inside 512×512.
    expect(metadata).toMatchObject({ format: "webp", width: 341, height: 512 });
    expect(existsSync(join(t.dataDir, "uploads", firstKey))).toBe(false);
    const gone = await t.app.inject({ method: "GET", url: `/uploads/${firstKey}` });
    expect(gone.statusCode).toBe(404);
  });

  it("refuses an image under 120×120 with the spec's message and keeps the current photo", async () => {
    const before = await storedPhoto();
    const { status, body } = await upload([
      { name: "name", value: "Not Saved" },
      { name: "profile", file: await png(100, 100), fileName: "small.png", type: "image/png" },
    ]);
    expect(status).toBe(422);
    expect(body.errors?.profile).toEqual(["Image must be at least 120×120 pixels"]);
    expect(await storedPhoto()).toBe(before);
    const arabic = await upload(
      [{ name: "profile", file: await png(100, 119), fileName: "small.png", type: "image/png" }],
      { "accept-language": "ar" },
    );
    expect(arabic.status).toBe(422);
    expect(arabic.body.errors?.profile?.[0]).toMatch(arabicLetters);
    expect(await leftoverUploads()).toEqual([]);
  });

  it("refuses a text file named .png, by its content", async () => {
    const { status, body } = await upload([
      {
        name: "profile",
        file: Buffer.from("<?php echo 'hello'; ?>"),
        fileName: "avatar.png",
        type: "image/png",
      },
    ]);
    expect(status).toBe(422);
    expect(body.errors?.profile).toEqual(["Invalid file type"]);
  });

  it("refuses a real image of another format (GIF) even when labelled as PNG", async () => {
    const gif = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    const { status, body } = await upload([
      { name: "profile", file: gif, fileName: "a.png", type: "image/png" },
    ]);
    expect(status).toBe(422);
    expect(body.errors?.profile).toEqual(["Invalid file type"]);
  });

  it("refuses an empty file with the spec's 'select a file' message", async () => {
    const { status, body } = await upload([
      { name: "profile", file: Buffer.alloc(0), fileName: "empty.png", type: "image/png" },
    ]);
    expect(status).toBe(422);
    expect(body.errors?.profile).toEqual(["Please select a file to upload"]);
  });

  it("never treats a JSON object shaped like an upload as a file (no server path can be pulled in)", async () => {
    const decoy = join(t.dataDir, "decoy.png");
    await writeFile(decoy, await png(200, 200));
    const before = await storedPhoto();
    const response = await t.app.inject({
      method: "POST",
      url: "/api/update_profile",
      headers: { authorization },
      payload: {
        profile: {
          kind: "file",
          fieldName: "profile",
          fileName: "x.png",
          mimeType: "image/png",
          path: decoy,
          size: 10,
        },
      },
    });
    expect(response.statusCode).toBe(422);
    const bracketed = await upload([
      { name: "profile[kind]", value: "file" },
      { name: "profile[path]", value: decoy },
      { name: "profile[size]", value: "10" },
    ]);
    expect(bracketed.status).toBe(422);
    expect(bracketed.body.errors?.profile).toEqual(["Invalid file type"]);
    expect(await storedPhoto()).toBe(before);
    expect(existsSync(decoy)).toBe(true);
  });

  it("a photo whose update fails later (duplicate mobile) leaves no new file behind", async () => {
    const [another] = await t.database.db
      .select({ mobile: users.mobile })
      .from(users)
      .where(and(ne(users.id, userId), isNotNull(users.mobile)))
      .limit(1);
    const before = await readdir(join(t.dataDir, "uploads", "profiles"));
    const { status } = await upload([
      { name: "mobile", value: another!.mobile! },
      { name: "profile", file: await png(150, 150), fileName: "ok.png", type: "image/png" },
    ]);
    expect(status).toBe(409);
    expect(await readdir(join(t.dataDir, "uploads", "profiles"))).toEqual(before);
  });
});
