import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import qs from "qs";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TOwnListing } from "@manzil/domain/contracts";
import { users } from "../src/db/schema/accounts.js";
import { categories, categoryParameters, facilities, parameters } from "../src/db/schema/catalogue.js";
import { features, packages, settings } from "../src/db/schema/content.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { properties, propertyMedia } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { arabicLetters, getJson, signInAs, type Envelope } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { sendListingForm, type Part } from "./multipart.js";

const SECRET = "Owner-Home-GPS-Secret";
// Small enough that the oversized-image test needs no large buffers; every real picture here is far below it.
const MAX_FILE_BYTES = 400_000;

async function photo(width = 2000, height = 1200) {
  return sharp({ create: { width, height, channels: 3, background: "#1f6f8b" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: SECRET } })
    .toBuffer();
}
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

let t: TestApp;
let form: { category: number; facility: number; fields: Part[] };
let freePackageId: number;

/** A member who just signed up: a name and an e-mail, no mobile yet, no package. */
let created = 0;
async function newMember() {
  created += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      slug: `new-poster-${created}`,
      name: `New Poster ${created}`,
      email: `poster${created}@example.com`,
    })
    .returning({ id: users.id });
  const token = await t.app.services.auth.issueToken(row!.id, "test");
  return { id: row!.id, authorization: `Bearer ${token}` };
}

async function completeProfile(authorization: string, n: number) {
  const reply = await post(
    t.app,
    "/api/update_profile",
    { mobile: `+2010${String(5550000 + n).padStart(8, "0")}` },
    { headers: { authorization } },
  );
  expect(reply.status).toBe(200);
}

async function readyMember() {
  const member = await newMember();
  await completeProfile(member.authorization, created);
  const assigned = await post(
    t.app,
    "/api/assign_package",
    { package_id: freePackageId },
    { headers: { authorization: member.authorization } },
  );
  expect(assigned.status).toBe(200);
  return member;
}

const send = (url: string, parts: Part[], authorization: string, headers: Record<string, string> = {}) =>
  sendListingForm(t.app, { url, parts, authorization, headers });

const postProperty = (parts: Part[], authorization: string, headers?: Record<string, string>) =>
  send("/api/post_property", parts, authorization, headers);
const updateProperty = (parts: Part[], authorization: string, headers?: Record<string, string>) =>
  send("/api/update_post_property", parts, authorization, headers);

const withFields = (overrides: Record<string, string>, drop: string[] = []): Part[] => [
  ...form.fields.filter((part) => !(part.name in overrides) && !drop.includes(part.name)),
  ...Object.entries(overrides).map(([name, value]) => ({ name, value })),
];

async function titleImagePart(): Promise<Part> {
  return { name: "title_image", file: await photo(), fileName: "front.jpg", type: "image/jpeg" };
}

async function listingsOf(ownerId: number) {
  return t.database.db
    .select({ id: properties.id, title: properties.title, status: properties.moderationStatus })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
}

const storedImages = async () =>
  (await readdir(join(t.dataDir, "uploads", "properties", "images")).catch(() => [] as string[])).sort();

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_MAX_FILE_BYTES: String(MAX_FILE_BYTES) });
  const db = t.database.db;
  // A sale category with the most parameters on its form, so the post carries every kind it has.
  const [category] = await db
    .select({ id: categories.id, count: sql<number>`count(*)::int` })
    .from(categories)
    .innerJoin(categoryParameters, eq(categoryParameters.categoryId, categories.id))
    .where(and(eq(categories.classification, 1), eq(categories.isActive, true)))
    .groupBy(categories.id)
    .orderBy(sql`count(*) desc`, asc(categories.id))
    .limit(1);
  const onForm = await db
    .select({ id: parameters.id, type: parameters.type, options: parameters.options })
    .from(categoryParameters)
    .innerJoin(parameters, eq(parameters.id, categoryParameters.parameterId))
    .where(and(eq(categoryParameters.categoryId, category!.id), eq(parameters.isActive, true)))
    .orderBy(asc(categoryParameters.position));
  const [facility] = await db
    .select({ id: facilities.id })
    .from(facilities)
    .orderBy(asc(facilities.id))
    .limit(1);
  const [free] = await db.select({ id: packages.id }).from(packages).where(eq(packages.name, "Free"));
  freePackageId = free!.id;

  const parameterParts = onForm
    .filter((p) => p.type !== "file")
    .flatMap((p, i): Part[] => {
      const value =
        p.type === "number"
          ? "3"
          : ["textbox", "textarea"].includes(p.type)
            ? "Marble floors"
            : p.options[0]!.value;
      return [
        { name: `parameters[${i}][parameter_id]`, value: String(p.id) },
        { name: `parameters[${i}][value]`, value },
      ];
    });
  form = {
    category: category!.id,
    facility: facility!.id,
    fields: [
      { name: "property_classification", value: "1" },
      { name: "category_id", value: String(category!.id) },
      { name: "property_type", value: "0" },
      { name: "title", value: "Sunny Flat in Maadi" },
      { name: "title_ar", value: "شقة مشمسة في المعادي" },
      { name: "description", value: "Three bedrooms near the metro, renovated last year." },
      { name: "description_ar", value: "ثلاث غرف نوم قرب المترو، جُدّدت العام الماضي." },
      { name: "address", value: "12 Road 9, Maadi" },
      { name: "address_ar", value: "١٢ شارع ٩، المعادي" },
      { name: "city", value: "Cairo" },
      { name: "state", value: "Cairo" },
      { name: "country", value: "Egypt" },
      { name: "latitude", value: "29.96" },
      { name: "longitude", value: "31.25" },
      { name: "price", value: "2450000.75" },
      { name: "video_link", value: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { name: "meta_title", value: "Sunny flat in Maadi" },
      {
        name: "meta_description",
        value: "A renovated three-bedroom flat in Maadi, five minutes from the metro.",
      },
      { name: "meta_keywords", value: "maadi, flat, metro" },
      { name: "facilities[0][facility_id]", value: String(facility!.id) },
      { name: "facilities[0][distance]", value: "1.5" },
      ...parameterParts,
    ],
  };
});
afterAll(async () => t.close());

describe("posting a property: the issue's first bar", () => {
  let owner: { id: number; authorization: string };
  let listing: TOwnListing;

  it("asks a new member to complete the profile, then to take a package, each in their language", async () => {
    owner = await newMember();
    const incomplete = await postProperty([...form.fields, await titleImagePart()], owner.authorization);
    expect(incomplete.status).toBe(403);
    expect(incomplete.body.message).toBe("Please complete your profile first.");

    await completeProfile(owner.authorization, created);
    const noPackage = await postProperty([...form.fields, await titleImagePart()], owner.authorization, {
      "accept-language": "ar",
    });
    expect(noPackage.status).toBe(403);
    expect(noPackage.body.code).toBe("NOT_SUBSCRIBED");
    expect(noPackage.body.message).toMatch(arabicLetters);
    expect(await listingsOf(owner.id)).toEqual([]);
  });

  it("posts with a picture, a gallery and a document (multipart, bracket arrays) and waits for review", async () => {
    const assigned = await post(
      t.app,
      "/api/assign_package",
      { package_id: freePackageId },
      { headers: { authorization: owner.authorization } },
    );
    expect(assigned.status).toBe(200);
    const { status, body } = await postProperty(
      [
        ...form.fields,
        await titleImagePart(),
        { name: "gallery_images[]", file: await photo(800, 600), fileName: "kitchen.png", type: "image/png" },
        { name: "gallery_images[]", file: await photo(640, 480), fileName: "hall.jpg", type: "image/jpeg" },
        { name: "documents[]", file: PDF, fileName: "floor-plan.pdf", type: "application/pdf" },
      ],
      owner.authorization,
    );
    expect(status).toBe(200);
    listing = body.data;
    // The admin's own wording from the text_property_submission setting.
    expect(body.message).toBe((await t.app.services.settings.raw()).get("text_property_submission"));
    expect(listing).toMatchObject({
      title: "Sunny Flat in Maadi",
      title_ar: "شقة مشمسة في المعادي",
      request_status: "pending",
      price: 2_450_000.75,
      price_minor: 245_000_075,
      currency: "EGP",
      category_id: form.category,
      slug_id: "sunny-flat-in-maadi",
    });
    expect(listing.gallery).toHaveLength(2);
    expect(listing.documents).toHaveLength(1);
    expect(listing.documents[0]!.name).toBe("floor-plan.pdf");
    expect(listing.parameters.length).toBeGreaterThan(0);

    const [used] = await t.database.db
      .select({ used: userPackageLimits.usedLimit })
      .from(userPackageLimits)
      .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
      .innerJoin(features, eq(features.id, userPackageLimits.featureId))
      .where(and(eq(userPackages.userId, owner.id), eq(features.type, "property_list")));
    expect(used!.used).toBe(1);
  });

  it("stores the picture as WebP without its EXIF, in three widths, the largest at most 1600 px", async () => {
    const path = new URL(listing.title_image).pathname;
    const served = await t.app.inject({ method: "GET", url: path });
    expect(served.statusCode).toBe(200);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 1600, height: 960 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from(SECRET))).toBe(false);
    for (const width of [480, 960]) {
      const variant = await t.app.inject({ method: "GET", url: path.replace(/\.webp$/, `-w${width}.webp`) });
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(width);
    }
    // A smaller picture is never enlarged.
    const gallery = await t.app.inject({
      method: "GET",
      url: new URL(listing.gallery[1]!.image_url).pathname,
    });
    expect((await sharp(gallery.rawPayload).metadata()).width).toBe(640);
    const document = await t.app.inject({ method: "GET", url: new URL(listing.documents[0]!.file).pathname });
    expect(document.rawPayload.equals(PDF)).toBe(true);
  });

  it("shows it in get-added-properties as pending, and publicly only after approval", async () => {
    const mine = await getJson<TOwnListing[]>(t.app, "/api/get-added-properties", {
      authorization: owner.authorization,
    });
    expect(mine.body.data.map((item) => [item.id, item.request_status])).toEqual([[listing.id, "pending"]]);
    const hidden = await getJson(t.app, `/api/get_property?slug_id=${listing.slug_id}`);
    expect(hidden.status).toBe(404);

    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const approval = await post(
      t.app,
      "/api/admin/moderate-property",
      { id: listing.id, request_status: "approved" },
      { headers: { authorization: admin.authorization } },
    );
    expect(approval.status).toBe(200);
    const shown = await getJson<TOwnListing[]>(t.app, `/api/get_property?slug_id=${listing.slug_id}&lang=ar`);
    expect(shown.status).toBe(200);
    expect(shown.body.data[0]).toMatchObject({ id: listing.id, title: "شقة مشمسة في المعادي" });
  });

  it("refuses another member's edit and delete with 404 and leaves the listing as it was", async () => {
    const other = await readyMember();
    const edit = await updateProperty(
      [
        { name: "id", value: String(listing.id) },
        { name: "title", value: "Taken Over" },
      ],
      other.authorization,
    );
    expect(edit.status).toBe(404);
    const remove = await updateProperty(
      [
        { name: "id", value: String(listing.id) },
        { name: "action_type", value: "1" },
      ],
      other.authorization,
      { "accept-language": "ar" },
    );
    expect(remove.status).toBe(404);
    expect(remove.body.message).toMatch(arabicLetters);
    const deleteCall = await post(
      t.app,
      "/api/delete_property",
      { property_id: listing.id },
      { headers: { authorization: other.authorization } },
    );
    expect(deleteCall.status).toBe(404);
    expect(await listingsOf(owner.id)).toEqual([
      { id: listing.id, title: "Sunny Flat in Maadi", status: "approved" },
    ]);
  });

  it("lets the owner edit: the change goes back to review, a removed gallery picture leaves the disk", async () => {
    const removed = listing.gallery[0]!;
    const removedPath = new URL(removed.image_url).pathname;
    const { status, body } = await updateProperty(
      [
        { name: "id", value: String(listing.id) },
        { name: "title", value: "Sunny Flat in Maadi, Renovated" },
        { name: "price", value: "2500000" },
        { name: "remove_gallery_images[]", value: String(removed.id) },
        {
          name: "gallery_images[]",
          file: await photo(900, 600),
          fileName: "balcony.jpg",
          type: "image/jpeg",
        },
      ],
      owner.authorization,
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: "Sunny Flat in Maadi, Renovated",
      price_minor: 250_000_000,
      request_status: "pending",
      // The slug stays, so links already shared keep working.
      slug_id: "sunny-flat-in-maadi",
      title_ar: "شقة مشمسة في المعادي",
    });
    expect(body.data.gallery.map((g) => g.id)).not.toContain(removed.id);
    expect(body.data.gallery).toHaveLength(2);
    expect(existsSync(join(t.dataDir, "uploads", removedPath.replace(/^\/uploads\//, "")))).toBe(false);
    expect((await t.app.inject({ method: "GET", url: removedPath })).statusCode).toBe(404);
  });

  it("refuses to edit a sold listing", async () => {
    await t.database.db.update(properties).set({ listingType: "sold" }).where(eq(properties.id, listing.id));
    const { status, body } = await updateProperty(
      [
        { name: "id", value: String(listing.id) },
        { name: "title", value: "Still For Sale" },
      ],
      owner.authorization,
    );
    expect(status).toBe(409);
    expect(body.message).toBe("A sold or rented listing can no longer be edited.");
    await t.database.db.update(properties).set({ listingType: "sell" }).where(eq(properties.id, listing.id));
  });

  it("deletes through action_type 1 with its files", async () => {
    const path = new URL(listing.title_image).pathname;
    const { status } = await updateProperty(
      [
        { name: "id", value: String(listing.id) },
        { name: "action_type", value: "1" },
      ],
      owner.authorization,
    );
    expect(status).toBe(200);
    expect(await listingsOf(owner.id)).toEqual([]);
    for (const url of [path, path.replace(/\.webp$/, "-w480.webp"), path.replace(/\.webp$/, "-w960.webp")]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });
});

describe("files are judged by their content", () => {
  let member: { id: number; authorization: string };
  beforeAll(async () => {
    member = await readyMember();
  });

  it("refuses a text file named photo.jpg with the spec's message, in both languages", async () => {
    const before = await storedImages();
    const text = {
      name: "title_image",
      file: Buffer.from("just some text\n"),
      fileName: "photo.jpg",
      type: "image/jpeg",
    };
    const en = await postProperty([...form.fields, text], member.authorization);
    expect(en.status).toBe(422);
    expect(en.body.errors?.title_image).toEqual(["Invalid file type"]);
    const ar = await postProperty([...form.fields, text], member.authorization, { "accept-language": "ar" });
    expect(ar.status).toBe(422);
    expect(ar.body.errors?.title_image).toEqual(["نوع الملف غير صالح"]);
    const document = await postProperty(
      [
        ...form.fields,
        await titleImagePart(),
        { name: "documents[]", file: Buffer.from("<html>"), fileName: "deed.pdf", type: "application/pdf" },
      ],
      member.authorization,
    );
    expect(document.status).toBe(422);
    expect(document.body.errors?.["documents.0"]).toEqual(["Invalid file type"]);
    expect(await listingsOf(member.id)).toEqual([]);
    expect(await storedImages()).toEqual(before);
  });

  it("refuses an image over the upload limit with the spec's message", async () => {
    const huge = Buffer.concat([await photo(100, 100), Buffer.alloc(MAX_FILE_BYTES + 1000)]);
    const { status, body } = await postProperty(
      [...form.fields, { name: "title_image", file: huge, fileName: "huge.jpg", type: "image/jpeg" }],
      member.authorization,
    );
    expect(status).toBe(413);
    expect(body.message).toBe("File size is too large");
    expect(await listingsOf(member.id)).toEqual([]);
  });

  it("requires a title image and names each missing field", async () => {
    const { status, body } = await postProperty(withFields({}, ["title", "city"]), member.authorization, {
      "accept-language": "ar",
    });
    expect(status).toBe(422);
    expect(body.errors?.title?.[0]).toMatch(arabicLetters);
    expect(body.errors?.city?.[0]).toBe("المدينة مطلوبة");
    const noImage = await postProperty(form.fields, member.authorization);
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors?.title_image).toEqual(["Please select a file to upload"]);
  });
});

describe("listing rules", () => {
  let member: { id: number; authorization: string };
  beforeAll(async () => {
    member = await readyMember();
  });

  it("needs a rent duration for rent, YouTube videos only and spec §5's keyword count", async () => {
    const { status, body } = await postProperty(
      [
        ...withFields({
          property_type: "1",
          video_link: "https://vimeo.com/123456",
          meta_description: "Too short",
          meta_keywords: "a,b,c,d,e,f,g,h,i,j,k",
        }),
        await titleImagePart(),
      ],
      member.authorization,
    );
    expect(status).toBe(422);
    expect(body.errors?.rentduration?.[0]).toMatch(/rent duration/);
    expect(body.errors?.video_link).toEqual(["Only YouTube video links are accepted."]);
    // A short meta description is only a warning at the API (ADR 037); Manzil's own form still refuses it.
    expect(body.errors?.meta_description).toBeUndefined();
    expect(body.errors?.meta_keywords?.[0]).toBeDefined();
    expect(await listingsOf(member.id)).toEqual([]);
  });

  it("refuses a parameter of another category and an unknown facility, with a missing picture, at once", async () => {
    const [foreign] = await t.database.db
      .select({ id: parameters.id })
      .from(parameters)
      .where(
        sql`${parameters.id} not in (select parameter_id from category_parameters where category_id = ${form.category})`,
      )
      .limit(1);
    const { status, body } = await postProperty(
      [
        ...form.fields,

        { name: "parameters[90][parameter_id]", value: String(foreign!.id) },
        { name: "parameters[90][value]", value: "1" },
        { name: "facilities[1][facility_id]", value: "999999" },
        { name: "facilities[1][distance]", value: "2" },
      ],
      member.authorization,
    );
    expect(status).toBe(422);
    const messages = Object.entries(body.errors ?? {});
    expect(messages).toContainEqual([
      expect.stringMatching(/^parameters\.\d+\.parameter_id$/),
      ["This detail does not belong to the chosen category."],
    ]);
    expect(messages).toContainEqual(["facilities.1.facility_id", ["This nearby place is not available."]]);
    expect(body.errors?.title_image).toEqual(["Please select a file to upload"]);
  });

  it("rents with a duration, keeps an Arabic title readable in the slug and numbers a repeated one", async () => {
    const parts = async () => [
      ...withFields({
        property_type: "1",
        rentduration: "monthly",
        title: "شقة للإيجار في الزمالك",
        price: "18000",
        meta_title: "شقة مفروشة للإيجار الشهري في الزمالك بإطلالة كاملة على النيل وحديقة",
      }),
      await titleImagePart(),
    ];
    const first = await postProperty(await parts(), member.authorization);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      property_type: "rent",
      rentduration: "monthly",
      price_minor: 1_800_000,
    });
    expect(first.body.data.slug_id).toBe("شقة-للإيجار-في-الزمالك");
    // Spec §5: a meta title over 60 characters is a warning, not a refusal.
    expect(first.body.warnings).toEqual({ meta_title: ["Meta title should be at most 60 characters"] });
    const second = await postProperty(await parts(), member.authorization);
    expect(second.status).toBe(200);
    expect(second.body.data.slug_id).toBe("شقة-للإيجار-في-الزمالك-2");
  });
});

describe("slugs under parallel posts", () => {
  it("gives two members posting the same title at the same moment two different slugs", async () => {
    const [first, second] = [await readyMember(), await readyMember()];
    const parts = async () => [...withFields({ title: "Twin Towers Flat" }), await titleImagePart()];
    const replies = await Promise.all([
      postProperty(await parts(), first.authorization),
      postProperty(await parts(), second.authorization),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200]);
    expect(replies.map((r) => r.body.data.slug_id).sort()).toEqual([
      "twin-towers-flat",
      "twin-towers-flat-2",
    ]);
  });
});

describe("the package limit under parallel posts", () => {
  it("lets exactly one of two parallel posts take the last unit, and keeps no file of the refused one", async () => {
    const member = await readyMember();
    // Two of the free package's three listings already used: one unit is left.
    const [limit] = await t.database.db
      .select({ id: userPackageLimits.id })
      .from(userPackageLimits)
      .innerJoin(userPackages, eq(userPackages.id, userPackageLimits.userPackageId))
      .innerJoin(features, eq(features.id, userPackageLimits.featureId))
      .where(and(eq(userPackages.userId, member.id), eq(features.type, "property_list")));
    await t.database.db
      .update(userPackageLimits)
      .set({ usedLimit: sql`${userPackageLimits.totalLimit} - 1` })
      .where(eq(userPackageLimits.id, limit!.id));
    const before = await storedImages();
    const replies = await Promise.all([
      postProperty([...form.fields, await titleImagePart()], member.authorization),
      postProperty([...form.fields, await titleImagePart()], member.authorization),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(replies.find((r) => r.status === 403)!.body.message).toBe(
      "Your Package Limit is Over. Please Purchase Package",
    );
    const mine = await listingsOf(member.id);
    expect(mine).toHaveLength(1);
    // One listing's title image in three widths; nothing left of the refused post.
    expect((await storedImages()).filter((file) => !before.includes(file))).toHaveLength(3);
    const media = await t.database.db
      .select({ id: propertyMedia.id })
      .from(propertyMedia)
      .where(
        inArray(
          propertyMedia.propertyId,
          mine.map((m) => m.id),
        ),
      );
    expect(media).toEqual([]);
  });
});

async function setSetting(key: string, value: string) {
  await t.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

describe("verification and moderation", () => {
  it("answers pending, failed and never-verified members apart when verification is required", async () => {
    const member = await readyMember();
    await setSetting("verification_required_for_user", "1");
    try {
      const cases = [
        ["initial", "VERIFICATION_REQUIRED", "Please complete verification first."],
        ["pending", "VERIFICATION_PENDING", "Your verification is under review."],
        ["failed", "VERIFICATION_FAILED", "Your verification failed. Please apply again."],
      ] as const;
      for (const [state, code, message] of cases) {
        await t.database.db.update(users).set({ verificationStatus: state }).where(eq(users.id, member.id));
        const { status, body } = await postProperty(
          [...form.fields, await titleImagePart()],
          member.authorization,
        );
        expect([status, body.code, body.message]).toEqual([403, code, message]);
      }
      await t.database.db
        .update(users)
        .set({ verificationStatus: "success", customerType: "agent" })
        .where(eq(users.id, member.id));
      // auto_approve is on in the demo settings: a verified agent's listing is public at once.
      const { status, body } = await postProperty(
        [...form.fields, await titleImagePart()],
        member.authorization,
        {
          "accept-language": "ar",
        },
      );
      expect(status).toBe(200);
      expect(body.data.request_status).toBe("approved");
      expect(body.message).toBe((await t.app.services.settings.raw()).get("text_property_submission_ar"));
      const shown = await getJson(
        t.app,
        `/api/get_property?slug_id=${encodeURIComponent(body.data.slug_id)}`,
      );
      expect(shown.status).toBe(200);
    } finally {
      await setSetting("verification_required_for_user", "0");
    }
  });

  it("keeps an edited listing approved when auto_approve_edited_listings is on, and kept files sent as URLs", async () => {
    const member = await readyMember();
    const posted = await postProperty([...form.fields, await titleImagePart()], member.authorization);
    await t.database.db
      .update(properties)
      .set({ moderationStatus: "approved" })
      .where(eq(properties.id, posted.body.data.id));
    await setSetting("auto_approve_edited_listings", "1");
    try {
      const edited = await post<TOwnListing>(
        t.app,
        "/api/update_post_property",
        {
          id: posted.body.data.id,
          description: "Now with a new kitchen.",
          title_image: posted.body.data.title_image,
        },
        { headers: { authorization: member.authorization } },
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        request_status: "approved",
        description: "Now with a new kitchen.",
        title_image: posted.body.data.title_image,
      });
    } finally {
      await setSetting("auto_approve_edited_listings", "0");
    }
  });
});

describe("edits and forged files", () => {
  it("treats a JSON object shaped like an uploaded file as no file at all", async () => {
    const member = await readyMember();
    // The same fields as JSON, brackets nested as a JSON client would send them.
    const fields = qs.parse(
      new URLSearchParams(
        form.fields.flatMap((part): [string, string][] => ("value" in part ? [[part.name, part.value]] : [])),
      ).toString(),
    );
    const forged = {
      kind: "file",
      fieldName: "title_image",
      fileName: "x.jpg",
      mimeType: "image/jpeg",
      size: 10,
    };
    const { status, body } = await post(
      t.app,
      "/api/post_property",
      { ...fields, title_image: { ...forged, path: join(t.dataDir, "secrets", "auth.key") } },
      { headers: { authorization: member.authorization } },
    );
    expect(status).toBe(422);
    expect(body.errors?.title_image).toEqual(["Invalid file type"]);
    expect(await listingsOf(member.id)).toEqual([]);
  });

  it("sends an edited rejected listing back to review and drops a sale's rent duration", async () => {
    const member = await readyMember();
    const posted = await postProperty(
      [...withFields({ property_type: "1", rentduration: "yearly" }), await titleImagePart()],
      member.authorization,
    );
    expect(posted.body.data.rentduration).toBe("yearly");
    await t.database.db
      .update(properties)
      .set({ moderationStatus: "rejected", rejectionReason: "Blurry pictures" })
      .where(eq(properties.id, posted.body.data.id));
    await setSetting("auto_approve_edited_listings", "1");
    try {
      const edited = await post<TOwnListing>(
        t.app,
        "/api/update_post_property",
        { id: posted.body.data.id, property_type: 0 },
        { headers: { authorization: member.authorization } },
      );
      expect(edited.status).toBe(200);
      expect(edited.body.data).toMatchObject({
        property_type: "sell",
        rentduration: null,
        request_status: "pending",
        reject_reason: null,
      });
    } finally {
      await setSetting("auto_approve_edited_listings", "0");
    }
  });
});

describe("classification on edit", () => {
  it("refuses to turn a stay, which costs no credit, into a sale or rent listing", async () => {
    const member = await readyMember();
    const [stayCategory] = await t.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.classification, 4))
      .limit(1);
    const posted = await postProperty([...withFields({}), await titleImagePart()], member.authorization);
    expect(posted.status).toBe(200);
    // A stay as the hospitality work will post it: the same row under a classification-4 category.
    await t.database.db
      .update(properties)
      .set({ categoryId: stayCategory!.id, classification: 4 })
      .where(eq(properties.id, posted.body.data.id));

    const edited = await post(
      t.app,
      "/api/update_post_property",
      { id: posted.body.data.id, category_id: form.category },
      { headers: { authorization: member.authorization, "accept-language": "ar" } },
    );
    expect(edited.status).toBe(422);
    expect(edited.body.errors?.category_id?.[0]).toMatch(arabicLetters);
    const [row] = await t.database.db
      .select({ classification: properties.classification, categoryId: properties.categoryId })
      .from(properties)
      .where(eq(properties.id, posted.body.data.id));
    expect(row).toEqual({ classification: 4, categoryId: stayCategory!.id });
  });
});

describe("documentation", () => {
  it("lists both calls in /api/docs with their multipart bodies", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const path of ["/api/post_property", "/api/update_post_property"]) {
      expect(Object.keys(docs.paths[path].post.requestBody.content)).toContain("multipart/form-data");
    }
  });
});

describe("demo mode", () => {
  it("refuses to post with the spec's message", async () => {
    const demo = await createTestApp({ DEMO_MODE: "true" });
    try {
      const [admin] = await demo.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role, "admin"))
        .limit(1);
      const token = await demo.app.services.auth.issueToken(admin!.id, "test");
      const fields = form.fields.flatMap((part): [string, string][] =>
        "value" in part ? [[part.name, part.value]] : [],
      );
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/post_property",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams(fields).toString(),
      });
      expect(response.statusCode).toBe(403);
      expect((response.json() as Envelope).message).toBe("This action is not allowed in demo mode.");
    } finally {
      await demo.close();
    }
  });
});
