import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../src/db/schema/catalogue.js";
import { interestedUsers } from "../src/db/schema/engagement.js";
import { advertisements, properties, propertyMedia } from "../src/db/schema/properties.js";
import { post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, getJson, signInAs } from "./helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

type OwnListing = {
  id: number;
  slug_id: string;
  title: string;
  property_type: string;
  property_classification: number;
  request_status: string;
  status: number;
  reject_reason: string | null;
  total_click: number;
  total_interested_users: number;
  gallery: { image_url: string }[];
  description: string;
};
type Counts = Record<
  "all" | "pending" | "approved" | "rejected" | "active" | "inactive" | "sold" | "rented",
  number
>;
type ListingState = { id: number; property_type: string; request_status: string; status: number };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type ListingOverrides = Partial<typeof properties.$inferInsert>;

let made = 0;
/** A listing of `ownerId` in the given state; approved, active and for sale unless told otherwise. */
async function newListing(app: TestApp, ownerId: number, overrides: ListingOverrides = {}) {
  made += 1;
  const classification = overrides.classification ?? 1;
  const [category] = await app.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, classification))
    .limit(1);
  const [row] = await app.database.db
    .insert(properties)
    .values({
      slug: `owner-listing-${process.pid}-${made}-${Date.now()}`,
      ownerId,
      categoryId: category!.id,
      classification,
      listingType: "sell",
      title: `Garden flat ${made}`,
      titleAr: `شقة بحديقة ${made}`,
      description: "A quiet flat with a garden.",
      descriptionAr: "شقة هادئة بحديقة.",
      address: "12 Nile Street",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.05,
      longitude: 31.24,
      priceMinor: 250_000_000,
      moderationStatus: "approved",
      isActive: true,
      ...overrides,
    })
    .returning({ id: properties.id, slug: properties.slug });
  return row!;
}

async function stored(id: number) {
  const [row] = await t.database.db
    .select({
      listingType: properties.listingType,
      isActive: properties.isActive,
      moderationStatus: properties.moderationStatus,
    })
    .from(properties)
    .where(eq(properties.id, id));
  return row ?? null;
}

const mine = (authorization: string, query = "") =>
  getJson<OwnListing[]>(t.app, `/api/get-added-properties${query}`, { authorization });

const call = <T = ListingState>(
  url: string,
  authorization: string,
  body: Record<string, unknown>,
  lang = "en",
  app = t,
) => post<T>(app.app, url, body, { headers: { authorization, "accept-language": lang } });

describe("guests", () => {
  it("get 401 in their language on every endpoint and change nothing", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(t, owner.id);
    const list = await getJson(t.app, "/api/get-added-properties?lang=ar");
    expect(list.status).toBe(401);
    expect(list.body.message).toMatch(arabicLetters);
    for (const url of [
      "/api/change-property-status",
      "/api/update_property_status",
      "/api/delete_property",
    ]) {
      const reply = await post(t.app, url, { property_id: listing.id, id: listing.id, status: 0 });
      expect(reply.status, url).toBe(401);
      expect(reply.body.message).toBe("You have not logged in");
    }
    expect(await stored(listing.id)).toEqual({
      listingType: "sell",
      isActive: true,
      moderationStatus: "approved",
    });
  });
});

describe("GET /api/get-added-properties", () => {
  it("lists every one of the owner's listings, whatever its state, and nobody else's", async () => {
    const owner = await newMember(t.app, t.database.db);
    const other = await newMember(t.app, t.database.db);
    const approved = await newListing(t, owner.id, { viewCount: 7 });
    const pending = await newListing(t, owner.id, { moderationStatus: "pending", viewCount: 2 });
    const rejected = await newListing(t, owner.id, {
      moderationStatus: "rejected",
      rejectionReason: "The photos show another building.",
    });
    const hidden = await newListing(t, owner.id, { isActive: false });
    const sold = await newListing(t, owner.id, { listingType: "sold" });
    const rented = await newListing(t, owner.id, { listingType: "rented" });
    const othersListing = await newListing(t, other.id);
    await t.database.db.insert(interestedUsers).values({ userId: other.id, propertyId: approved.id });
    await t.database.db.insert(propertyMedia).values({
      propertyId: pending.id,
      kind: "gallery",
      file: "listings/pending-gallery.webp",
      position: 0,
    });

    const { status, body } = await mine(owner.authorization, "?limit=50");
    expect(status).toBe(200);
    const ids = body.data.map((item) => item.id);
    expect(new Set(ids)).toEqual(
      new Set([approved.id, pending.id, rejected.id, hidden.id, sold.id, rented.id]),
    );
    expect(ids).not.toContain(othersListing.id);
    expect(body.total).toBe(6);
    expect(body.total_views).toBe(9);
    expect(body.counts).toEqual({
      all: 6,
      pending: 1,
      approved: 4,
      rejected: 1,
      active: 3,
      inactive: 1,
      sold: 1,
      rented: 1,
    } satisfies Counts);

    const byId = new Map(body.data.map((item) => [item.id, item]));
    expect(byId.get(rejected.id)).toMatchObject({
      request_status: "rejected",
      reject_reason: "The photos show another building.",
    });
    expect(byId.get(approved.id)).toMatchObject({
      request_status: "approved",
      status: 1,
      reject_reason: null,
      total_interested_users: 1,
    });
    expect(byId.get(rejected.id)!.total_interested_users).toBe(0);
    expect(byId.get(pending.id)).toMatchObject({ request_status: "pending", reject_reason: null });
    expect(byId.get(hidden.id)).toMatchObject({ status: 0 });
    expect(byId.get(sold.id)).toMatchObject({ property_type: "sold" });
    // The full details, as the owner wrote them.
    expect(byId.get(pending.id)!.description).toBe("A quiet flat with a garden.");
    expect(byId.get(pending.id)!.gallery.map((image) => image.image_url)).toEqual([
      "http://manzil.test/uploads/listings/pending-gallery.webp",
    ]);
    expect(byId.get(approved.id)!.gallery).toEqual([]);

    const theirs = await mine(other.authorization);
    expect(theirs.body.data.map((item) => item.id)).toEqual([othersListing.id]);
    expect(theirs.body.counts).toMatchObject({ all: 1, approved: 1 });
  });

  it("filters by moderation state, visibility, market state, classification, id, slug and featuring", async () => {
    const owner = await newMember(t.app, t.database.db);
    const approved = await newListing(t, owner.id);
    const pending = await newListing(t, owner.id, { moderationStatus: "pending" });
    const rejected = await newListing(t, owner.id, { moderationStatus: "rejected", rejectionReason: "No." });
    const hidden = await newListing(t, owner.id, { isActive: false, listingType: "rent" });
    const stay = await newListing(t, owner.id, { classification: 4, listingType: "rent" });
    const ids = async (query: string) => {
      const { status, body } = await mine(owner.authorization, query);
      expect(status, query).toBe(200);
      return body.data.map((item) => item.id).sort((a, b) => a - b);
    };
    const sorted = (...values: number[]) => values.sort((a, b) => a - b);

    expect(await ids("?request_status=pending,rejected")).toEqual(sorted(pending.id, rejected.id));
    expect(await ids("?status=0")).toEqual([hidden.id]);
    expect(await ids("?property_type=1")).toEqual(sorted(hidden.id, stay.id));
    expect(await ids("?property_type=rent&property_classification=4")).toEqual([stay.id]);
    expect(await ids(`?id=${approved.id}`)).toEqual([approved.id]);
    expect(await ids(`?slug_id=${pending.slug}`)).toEqual([pending.id]);

    // Featured now: an approved advertisement running today; expired or pending ones do not count.
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    await t.database.db.insert(advertisements).values([
      {
        userId: owner.id,
        target: "property",
        propertyId: approved.id,
        status: "approved",
        startsAt: new Date(now - day),
        endsAt: new Date(now + 7 * day),
      },
      {
        userId: owner.id,
        target: "property",
        propertyId: hidden.id,
        status: "approved",
        startsAt: new Date(now - 10 * day),
        endsAt: new Date(now - day),
      },
      {
        userId: owner.id,
        target: "property",
        propertyId: stay.id,
        status: "pending",
        startsAt: new Date(now - day),
        endsAt: new Date(now + 7 * day),
      },
    ]);
    expect(await ids("?is_promoted=1")).toEqual([approved.id]);

    const filtered = await mine(owner.authorization, "?request_status=pending");
    expect(filtered.body.total).toBe(1);
    // Counts stay over all the owner's listings so every tab shows its number.
    expect(filtered.body.counts).toMatchObject({ all: 5, pending: 1, rejected: 1 });
  });

  it("searches titles in either language, or the reference (id or slug)", async () => {
    const owner = await newMember(t.app, t.database.db);
    const villa = await newListing(t, owner.id, { title: "Sea view villa", titleAr: "فيلا مطلة على البحر" });
    await newListing(t, owner.id, { title: "Downtown office", titleAr: "مكتب وسط البلد" });
    const search = async (query: string) =>
      (await mine(owner.authorization, query)).body.data.map((item) => item.id);

    expect(await search("?search=villa")).toEqual([villa.id]);
    // Arabic spelling variants fold together (ة/ه, أ/ا).
    expect(await search(`?search=${encodeURIComponent("مطله")}`)).toEqual([villa.id]);
    expect(await search(`?search=${villa.id}&search_type=reference_id`)).toEqual([villa.id]);
    expect(await search(`?search=${villa.slug}&search_type=reference_id`)).toEqual([villa.id]);
    expect(await search("?search=nothing-like-this")).toEqual([]);
  });

  it("pages with offset and limit up to 1000, and refuses bad filters with field messages in Arabic", async () => {
    const owner = await newMember(t.app, t.database.db);
    const first = await newListing(t, owner.id, { createdAt: new Date("2026-01-01T00:00:00Z") });
    const second = await newListing(t, owner.id, { createdAt: new Date("2026-02-01T00:00:00Z") });
    const page = await mine(owner.authorization, "?offset=1&limit=1");
    expect(page.body.data.map((item) => item.id)).toEqual([first.id]);
    expect(page.body.total).toBe(2);
    expect((await mine(owner.authorization, "?limit=1000")).body.data.map((item) => item.id)).toEqual([
      second.id,
      first.id,
    ]);

    const tooMany = await mine(owner.authorization, "?limit=1001&lang=ar");
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.limit?.[0]).toMatch(arabicLetters);
    const badStatus = await mine(owner.authorization, "?request_status=approved,sleeping&lang=ar");
    expect(badStatus.status).toBe(422);
    expect(badStatus.body.errors?.request_status?.[0]).toMatch(arabicLetters);
    const badSearchType = await mine(owner.authorization, "?search=x&search_type=owner");
    expect(badSearchType.status).toBe(422);
    expect(badSearchType.body.errors).toHaveProperty("search_type");
  });
});

describe("POST /api/change-property-status", () => {
  it("hides an approved listing from the public and shows it again", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(t, owner.id);
    const publicDetail = () => getJson(t.app, `/api/get_property?id=${listing.id}`);

    const off = await call("/api/change-property-status", owner.authorization, {
      property_id: listing.id,
      status: 0,
    });
    expect(off.status).toBe(200);
    expect(off.body.message).toBe("The listing is hidden from the public.");
    expect(off.body.data).toMatchObject({ id: listing.id, status: 0, request_status: "approved" });
    expect((await publicDetail()).status).toBe(404);

    const on = await call(
      "/api/change-property-status",
      owner.authorization,
      { property_id: String(listing.id), status: "1" },
      "ar",
    );
    expect(on.status).toBe(200);
    expect(on.body.message).toMatch(arabicLetters);
    expect((await publicDetail()).status).toBe(200);
  });

  it("refuses listings that are not approved, with the reason in the caller's language", async () => {
    const owner = await newMember(t.app, t.database.db);
    const pending = await newListing(t, owner.id, { moderationStatus: "pending" });
    const en = await call("/api/change-property-status", owner.authorization, {
      property_id: pending.id,
      status: 0,
    });
    expect(en.status).toBe(422);
    expect(en.body.message).toBe("Only an approved listing can be shown or hidden.");
    expect(en.body.errors?.status).toEqual(["Only an approved listing can be shown or hidden."]);
    const ar = await call(
      "/api/change-property-status",
      owner.authorization,
      { property_id: pending.id, status: 0 },
      "ar",
    );
    expect(ar.status).toBe(422);
    expect(ar.body.message).toMatch(arabicLetters);
    expect(await stored(pending.id)).toMatchObject({ isActive: true, moderationStatus: "pending" });

    const bad = await call("/api/change-property-status", owner.authorization, {
      property_id: pending.id,
      status: 2,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty("status");
  });

  it("answers another user with 404 and leaves the listing unchanged; an admin may act", async () => {
    const owner = await newMember(t.app, t.database.db);
    const stranger = await newMember(t.app, t.database.db);
    const listing = await newListing(t, owner.id);
    const refused = await call("/api/change-property-status", stranger.authorization, {
      property_id: listing.id,
      status: 0,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe("This listing could not be found.");
    expect(await stored(listing.id)).toMatchObject({ isActive: true });
    // The same answer as for a listing that does not exist.
    const missing = await call("/api/change-property-status", stranger.authorization, {
      property_id: 2_000_000_000,
      status: 0,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(refused.body.message);

    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const byAdmin = await call("/api/change-property-status", admin.authorization, {
      property_id: listing.id,
      status: 0,
    });
    expect(byAdmin.status).toBe(200);
    expect(await stored(listing.id)).toMatchObject({ isActive: false });
  });
});

describe("POST /api/update_property_status", () => {
  it("marks a sale sold and offers it again, and a rental rented and back", async () => {
    const owner = await newMember(t.app, t.database.db);
    const sale = await newListing(t, owner.id);
    const rental = await newListing(t, owner.id, { listingType: "rent", rentDuration: "monthly" });

    const sold = await call("/api/update_property_status", owner.authorization, {
      property_id: sale.id,
      status: 2,
    });
    expect(sold.status).toBe(200);
    expect(sold.body.message).toBe("The listing is marked as sold.");
    expect(sold.body.data.property_type).toBe("sold");
    // A sold listing leaves the public lists.
    const list = await getJson<{ id: number }[]>(
      t.app,
      `/api/get-property-list?limit=100&userid=${owner.id}`,
    );
    expect(list.body.data.map((card) => card.id)).toEqual([rental.id]);
    const tabs = await mine(owner.authorization);
    expect(tabs.body.counts).toMatchObject({ sold: 1 });

    const again = await call(
      "/api/update_property_status",
      owner.authorization,
      { property_id: sale.id, status: 0 },
      "ar",
    );
    expect(again.status).toBe(200);
    expect(again.body.message).toMatch(arabicLetters);
    expect(await stored(sale.id)).toMatchObject({ listingType: "sell" });

    const rented = await call("/api/update_property_status", owner.authorization, {
      property_id: rental.id,
      status: "rented",
    });
    expect(rented.body.data.property_type).toBe("rented");
    const back = await call("/api/update_property_status", owner.authorization, {
      property_id: rental.id,
      status: 1,
    });
    expect(back.body.message).toBe("The listing is for rent again.");
    expect(await stored(rental.id)).toMatchObject({ listingType: "rent" });
  });

  it("refuses transitions that make no sense with a translated 422, leaving the listing as it was", async () => {
    const owner = await newMember(t.app, t.database.db);
    const rental = await newListing(t, owner.id, { listingType: "rent" });
    const sale = await newListing(t, owner.id);
    const stay = await newListing(t, owner.id, { classification: 4, listingType: "rent" });
    const pending = await newListing(t, owner.id, { moderationStatus: "pending" });
    const attempt = (propertyId: number, status: number, lang = "en") =>
      call("/api/update_property_status", owner.authorization, { property_id: propertyId, status }, lang);

    const rentalSold = await attempt(rental.id, 2);
    expect(rentalSold.status).toBe(422);
    expect(rentalSold.body.message).toBe("Only a listing for sale can be marked as sold.");
    const saleRented = await attempt(sale.id, 3, "ar");
    expect(saleRented.status).toBe(422);
    expect(saleRented.body.message).toMatch(arabicLetters);
    expect(saleRented.body.errors?.status?.[0]).toMatch(arabicLetters);
    const rentalForSale = await attempt(rental.id, 0);
    expect(rentalForSale.status).toBe(422);
    expect(rentalForSale.body.message).toBe("Only a sold listing can be offered for sale again.");
    const stayRented = await attempt(stay.id, 3);
    expect(stayRented.status).toBe(422);
    expect(stayRented.body.message).toMatch(/Vacation homes and hotels/);
    const pendingSold = await attempt(pending.id, 2);
    expect(pendingSold.status).toBe(422);
    expect(pendingSold.body.message).toBe("Only an approved listing can be marked as sold or rented.");
    const nonsense = await attempt(sale.id, 7);
    expect(nonsense.status).toBe(422);
    expect(nonsense.body.errors).toHaveProperty("status");

    expect(await stored(rental.id)).toMatchObject({ listingType: "rent" });
    expect(await stored(sale.id)).toMatchObject({ listingType: "sell" });
    expect(await stored(stay.id)).toMatchObject({ listingType: "rent" });
    expect(await stored(pending.id)).toMatchObject({ listingType: "sell" });
  });

  it("treats a double tap as one change", async () => {
    const owner = await newMember(t.app, t.database.db);
    const sale = await newListing(t, owner.id);
    const taps = await Promise.all(
      [1, 2].map(() =>
        call("/api/update_property_status", owner.authorization, { property_id: sale.id, status: 2 }),
      ),
    );
    expect(taps.map((tap) => tap.status)).toEqual([200, 200]);
    expect(taps.map((tap) => tap.body.data.property_type)).toEqual(["sold", "sold"]);
    expect(await stored(sale.id)).toMatchObject({ listingType: "sold" });
  });

  it("answers another user with 404 and leaves the listing unchanged", async () => {
    const owner = await newMember(t.app, t.database.db);
    const stranger = await newMember(t.app, t.database.db);
    const listing = await newListing(t, owner.id);
    const refused = await call(
      "/api/update_property_status",
      stranger.authorization,
      { property_id: listing.id, status: 2 },
      "ar",
    );
    expect(refused.status).toBe(404);
    expect(refused.body.message).toMatch(arabicLetters);
    expect(await stored(listing.id)).toMatchObject({ listingType: "sell" });
  });
});

describe("POST /api/delete_property", () => {
  async function withFiles(app: TestApp, ownerId: number, shared: string) {
    const listing = await newListing(app, ownerId, {
      titleImage: `listings/own-${made}.webp`,
      threeDImage: `listings/own-3d-${made}.webp`,
      metaImage: shared,
    });
    const gallery = `listings/gallery-${made}.webp`;
    const document = `documents/brochure-own-${made}.pdf`;
    await app.database.db.insert(propertyMedia).values([
      { propertyId: listing.id, kind: "gallery", file: gallery, position: 0 },
      { propertyId: listing.id, kind: "document", file: document, name: "Brochure.pdf", position: 0 },
    ]);
    const uploads = join(app.dataDir, "uploads");
    const [row] = await app.database.db
      .select({ titleImage: properties.titleImage, threeDImage: properties.threeDImage })
      .from(properties)
      .where(eq(properties.id, listing.id));
    const own = [row!.titleImage!, row!.threeDImage!, gallery, document];
    for (const key of [...own, shared]) {
      await mkdir(dirname(join(uploads, key)), { recursive: true });
      await writeFile(join(uploads, key), "file");
    }
    return { listing, own: own.map((key) => join(uploads, key)), shared: join(uploads, shared) };
  }

  it("deletes the owner's listing and its files, keeping files another listing still uses", async () => {
    const owner = await newMember(t.app, t.database.db);
    const sharedKey = `listings/shared-${Date.now()}.webp`;
    const neighbour = await newListing(t, owner.id, { titleImage: sharedKey });
    const { listing, own, shared } = await withFiles(t, owner.id, sharedKey);

    const deleted = await call<{ id: number }>("/api/delete_property", owner.authorization, {
      id: listing.id,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe("The listing has been deleted.");
    expect(deleted.body.data).toEqual({ id: listing.id });
    expect(await stored(listing.id)).toBeNull();
    for (const path of own) expect(existsSync(path), path).toBe(false);
    expect(existsSync(shared)).toBe(true);
    expect(await stored(neighbour.id)).not.toBeNull();

    const again = await call("/api/delete_property", owner.authorization, { property_id: listing.id }, "ar");
    expect(again.status).toBe(404);
    expect(again.body.message).toMatch(arabicLetters);
    expect((await mine(owner.authorization)).body.data.map((item) => item.id)).toEqual([neighbour.id]);
  });

  it("answers another user with 404 and keeps the listing and its files; an admin may delete any", async () => {
    const owner = await newMember(t.app, t.database.db);
    const stranger = await newMember(t.app, t.database.db);
    const { listing, own } = await withFiles(t, owner.id, `listings/kept-${Date.now()}.webp`);

    const refused = await call("/api/delete_property", stranger.authorization, { property_id: listing.id });
    expect(refused.status).toBe(404);
    expect(await stored(listing.id)).not.toBeNull();
    for (const path of own) expect(existsSync(path), path).toBe(true);

    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const byAdmin = await call("/api/delete_property", admin.authorization, { property_id: listing.id });
    expect(byAdmin.status).toBe(200);
    expect(await stored(listing.id)).toBeNull();
  });

  it("needs id or property_id", async () => {
    const owner = await newMember(t.app, t.database.db);
    const reply = await call("/api/delete_property", owner.authorization, {}, "ar");
    expect(reply.status).toBe(422);
    expect(reply.body.errors?.id?.[0]).toMatch(arabicLetters);
  });
});

describe("demo mode", () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ DEMO_MODE: "true" });
  });
  afterAll(async () => demo.close());

  it("refuses every write with the spec's message and leaves the listing alone; reading still works", async () => {
    const owner = await newMember(demo.app, demo.database.db);
    const listing = await newListing(demo, owner.id);
    const writes: [string, Record<string, unknown>][] = [
      ["/api/change-property-status", { property_id: listing.id, status: 0 }],
      ["/api/update_property_status", { property_id: listing.id, status: 2 }],
      ["/api/delete_property", { id: listing.id }],
    ];
    for (const [url, body] of writes) {
      const en = await call(url, owner.authorization, body, "en", demo);
      expect(en.status, url).toBe(403);
      expect(en.body.message).toBe("This action is not allowed in demo mode.");
      const ar = await call(url, owner.authorization, body, "ar", demo);
      expect(ar.body.message).toBe("هذا الإجراء غير مسموح به في الوضع التجريبي.");
    }
    const [row] = await demo.database.db
      .select({ listingType: properties.listingType, isActive: properties.isActive })
      .from(properties)
      .where(eq(properties.id, listing.id));
    expect(row).toEqual({ listingType: "sell", isActive: true });
    const list = await getJson<OwnListing[]>(demo.app, "/api/get-added-properties", {
      authorization: owner.authorization,
    });
    expect(list.status).toBe(200);
    expect(list.body.data.map((item) => item.id)).toEqual([listing.id]);
  });
});
