import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@manzil/domain/stays";
import { properties } from "../src/db/schema/properties.js";
import { hotelRooms, stayNights } from "../src/db/schema/stays.js";
import type { JobContext } from "../src/jobs/job-definition.js";
import { extendCalendarsJob } from "../src/modules/stays/extend-calendars.job.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;

function jobContext(now: Date): JobContext {
  return {
    db: db(),
    services: t.app.services,
    log: t.app.log,
    now: () => now,
    jobId: "test",
    enqueue: (name, payload, options) => t.app.jobs.enqueue(name as never, payload as never, options),
  };
}

async function lastNight(propertyId: number, hotelRoomId: number | null) {
  const [row] = await db()
    .select({ last: sql<string>`max(${stayNights.date})::text`, count: sql<number>`count(*)::int` })
    .from(stayNights)
    .where(
      and(
        eq(stayNights.propertyId, propertyId),
        hotelRoomId === null ? isNull(stayNights.hotelRoomId) : eq(stayNights.hotelRoomId, hotelRoomId),
      ),
    );
  return row!;
}

describe("the nightly calendar horizon job", () => {
  it("tops every room offer and home up to a year ahead with their units, and adds nothing when run again", async () => {
    const [room] = await db().select().from(hotelRooms).limit(1);
    const [home] = await db()
      .select({ id: properties.id, units: properties.availableRooms })
      .from(properties)
      .where(eq(properties.classification, 4))
      .limit(1);
    const before = await lastNight(home!.id, null);
    // Sixty days on, the demo year has sixty nights missing at its end.
    const later = new Date(Date.now() + 60 * 86_400_000);
    const expectedLast = addDays(before.last, 60);
    await extendCalendarsJob.handle({}, jobContext(later));
    expect(await lastNight(home!.id, null)).toEqual({ last: expectedLast, count: before.count + 60 });
    const roomNights = await lastNight(room!.propertyId, room!.id);
    expect(roomNights.last).toBe(expectedLast);
    const added = await db()
      .select({ units: stayNights.units, closed: stayNights.closed })
      .from(stayNights)
      .where(and(eq(stayNights.hotelRoomId, room!.id), gt(stayNights.date, before.last)));
    expect(added).toHaveLength(60);
    expect(added.every((n) => n.units === room!.availableRooms && !n.closed)).toBe(true);

    const again = await t.app.services.stayCalendars.extendHorizon(later);
    expect(again).toBe(0);
  });

  it("adds closed nights to a listing that lists bookable windows (availability type 1)", async () => {
    const [home] = await db()
      .select({ id: properties.id })
      .from(properties)
      .where(eq(properties.classification, 4))
      .offset(1)
      .limit(1);
    await db().update(properties).set({ availabilityType: 1 }).where(eq(properties.id, home!.id));
    const before = await lastNight(home!.id, null);
    await t.app.services.stayCalendars.extendHorizon(new Date(Date.now() + 70 * 86_400_000));
    const added = await db()
      .select({ closed: stayNights.closed })
      .from(stayNights)
      .where(
        and(
          eq(stayNights.propertyId, home!.id),
          isNull(stayNights.hotelRoomId),
          gt(stayNights.date, before.last),
        ),
      );
    expect(added.length).toBeGreaterThan(0);
    expect(added.every((n) => n.closed)).toBe(true);
  });
});
