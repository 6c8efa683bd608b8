import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../src/db/schema/catalogue.js";
import { projects, properties } from "../src/db/schema/properties.js";
import { newMember } from "./engagement-helpers.js";
import { getJson } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

// The owner's own pages open one item by its id or address (/user/edit-project/:id, /my-property/:slug):
// the owner's lists must find it in any state, and never someone else's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let made = 0;
const tag = () => `${process.pid}-${(made += 1)}-${Date.now()}`;

async function categoryOf(classification: number) {
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.classification, classification), eq(categories.isActive, true)))
    .limit(1);
  return category!.id;
}

async function newProject(ownerId: number, moderationStatus: "pending" | "approved" | "rejected") {
  const [row] = await t.database.db
    .insert(projects)
    .values({
      slug: `lookup-project-${tag()}`,
      ownerId,
      categoryId: await categoryOf(3),
      title: "Palm Heights",
      description: "Sixty garden flats.",
      type: "upcoming",
      location: "90th Street",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.02,
      longitude: 31.49,
      moderationStatus,
      rejectionReason: moderationStatus === "rejected" ? "Blurry brochure" : null,
    })
    .returning({ id: projects.id, slug: projects.slug });
  return row!;
}

async function newListing(ownerId: number, moderationStatus: "pending" | "approved" | "rejected") {
  const [row] = await t.database.db
    .insert(properties)
    .values({
      slug: `lookup-listing-${tag()}`,
      ownerId,
      categoryId: await categoryOf(1),
      classification: 1,
      listingType: "sell",
      title: "Garden flat",
      description: "A quiet flat with a garden.",
      address: "12 Nile Street",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.05,
      longitude: 31.24,
      priceMinor: 250_000_000,
      moderationStatus,
      isActive: moderationStatus === "approved",
    })
    .returning({ id: properties.id, slug: properties.slug });
  return row!;
}

const idsOf = async (path: string, authorization: string) => {
  const { status, body } = await getJson<{ id: number; request_status: string }[]>(t.app, path, {
    authorization,
  });
  expect(status, path).toBe(200);
  return body.data.map((item) => [item.id, item.request_status]);
};

describe("get-added-projects?id and get-added-properties?slug_id", () => {
  it("find the owner's own project and listing in any state", async () => {
    const owner = await newMember(t.app, t.database.db, "Lookup Owner");
    const rejected = await newProject(owner.id, "rejected");
    await newProject(owner.id, "approved");
    const pending = await newListing(owner.id, "pending");
    await newListing(owner.id, "approved");

    expect(await idsOf(`/api/get-added-projects?id=${rejected.id}`, owner.authorization)).toEqual([
      [rejected.id, "rejected"],
    ]);
    expect(await idsOf(`/api/get-added-projects?slug_id=${rejected.slug}`, owner.authorization)).toEqual([
      [rejected.id, "rejected"],
    ]);
    expect(await idsOf(`/api/get-added-properties?slug_id=${pending.slug}`, owner.authorization)).toEqual([
      [pending.id, "pending"],
    ]);
  });

  it("never answer with another owner's project or listing, whatever its state", async () => {
    const owner = await newMember(t.app, t.database.db, "Lookup Owner");
    const other = await newMember(t.app, t.database.db, "Someone Else");
    await newProject(owner.id, "approved");
    await newListing(owner.id, "approved");
    const theirProject = await newProject(other.id, "approved");
    const theirListing = await newListing(other.id, "approved");
    const theirPending = await newListing(other.id, "pending");

    expect(await idsOf(`/api/get-added-projects?id=${theirProject.id}`, owner.authorization)).toEqual([]);
    expect(await idsOf(`/api/get-added-projects?slug_id=${theirProject.slug}`, owner.authorization)).toEqual(
      [],
    );
    for (const listing of [theirListing, theirPending]) {
      expect(await idsOf(`/api/get-added-properties?slug_id=${listing.slug}`, owner.authorization)).toEqual(
        [],
      );
    }
    // The owner of those sees them, so the empty answers above are about ownership, not the filter.
    expect(
      await idsOf(`/api/get-added-properties?slug_id=${theirPending.slug}`, other.authorization),
    ).toEqual([[theirPending.id, "pending"]]);
  });
});
