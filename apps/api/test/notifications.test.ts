import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TMarkNotificationsReadAnswer,
  TNotificationItem,
  TNotificationPreferences,
} from "@manzil/domain/contracts";
import { addDays } from "@manzil/domain/stays";
import { formatMoney } from "@manzil/domain/currency";
import { users } from "../src/db/schema/accounts.js";
import { paymentTransactions } from "../src/db/schema/payments.js";
import { PAYMENT_NOTICE_JOB } from "../src/modules/notifications/payment-notices.js";
import { categories } from "../src/db/schema/catalogue.js";
import { properties } from "../src/db/schema/properties.js";
import { get, post } from "./auth-helpers.js";
import { newMember } from "./engagement-helpers.js";
import { arabicLetters, readableNight, signInAs } from "./helpers.js";
import { insertReservation } from "./reservation-fixtures.js";
import { createStays, siteToday, type Stays } from "./stay-fixtures.js";
import { createTestApp, type TestApp } from "./test-app.js";

// Workers on: a booking's notices really go through the job queue, as in production.
let t: TestApp;
let stays: Stays;
let today: string;
beforeAll(async () => {
  t = await createTestApp({ JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" });
  stays = await createStays(t);
  today = await siteToday(t);
});
afterAll(async () => t.close());

const ar = { "accept-language": "ar" };
type Member = Awaited<ReturnType<typeof newMember>>;

const listOf = (member: Member, query: Record<string, string> = {}, headers: Record<string, string> = {}) =>
  get<TNotificationItem[]>(t.app, "/api/get_notification_list", query, {
    headers: { authorization: member.authorization, ...headers },
  });

const markRead = (member: Member, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  post<TMarkNotificationsReadAnswer>(t.app, "/api/notifications/read", body, {
    headers: { authorization: member.authorization, ...headers },
  });

/** The member's notices once the job wrote `count` of them (the worker polls every half second). */
async function waitForNotices(member: Member, count: number, headers: Record<string, string> = {}) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const list = await listOf(member, {}, headers);
    if (list.body.data.length >= count) return list.body.data;
    if (Date.now() > deadline) throw new Error(`expected ${count} notices, got ${list.body.data.length}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let made = 0;
async function listing(ownerId: number, status: "pending" | "approved") {
  made += 1;
  const [category] = await t.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, 1))
    .limit(1);
  const [row] = await t.database.db
    .insert(properties)
    .values({
      slug: `notice-listing-${process.pid}-${made}-${Date.now()}`,
      ownerId,
      categoryId: category!.id,
      classification: 1,
      listingType: "sell",
      title: `Garden flat ${made}`,
      titleAr: `شقة بحديقة ${made}`,
      description: "A flat with a garden.",
      descriptionAr: "شقة بحديقة خاصة.",
      address: "5 Tahrir Street",
      city: "Cairo",
      state: "Cairo",
      country: "Egypt",
      latitude: 30.04,
      longitude: 31.24,
      priceMinor: 250_000_000,
      moderationStatus: status,
      isActive: true,
    })
    .returning({ id: properties.id, title: properties.title, titleAr: properties.titleAr });
  return row!;
}

describe("GET /api/get_notification_list", () => {
  it("pages the caller's notices newest first, in eBroker's keys, with the total and the unread count", async () => {
    const member = await newMember(t.app, t.database.db);
    for (const client of ["Mona", "Hany", "Salma"]) {
      await t.app.services.notifications.notify({
        userId: member.id,
        kind: "inquiry_received",
        params: { client, title: "Nile flat", title_ar: "شقة النيل" },
        link: "/user/inquiries",
      });
    }
    const first = await listOf(member, { offset: "0", limit: "2" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ error: false, total: 3, unread_count: 3 });
    expect(first.body.data.map((n) => n.message)).toEqual([
      "Salma would like to hear from you about Nile flat.",
      "Hany would like to hear from you about Nile flat.",
    ]);
    expect(first.body.data[0]).toMatchObject({
      title: "New request",
      type: 1,
      send_type: 0,
      customers_id: member.id,
      propertys_id: 0,
      kind: "inquiry_received",
      link: "/user/inquiries",
      is_read: 0,
      read_at: null,
    });
    const second = await listOf(member, { offset: "2", limit: "2" }, ar);
    expect(second.body.data.map((n) => n.message)).toEqual(["يرغب Mona في أن تتواصل معه بشأن شقة النيل."]);

    // Someone else's inbox stays empty.
    const stranger = await newMember(t.app, t.database.db);
    const empty = await listOf(stranger);
    expect(empty.body).toMatchObject({ data: [], total: 0, unread_count: 0 });
  });

  it("asks for a sign-in, and refuses a bad page in the caller's language", async () => {
    const anonymous = await get(t.app, "/api/get_notification_list");
    expect(anonymous.status).toBe(401);
    const member = await newMember(t.app, t.database.db);
    const bad = await listOf(member, { limit: "lots" }, ar);
    expect(bad.status).toBe(422);
    expect(bad.body.error).toBe(true);
    expect(bad.body.message).toMatch(arabicLetters);
  });
});

describe("POST /api/notifications/read", () => {
  it("marks one notice read, then all of them, and the unread count follows", async () => {
    const member = await newMember(t.app, t.database.db);
    for (let i = 0; i < 3; i += 1) {
      await t.app.services.notifications.notify({
        userId: member.id,
        kind: "message_received",
        params: { sender: `Sender ${i}` },
      });
    }
    const [newest] = (await listOf(member)).body.data;
    const one = await markRead(member, { id: newest!.id });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ marked: 1, unread_count: 2 });
    const after = await listOf(member);
    expect(after.body.unread_count).toBe(2);
    expect(after.body.data.map((n) => n.is_read)).toEqual([1, 0, 0]);
    expect(after.body.data[0]!.read_at).not.toBeNull();

    // A form post with no id marks everything.
    const all = await post<TMarkNotificationsReadAnswer>(
      t.app,
      "/api/notifications/read",
      new URLSearchParams(),
      {
        headers: { authorization: member.authorization },
      },
    );
    expect(all.body.data).toEqual({ marked: 2, unread_count: 0 });
    expect((await markRead(member, {})).body.data).toEqual({ marked: 0, unread_count: 0 });
  });

  it("answers 404 for another member's notice and leaves it unread", async () => {
    const owner = await newMember(t.app, t.database.db);
    const intruder = await newMember(t.app, t.database.db);
    await t.app.services.notifications.notify({
      userId: owner.id,
      kind: "message_received",
      params: { sender: "X" },
    });
    const [theirs] = (await listOf(owner)).body.data;
    const tried = await markRead(intruder, { id: theirs!.id }, ar);
    expect(tried.status).toBe(404);
    expect(tried.body.message).toBe("تعذّر العثور على هذا الإشعار.");
    expect((await listOf(owner)).body.unread_count).toBe(1);
    const bad = await markRead(intruder, { id: "first" }, ar);
    expect(bad.status).toBe(422);
    expect(bad.body.message).toMatch(arabicLetters);
  });
});

describe("notification preferences", () => {
  it("round-trips push per kind, and shows the profile's global switch", async () => {
    const member = await newMember(t.app, t.database.db);
    const headers = { authorization: member.authorization };
    const initial = await get<TNotificationPreferences>(
      t.app,
      "/api/notification-preferences",
      {},
      { headers },
    );
    expect(initial.status).toBe(200);
    expect(initial.body.data.notifications_enabled).toBe(true);
    expect(initial.body.data.preferences.every((p) => p.push)).toBe(true);
    expect(initial.body.data.preferences.map((p) => p.kind)).toContain("booking_confirmed");

    const saved = await post<TNotificationPreferences>(
      t.app,
      "/api/notification-preferences",
      {
        preferences: [
          { kind: "booking_confirmed", push: false },
          { kind: "message_received", push: "0" },
        ],
      },
      { headers: { ...headers, ...ar } },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("تم حفظ تفضيلات الإشعارات.");
    const off = (data: TNotificationPreferences) =>
      data.preferences.filter((p) => !p.push).map((p) => p.kind);
    expect(off(saved.body.data)).toEqual(
      ["message_received", "booking_confirmed"].sort(
        (a, b) =>
          initial.body.data.preferences.findIndex((p) => p.kind === a) -
          initial.body.data.preferences.findIndex((p) => p.kind === b),
      ),
    );
    // Switched back on, the others keep their setting.
    await post(
      t.app,
      "/api/notification-preferences",
      { preferences: [{ kind: "booking_confirmed", push: true }] },
      { headers },
    );
    await t.database.db.update(users).set({ notificationsEnabled: false }).where(eq(users.id, member.id));
    const again = await get<TNotificationPreferences>(
      t.app,
      "/api/notification-preferences",
      {},
      { headers },
    );
    expect(off(again.body.data)).toEqual(["message_received"]);
    expect(again.body.data.notifications_enabled).toBe(false);
  });

  it("refuses an unknown kind or a missing list in the caller's language, saving nothing", async () => {
    const member = await newMember(t.app, t.database.db);
    const headers = { authorization: member.authorization, ...ar };
    for (const body of [
      {
        preferences: [
          { kind: "booking_confirmed", push: false },
          { kind: "spam", push: false },
        ],
      },
      { preferences: [] },
      { preferences: [{ kind: "booking_confirmed", push: "maybe" }] },
    ]) {
      const refused = await post(t.app, "/api/notification-preferences", body, { headers });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(arabicLetters);
    }
    const kept = await get<TNotificationPreferences>(t.app, "/api/notification-preferences", {}, { headers });
    expect(kept.body.data.preferences.every((p) => p.push)).toBe(true);
  });
});

describe("events reach the inbox", () => {
  it("a booking request tells the guest and the owner, worded in Arabic when read in Arabic", async () => {
    const guest = await newMember(t.app, t.database.db, "Laila Guest");
    const checkIn = addDays(today, 20);
    const reservation = await insertReservation(t, {
      propertyId: stays.home.id,
      hotelRoomId: null,
      guestId: guest.id,
      checkIn,
      nights: 2,
      status: "pending",
    });
    const ownerBefore = (await listOf(stays.owner)).body.total!;
    await t.app.services.reservationNotifier({
      kind: "requested",
      reservationId: reservation.id,
      lang: "en",
    });

    const [guestNotice] = await waitForNotices(guest, 1, ar);
    expect(guestNotice).toMatchObject({
      title: "تم إرسال طلب الحجز",
      kind: "booking_requested",
      propertys_id: stays.home.id,
      link: `/user/reservations/${reservation.id}`,
      is_read: 0,
    });
    expect(guestNotice!.message).toContain("بيت الشاطئ");
    expect(guestNotice!.message).toContain(readableNight(checkIn, "ar"));
    expect(guestNotice!.message).toContain(reservation.reference);

    const ownerNotices = await waitForNotices(stays.owner, ownerBefore + 1, ar);
    expect(ownerNotices[0]).toMatchObject({
      title: "طلب حجز جديد",
      kind: "booking_requested",
      link: "/user/owner-reservations",
    });
    expect(ownerNotices[0]!.message).toContain("Fixture Guest");
    expect(ownerNotices[0]!.message).toContain(readableNight(addDays(checkIn, 2), "ar"));
    // The same notice reads in English for an English reader.
    const [inEnglish] = (await listOf(stays.owner)).body.data;
    expect(inEnglish!.title).toBe("New booking request");
    expect(inEnglish!.message).toContain("Fixture Beach House");
  });

  it("an approval tells the owner, with the listing's name in the reader's language", async () => {
    const owner = await newMember(t.app, t.database.db);
    const pending = await listing(owner.id, "pending");
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    const decided = await post(
      t.app,
      "/api/admin/moderate-property",
      { id: pending.id, request_status: "approved" },
      { headers: { authorization: admin.authorization } },
    );
    expect(decided.status).toBe(200);
    const [notice] = (await listOf(owner, {}, ar)).body.data;
    expect(notice).toMatchObject({
      title: "تمت الموافقة على الإعلان",
      message: `تمت الموافقة على إعلانك ${pending.titleAr} وأصبح ظاهرًا للجميع.`,
      kind: "listing_approved",
      propertys_id: pending.id,
      link: "/user/properties",
    });
  });

  it("a rejection tells the owner why; a new inquiry tells the owner who asked", async () => {
    const owner = await newMember(t.app, t.database.db);
    const pending = await listing(owner.id, "pending");
    const admin = await signInAs(t.app, t.database.db, { role: "admin" });
    await post(
      t.app,
      "/api/admin/moderate-property",
      { id: pending.id, request_status: "rejected", reject_reason: "Blurry photos" },
      { headers: { authorization: admin.authorization } },
    );
    const [rejected] = (await listOf(owner)).body.data;
    expect(rejected).toMatchObject({
      title: "Listing not approved",
      message: `Your listing ${pending.title} was not approved. Reason: Blurry photos`,
    });

    const published = await listing(owner.id, "approved");
    const client = await newMember(t.app, t.database.db, "Mona Adel");
    const sent = await post(
      t.app,
      "/api/set_property_inquiry",
      {
        property_id: published.id,
        client_name: "Mona Adel",
        client_number: "+20 100 555-0142",
        client_email: "mona.adel@example.com",
      },
      { headers: { authorization: client.authorization } },
    );
    expect(sent.status).toBe(200);
    const [inquiry] = (await listOf(owner)).body.data;
    expect(inquiry).toMatchObject({
      title: "New request",
      message: `Mona Adel would like to hear from you about ${published.title}.`,
      kind: "inquiry_received",
      type: 1,
      propertys_id: published.id,
      link: "/user/inquiries",
    });
    // The client hears nothing in their own inbox about their own request.
    expect((await listOf(client)).body.total).toBe(0);
  });
  it("a settled payment tells the payer through the queue, the amount in the reader's digits", async () => {
    const payer = await newMember(t.app, t.database.db);
    const [row] = await t.database.db
      .insert(paymentTransactions)
      .values({
        userId: payer.id,
        purpose: "package",
        purposeId: 1,
        amountMinor: 150_000,
        currency: "EGP",
        method: "bank_transfer",
        reference: `mz_notice_${payer.id}`,
        state: "failed",
      })
      .returning();
    await t.app.jobs.enqueue(PAYMENT_NOTICE_JOB, { transactionId: row!.id, state: "failed", lang: "en" });
    const [notice] = await waitForNotices(payer, 1, ar);
    expect(notice).toMatchObject({
      title: "تعذّر الدفع",
      message: `لم تتم دفعتك بمبلغ ${formatMoney({ amount: 150_000, currency: "EGP" }, "ar")}.`,
      kind: "payment_failed",
      link: "/user/transaction-history",
    });
  });
});

describe("chat messages reach the receiver's inbox", () => {
  it("tells the receiver who wrote, in the reader's language, and not the sender", async () => {
    const [mona, karim] = [
      await newMember(t.app, t.database.db, "Mona Test"),
      await newMember(t.app, t.database.db, "Karim Test"),
    ];
    const sent = await post(
      t.app,
      "/api/send_message",
      { receiver_id: karim.id, message: "Is the flat still free?", sender_id: karim.id },
      { headers: { authorization: mona.authorization, "x-manzil-transport": "http" } },
    );
    expect(sent.status).toBe(200);
    const [notice] = await waitForNotices(karim, 1, ar);
    expect(notice).toMatchObject({
      kind: "message_received",
      is_read: 0,
      // The notice opens the thread on the chat screen.
      link: `/user/chats?conversation_id=${(sent.body.data as { conversation_id: number }).conversation_id}`,
    });
    expect(notice!.message).toContain("Mona Test");
    expect(notice!.message).toMatch(arabicLetters);
    expect((await listOf(mona)).body.data.filter((n) => n.kind === "message_received")).toEqual([]);
  });

  it("are read in the bell once their conversation is read, and only that conversation's", async () => {
    const [sara, omar, nada] = [
      await newMember(t.app, t.database.db, "Sara Test"),
      await newMember(t.app, t.database.db, "Omar Test"),
      await newMember(t.app, t.database.db, "Nada Test"),
    ];
    const headers = (who: Member) => ({
      headers: { authorization: who.authorization, "x-manzil-transport": "http" },
    });
    const sent = await post(
      t.app,
      "/api/send_message",
      { receiver_id: omar.id, message: "Hi" },
      headers(sara),
    );
    await post(t.app, "/api/send_message", { receiver_id: omar.id, message: "Hello" }, headers(nada));
    await waitForNotices(omar, 2);
    const conversationId = (sent.body.data as { conversation_id: number }).conversation_id;
    const read = await post(t.app, "/api/chats/read", { conversation_id: conversationId }, headers(omar));
    expect(read.status).toBe(200);
    const after = (await listOf(omar)).body;
    expect(after.unread_count).toBe(1);
    const unread = after.data.filter((n) => n.is_read === 0);
    expect(unread.map((n) => n.message)).toEqual([expect.stringContaining("Nada Test")]);
  });
});
