import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { categories, cities } from "../src/db/schema/catalogue.js";
import { features, packageFeatures, packages, settings } from "../src/db/schema/content.js";
import { userPackageLimits, userPackages } from "../src/db/schema/packages.js";
import { projectMedia, projectPlans, projects } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, getJson, signInAs, type Envelope } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";
import { multipart, type Part } from "./multipart.js";

type OwnProject = {
  id: number;
  slug_id: string;
  title: string;
  title_ar: string;
  image: string;
  request_status: string;
  status: number;
  gallery_images: { id: number; image_url: string }[];
  documents: { id: number; name: string; file: string; type: string }[];
  plans: { id: number; title: string; document: string }[];
  access_locked: boolean;
};
type Counts = Record<"all" | "pending" | "approved" | "rejected" | "active" | "inactive", number>;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

async function jpeg(colour = "#2e86c1") {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Owner-Camera-Serial" } })
    .toBuffer();
}

let t: TestApp;
let categoryId: number;
let otherCategoryId: number;

beforeAll(async () => {
  t = await createTestApp();
  const [projectCategory] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.classification, 3), eq(categories.isActive, true)))
    .limit(1);
  const [saleCategory] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, 1))
    .limit(1);
  categoryId = projectCategory!.id;
  otherCategoryId = saleCategory!.id;
});
afterAll(async () => t.close());

/** A package of `credits` project listings (null: unlimited), held by the user from now on. */
async function giveProjectCredits(userId: number, credits: number | null) {
  const db = t.database.db;
  const [feature] = await db
    .select({ id: features.id })
    .from(features)
    .where(eq(features.type, "project_list"));
  const [pack] = await db
    .insert(packages)
    .values({
      name: "Projects test",
      nameAr: "باقة اختبار المشاريع",
      packageType: "free",
      durationHours: 720,
    })
    .returning({ id: packages.id });
  await db.insert(packageFeatures).values({
    packageId: pack!.id,
    featureId: feature!.id,
    limitType: credits === null ? "unlimited" : "limited",
    limit: credits,
  });
  const now = Date.now();
  const [held] = await db
    .insert(userPackages)
    .values({
      userId,
      packageId: pack!.id,
      startsAt: new Date(now - 60_000),
      endsAt: new Date(now + 30 * 24 * 3_600_000),
    })
    .returning({ id: userPackages.id });
  if (credits !== null) {
    await db
      .insert(userPackageLimits)
      .values({ userPackageId: held!.id, featureId: feature!.id, totalLimit: credits });
  }
  return held!.id;
}

async function creditsUsed(userPackageId: number) {
  const [row] = await t.database.db
    .select({ used: userPackageLimits.usedLimit })
    .from(userPackageLimits)
    .where(eq(userPackageLimits.userPackageId, userPackageId));
  return row!.used;
}

/** A member with a completed profile and `credits` project listings. */
async function poster(credits: number | null = 5) {
  const member = await newMember(t.app, t.database.db, "Project Poster");
  const userPackageId = await giveProjectCredits(member.id, credits);
  return { ...member, userPackageId };
}

let titles = 0;
function projectFields(overrides: Record<string, string> = {}): Part[] {
  titles += 1;
  const fields: Record<string, string> = {
    title: `Palm Heights ${titles}`,
    title_ar: `مرتفعات النخيل ${titles}`,
    description: "Sixty garden flats around a shaded courtyard, handed over in 2027.",
    description_ar: "ستون شقة بحدائق حول فناء مظلل، تُسلَّم في عام 2027.",
    category_id: String(categoryId),
    type: "under_construction",
    location: "90th Street, New Cairo",
    city: "Cairo",
    state: "Cairo",
    country: "Egypt",
    latitude: "30.0271",
    longitude: "31.4913",
    ...overrides,
  };
  return Object.entries(fields).map(([name, value]) => ({ name, value }));
}

async function send<T = OwnProject>(
  url: string,
  parts: Part[],
  authorization: string | undefined,
  headers: Record<string, string> = {},
) {
  const form = multipart(parts);
  const response = await t.app.inject({
    method: "POST",
    url,
    headers: { ...form.headers, ...(authorization ? { authorization } : {}), ...headers },
    payload: form.payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<T> };
}

async function fullProject(authorization: string, extra: Part[] = []) {
  return send(
    "/api/post_project",
    [
      ...projectFields(),
      { name: "image", file: await jpeg(), fileName: "front.jpg", type: "image/jpeg" },
      { name: "gallery_images[0]", file: await jpeg("#27ae60"), fileName: "pool.jpg", type: "image/jpeg" },
      { name: "gallery_images[1]", file: await jpeg("#8e44ad"), fileName: "lobby.jpg", type: "image/jpeg" },
      { name: "documents[0]", file: PDF, fileName: "brochure.pdf", type: "application/pdf" },
      { name: "plans[0][title]", value: "Two bedrooms" },
      { name: "plans[0][document]", file: PDF, fileName: "two-bed.pdf", type: "application/pdf" },
      ...extra,
    ],
    authorization,
  );
}

async function storedProject(id: number) {
  const [row] = await t.database.db.select().from(projects).where(eq(projects.id, id));
  return row;
}

async function approve(id: number) {
  await t.database.db
    .update(projects)
    .set({ moderationStatus: "approved", isActive: true })
    .where(eq(projects.id, id));
}

async function uploadedProjectFiles() {
  return readdir(join(t.dataDir, "uploads", "project-files")).catch(() => [] as string[]);
}

describe("POST /api/post_project", () => {
  it("creates a project under review: hidden from the public until an admin enables it", async () => {
    const owner = await poster();
    const created = await fullProject(owner.authorization);
    expect(created.status).toBe(200);
    expect(created.body.message).toMatch(/review/i);
    const project = created.body.data;
    expect(project).toMatchObject({ request_status: "pending", status: 0, access_locked: false });
    expect(project.slug_id).toMatch(/^palm-heights-\d+$/);
    expect(project.title_ar).toMatch(arabicLetters);
    expect(project.image).toMatch(/^http:\/\/manzil\.test\/uploads\/project-files\/.+\.webp$/);
    expect(project.gallery_images).toHaveLength(2);
    expect(project.documents).toEqual([expect.objectContaining({ name: "brochure.pdf", type: "pdf" })]);
    expect(project.plans).toEqual([expect.objectContaining({ title: "Two bedrooms" })]);

    const guestDetail = await getJson(t.app, `/api/get-project-detail?slug_id=${project.slug_id}`);
    expect(guestDetail.status).toBe(404);
    const listed = await getJson<{ id: number }[]>(
      t.app,
      `/api/get-projects?search=${encodeURIComponent(project.title)}`,
    );
    expect(listed.body.data.map((p) => p.id)).not.toContain(project.id);

    await approve(project.id);
    const publicDetail = await getJson<{ id: number }>(
      t.app,
      `/api/get-project-detail?slug_id=${project.slug_id}`,
    );
    expect(publicDetail.status).toBe(200);
    expect(publicDetail.body.data.id).toBe(project.id);
  });

  it("re-encodes pictures to WebP without their camera data and keeps PDFs", async () => {
    const owner = await poster();
    const { body } = await fullProject(owner.authorization);
    const imageKey = body.data.image.replace("http://manzil.test/uploads/", "");
    const onDisk = await sharp(join(t.dataDir, "uploads", imageKey)).metadata();
    expect(onDisk.format).toBe("webp");
    expect(onDisk.exif).toBeUndefined();
    const planKey = body.data.plans[0]!.document.replace("http://manzil.test/uploads/", "");
    expect(planKey).toMatch(/\.pdf$/);
    expect(existsSync(join(t.dataDir, "uploads", planKey))).toBe(true);
  });

  it("spends one project credit per new project and refuses when none is left", async () => {
    const owner = await poster(1);
    expect((await fullProject(owner.authorization)).status).toBe(200);
    expect(await creditsUsed(owner.userPackageId)).toBe(1);
    const refused = await fullProject(owner.authorization);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("PACKAGE_LIMIT_OVER");
    expect(await creditsUsed(owner.userPackageId)).toBe(1);
  });

  it("gives the credit back and keeps no files when the insert fails", async () => {
    const owner = await poster(1);
    const before = await uploadedProjectFiles();
    // A trigger stands in for a lost slug race, failing the insert after the credit was taken.
    await t.database.db.execute(sql`create or replace function manzil_test_fail_project() returns trigger
      language plpgsql as $$ begin
        if new.title like 'Doomed%' then raise exception 'taken' using errcode = 'unique_violation'; end if;
        return new;
      end $$`);
    await t.database.db.execute(sql`create trigger manzil_test_fail_project before insert on projects
      for each row execute function manzil_test_fail_project()`);
    try {
      const failed = await send(
        "/api/post_project",
        [
          ...projectFields({ title: "Doomed Towers" }),
          { name: "image", file: await jpeg(), fileName: "front.jpg", type: "image/jpeg" },
        ],
        owner.authorization,
      );
      expect(failed.status).toBe(409);
    } finally {
      await t.database.db.execute(sql`drop trigger manzil_test_fail_project on projects`);
    }
    expect(await creditsUsed(owner.userPackageId)).toBe(0);
    expect((await uploadedProjectFiles()).sort()).toEqual(before.sort());
    expect((await fullProject(owner.authorization)).status).toBe(200);
  });

  it("lets exactly one of two parallel posts take the last credit", async () => {
    const owner = await poster(1);
    const results = await Promise.all([fullProject(owner.authorization), fullProject(owner.authorization)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await creditsUsed(owner.userPackageId)).toBe(1);
  });

  it("asks for the signed-in member's completed profile and a package first", async () => {
    const guest = await send("/api/post_project", projectFields(), undefined);
    expect(guest.status).toBe(401);

    const incomplete = await poster();
    await t.database.db.update(users).set({ mobile: null }).where(eq(users.id, incomplete.id));
    const noProfile = await send("/api/post_project", projectFields(), incomplete.authorization);
    expect(noProfile.status).toBe(403);
    expect(noProfile.body.code).toBe("PROFILE_INCOMPLETE");

    const member = await newMember(t.app, t.database.db);
    const noPackage = await fullProject(member.authorization);
    expect(noPackage.status).toBe(403);
    expect(noPackage.body.code).toBe("NOT_SUBSCRIBED");
  });

  it("asks for verification first when the site requires it", async () => {
    const member = await poster();
    const setting = (value: string) =>
      t.database.db.update(settings).set({ value }).where(eq(settings.key, "verification_required_for_user"));
    await setting("1");
    try {
      const unverified = await fullProject(member.authorization);
      expect(unverified.status).toBe(403);
      expect(unverified.body.code).toBe("VERIFICATION_REQUIRED");
      await t.database.db.update(users).set({ verificationStatus: "pending" }).where(eq(users.id, member.id));
      expect((await fullProject(member.authorization)).body.code).toBe("VERIFICATION_PENDING");
      await t.database.db.update(users).set({ verificationStatus: "success" }).where(eq(users.id, member.id));
      expect((await fullProject(member.authorization)).status).toBe(200);
    } finally {
      await setting("0");
    }
  });

  it("takes an address of the owner's choosing, made unique", async () => {
    const owner = await poster();
    const slug = `nile-gardens-${process.pid}`;
    const first = await fullProject(owner.authorization, [{ name: "slug_id", value: slug }]);
    const second = await fullProject(owner.authorization, [{ name: "slug_id", value: slug }]);
    expect(first.body.data.slug_id).toBe(slug);
    expect(second.body.data.slug_id).toBe(`${slug}-2`);
  });

  it("names each missing field in the caller's language and spends nothing", async () => {
    const owner = await poster(1);
    const en = await send(
      "/api/post_project",
      [{ name: "title", value: "Only a title" }],
      owner.authorization,
    );
    expect(en.status).toBe(422);
    expect(en.body.errors?.description).toEqual(["Description is required"]);
    expect(en.body.errors?.latitude).toEqual(["Please pick the project's place on the map"]);
    expect(en.body.errors?.image).toEqual(["Please add a main image"]);
    const ar = await send(
      "/api/post_project",
      [{ name: "title", value: "Only a title" }],
      owner.authorization,
      {
        "accept-language": "ar",
      },
    );
    expect(ar.status).toBe(422);
    expect(ar.body.errors?.image?.[0]).toMatch(arabicLetters);
    expect(ar.body.message).toMatch(arabicLetters);

    const wrongCategory = await send(
      "/api/post_project",
      [
        ...projectFields({ category_id: String(otherCategoryId) }),
        { name: "image", file: await jpeg(), fileName: "front.jpg", type: "image/jpeg" },
      ],
      owner.authorization,
    );
    expect(wrongCategory.status).toBe(422);
    expect(wrongCategory.body.errors?.category_id).toEqual(["Please choose a category for new projects"]);
    expect(await creditsUsed(owner.userPackageId)).toBe(0);
  });

  it("types files by their content: a text file named photo.jpg is refused", async () => {
    const owner = await poster(1);
    const refused = await send(
      "/api/post_project",
      [
        ...projectFields(),
        {
          name: "image",
          file: Buffer.from("just some text, not a picture"),
          fileName: "photo.jpg",
          type: "image/jpeg",
        },
        {
          name: "documents[0]",
          file: Buffer.from("#!/bin/sh\necho hi\n"),
          fileName: "brochure.pdf",
          type: "application/pdf",
        },
      ],
      owner.authorization,
      { "accept-language": "ar" },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.image?.[0]).toMatch(arabicLetters);
    expect(refused.body.errors?.documents?.[0]).toMatch(arabicLetters);
    expect(await creditsUsed(owner.userPackageId)).toBe(0);
  });

  it("never takes a server path from a JSON body for a file", async () => {
    const owner = await poster(1);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/post_project",
      headers: { authorization: owner.authorization },
      payload: {
        ...Object.fromEntries(projectFields().map((part) => [part.name, "value" in part ? part.value : ""])),
        image: {
          kind: "file",
          fieldName: "image",
          fileName: "x.jpg",
          mimeType: "image/jpeg",
          path: "/etc/hostname",
          size: 10,
        },
      },
    });
    expect(response.statusCode).toBe(422);
    expect((response.json() as Envelope).errors?.image).toEqual(["Please add a main image"]);
  });

  it("edits the owner's project: removes and adds media, renames plans, and sends it back to review", async () => {
    const owner = await poster();
    const { body } = await fullProject(owner.authorization);
    const project = body.data;
    await approve(project.id);
    const removedGallery = project.gallery_images[0]!;
    const removedKey = removedGallery.image_url.replace("http://manzil.test/uploads/", "");
    expect(existsSync(join(t.dataDir, "uploads", removedKey))).toBe(true);

    const edited = await send(
      "/api/post_project",
      [
        { name: "id", value: String(project.id) },
        { name: "title", value: "Palm Towers" },
        { name: "title_ar", value: "أبراج النخيل" },
        { name: "remove_gallery_images[0]", value: String(removedGallery.id) },
        { name: "remove_documents", value: String(project.documents[0]!.id) },
        { name: "plans[0][id]", value: String(project.plans[0]!.id) },
        { name: "plans[0][title]", value: "Two bedrooms, garden" },
        { name: "plans[1][title]", value: "Penthouse" },
        { name: "plans[1][document]", file: PDF, fileName: "penthouse.pdf", type: "application/pdf" },
      ],
      owner.authorization,
    );
    expect(edited.status).toBe(200);
    // A new title keeps the address, so links already shared still open the project.
    expect(edited.body.data).toMatchObject({
      id: project.id,
      slug_id: project.slug_id,
      title: "Palm Towers",
      title_ar: "أبراج النخيل",
    });
    expect(edited.body.data.request_status).toBe("pending");
    expect(edited.body.data.gallery_images.map((g) => g.id)).toEqual([project.gallery_images[1]!.id]);
    expect(edited.body.data.documents).toEqual([]);
    expect(edited.body.data.plans.map((p) => p.title).sort()).toEqual(["Penthouse", "Two bedrooms, garden"]);
    expect(existsSync(join(t.dataDir, "uploads", removedKey))).toBe(false);
    expect((await getJson(t.app, `/api/get-project-detail?id=${project.id}`)).status).toBe(404);
    expect(await creditsUsed(owner.userPackageId)).toBe(1);
  });
});

describe("ownership", () => {
  it("refuses another member's edit, status change and deletion with 404 and leaves the project as it was", async () => {
    const owner = await poster();
    const { body } = await fullProject(owner.authorization);
    await approve(body.data.id);
    const before = await storedProject(body.data.id);
    const stranger = await poster();

    const edit = await send(
      "/api/post_project",
      [
        { name: "id", value: String(body.data.id) },
        { name: "title", value: "Taken over" },
      ],
      stranger.authorization,
    );
    expect(edit.status).toBe(404);
    const hide = await post(
      t.app,
      "/api/change-project-status",
      { project_id: body.data.id, status: 0 },
      {
        headers: { authorization: stranger.authorization },
      },
    );
    expect(hide.status).toBe(404);
    const remove = await post(
      t.app,
      "/api/delete_project",
      { id: body.data.id },
      {
        headers: { authorization: stranger.authorization },
      },
    );
    expect(remove.status).toBe(404);
    expect(remove.body.message).toBe("This project could not be found.");

    expect(await storedProject(body.data.id)).toEqual(before);
    const theirs = await getJson<OwnProject[]>(t.app, "/api/get-added-projects", {
      authorization: stranger.authorization,
    });
    expect(theirs.body.data.map((p) => p.id)).not.toContain(body.data.id);
  });

  it("lets an admin act on any project", async () => {
    const owner = await poster();
    const { body } = await fullProject(owner.authorization);
    await approve(body.data.id);
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const hidden = await post(
      t.app,
      "/api/change-project-status",
      { project_id: body.data.id, status: 0 },
      {
        headers: { authorization: admin.authorization },
      },
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ id: body.data.id, status: 0 });
  });
});

describe("POST /api/change-project-status", () => {
  it("shows or hides an approved project, and refuses one still under review", async () => {
    const owner = await poster();
    const { body } = await fullProject(owner.authorization);
    const headers = { authorization: owner.authorization };

    const early = await post(
      t.app,
      "/api/change-project-status",
      { project_id: body.data.id, status: 1 },
      { headers },
    );
    expect(early.status).toBe(422);
    expect(early.body.errors?.status).toEqual(["Only an approved project can be shown or hidden."]);
    const earlyAr = await post(
      t.app,
      "/api/change-project-status",
      { project_id: body.data.id, status: 1 },
      {
        headers: { ...headers, "accept-language": "ar" },
      },
    );
    expect(earlyAr.body.message).toMatch(arabicLetters);
    expect((await storedProject(body.data.id))?.isActive).toBe(false);

    await approve(body.data.id);
    const hidden = await post(
      t.app,
      "/api/change-project-status",
      { project_id: body.data.id, status: 0 },
      { headers },
    );
    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe("The project is hidden from the public.");
    expect((await getJson(t.app, `/api/get-project-detail?id=${body.data.id}`)).status).toBe(404);

    const shown = await post(
      t.app,
      "/api/change-project-status",
      new URLSearchParams({ project_id: String(body.data.id), status: "1" }),
      { headers },
    );
    expect(shown.status).toBe(200);
    expect((await getJson(t.app, `/api/get-project-detail?id=${body.data.id}`)).status).toBe(200);
  });
});

describe("GET /api/get-added-projects", () => {
  it("lists the caller's projects in every state with counts by state", async () => {
    const owner = await poster();
    const first = (await fullProject(owner.authorization)).body.data;
    const second = (await fullProject(owner.authorization)).body.data;
    const third = (await fullProject(owner.authorization)).body.data;
    await approve(second.id);
    await approve(third.id);
    await t.database.db.update(projects).set({ isActive: false }).where(eq(projects.id, third.id));

    const all = await getJson<OwnProject[]>(t.app, "/api/get-added-projects?limit=2", {
      authorization: owner.authorization,
    });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    expect(all.body.data).toHaveLength(2);
    expect(all.body.counts as Counts).toEqual({
      all: 3,
      pending: 1,
      approved: 2,
      rejected: 0,
      active: 1,
      inactive: 1,
    });
    const page2 = await getJson<OwnProject[]>(t.app, "/api/get-added-projects?limit=2&offset=2", {
      authorization: owner.authorization,
    });
    const ids = [...all.body.data, ...page2.body.data].map((p) => p.id).sort((a, b) => a - b);
    expect(ids).toEqual([first.id, second.id, third.id].sort((a, b) => a - b));

    const pending = await getJson<OwnProject[]>(t.app, "/api/get-added-projects?request_status=pending", {
      authorization: owner.authorization,
    });
    expect(pending.body.data.map((p) => [p.id, p.request_status, p.status])).toEqual([
      [first.id, "pending", 0],
    ]);
    const hidden = await getJson<OwnProject[]>(t.app, "/api/get-added-projects?status=0", {
      authorization: owner.authorization,
    });
    expect(hidden.body.data.map((p) => p.id)).toEqual([third.id]);

    const guest = await getJson(t.app, "/api/get-added-projects");
    expect(guest.status).toBe(401);
  });
});

describe("POST /api/delete_project", () => {
  it("deletes the owner's project with its media, plans and files", async () => {
    const owner = await poster();
    const { body } = await fullProject(owner.authorization);
    const keys = [
      body.data.image,
      ...body.data.gallery_images.map((g) => g.image_url),
      body.data.plans[0]!.document,
    ].map((url) => url.replace("http://manzil.test/uploads/", ""));
    for (const key of keys) expect(existsSync(join(t.dataDir, "uploads", key))).toBe(true);

    const deleted = await post(
      t.app,
      "/api/delete_project",
      { id: body.data.id },
      {
        headers: { authorization: owner.authorization, "accept-language": "ar" },
      },
    );
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toMatch(arabicLetters);
    expect(await storedProject(body.data.id)).toBeUndefined();
    const media = await t.database.db
      .select()
      .from(projectMedia)
      .where(eq(projectMedia.projectId, body.data.id));
    const plans = await t.database.db
      .select()
      .from(projectPlans)
      .where(eq(projectPlans.projectId, body.data.id));
    expect([...media, ...plans]).toEqual([]);
    for (const key of keys) expect(existsSync(join(t.dataDir, "uploads", key))).toBe(false);

    const again = await post(
      t.app,
      "/api/delete_project",
      { project_id: body.data.id },
      {
        headers: { authorization: owner.authorization },
      },
    );
    expect(again.status).toBe(404);
  });
});

describe("demo mode", () => {
  it("refuses project writes", async () => {
    const demo = await createTestApp({ DEMO_MODE: "true" });
    try {
      const member = await newMember(demo.app, demo.database.db);
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/post_project",
        headers: { authorization: member.authorization },
        payload: { title: "Demo" },
      });
      expect(response.statusCode).toBe(403);
      expect((response.json() as Envelope).code).toBe("DEMO_MODE");
    } finally {
      await demo.close();
    }
  });
});

describe("hostile input", () => {
  const bodies: Record<string, unknown>[] = [
    { id: "abc" },
    { id: 99_999_999_999 },
    { plans: "x" },
    { plans: [null] },
    { plans: { 0: { title: ["a", "b"], document: "/etc/passwd" } } },
    { gallery_images: { a: 1 }, documents: "C:\\boot.ini" },
    { remove_gallery_images: "1,abc", id: 1 },
    { title: 42, latitude: "1e400", longitude: "NaN" },
    { title: "a\u0000b" },
    { meta_keywords: "a,b,c,d,e,f,g,h,i,j,k,l", meta_description: "short" },
    { video_link: "javascript:alert(1)" },
  ];

  it("answers odd post_project bodies with 4xx, never a server error", async () => {
    const owner = await poster();
    for (const body of bodies) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/post_project",
        headers: { authorization: owner.authorization },
        payload: body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    const queries = ["status=2", "request_status=gone", "limit=0", "offset=-1", "id=1.5", "search=%00"];
    for (const query of queries) {
      const listed = await getJson(t.app, `/api/get-added-projects?${query}`, {
        authorization: owner.authorization,
      });
      expect(listed.status, query).toBe(422);
    }
    for (const body of [{}, { project_id: "x", status: 1 }, { project_id: 1, status: 5 }]) {
      const changed = await post(t.app, "/api/change-project-status", body, {
        headers: { authorization: owner.authorization },
      });
      expect(changed.status, JSON.stringify(body)).toBe(422);
    }
    const deleted = await post(
      t.app,
      "/api/delete_project",
      {},
      { headers: { authorization: owner.authorization } },
    );
    expect(deleted.status).toBe(422);
  });
});

describe("API documentation", () => {
  it("documents the owner's project and lead calls", async () => {
    const docs = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const path of [
      "/api/post_project",
      "/api/delete_project",
      "/api/change-project-status",
      "/api/get-added-projects",
      "/api/set_property_inquiry",
      "/api/send-property-client-email",
    ]) {
      expect(docs.paths[path], path).toBeDefined();
    }
    expect(JSON.stringify(docs.paths["/api/post_project"])).toContain("multipart/form-data");
  });
});

describe("a project's place comes from the cities catalogue (issue 18)", () => {
  async function placeShown(slug: string, lang: "en" | "ar") {
    const listed = await getJson<{ slug_id: string; city: string; state: string; country: string }[]>(
      t.app,
      `/api/get-projects?search=${encodeURIComponent(slug.replaceAll("-", " "))}&lang=${lang}`,
    );
    return listed.body.data.find((project) => project.slug_id === slug);
  }

  it("takes a catalogue city by id alone, stores its names and shows them in the page's language", async () => {
    const [alexandria] = await t.database.db.select().from(cities).where(eq(cities.name, "Alexandria"));
    const owner = await poster();
    const parts = projectFields().filter((part) => !["city", "state", "country"].includes(part.name));
    const created = await send(
      "/api/post_project",
      [
        ...parts,
        { name: "city_id", value: String(alexandria!.id) },
        { name: "image", file: await jpeg(), fileName: "front.jpg", type: "image/jpeg" },
      ],
      owner.authorization,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await storedProject(created.body.data.id);
    expect(stored).toMatchObject({ cityId: alexandria!.id, city: "Alexandria", country: "Egypt" });

    await approve(created.body.data.id);
    expect(await placeShown(created.body.data.slug_id, "ar")).toMatchObject({
      city: alexandria!.nameAr,
      state: alexandria!.stateAr,
      country: "مصر",
    });
    expect(await placeShown(created.body.data.slug_id, "en")).toMatchObject({
      city: "Alexandria",
      country: "Egypt",
    });
  });

  it("links an older client's free-text city to the catalogue, and refuses an unknown city id in Arabic", async () => {
    const owner = await poster();
    const created = await send(
      "/api/post_project",
      [
        ...projectFields({ city: "cairo", state: "Cairo", country: "EGYPT" }),
        { name: "image", file: await jpeg(), fileName: "front.jpg", type: "image/jpeg" },
      ],
      owner.authorization,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const [cairo] = await t.database.db.select().from(cities).where(eq(cities.name, "Cairo"));
    expect(await storedProject(created.body.data.id)).toMatchObject({ cityId: cairo!.id, city: "Cairo" });

    const refused = await send(
      "/api/post_project",
      [...projectFields(), { name: "city_id", value: "999999" }],
      owner.authorization,
      { "accept-language": "ar" },
    );
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain("يُرجى اختيار مدينة من القائمة");
  });
});
