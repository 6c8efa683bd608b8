import type { CalendarDate } from "@manzil/domain/stays";
import { addDays, datesFromTo, fromDayNumber, toDayNumber } from "@manzil/domain/stays";
import { todayIn } from "../../modules/stays/stay-offers.js";
import { roundTo } from "./helpers.js";
import { Random } from "./random.js";
import { DEMO_SEED } from "./generate.js";

/**
 * Demo stays (issue 14): every vacation home and hotel of the demo set gets its inventory — hotels two to four room
 * offers with add-on packages and a licence, homes one unit or several identical apartments — and a year of nights
 * from `now`: prices that rise in the high season and fall in the low one, a few owner overrides, a maintenance
 * block and some closed nights. Pure: the caller inserts the rows with the ids it got.
 */

/** The stay listing as the seed inserted it. */
export interface SeededStay {
  readonly slug: string;
  readonly classification: number;
  readonly priceMinor: number;
  readonly weekendCommission: number;
}

/** Index into `roomTypeSeeds` (Single, Double, Twin, Suite, Family) and the room's price against the listing's. */
const ROOM_MIXES: readonly (readonly { type: number; factor: number; guests: number }[])[] = [
  [
    { type: 1, factor: 1, guests: 2 },
    { type: 3, factor: 1.8, guests: 3 },
  ],
  [
    { type: 0, factor: 1, guests: 1 },
    { type: 1, factor: 1.25, guests: 2 },
    { type: 4, factor: 1.6, guests: 4 },
  ],
  [
    { type: 1, factor: 1, guests: 2 },
    { type: 2, factor: 1, guests: 2 },
    { type: 3, factor: 2, guests: 3 },
    { type: 4, factor: 1.5, guests: 5 },
  ],
];

const ROOM_DESCRIPTIONS: readonly { en: string; ar: string }[] = [
  { en: "Quiet room with a work desk and rain shower.", ar: "غرفة هادئة بمكتب عمل ودش مطري." },
  { en: "Bright room with a balcony over the garden.", ar: "غرفة مشرقة بشرفة مطلة على الحديقة." },
  { en: "Twin beds, ideal for friends or colleagues.", ar: "سريران منفصلان، مناسبة للأصدقاء أو الزملاء." },
  {
    en: "Suite with a separate living room and city view.",
    ar: "جناح بغرفة معيشة منفصلة وإطلالة على المدينة.",
  },
  {
    en: "Family room with a sofa bed and space for a cot.",
    ar: "غرفة عائلية بأريكة سرير ومساحة لسرير أطفال.",
  },
];

/** A night's price never passes spec §5's 10,000 EGP. */
const MAX_NIGHT_MINOR = 1_000_000;

function roundedNight(minor: number): number {
  // Owners type round prices: to the nearest 50 EGP, within §5's ceiling.
  return Math.min(MAX_NIGHT_MINOR, roundTo(minor, 5_000));
}

export interface PlannedRoom {
  readonly stay: number;
  readonly roomTypeIndex: number;
  readonly roomNumber: string;
  readonly description: { en: string; ar: string };
  readonly pricePerNightMinor: number;
  readonly discountBp: number;
  readonly weekendCommissionBp: number;
  readonly nonrefundableBp: number;
  readonly refundPolicy: "flexible" | "non-refundable";
  readonly availableRooms: number;
  readonly maxGuests: number;
  readonly position: number;
}

export interface PlannedNight {
  readonly stay: number;
  /** Index into the planned rooms, or null for the home itself. */
  readonly room: number | null;
  readonly date: CalendarDate;
  readonly units: number;
  readonly priceOverrideMinor: number | null;
  readonly closed: boolean;
}

export interface PlannedPackage {
  readonly stay: number;
  /** Index into `roomTypeSeeds`, or null for every room type. */
  readonly roomTypeIndex: number | null;
  readonly name: string;
  readonly nameAr: string;
  readonly description: string;
  readonly descriptionAr: string;
  readonly priceMinor: number;
  readonly basis: "per_stay" | "per_night" | "per_guest" | "per_guest_per_night";
  /** Add-on field (index into `addonFieldSeeds`) and option (index into its values). */
  readonly values: readonly { field: number; option: number }[];
  readonly position: number;
}

export interface PlannedCertificate {
  readonly stay: number;
  readonly title: string;
  readonly description: string;
  readonly file: string;
}

/** An owner's answer to one of `questionFieldSeeds` (by index), as `save-property-question-answers` stores it. */
export interface PlannedAnswer {
  readonly stay: number;
  readonly question: number;
  readonly value: string;
}

export interface StaysPlan {
  /** Identical apartments per home, by stay index (homes only). */
  readonly homeUnits: ReadonlyMap<number, number>;
  readonly rooms: PlannedRoom[];
  readonly nights: PlannedNight[];
  readonly packages: PlannedPackage[];
  readonly certificates: PlannedCertificate[];
  readonly answers: PlannedAnswer[];
}

function isHighSeason(date: CalendarDate): boolean {
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  return month === 7 || month === 8 || (month === 12 && day >= 20) || (month === 1 && day <= 5);
}

function isLowSeason(date: CalendarDate): boolean {
  const month = Number(date.slice(5, 7));
  return month === 2 || (month === 1 && Number(date.slice(8, 10)) >= 10);
}

/**
 * One offer's year: season overrides on the base price, a few owner overrides (a long weekend), one maintenance
 * block, and scattered closed nights. A home with one unit is closed more often (the owner uses it).
 */
function planYear(
  rng: Random,
  first: CalendarDate,
  basePriceMinor: number,
  units: number,
  closedShare: number,
): { date: CalendarDate; units: number; priceOverrideMinor: number | null; closed: boolean }[] {
  const dates = datesFromTo(first, addDays(first, 364));
  const blockStart = rng.int(40, 300);
  const blockLength = rng.int(3, 6);
  const promoStart = rng.int(5, 60);
  return dates.map((date, i) => {
    let priceOverrideMinor: number | null = null;
    if (isHighSeason(date)) priceOverrideMinor = roundedNight(basePriceMinor * 1.3);
    else if (isLowSeason(date)) priceOverrideMinor = roundedNight(basePriceMinor * 0.85);
    if (i >= promoStart && i < promoStart + 3) priceOverrideMinor = roundedNight(basePriceMinor * 0.9);
    const maintenance = i >= blockStart && i < blockStart + blockLength;
    const closed = maintenance || (i > 3 && rng.chance(closedShare));
    return { date, units, priceOverrideMinor, closed };
  });
}

/**
 * `now`'s calendar day where the site is: the demo's first bookable night. The nightly horizon job counts its year
 * from the same local day; a UTC day would leave the two a night apart for the hours the zones disagree.
 */
export function firstDemoNight(now: Date, timeZone: string): CalendarDate {
  return fromDayNumber(toDayNumber(todayIn(now, timeZone)));
}

export function planDemoStays(stays: readonly SeededStay[], now: Date, timeZone: string): StaysPlan {
  const first = firstDemoNight(now, timeZone);
  const homeUnits = new Map<number, number>();
  const rooms: PlannedRoom[] = [];
  const nights: PlannedNight[] = [];
  const packages: PlannedPackage[] = [];
  const certificates: PlannedCertificate[] = [];
  const answers: PlannedAnswer[] = [];
  const root = new Random(DEMO_SEED).fork("stays");

  stays.forEach((stay, index) => {
    const rng = root.fork(stay.slug);
    if (stay.classification === 4 || stay.classification === 5) {
      answers.push(...planAnswers(root.fork(`${stay.slug}:answers`), index, stay.classification));
    }
    if (stay.classification === 4) {
      // A third of the homes are several identical apartments (a chalet block, serviced flats).
      const units = rng.chance(0.33) ? rng.int(2, 5) : 1;
      homeUnits.set(index, units);
      for (const night of planYear(rng, first, stay.priceMinor, units, units === 1 ? 0.06 : 0.02)) {
        nights.push({ stay: index, room: null, ...night });
      }
      return;
    }
    if (stay.classification !== 5) return;
    const mix = ROOM_MIXES[index % ROOM_MIXES.length] ?? ROOM_MIXES[0]!;
    mix.forEach((offer, position) => {
      const price = roundedNight(stay.priceMinor * offer.factor);
      const description = ROOM_DESCRIPTIONS[offer.type] ?? ROOM_DESCRIPTIONS[0]!;
      const nonRefundable = rng.chance(0.2);
      const room: PlannedRoom = {
        stay: index,
        roomTypeIndex: offer.type,
        roomNumber: String(100 * (position + 1) + rng.int(1, 20)),
        description,
        pricePerNightMinor: price,
        discountBp: rng.pick([0, 0, 0, 500, 1000]),
        weekendCommissionBp: stay.weekendCommission * 100,
        nonrefundableBp: nonRefundable ? 1000 : 0,
        refundPolicy: nonRefundable ? "non-refundable" : "flexible",
        availableRooms: offer.type === 3 ? rng.int(1, 3) : rng.int(4, 12),
        maxGuests: offer.guests,
        position,
      };
      const roomIndex = rooms.push(room) - 1;
      for (const night of planYear(rng, first, price, room.availableRooms, 0.01)) {
        nights.push({ stay: index, room: roomIndex, ...night });
      }
    });
    packages.push({
      stay: index,
      roomTypeIndex: null,
      name: "Breakfast for every guest",
      nameAr: "إفطار لكل نزيل",
      description: "Buffet breakfast served 7:00–10:30 in the restaurant.",
      descriptionAr: "إفطار بوفيه مفتوح من ٧:٠٠ إلى ١٠:٣٠ في المطعم.",
      priceMinor: 0,
      basis: "per_guest_per_night",
      values: [{ field: 0, option: 1 }],
      position: 0,
    });
    if (rng.chance(0.6)) {
      packages.push({
        stay: index,
        roomTypeIndex: null,
        name: "Airport pick-up and drop-off",
        nameAr: "استقبال وتوصيل من وإلى المطار",
        description: "A private car both ways; give your flight number after booking.",
        descriptionAr: "سيارة خاصة ذهابًا وإيابًا؛ أرسل رقم رحلتك بعد الحجز.",
        priceMinor: 5_000,
        basis: "per_stay",
        values: [{ field: 1, option: 1 }],
        position: 1,
      });
    }
    certificates.push({
      stay: index,
      title: "Ministry of Tourism licence",
      description: "Hotel operating licence, renewed this year.",
      file: `documents/brochure-${String((index % 3) + 1).padStart(2, "0")}.pdf`,
    });
  });
  return { homeUnits, rooms, nights, packages, certificates, answers };
}

const HOUSE_RULES = [
  "No parties or loud music after 11 pm.",
  "No smoking indoors. Please leave the keys at the reception.",
  "Quiet hours 10 pm – 8 am; guests under 18 with an adult.",
];

/** Answers to the classification's questions (stays-catalogue.ts: 0–3 homes, 4–7 hotels), in the stored form. */
function planAnswers(rng: Random, stay: number, classification: 4 | 5): PlannedAnswer[] {
  const yesNo = () => (rng.chance(0.5) ? "Yes" : "No");
  if (classification === 4) {
    return [
      { stay, question: 0, value: yesNo() },
      { stay, question: 1, value: String(rng.int(1, 40) * 50) },
      { stay, question: 2, value: yesNo() },
      { stay, question: 3, value: rng.pick(HOUSE_RULES) },
    ];
  }
  const meals = ["Breakfast", "Lunch", "Dinner"].filter((_, i) => i === 0 || rng.chance(0.6));
  return [
    { stay, question: 4, value: yesNo() },
    { stay, question: 5, value: meals.join(",") },
    { stay, question: 6, value: String(rng.int(3, 24)) },
    { stay, question: 7, value: String(rng.int(2012, 2025)) },
  ];
}
