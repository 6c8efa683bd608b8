// `npm run bench:bookings` (also the last part of `npm run bench`): N bookings (default 2,000) sent C at a time
// (default 16) through POST /api/reservations at a hotel of a few room offers over a short window of nights, so
// that many attempts want the same units. Prints bookings per second, the share that conflicted (409 "Booking
// failed") and latency percentiles, then checks the calendar: no night sold beyond its units, and every unit sold
// belongs to a stored booking. Figures only, no pass/fail (an inconsistency exits 1).
//   --bookings N (2000)  --concurrency C (16)  --offers K (8 room offers, 3 rooms each)  --nights W (60-night window)
// PostgreSQL only (row locks under real concurrency): DATABASE_URL names the server; the bench creates its own
// database there and drops it afterwards. Without DATABASE_URL it says so and exits 0.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { addDays } from "@manzil/domain/stays";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { users } from "../src/db/schema/accounts.js";
import { categories } from "../src/db/schema/catalogue.js";
import { settings } from "../src/db/schema/content.js";
import { properties } from "../src/db/schema/properties.js";
import { reservations } from "../src/db/schema/reservations.js";
import { hotelRooms, stayNights } from "../src/db/schema/stays.js";
import { hotelRoomTypes } from "../src/db/schema/stays-catalogue.js";
import { seedDemoData } from "../src/db/seed/demo-data.js";
import { materialiseNights } from "../src/modules/stays/night-rows.repository.js";
import { todayIn } from "../src/modules/stays/stay-offers.js";
import { percentile } from "./percentiles.js";

const { values } = parseArgs({
  options: {
    bookings: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
    offers: { type: "string", default: "8" },
    nights: { type: "string", default: "60" },
  },
});
const total = Number(values.bookings);
const concurrency = Number(values.concurrency);
const offerCount = Number(values.offers);
const windowNights = Number(values.nights);
const UNITS = 3;

if (!process.env.DATABASE_URL) {
  console.info("bookings bench: skipped — it measures row locks on PostgreSQL; set DATABASE_URL to run it.");
  process.exit(0);
}

const serverUrl = new URL(process.env.DATABASE_URL);
const benchName = `manzil_bench_bookings_${process.pid}_${randomBytes(3).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl.toString() });
await admin.connect();
await admin.query(`create database ${benchName}`);
const benchUrl = new URL(serverUrl);
benchUrl.pathname = `/${benchName}`;

const dataDir = await mkdtemp(join(tmpdir(), "manzil-bench-bookings-"));
let handle: DatabaseHandle | undefined;
let failed = false;
try {
  handle = await openDatabase({
    kind: "postgres",
    url: benchUrl.toString(),
    maxConnections: concurrency + 4,
  });
  await runMigrations(handle);
  await seedDemoData(handle.db, { uploadsDir: null, now: new Date() });
  const db = handle.db;

  const config = loadConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    RATE_LIMIT_MAX: "100000000",
    HOST: "127.0.0.1",
    PORT: "0",
  });
  const app = await buildApp({ config, database: handle, logger: false, serveWeb: false });
  await app.ready();

  // A hotel of `offerCount` room offers, UNITS rooms each, open for the window; 50 guests to book it.
  const [owner] = await db
    .insert(users)
    .values({
      name: "Bench Owner",
      slug: `bench-owner-${benchName}`,
      email: `owner@${benchName}.test`,
      role: "customer",
    })
    .returning({ id: users.id });
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.classification, 5))
    .limit(1);
  const [hotel] = await db
    .insert(properties)
    .values({
      slug: `bench-hotel-${benchName}`,
      ownerId: owner!.id,
      categoryId: category!.id,
      classification: 5,
      listingType: "rent",
      rentDuration: "daily",
      title: "Bench Hotel",
      titleAr: "فندق القياس",
      description: "A hotel for the bookings bench.",
      address: "1 Corniche",
      city: "Hurghada",
      state: "Red Sea",
      country: "Egypt",
      latitude: 27.25,
      longitude: 33.81,
      priceMinor: 100_000,
      currency: "EGP",
      moderationStatus: "approved",
      isActive: true,
      instantBooking: true,
    })
    .returning({ id: properties.id });
  const [type] = await db.select({ id: hotelRoomTypes.id }).from(hotelRoomTypes).limit(1);
  const [timezone] = await db.select().from(settings).where(eq(settings.key, "timezone"));
  const from = addDays(todayIn(new Date(), timezone?.value || "UTC"), 7);
  const roomIds: number[] = [];
  for (let i = 0; i < offerCount; i += 1) {
    const [room] = await db
      .insert(hotelRooms)
      .values({
        propertyId: hotel!.id,
        roomTypeId: type!.id,
        roomNumber: String(100 + i),
        pricePerNightMinor: 100_000 + i * 10_000,
        availableRooms: UNITS,
        maxGuests: 4,
      })
      .returning({ id: hotelRooms.id });
    roomIds.push(room!.id);
    await materialiseNights(
      db,
      { propertyId: hotel!.id, hotelRoomId: room!.id },
      {
        from,
        to: addDays(from, windowNights),
        units: UNITS,
        availabilityType: 2,
        ranges: [],
      },
    );
  }
  const guests: string[] = [];
  for (let i = 0; i < 50; i += 1) {
    const [guest] = await db
      .insert(users)
      .values({
        name: `Bench Guest ${i}`,
        slug: `bench-guest-${i}-${benchName}`,
        email: `g${i}@${benchName}.test`,
        role: "customer",
      })
      .returning({ id: users.id });
    guests.push(`Bearer ${await app.services.auth.issueToken(guest!.id, "bench")}`);
  }

  const capacity = offerCount * UNITS * windowNights;
  console.info(
    `database: postgres (${benchName}); ${total} bookings, concurrency ${concurrency}, ${offerCount} room offers × ` +
      `${UNITS} rooms × ${windowNights} nights (${capacity} room-nights to sell), stays of 1–3 nights, in-process HTTP (inject)\n`,
  );

  const statuses = new Map<number, number>();
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const i = next++;
      const nights = 1 + (i % 3);
      const checkIn = addDays(from, Math.floor(Math.random() * (windowNights - nights + 1)));
      const t0 = performance.now();
      const response = await app.inject({
        method: "POST",
        url: "/api/reservations",
        headers: { authorization: guests[i % guests.length]!, "x-manzil-transport": "http" },
        // A different address per attempt: the bench measures booking, not the per-address rate limit.
        remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
        payload: {
          selected_rooms: [{ id: roomIds[Math.floor(Math.random() * roomIds.length)]! }],
          check_in_date: checkIn,
          check_out_date: addDays(checkIn, nights),
          number_of_guests: 2,
        },
      });
      latencies.push(performance.now() - t0);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;

  const ok = statuses.get(200) ?? 0;
  const conflicts = statuses.get(409) ?? 0;
  const others = [...statuses.entries()].filter(([status]) => status !== 200 && status !== 409);
  const ms = (p: number) => percentile(latencies, p).toFixed(1).padStart(7);
  console.info(
    `attempts   ${total} in ${seconds.toFixed(2)} s  (${(total / seconds).toFixed(1)} attempts/s)`,
  );
  console.info(`booked     ${ok}  (${(ok / seconds).toFixed(1)} bookings/s)`);
  console.info(
    `conflicted ${conflicts}  (${((conflicts / total) * 100).toFixed(1)} % answered 409 "Booking failed")`,
  );
  if (others.length > 0) console.info(`other      ${others.map(([s, n]) => `${n} × ${s}`).join(", ")}`);
  console.info(`latency    p50 ${ms(50)} ms  p95 ${ms(95)} ms  p99 ${ms(99)} ms`);

  // The calendar must agree with the bookings: never beyond the units, every sold unit a stored room-night.
  const [oversold] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stayNights)
    .where(and(eq(stayNights.propertyId, hotel!.id), sql`${stayNights.unitsSold} > ${stayNights.units}`));
  const [sold] = await db
    .select({ n: sql<number>`coalesce(sum(${stayNights.unitsSold}), 0)::int` })
    .from(stayNights)
    .where(eq(stayNights.propertyId, hotel!.id));
  const [booked] = await db
    .select({
      n: sql<number>`coalesce(sum(${reservations.rooms} * (${reservations.checkOutDate} - ${reservations.checkInDate})), 0)::int`,
    })
    .from(reservations)
    .where(eq(reservations.propertyId, hotel!.id));
  const consistent = oversold!.n === 0 && sold!.n === booked!.n && others.length === 0;
  console.info(
    `calendar   ${sold!.n} of ${capacity} room-nights sold, ${booked!.n} booked, ${oversold!.n} nights oversold: ` +
      (consistent ? "consistent" : "INCONSISTENT"),
  );
  failed = !consistent;
  await app.close();
} finally {
  await handle?.close();
  await admin.query(`drop database if exists ${benchName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
