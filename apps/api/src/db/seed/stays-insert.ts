import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client.js";
import { properties } from "../schema/properties.js";
import {
  hotelAddonFields,
  hotelAddonFieldValues,
  hotelRoomTypes,
  propertyQuestionAnswers,
  propertyQuestionFields,
} from "../schema/stays-catalogue.js";
import {
  hotelAddonPackages,
  hotelAddonPackageValues,
  hotelRooms,
  propertyCertificates,
  stayNights,
} from "../schema/stays.js";
import { chunks } from "./helpers.js";
import type { SeededStay, StaysPlan } from "./stays.js";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

function at<T>(items: readonly T[], index: number, what: string): T {
  const item = items[index];
  if (item === undefined) throw new Error(`seed: no ${what} at ${index}`);
  return item;
}

/** Inserts the planned stays inventory (after the listings and the stays catalogue); returns the rows written. */
export async function insertDemoStays(
  tx: Tx,
  stays: readonly (SeededStay & { id: number })[],
  plan: StaysPlan,
): Promise<number> {
  const roomTypes = await tx
    .select({ id: hotelRoomTypes.id })
    .from(hotelRoomTypes)
    .orderBy(asc(hotelRoomTypes.id));
  const fields = await tx
    .select({ id: hotelAddonFields.id })
    .from(hotelAddonFields)
    .orderBy(asc(hotelAddonFields.rank));
  const options = await tx
    .select()
    .from(hotelAddonFieldValues)
    .where(
      inArray(
        hotelAddonFieldValues.fieldId,
        fields.map((f) => f.id),
      ),
    )
    .orderBy(asc(hotelAddonFieldValues.id));
  const optionOf = (field: number, option: number) => {
    const fieldId = at(fields, field, "add-on field").id;
    return at(
      options.filter((o) => o.fieldId === fieldId),
      option,
      "add-on option",
    );
  };
  const stayId = (index: number) => at(stays, index, "stay").id;

  for (const [index, units] of plan.homeUnits) {
    if (units !== 1)
      await tx
        .update(properties)
        .set({ availableRooms: units })
        .where(eq(properties.id, stayId(index)));
  }
  const roomIds: number[] = [];
  for (const batch of chunks(plan.rooms, 200)) {
    const inserted = await tx
      .insert(hotelRooms)
      .values(
        batch.map((room) => ({
          propertyId: stayId(room.stay),
          roomTypeId: at(roomTypes, room.roomTypeIndex, "room type").id,
          roomNumber: room.roomNumber,
          description: room.description.en,
          descriptionAr: room.description.ar,
          pricePerNightMinor: room.pricePerNightMinor,
          discountBp: room.discountBp,
          weekendCommissionBp: room.weekendCommissionBp,
          nonrefundableBp: room.nonrefundableBp,
          refundPolicy: room.refundPolicy,
          availableRooms: room.availableRooms,
          maxGuests: room.maxGuests,
          position: room.position,
        })),
      )
      .returning({ id: hotelRooms.id });
    roomIds.push(...inserted.map((row) => row.id));
  }
  // Eighty thousand nights: one JSON parameter per batch is several times faster than bound rows on PGlite.
  for (const batch of chunks(plan.nights, 10_000)) {
    const rows = batch.map((night) => ({
      property_id: stayId(night.stay),
      hotel_room_id: night.room === null ? null : at(roomIds, night.room, "room"),
      date: night.date,
      units: night.units,
      price_override_minor: night.priceOverrideMinor,
      closed: night.closed,
    }));
    await tx.execute(sql`
      insert into ${stayNights} (property_id, hotel_room_id, date, units, price_override_minor, closed)
      select property_id, hotel_room_id, date, units, price_override_minor, closed
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as r(property_id int, hotel_room_id int, date date, units int, price_override_minor bigint, closed boolean)`);
  }
  let values = 0;
  for (const pkg of plan.packages) {
    const [row] = await tx
      .insert(hotelAddonPackages)
      .values({
        propertyId: stayId(pkg.stay),
        roomTypeId: pkg.roomTypeIndex === null ? null : at(roomTypes, pkg.roomTypeIndex, "room type").id,
        name: pkg.name,
        nameAr: pkg.nameAr,
        description: pkg.description,
        descriptionAr: pkg.descriptionAr,
        priceMinor: pkg.priceMinor,
        basis: pkg.basis,
        position: pkg.position,
      })
      .returning({ id: hotelAddonPackages.id });
    if (!row) throw new Error("seed: add-on package not inserted");
    const rows = pkg.values.map(({ field, option }) => {
      const chosen = optionOf(field, option);
      return {
        packageId: row.id,
        fieldId: chosen.fieldId,
        value: chosen.value,
        staticPriceMinor: chosen.staticPriceMinor,
      };
    });
    if (rows.length > 0) await tx.insert(hotelAddonPackageValues).values(rows);
    values += rows.length;
  }
  for (const batch of chunks(plan.certificates, 200)) {
    await tx.insert(propertyCertificates).values(
      batch.map((c) => ({
        propertyId: stayId(c.stay),
        title: c.title,
        description: c.description,
        file: c.file,
      })),
    );
  }
  // Question fields were inserted in `questionFieldSeeds` order, which their rank keeps.
  const questions = await tx
    .select({ id: propertyQuestionFields.id })
    .from(propertyQuestionFields)
    .orderBy(asc(propertyQuestionFields.rank));
  for (const batch of chunks(plan.answers, 500)) {
    await tx.insert(propertyQuestionAnswers).values(
      batch.map((a) => ({
        propertyId: stayId(a.stay),
        fieldId: at(questions, a.question, "question field").id,
        value: a.value,
      })),
    );
  }
  return (
    plan.answers.length +
    plan.rooms.length +
    plan.nights.length +
    plan.packages.length +
    values +
    plan.certificates.length
  );
}
