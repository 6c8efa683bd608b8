import { and, asc, eq, isNotNull, lt, sql } from "drizzle-orm";
import type { TNotificationKind } from "@manzil/domain/contracts";
import { formatMoney } from "@manzil/domain/currency";
import type { Database } from "../client.js";
import { users } from "../schema/accounts.js";
import { chatMessages, conversations, notifications } from "../schema/conversations.js";
import { paymentTransactions } from "../schema/payments.js";
import { properties } from "../schema/properties.js";
import { reservations } from "../schema/reservations.js";
import { chatLink } from "../../modules/notifications/chat-notices.js";
import { chunks } from "./helpers.js";
import { DEMO_SEED } from "./generate.js";
import { Random } from "./random.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Demo chats: guests with their hosts, and buyers or tenants asking owners about a listing. */
const STAY_CHATS = 36;
const LISTING_CHATS = 14;
/** Notices older than this many days are read; newer ones wait in the bell. */
const READ_AFTER_DAYS = 3;

export type ConversationCounts = { conversations: number; chatMessages: number; notifications: number };

type Line = { from: "asker" | "owner"; text: string };

/**
 * Scripts in both languages (a third of the chats mix them: each side writes in its own language, as real
 * threads between an Arabic-speaking host and a foreign guest do), so the thread shows both directions.
 */
const STAY_SCRIPTS: Record<"en" | "ar", Line[]> = {
  en: [
    { from: "asker", text: "Hi! Is early check-in possible on the day we arrive?" },
    {
      from: "owner",
      text: "Hello, welcome! Yes, from 11:00 if the room is ready. I will confirm the day before.",
    },
    { from: "asker", text: "Great, thank you. Is parking included?" },
    { from: "owner", text: "Yes, one free parking spot per booking, right at the entrance." },
    { from: "asker", text: "Perfect. Could you also send the exact location pin?" },
    { from: "owner", text: "Of course — it is on the booking confirmation, and I will send it here too." },
    { from: "asker", text: "Thanks, see you soon!" },
  ],
  ar: [
    { from: "asker", text: "مرحباً، هل يمكن تسجيل الوصول مبكراً يوم وصولنا؟" },
    {
      from: "owner",
      text: "أهلاً وسهلاً! نعم من الساعة ١١ صباحاً إذا كانت الغرفة جاهزة، وسأؤكد لك قبلها بيوم.",
    },
    { from: "asker", text: "شكراً جزيلاً. هل يوجد موقف للسيارات؟" },
    { from: "owner", text: "نعم، موقف مجاني لكل حجز عند المدخل مباشرة." },
    { from: "asker", text: "ممتاز. هل يمكنك إرسال الموقع على الخريطة؟" },
    { from: "owner", text: "بالتأكيد، الموقع في تأكيد الحجز وسأرسله هنا أيضاً." },
    { from: "asker", text: "شكراً، نراكم قريباً!" },
  ],
};

const LISTING_SCRIPTS: Record<"en" | "ar", Line[]> = {
  en: [
    { from: "asker", text: "Hello, is this listing still available?" },
    { from: "owner", text: "Hi, yes it is. Would you like to arrange a viewing?" },
    { from: "asker", text: "Yes please. Is the price negotiable?" },
    { from: "owner", text: "A little, for a quick decision. Saturday at 5 pm works for a viewing?" },
    { from: "asker", text: "Saturday at 5 is fine. See you there." },
  ],
  ar: [
    { from: "asker", text: "السلام عليكم، هل العقار ما زال متاحاً؟" },
    { from: "owner", text: "وعليكم السلام، نعم متاح. هل تود ترتيب معاينة؟" },
    { from: "asker", text: "نعم من فضلك. هل السعر قابل للتفاوض؟" },
    { from: "owner", text: "قليلاً في حال القرار السريع. هل يناسبك السبت الساعة ٥ مساءً للمعاينة؟" },
    { from: "asker", text: "السبت الساعة ٥ مناسب، نلتقي هناك." },
  ],
};

type Talk = {
  propertyId: number;
  askerId: number;
  ownerId: number;
  startedAt: Date;
  /** The same conversation in both languages; each side's lines are taken in its own language. */
  scripts: Record<"en" | "ar", Line[]>;
  length: number;
  /** The asker writes in `askerLang`; the owner in `ownerLang`. */
  askerLang: "en" | "ar";
  ownerLang: "en" | "ar";
  /** How many of the last messages the receiver has not read yet. */
  unreadTail: number;
};

type NoticeRow = typeof notifications.$inferInsert;

const BOOKING_NOTICES: Partial<
  Record<string, { guest: TNotificationKind; owner?: TNotificationKind; ownerVariant?: string }>
> = {
  pending: { guest: "booking_requested", owner: "booking_requested", ownerVariant: "owner" },
  confirmed: { guest: "booking_confirmed", owner: "booking_confirmed", ownerVariant: "owner" },
  checkedIn: { guest: "booking_confirmed", owner: "booking_confirmed", ownerVariant: "owner" },
  checkedOut: { guest: "booking_confirmed", owner: "booking_confirmed", ownerVariant: "owner" },
  completed: { guest: "booking_confirmed", owner: "booking_confirmed", ownerVariant: "owner" },
  cancelled: { guest: "booking_cancelled", owner: "booking_cancelled", ownerVariant: "owner" },
  rejected: { guest: "booking_rejected" },
  expired: { guest: "booking_expired" },
};

/**
 * Demo chats and inbox notices, written from what the seed already holds (bookings, listings, payments) so they
 * agree with it: hosts talk with their guests about the booked stay, owners with people asking about their
 * listings; every booking step and payment the members went through sits in their inbox, the newest unread.
 */
export async function insertDemoConversations(tx: Tx, now: Date): Promise<ConversationCounts> {
  const random = new Random(DEMO_SEED).fork("conversations");
  const bookings = await tx
    .select({
      id: reservations.id,
      guestId: reservations.guestId,
      ownerId: properties.ownerId,
      propertyId: reservations.propertyId,
      status: reservations.status,
      reference: reservations.reference,
      title: properties.title,
      titleAr: properties.titleAr,
      checkIn: reservations.checkInDate,
      checkOut: reservations.checkOutDate,
      bookedForName: reservations.bookedForName,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(properties, eq(properties.id, reservations.propertyId))
    .orderBy(asc(reservations.id));
  const listings = await tx
    .select({ id: properties.id, ownerId: properties.ownerId })
    .from(properties)
    .where(
      and(
        lt(properties.classification, 4),
        isNotNull(properties.ownerId),
        eq(properties.moderationStatus, "approved"),
        eq(properties.isActive, true),
      ),
    )
    .orderBy(asc(properties.id));
  const customers = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.role, "customer"), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  const nameOf = new Map(customers.map((c) => [c.id, c.name]));

  const talks: Talk[] = [];
  const seen = new Set<string>();
  const languages = () => {
    const roll = random.next();
    if (roll < 0.45) return { askerLang: "en", ownerLang: "en" } as const;
    if (roll < 0.75) return { askerLang: "ar", ownerLang: "ar" } as const;
    return random.chance(0.5)
      ? ({ askerLang: "en", ownerLang: "ar" } as const)
      : ({ askerLang: "ar", ownerLang: "en" } as const);
  };
  for (const booking of random.shuffle(bookings)) {
    if (talks.length >= STAY_CHATS) break;
    const ownerId = booking.ownerId === null ? null : booking.ownerId;
    const guestId = booking.guestId;
    const key = `${booking.propertyId}:${guestId}`;
    if (ownerId === null || ownerId === guestId || seen.has(key)) continue;
    seen.add(key);
    const startedAt = new Date(
      Math.min(booking.createdAt.getTime() + 20 * MINUTE_MS, now.getTime() - DAY_MS),
    );
    talks.push({
      propertyId: booking.propertyId,
      askerId: guestId,
      ownerId,
      startedAt,
      scripts: STAY_SCRIPTS,
      length: random.int(3, STAY_SCRIPTS.en.length),
      ...languages(),
      unreadTail: random.chance(0.35) ? random.int(1, 2) : 0,
    });
  }
  for (const listing of random.sample(listings, LISTING_CHATS)) {
    const ownerId = listing.ownerId;
    const asker = random.pick(customers.filter((c) => c.id !== ownerId));
    const key = `${listing.id}:${asker.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    talks.push({
      propertyId: listing.id,
      askerId: asker.id,
      ownerId,
      startedAt: new Date(now.getTime() - random.int(1, 20) * DAY_MS - random.int(0, 600) * MINUTE_MS),
      scripts: LISTING_SCRIPTS,
      length: random.int(2, LISTING_SCRIPTS.en.length),
      ...languages(),
      unreadTail: random.chance(0.4) ? 1 : 0,
    });
  }

  const notices: NoticeRow[] = [];
  let messageCount = 0;
  for (const talk of talks) {
    const [low, high] =
      talk.askerId < talk.ownerId ? [talk.askerId, talk.ownerId] : [talk.ownerId, talk.askerId];
    const [conversation] = await tx
      .insert(conversations)
      .values({ propertyId: talk.propertyId, lowUserId: low, highUserId: high, createdAt: talk.startedAt })
      .returning({ id: conversations.id });
    let at = talk.startedAt.getTime();
    const rows = talk.scripts.en.slice(0, talk.length).map((line, index) => {
      const lang = line.from === "asker" ? talk.askerLang : talk.ownerLang;
      at = Math.min(at + random.int(3, 240) * MINUTE_MS, now.getTime() - (talk.length - index) * MINUTE_MS);
      return {
        conversationId: conversation!.id,
        senderId: line.from === "asker" ? talk.askerId : talk.ownerId,
        body: talk.scripts[lang][index]!.text,
        createdAt: new Date(at),
      };
    });
    const inserted = await tx.insert(chatMessages).values(rows).returning({ id: chatMessages.id });
    messageCount += inserted.length;
    const ids = inserted.map((row) => row.id);
    const lastId = ids[ids.length - 1]!;
    // The last sender has read everything; the receiver misses the unread tail (when it is the other side's).
    const lastSender = rows[rows.length - 1]!.senderId;
    const receiver = lastSender === talk.askerId ? talk.ownerId : talk.askerId;
    const receiverReadUpTo = talk.unreadTail > 0 ? (ids[ids.length - 1 - talk.unreadTail] ?? 0) : lastId;
    const readOf = (userId: number) => (userId === receiver ? receiverReadUpTo : lastId);
    await tx
      .update(conversations)
      .set({
        lastMessageId: lastId,
        lastMessageAt: rows[rows.length - 1]!.createdAt,
        lowReadUpTo: readOf(low),
        highReadUpTo: readOf(high),
      })
      .where(sql`${conversations.id} = ${conversation!.id}`);
    if (talk.unreadTail > 0) {
      notices.push({
        userId: receiver,
        kind: "message_received",
        params: { sender: nameOf.get(lastSender) ?? "" },
        propertyId: talk.propertyId,
        link: chatLink(conversation!.id),
        createdAt: rows[rows.length - 1]!.createdAt,
      });
    }
  }

  const readAt = (createdAt: Date) =>
    now.getTime() - createdAt.getTime() > READ_AFTER_DAYS * DAY_MS
      ? new Date(createdAt.getTime() + DAY_MS)
      : null;
  for (const booking of bookings) {
    const told = BOOKING_NOTICES[booking.status];
    if (!told) continue;
    const createdAt = new Date(Math.min(booking.createdAt.getTime() + MINUTE_MS, now.getTime()));
    const params = {
      reservation_id: booking.id,
      reference: booking.reference,
      property: booking.title,
      property_ar: booking.titleAr ?? "",
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      guest: booking.bookedForName,
    };
    notices.push({
      userId: booking.guestId,
      kind: told.guest,
      params,
      propertyId: booking.propertyId,
      link: `/user/reservations/${booking.id}`,
      createdAt,
      readAt: readAt(createdAt),
    });
    const ownerId = booking.ownerId === null ? null : booking.ownerId;
    if (told.owner && ownerId !== null && ownerId !== booking.guestId) {
      notices.push({
        userId: ownerId,
        kind: told.owner,
        params: { ...params, variant: told.ownerVariant ?? "owner" },
        propertyId: booking.propertyId,
        link: "/user/owner-reservations",
        createdAt,
        readAt: readAt(createdAt),
      });
    }
  }

  const payments = await tx
    .select({
      userId: paymentTransactions.userId,
      amountMinor: paymentTransactions.amountMinor,
      currency: paymentTransactions.currency,
      reference: paymentTransactions.reference,
      at: sql<Date>`coalesce(${paymentTransactions.succeededAt}, ${paymentTransactions.createdAt})`.mapWith(
        (value: string | Date) => new Date(value),
      ),
    })
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.state, "succeeded"), isNotNull(paymentTransactions.userId)))
    .orderBy(asc(paymentTransactions.id));
  for (const payment of payments) {
    const money = { amount: payment.amountMinor, currency: payment.currency };
    const createdAt = payment.at;
    notices.push({
      userId: payment.userId!,
      kind: "payment_succeeded",
      params: {
        amount: formatMoney(money, "en"),
        amount_ar: formatMoney(money, "ar"),
        reference: payment.reference,
      },
      link: "/user/transaction-history",
      createdAt,
      readAt: readAt(createdAt),
    });
  }

  // In time order, so ids grow with time as they do live (the inbox and the realtime cursor page by id).
  notices.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
  for (const batch of chunks(notices, 500)) await tx.insert(notifications).values(batch);
  return { conversations: talks.length, chatMessages: messageCount, notifications: notices.length };
}
