import type { TOfferKind, TReservationActor, TReservationStatus } from "@manzil/domain/reservations";
import { DEMO_SEED } from "./generate.js";
import { Random } from "./random.js";

/**
 * Demo bookings (issue 15): every live stay gets guests — past stays completed, some cancelled or declined, guests
 * in house today, arrivals in the coming weeks paid online or at the property, and requests waiting for the
 * owner — so the guest's, the owner's and the hotel's views are full on a fresh start. One guest has five completed
 * hotel stays (the first loyalty tier reached, its discount still unused) and three homes (two more to go). Pure:
 * dates are days from the site's today; the caller prices each booking from the calendar and inserts it.
 */

/** Hotels and homes (each) whose bookings tell every part of the story; the rest get one booking. */
const FULL_STORY_STAYS = 8;

export interface BookableStay {
  readonly classification: number;
  /** The owner's index in the plan's users (nobody books their own listing). */
  readonly owner: number;
  readonly live: boolean;
}

export type DemoPaymentMethod = "cash" | "stripe" | "paymob" | "paypal";

export interface BookingSeed {
  readonly key: string;
  readonly stay: number;
  /** A hotel's room offer by position (0 = the first); ignored for homes. */
  readonly room: number;
  readonly guest: number;
  /** Check-in, in days from today (negative: in the past). */
  readonly checkIn: number;
  readonly nights: number;
  readonly rooms: number;
  readonly guests: number;
  readonly offer: TOfferKind;
  readonly status: TReservationStatus;
  readonly method: DemoPaymentMethod;
  /** Days between the booking and its check-in. */
  readonly bookedAhead: number;
  readonly cancelled?: { readonly by: TReservationActor; readonly reason: string; readonly refund: boolean };
  readonly refundRequest?: "pending" | "rejected";
  readonly specialRequests?: string;
}

const SPECIAL_REQUESTS = [
  "Late arrival, around 11 pm.",
  "وصول متأخر حوالي الساعة ١١ مساءً.",
  "A quiet room away from the lift, please.",
  "نحتاج سرير أطفال من فضلكم.",
];

/** Each live stay's share of bookings, in days from today: a past, a present and a future. */
function bookingsOfStay(
  rng: Random,
  stay: number,
  info: BookableStay,
  guests: readonly number[],
): BookingSeed[] {
  const others = guests.filter((g) => g !== info.owner);
  const guest = () => others[rng.int(0, others.length - 1)]!;
  const hotel = info.classification === 5;
  const online = (): DemoPaymentMethod => (["stripe", "paymob", "paypal"] as const)[rng.int(0, 2)]!;
  const base = { stay, rooms: 1, guests: 2, room: 0 } as const;
  const seeds: BookingSeed[] = [
    // Stayed and gone.
    {
      ...base,
      key: `${stay}-past`,
      guest: guest(),
      checkIn: -rng.int(20, 70),
      nights: rng.int(2, 4),
      offer: "refundable",
      status: "completed",
      method: online(),
      bookedAhead: rng.int(7, 30),
    },
    // Left yesterday: the owner has checked them out, the stay completes tomorrow.
    {
      ...base,
      key: `${stay}-left`,
      guest: guest(),
      checkIn: -3,
      nights: 2,
      offer: "flexible",
      status: "checkedOut",
      method: "cash",
      bookedAhead: 10,
    },
    // In house now.
    {
      ...base,
      key: `${stay}-in-house`,
      room: hotel ? 1 : 0,
      guest: guest(),
      checkIn: -1,
      nights: 3,
      offer: "refundable",
      status: "checkedIn",
      method: online(),
      bookedAhead: 14,
      specialRequests: SPECIAL_REQUESTS[stay % SPECIAL_REQUESTS.length],
    },
    // Coming: paid online, and at the property.
    {
      ...base,
      key: `${stay}-coming-online`,
      guest: guest(),
      checkIn: rng.int(5, 20),
      nights: rng.int(2, 5),
      rooms: hotel && rng.chance(0.4) ? 2 : 1,
      guests: rng.int(1, 3),
      offer: "refundable",
      status: "confirmed",
      method: online(),
      bookedAhead: rng.int(3, 20),
    },
    {
      ...base,
      key: `${stay}-coming-cash`,
      room: hotel ? 1 : 0,
      guest: guest(),
      checkIn: rng.int(25, 45),
      nights: rng.int(1, 3),
      offer: "flexible",
      status: "confirmed",
      method: "cash",
      bookedAhead: rng.int(5, 30),
    },
    // A request the owner has not answered yet (instant booking off).
    {
      ...base,
      key: `${stay}-request`,
      guest: guest(),
      checkIn: rng.int(50, 70),
      nights: 2,
      offer: "flexible",
      status: "pending",
      method: "cash",
      bookedAhead: 60,
    },
    // Cancelled in time and refunded in full.
    {
      ...base,
      key: `${stay}-cancelled`,
      guest: guest(),
      checkIn: rng.int(8, 30),
      nights: 2,
      offer: "refundable",
      status: "cancelled",
      method: online(),
      bookedAhead: 40,
      cancelled: { by: "guest", reason: "Plans changed.", refund: true },
    },
  ];
  if (rng.chance(0.5)) {
    seeds.push({
      ...base,
      key: `${stay}-declined`,
      guest: guest(),
      checkIn: rng.int(10, 40),
      nights: 3,
      offer: "flexible",
      status: "rejected",
      method: "cash",
      bookedAhead: 30,
      cancelled: { by: "owner", reason: "The rooms are being renovated that week.", refund: false },
    });
  }
  if (rng.chance(0.4)) {
    // Paid, then the guest asked for part of it back.
    seeds.push({
      ...base,
      key: `${stay}-refund-asked`,
      guest: guest(),
      checkIn: rng.int(12, 35),
      nights: 3,
      offer: "refundable",
      status: "confirmed",
      method: online(),
      bookedAhead: 20,
      refundRequest: rng.chance(0.7) ? "pending" : "rejected",
    });
  }
  return seeds;
}

/**
 * The plan: bookings for every live stay (see FULL_STORY_STAYS), plus the loyal guest's history (completed stays far enough
 * in the past not to collide with the others).
 */
export function planDemoReservations(
  stays: readonly BookableStay[],
  guests: readonly number[],
  loyalGuest: number,
): BookingSeed[] {
  const rng = new Random(DEMO_SEED).fork("reservations");
  const live = stays.flatMap((stay, index) => (stay.live ? [{ stay, index }] : []));
  // The loyal guest's history is exactly the trail below, so their tier and progress read plainly.
  const others = guests.filter((guest) => guest !== loyalGuest);
  // The first hotels and homes get the whole story; every other live stay one booking ahead, so calendars and
  // owners across the set show some trade without making the seed slow.
  const storied = new Set(
    [5, 4].flatMap((classification) =>
      live
        .filter(({ stay }) => stay.classification === classification)
        .slice(0, FULL_STORY_STAYS)
        .map(({ index }) => index),
    ),
  );
  const seeds = live.flatMap(({ stay, index }) => {
    const story = bookingsOfStay(rng.fork(`stay-${index}`), index, stay, others);
    return storied.has(index) ? story : story.filter((seed) => seed.key.endsWith("-coming-online"));
  });
  const loyaltyTrail = (classification: number, count: number) =>
    live
      .filter(({ stay }) => stay.classification === classification && stay.owner !== loyalGuest)
      .slice(0, count)
      .map(({ index }, n): BookingSeed => ({
        key: `loyal-${classification}-${n}`,
        stay: index,
        room: 0,
        guest: loyalGuest,
        checkIn: -300 + n * 45,
        nights: 2 + (n % 2),
        rooms: 1,
        guests: 2,
        offer: n % 2 === 0 ? "refundable" : "flexible",
        status: "completed",
        method: n % 2 === 0 ? "stripe" : "cash",
        bookedAhead: 14,
      }));
  return [...seeds, ...loyaltyTrail(5, 5), ...loyaltyTrail(4, 3)];
}
