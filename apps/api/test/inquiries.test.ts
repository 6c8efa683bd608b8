import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { categories } from "../src/db/schema/catalogue.js";
import { settings } from "../src/db/schema/content.js";
import { inquiries } from "../src/db/schema/leads.js";
import { properties } from "../src/db/schema/properties.js";
import { freshIp, get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, signInAs } from "./helpers.js";
import { lastMessageTo, readOutbox } from "./outbox.js";
import { createTestApp, type TestApp } from "./test-app.js";

type Receipt = { id: number; property_id: number; status: string; created_at: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let made = 0;
/** A listing of `ownerId`, public unless told otherwise. */
async function newListing(ownerId: number, overrides: Partial<typeof properties.$inferInsert> = {}) {
  made += 1;
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, 1))
    .limit(1);
  const [row] = await t.database.db
    .insert(properties)
    .values({
      slug: `inquiry-listing-${process.pid}-${made}-${Date.now()}`,
      ownerId,
      categoryId: category!.id,
      classification: 1,
      listingType: "sell",
      title: `River view flat ${made}`,
      titleAr: `شقة مطلة على النهر ${made}`,
      description: "A bright flat over the Nile.",
      descriptionAr: "شقة مشرقة تطل على النيل.",
      address: "3 Corniche Street",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.05,
      longitude: 31.23,
      priceMinor: 300_000_000,
      moderationStatus: "approved",
      isActive: true,
      ...overrides,
    })
    .returning({ id: properties.id, slug: properties.slug, title: properties.title });
  return row!;
}

const inquiryFrom = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
  property_id: propertyId,
  client_name: "Mona Adel",
  client_number: "+20 100 555-0142",
  client_email: "mona.adel@example.com",
  corresponding_day: "2026-12-05",
  ...overrides,
});

async function setDefaultLanguage(code: string) {
  await t.database.db.update(settings).set({ value: code }).where(eq(settings.key, "default_language"));
}

describe("POST /api/set_property_inquiry", () => {
  it("stores the inquiry, e-mails the owner and answers with a receipt that never names the owner", async () => {
    const owner = await newMember(t.app, t.database.db, "Karim Owner");
    const listing = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db, "Mona Adel");

    const sent = await post<Receipt>(t.app, "/api/set_property_inquiry", inquiryFrom(listing.id), {
      headers: { authorization: client.authorization },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("Your request has been sent to the owner, who will contact you soon.");
    expect(sent.body.data).toMatchObject({ property_id: listing.id, status: "pending" });
    const raw = JSON.stringify(sent.body);
    expect(raw).not.toContain(owner.email!);
    expect(raw).not.toContain(owner.mobile!);

    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, sent.body.data.id));
    expect(stored).toMatchObject({
      propertyId: listing.id,
      userId: client.id,
      clientName: "Mona Adel",
      clientNumber: "+201005550142",
      clientEmail: "mona.adel@example.com",
      correspondingDay: "2026-12-05",
    });

    const mail = await lastMessageTo(t.dataDir, owner.email!, "property_inquiry");
    expect(mail?.subject).toBe(`New request about ${listing.title}`);
    expect(mail?.text).toContain("Mona Adel");
    expect(mail?.text).toContain("+201005550142");
    expect(mail?.text).toContain("mona.adel@example.com");
    expect(mail?.text).toContain("2026-12-05");
    expect(mail?.text).toContain(`/properties-details/${listing.slug}`);
  });

  it("writes to the owner in the site's default language", async () => {
    const owner = await newMember(t.app, t.database.db, "Karim Owner");
    const listing = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db);
    await setDefaultLanguage("ar");
    try {
      const sent = await post(
        t.app,
        "/api/set_property_inquiry",
        inquiryFrom(listing.id, { corresponding_day: { day: "Saturday", from: "10:00", to: "12:00" } }),
        { headers: { authorization: client.authorization } },
      );
      expect(sent.status).toBe(200);
    } finally {
      await setDefaultLanguage("en");
    }
    const mail = await lastMessageTo(t.dataDir, owner.email!, "property_inquiry");
    expect(mail?.subject).toMatch(arabicLetters);
    expect(mail?.subject).toContain("شقة مطلة على النهر");
    expect(mail?.text).toContain('"day":"Saturday"');
  });

  it("names each bad field in the caller's language and stores nothing", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db);
    const bad = inquiryFrom(listing.id, {
      client_name: " ",
      client_number: "call me",
      client_email: "mona@",
    });

    const en = await post(t.app, "/api/set_property_inquiry", bad, {
      headers: { authorization: client.authorization },
    });
    expect(en.status).toBe(422);
    expect(en.body.errors?.client_name).toEqual(["Name is required"]);
    expect(en.body.errors?.client_number).toEqual(["Phone number is invalid"]);
    expect(en.body.errors?.client_email).toEqual(["Email address is invalid"]);
    const ar = await post(t.app, "/api/set_property_inquiry", bad, {
      headers: { authorization: client.authorization, "accept-language": "ar" },
    });
    expect(ar.status).toBe(422);
    for (const field of ["client_name", "client_number", "client_email"]) {
      expect(ar.body.errors?.[field]?.[0]).toMatch(arabicLetters);
    }
    const stored = await t.database.db.select().from(inquiries).where(eq(inquiries.propertyId, listing.id));
    expect(stored).toEqual([]);
    expect(await lastMessageTo(t.dataDir, owner.email!, "property_inquiry")).toBeUndefined();
  });

  it("accepts inquiries about public listings of someone else", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(owner.id);
    const hidden = await newListing(owner.id, { moderationStatus: "pending" });
    const client = await newMember(t.app, t.database.db);

    const unpublished = await post(t.app, "/api/set_property_inquiry", inquiryFrom(hidden.id), {
      headers: { authorization: client.authorization },
    });
    expect(unpublished.status).toBe(404);
    const own = await post(t.app, "/api/set_property_inquiry", inquiryFrom(listing.id), {
      headers: { authorization: owner.authorization },
    });
    expect(own.status).toBe(403);
    expect(await lastMessageTo(t.dataDir, owner.email!, "property_inquiry")).toBeUndefined();
  });

  it("stops a flood of inquiries from one address", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const sent = await post(t.app, "/api/set_property_inquiry", inquiryFrom(listing.id), {
        headers: { authorization: client.authorization },
        ip,
      });
      statuses.push(sent.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe("POST /api/send-property-client-email", () => {
  const viewingFrom = (propertyId: number, overrides: Record<string, unknown> = {}) => ({
    ...inquiryFrom(propertyId),
    corresponding_day: "Saturday 10:00",
    message: "Could I see the flat this weekend?",
    ...overrides,
  });

  it("sends the client's viewing request to the owner and keeps it with the listing's inquiries", async () => {
    const owner = await newMember(t.app, t.database.db, "Karim Owner");
    const listing = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db, "Mona Adel");

    const sent = await post<Receipt>(t.app, "/api/send-property-client-email", viewingFrom(listing.id), {
      headers: { authorization: client.authorization, "accept-language": "ar" },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe("تم إرسال طلب المعاينة إلى المالك، وسيؤكد معك الموعد.");
    expect(JSON.stringify(sent.body)).not.toContain(owner.email!);

    const mail = await lastMessageTo(t.dataDir, owner.email!, "property_client_email");
    expect(mail?.subject).toBe(`Viewing request for ${listing.title}`);
    expect(mail?.text).toContain("Saturday 10:00");
    expect(mail?.text).toContain("Could I see the flat this weekend?");
    expect(mail?.text).toContain("mona.adel@example.com");
    const [stored] = await t.database.db.select().from(inquiries).where(eq(inquiries.id, sent.body.data.id));
    expect(stored).toMatchObject({
      propertyId: listing.id,
      userId: client.id,
      correspondingDay: "Saturday 10:00",
    });
  });

  it("needs a viewing day, named in the caller's language, and sends nothing without one", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db);
    const before = (await readOutbox(t.dataDir)).length;
    const refused = await post(
      t.app,
      "/api/send-property-client-email",
      viewingFrom(listing.id, { corresponding_day: "" }),
      { headers: { authorization: client.authorization, "accept-language": "ar" } },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.corresponding_day?.[0]).toMatch(arabicLetters);
    expect((await readOutbox(t.dataDir)).length).toBe(before);
  });

  it("is about someone else's public listing", async () => {
    const owner = await newMember(t.app, t.database.db);
    const listing = await newListing(owner.id);
    const hidden = await newListing(owner.id, { moderationStatus: "pending" });
    const client = await newMember(t.app, t.database.db);
    const own = await post(t.app, "/api/send-property-client-email", viewingFrom(listing.id), {
      headers: { authorization: owner.authorization },
    });
    expect(own.status).toBe(403);
    const notPublic = await post(t.app, "/api/send-property-client-email", viewingFrom(hidden.id), {
      headers: { authorization: client.authorization },
    });
    expect(notPublic.status).toBe(404);
    const guestNotPublic = await post(t.app, "/api/send-property-client-email", viewingFrom(hidden.id), {
      headers: { "accept-language": "ar" },
    });
    expect(guestNotPublic.status).toBe(404);
    expect(guestNotPublic.body.message).toMatch(arabicLetters);
  });

  describe("from a guest", () => {
    it("stores the request without an account, e-mails the owner and lists it in the owner's requests", async () => {
      const owner = await newMember(t.app, t.database.db, "Karim Owner");
      const listing = await newListing(owner.id);

      const sent = await post<Receipt>(t.app, "/api/send-property-client-email", viewingFrom(listing.id));
      expect(sent.status).toBe(200);
      expect(sent.body.message).toBe(
        "Your viewing request has been sent to the owner, who will confirm the day with you.",
      );
      expect(JSON.stringify(sent.body)).not.toContain(owner.email!);
      const [stored] = await t.database.db
        .select()
        .from(inquiries)
        .where(eq(inquiries.id, sent.body.data.id));
      expect(stored).toMatchObject({ propertyId: listing.id, userId: null, clientName: "Mona Adel" });

      const mail = await lastMessageTo(t.dataDir, owner.email!, "property_client_email");
      expect(mail?.subject).toBe(`Viewing request for ${listing.title}`);
      expect(mail?.text).toContain("Mona Adel");
      expect(mail?.text).toContain("+201005550142");
      expect(mail?.text).toContain("mona.adel@example.com");
      expect(mail?.text).toContain("Saturday 10:00");

      const inbox = await get<{ id: number; client_name: string; client_email: string }[]>(
        t.app,
        "/api/get_property_inquiry",
        {},
        { headers: { authorization: owner.authorization } },
      );
      expect(inbox.status).toBe(200);
      expect(inbox.body.data).toEqual([
        expect.objectContaining({
          id: sent.body.data.id,
          client_name: "Mona Adel",
          client_email: "mona.adel@example.com",
        }),
      ]);
    });

    it("sends a plain inquiry too", async () => {
      const owner = await newMember(t.app, t.database.db);
      const listing = await newListing(owner.id);
      const sent = await post<Receipt>(t.app, "/api/set_property_inquiry", inquiryFrom(listing.id));
      expect(sent.status).toBe(200);
      expect((await lastMessageTo(t.dataDir, owner.email!, "property_inquiry"))?.text).toContain("Mona Adel");
    });

    it("must say how to be reached: each missing contact is named in the caller's language", async () => {
      const owner = await newMember(t.app, t.database.db);
      const listing = await newListing(owner.id);
      const before = (await readOutbox(t.dataDir)).length;
      const {
        client_name: _n,
        client_number: _p,
        client_email: _e,
        ...withoutContacts
      } = viewingFrom(listing.id);
      const refused = await post(t.app, "/api/send-property-client-email", withoutContacts, {
        headers: { "accept-language": "ar" },
      });
      expect(refused.status).toBe(422);
      for (const field of ["client_name", "client_number", "client_email"]) {
        expect(refused.body.errors?.[field]?.[0], field).toMatch(arabicLetters);
      }
      const stored = await t.database.db.select().from(inquiries).where(eq(inquiries.propertyId, listing.id));
      expect(stored).toEqual([]);
      expect((await readOutbox(t.dataDir)).length).toBe(before);
    });

    it("gets a lower hourly ceiling per address than a member", async () => {
      const owner = await newMember(t.app, t.database.db);
      const listing = await newListing(owner.id);
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          (await post(t.app, "/api/send-property-client-email", viewingFrom(listing.id), { ip })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});

type OwnerInquiry = {
  id: number;
  status: string;
  client_name: string;
  client_email: string;
  corresponding_day: string | null;
  message: string | null;
  property: { id: number; slug_id: string; title: string };
};

describe("the owner's requests: get_property_inquiry, update_inquiry_status, delete_inquiry", () => {
  async function ownerWithRequests() {
    const owner = await newMember(t.app, t.database.db, "Inbox Owner");
    const first = await newListing(owner.id);
    const second = await newListing(owner.id);
    const client = await newMember(t.app, t.database.db, "Hala Client");
    const asClient = { headers: { authorization: client.authorization } };
    const inquiry = await post<Receipt>(t.app, "/api/set_property_inquiry", inquiryFrom(first.id), asClient);
    const viewing = await post<Receipt>(
      t.app,
      "/api/send-property-client-email",
      { ...inquiryFrom(second.id), corresponding_day: "Monday 18:00", message: "Is parking included?" },
      asClient,
    );
    expect([inquiry.status, viewing.status]).toEqual([200, 200]);
    return { owner, first, second, inquiryId: inquiry.body.data.id, viewingId: viewing.body.data.id };
  }

  const inbox = (authorization: string, query: Record<string, string> = {}) =>
    get<OwnerInquiry[]>(t.app, "/api/get_property_inquiry", query, { headers: { authorization } });

  it("lists requests about the owner's listings only, newest first, with the client's message", async () => {
    const { owner, first, second, inquiryId, viewingId } = await ownerWithRequests();
    const { status, body } = await inbox(owner.authorization);
    expect(status).toBe(200);
    expect(body.data.map((item) => item.id)).toEqual([viewingId, inquiryId]);
    expect(body.data[0]).toMatchObject({
      status: "pending",
      client_name: "Mona Adel",
      corresponding_day: "Monday 18:00",
      message: "Is parking included?",
      property: { id: second.id, slug_id: second.slug },
    });
    expect(body.data[1]!.message).toBeNull();
    expect((body as unknown as { counts: Record<string, number> }).counts).toMatchObject({
      all: 2,
      pending: 2,
    });

    const mine = await get<{ id: number; total_inquiries: number }[]>(
      t.app,
      "/api/get-added-properties",
      {},
      { headers: { authorization: owner.authorization } },
    );
    expect(mine.body.data.map((item) => [item.id, item.total_inquiries]).sort()).toEqual(
      [
        [first.id, 1],
        [second.id, 1],
      ].sort(),
    );

    const onlyFirst = await inbox(owner.authorization, { property_id: String(first.id) });
    expect(onlyFirst.body.data.map((item) => item.id)).toEqual([inquiryId]);

    const stranger = await newMember(t.app, t.database.db);
    const everythingOfTheirs = await inbox(stranger.authorization);
    expect(everythingOfTheirs.status).toBe(200);
    expect(everythingOfTheirs.body.data).toEqual([]);
    const theirs = await inbox(stranger.authorization, { property_id: String(first.id), lang: "ar" });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toMatch(arabicLetters);
    expect((await get(t.app, "/api/get_property_inquiry")).status).toBe(401);
  });

  it("titles the listing in the caller's language", async () => {
    const { owner } = await ownerWithRequests();
    const { body } = await inbox(owner.authorization, { lang: "ar" });
    expect(body.data[0]!.property.title).toMatch(arabicLetters);
  });

  it("lets the owner follow a request up, filter by state, and remove it; others get 404", async () => {
    const { owner, inquiryId, viewingId } = await ownerWithRequests();
    const stranger = await newMember(t.app, t.database.db);
    const hijack = await post(
      t.app,
      "/api/update_inquiry_status",
      { inquiry_id: inquiryId, status: "cancelled" },
      { headers: { authorization: stranger.authorization, "accept-language": "ar" } },
    );
    expect(hijack.status).toBe(404);
    expect(hijack.body.message).toMatch(arabicLetters);
    const removeTheirs = await post(
      t.app,
      "/api/delete_inquiry",
      { inquiry_id: inquiryId },
      { headers: { authorization: stranger.authorization } },
    );
    expect(removeTheirs.status).toBe(404);

    // eBroker numbers the states: 1 is accepted.
    const accepted = await post<{ id: number; status: string }>(
      t.app,
      "/api/update_inquiry_status",
      { inquiry_id: inquiryId, status: "1" },
      { headers: { authorization: owner.authorization } },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ id: inquiryId, status: "accepted" });
    const acceptedOnly = await inbox(owner.authorization, { status: "accepted" });
    expect(acceptedOnly.body.data.map((item) => item.id)).toEqual([inquiryId]);

    const bad = await post(
      t.app,
      "/api/update_inquiry_status",
      { inquiry_id: inquiryId, status: "archived" },
      { headers: { authorization: owner.authorization } },
    );
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(["status"]);

    const removed = await post(
      t.app,
      "/api/delete_inquiry",
      { inquiry_id: viewingId },
      { headers: { authorization: owner.authorization } },
    );
    expect(removed.status).toBe(200);
    const left = await inbox(owner.authorization);
    expect(left.body.data.map((item) => item.id)).toEqual([inquiryId]);
  });

  it("shows an admin every owner's requests", async () => {
    const { inquiryId, viewingId } = await ownerWithRequests();
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const { body } = await inbox(admin.authorization, { limit: "100" });
    const ids = body.data.map((item) => item.id);
    expect(ids).toContain(inquiryId);
    expect(ids).toContain(viewingId);
  });
});

describe("when the mail server is down", () => {
  let down: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every e-mail fails to send.
    down = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:1" });
  });
  afterAll(async () => down.close());

  it("still keeps the request and answers with its receipt, so the client does not send it twice", async () => {
    const owner = await newMember(down.app, down.database.db);
    const [category] = await down.database.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.classification, 1))
      .limit(1);
    const [listing] = await down.database.db
      .insert(properties)
      .values({
        slug: `mail-down-${process.pid}-${Date.now()}`,
        ownerId: owner.id,
        categoryId: category!.id,
        classification: 1,
        listingType: "sell",
        title: "Quiet flat",
        description: "A quiet flat.",
        address: "1 Nile Street",
        city: "Cairo",
        state: "Cairo",
        country: "Egypt",
        latitude: 30.05,
        longitude: 31.23,
        priceMinor: 100_000_000,
        moderationStatus: "approved",
        isActive: true,
      })
      .returning({ id: properties.id });
    const client = await newMember(down.app, down.database.db);
    const sent = await post<Receipt>(down.app, "/api/set_property_inquiry", inquiryFrom(listing!.id), {
      headers: { authorization: client.authorization },
    });
    expect(sent.status).toBe(200);
    const stored = await down.database.db.select().from(inquiries).where(eq(inquiries.id, sent.body.data.id));
    expect(stored).toHaveLength(1);
  });
});
