import type {
  TAvailableDateRangeInput,
  THotelCertificateInput,
  THotelPackageInput,
  THotelRoomInput,
  TUpdatePostPropertyBody,
} from "@manzil/domain/contracts";
import { percentToBasisPoints, toMinorUnits } from "@manzil/domain/money";
import {
  addDays,
  expandAvailability,
  type AvailabilityType,
  type AvailableDateRange,
  type CalendarDate,
} from "@manzil/domain/stays";
import { MAX_PRICE_PER_NIGHT } from "@manzil/domain/validation";
import type { Database } from "../../db/client.js";
import { AppError, type FieldErrors } from "../../lib/app-error.js";
import { materialiseNights, type StayOffer } from "../stays/night-rows.repository.js";
import {
  activeAddonFieldIds,
  activeRoomTypeIds,
  certificatesOfListing,
  deleteCertificates,
  deletePackages,
  deleteRooms,
  deleteUnsoldNights,
  insertCertificate,
  insertPackage,
  insertRoom,
  isActiveApartmentType,
  lowestRoomPriceMinor,
  packagesOfListing,
  roomCount,
  roomsOfListing,
  setListingPrice,
  setUnitsFrom,
  soldNightsFrom,
  soldNightsOfRooms,
  updateCertificate,
  updatePackage,
  updateRoom,
  type Executor,
  type PackageColumns,
  type PackageValueColumns,
  type RoomColumns,
} from "./stay-listings.repository.js";

export const HOME_CLASSIFICATION = 4;
export const HOTEL_CLASSIFICATION = 5;
/** Nights written ahead when a stay is posted or its calendar replaced (ADR 051). */
export const STAY_WINDOW_NIGHTS = 365;
/** Spec §9: a hotel without a kind of building is a "Hotel apartment". */
export const DEFAULT_HOTEL_APARTMENT_TYPE_ID = 6;
/** Most nights a refusal names; the rest are summed up, a message is no calendar. */
const NAMED_NIGHTS_MAX = 10;

/** The stay fields of a post or an edit (a post has no removals). */
export type StayBody = Pick<
  TUpdatePostPropertyBody,
  | "hotelRooms"
  | "hotel_rooms"
  | "hotelPackages"
  | "addons_packages"
  | "hotelCertificates"
  | "certificates"
  | "available_dates"
  | "available_rooms"
  | "availability_type"
  | "availabilityType"
  | "price"
  | "hotel_apartment_type_id"
  | "cancellation_period"
  | "refund_policy"
  | "remove_hotel_rooms"
  | "remove_hotel_packages"
  | "remove_hotel_certificates"
>;

/** What the listing row of an edit holds that the stay part reads. */
export type StayListing = {
  id: number;
  currency: string;
  availabilityType: number | null;
  availableRooms: number;
};

type Calendar = { availabilityType: AvailabilityType; ranges: AvailableDateRange[] };
type RoomPlan = { id?: number; columns: RoomColumns; calendar?: Calendar; unitsChanged: boolean };
type PackagePlan = { id?: number; columns: PackageColumns; values?: PackageValueColumns[] };
type CertificatePlan = {
  id?: number;
  field: string;
  title: string;
  description: string | null;
  file: unknown;
};

/** A checked stay part, written by `write` inside the listing's transaction. */
export type StayPlan = {
  classification: number;
  isEdit: boolean;
  rooms: RoomPlan[];
  removeRooms: number[];
  /** Whether rooms are part of this request: a hotel must then keep at least one. */
  touchesRooms: boolean;
  roomsField: string;
  packages: PackagePlan[];
  removePackages: number[];
  certificates: CertificatePlan[];
  removeCertificates: number[];
  home: { units: number; calendar?: Calendar; unitsChanged: boolean } | null;
};

/** Listing columns the stay fields set. */
export type StayColumns = {
  availableRooms?: number;
  cancellationPeriod?: string;
  nonRefundable?: boolean;
  hotelApartmentTypeId?: number;
};

export type StayCheck = {
  fields: FieldErrors;
  columns: StayColumns;
  plan: StayPlan | null;
  /** Certificate file parts to check and store like the listing's documents, by field name. */
  files: { field: string; value: unknown }[];
  /** Whether the request changes any stay item (an owner's edit then goes back to review). */
  changes: boolean;
};

const isStay = (classification: number) =>
  classification === HOME_CLASSIFICATION || classification === HOTEL_CLASSIFICATION;

/** 0–100 as basis points; the contract allows any fraction, so a rate `percentToBasisPoints` cannot read is rounded. */
function basisPoints(percent: number): number {
  return percentToBasisPoints(String(percent)) ?? Math.round(percent * 100);
}

function calendarOf(
  ranges: TAvailableDateRangeInput[],
  availabilityType: number | null | undefined,
  currency: string,
): Calendar {
  return {
    // No ranges at all opens every night (ADR 051), whatever type was sent: type 1 would close them all.
    availabilityType: availabilityType === 1 && ranges.length > 0 ? 1 : 2,
    ranges: ranges.map((range) => ({
      from: range.from,
      to: range.to,
      type: range.type,
      priceMinor: range.price ? toMinorUnits(range.price, currency) : null,
      nonrefundablePercentage: range.nonrefundable_percentage ?? null,
    })),
  };
}

/** The owner's rule without reservations: a "reserved" range reports bookings, it is no owner closing nights. */
function ownerRule(calendar: Calendar): Calendar {
  const ranges =
    calendar.availabilityType === 2
      ? calendar.ranges.filter((range) => range.type !== "reserved")
      : calendar.ranges.map((range) =>
          range.type === "reserved" ? { ...range, type: "open" as const } : range,
        );
  return { ...calendar, ranges };
}

function roomColumns(room: THotelRoomInput, currency: string): RoomColumns {
  return {
    roomTypeId: room.room_type_id,
    customRoomType: room.custom_room_type ?? null,
    roomNumber: room.room_number || "0",
    description: room.description ?? null,
    descriptionAr: room.description_ar ?? null,
    pricePerNightMinor: toMinorUnits(room.price_per_night, currency),
    discountBp: basisPoints(room.discount_percentage),
    weekendCommissionBp: basisPoints(room.weekend_commission),
    nonrefundableBp: basisPoints(room.nonrefundable_percentage),
    refundPolicy: room.refund_policy ?? "flexible",
    availableRooms: room.available_rooms,
    maxGuests: room.max_guests ?? 2,
    status: room.status ?? "active",
  };
}

function packageColumns(item: THotelPackageInput, currency: string): PackageColumns {
  return {
    name: item.name,
    nameAr: item.name_ar ?? null,
    description: item.description ?? null,
    descriptionAr: item.description_ar ?? null,
    status: item.status ?? "active",
    priceMinor: toMinorUnits(item.price ?? 0, currency),
    roomTypeId: item.room_type_id ?? null,
    basis: item.basis ?? "per_stay",
  };
}

/** An edit keeps what an item leaves out (its optional texts); a post takes the defaults. */
function withoutAbsent<T extends object>(
  columns: T,
  sent: object,
  keys: Record<string, keyof T>,
): Partial<T> {
  const kept: Partial<T> = { ...columns };
  for (const [field, column] of Object.entries(keys)) {
    if ((sent as Record<string, unknown>)[field] === undefined) delete kept[column];
  }
  return kept;
}

function soldNightsRefusal(dates: CalendarDate[]): AppError {
  const unique = [...new Set(dates)].sort();
  const named = unique.slice(0, NAMED_NIGHTS_MAX).join(", ");
  const rest = unique.length - NAMED_NIGHTS_MAX;
  return new AppError("CONFLICT", {
    messageKey: "stay_listings.sold_nights",
    params: { dates: rest > 0 ? `${named} (+${rest})` : named },
  });
}

export function createStayListingsService(db: Database) {
  /** Checks rooms against the room types and, on an edit, the listing's own rooms. */
  async function checkRooms(input: {
    rooms: THotelRoomInput[];
    field: string;
    own: Map<number, number | null>;
    fields: FieldErrors;
  }) {
    const known = await activeRoomTypeIds(
      db,
      input.rooms.map((room) => room.room_type_id),
    );
    input.rooms.forEach((room, index) => {
      // A room may keep a type an admin has since switched off; only a new choice must be active.
      const keepsType = room.id !== undefined && input.own.get(room.id) === room.room_type_id;
      if (!known.has(room.room_type_id) && !keepsType)
        input.fields[`${input.field}.${index}.room_type_id`] = ["stay_listings.room_type_not_found"];
      if (room.id !== undefined && !input.own.has(room.id))
        input.fields[`${input.field}.${index}.id`] = ["stay_listings.room_not_found"];
    });
  }

  async function checkPackages(input: {
    packages: THotelPackageInput[];
    field: string;
    own: Set<number>;
    roomTypes: Set<number>;
    fields: FieldErrors;
  }) {
    const fieldIds = input.packages.flatMap((item) =>
      (item.addon_values ?? []).map((value) => value.hotel_addon_field_id),
    );
    const known = await activeAddonFieldIds(db, fieldIds);
    input.packages.forEach((item, index) => {
      const at = `${input.field}.${index}`;
      if (item.id !== undefined && !input.own.has(item.id))
        input.fields[`${at}.id`] = ["stay_listings.package_not_found"];
      if (item.room_type_id !== undefined && !input.roomTypes.has(item.room_type_id))
        input.fields[`${at}.room_type_id`] = ["stay_listings.package_room_type"];
      (item.addon_values ?? []).forEach((value, valueIndex) => {
        if (!known.has(value.hotel_addon_field_id))
          input.fields[`${at}.addon_values.${valueIndex}.hotel_addon_field_id`] = [
            "stay_listings.addon_field_not_found",
          ];
      });
    });
  }

  /**
   * Rewrites an offer's unsold nights of the coming window under `calendar`; refused, naming the nights, when a
   * night with units sold would be closed or left with fewer units than sold (applyAvailabilityEdit's rule).
   */
  async function replaceCalendar(
    tx: Executor,
    offer: StayOffer,
    input: { calendar: Calendar; units: number; today: CalendarDate },
  ) {
    const end = addDays(input.today, STAY_WINDOW_NIGHTS);
    const owner = ownerRule(input.calendar);
    const openByOwner = new Map(
      expandAvailability({ ...owner, from: input.today, to: end, units: input.units }).map((night) => [
        night.date,
        night.open,
      ]),
    );
    const sold = await soldNightsFrom(tx, offer, input.today);
    const refused = sold
      .filter((night) => night.unitsSold > input.units || openByOwner.get(night.date) === false)
      .map((night) => night.date);
    if (refused.length > 0) throw soldNightsRefusal(refused);
    await deleteUnsoldNights(tx, offer, { from: input.today, to: end });
    await materialiseNights(tx, offer, { ...input.calendar, from: input.today, to: end, units: input.units });
    // Sold nights were kept as they are; their unit count follows the offer's (never below what is sold).
    await setUnitsFrom(tx, offer, input.today, input.units);
  }

  async function changeUnits(tx: Executor, offer: StayOffer, units: number, today: CalendarDate) {
    const sold = await soldNightsFrom(tx, offer, today);
    const refused = sold.filter((night) => night.unitsSold > units).map((night) => night.date);
    if (refused.length > 0) throw soldNightsRefusal(refused);
    await setUnitsFrom(tx, offer, today, units);
  }

  async function openWindow(
    tx: Executor,
    offer: StayOffer,
    calendar: Calendar,
    units: number,
    today: string,
  ) {
    await materialiseNights(tx, offer, {
      ...calendar,
      from: today,
      to: addDays(today, STAY_WINDOW_NIGHTS),
      units,
    });
  }

  async function writeRooms(tx: Executor, plan: StayPlan, propertyId: number, today: CalendarDate) {
    const sold = await soldNightsOfRooms(tx, propertyId, plan.removeRooms);
    if (sold.length > 0) throw soldNightsRefusal(sold.map((night) => night.date));
    await deleteRooms(tx, propertyId, plan.removeRooms);
    const open: Calendar = { availabilityType: 2, ranges: [] };
    for (const room of plan.rooms) {
      const units = room.columns.availableRooms ?? 1;
      if (room.id === undefined) {
        const id = await insertRoom(tx, propertyId, room.columns);
        await openWindow(tx, { propertyId, hotelRoomId: id }, room.calendar ?? open, units, today);
        continue;
      }
      if (!(await updateRoom(tx, propertyId, room.id, room.columns))) {
        throw new AppError("VALIDATION_FAILED", {
          fields: { [plan.roomsField]: ["stay_listings.room_not_found"] },
        });
      }
      const offer = { propertyId, hotelRoomId: room.id };
      if (room.calendar) await replaceCalendar(tx, offer, { calendar: room.calendar, units, today });
      else if (room.unitsChanged) await changeUnits(tx, offer, units, today);
    }
    if (plan.touchesRooms && (await roomCount(tx, propertyId)) === 0) {
      throw new AppError("VALIDATION_FAILED", {
        fields: { [plan.roomsField]: ["stay_listings.rooms_required"] },
      });
    }
    // Lists and sorts show a hotel "from" its cheapest room.
    const lowest = await lowestRoomPriceMinor(tx, propertyId);
    if (lowest !== null) await setListingPrice(tx, propertyId, lowest);
  }

  async function writePackages(tx: Executor, plan: StayPlan, propertyId: number) {
    await deletePackages(tx, propertyId, plan.removePackages);
    for (const item of plan.packages) {
      if (item.id === undefined) await insertPackage(tx, propertyId, item.columns, item.values ?? []);
      else if (!(await updatePackage(tx, propertyId, item.id, item.columns, item.values))) {
        throw new AppError("NOT_FOUND", { messageKey: "stay_listings.package_not_found" });
      }
    }
  }

  async function writeCertificates(
    tx: Executor,
    plan: StayPlan,
    propertyId: number,
    storedFiles: Map<string, string>,
  ): Promise<string[]> {
    const replaced = await deleteCertificates(tx, propertyId, plan.removeCertificates);
    for (const item of plan.certificates) {
      const file = storedFiles.get(item.field);
      const columns = {
        title: item.title,
        description: item.description,
        ...(file ? { file } : {}),
      };
      if (item.id === undefined) {
        await insertCertificate(tx, propertyId, columns);
        continue;
      }
      const updated = await updateCertificate(tx, propertyId, item.id, columns);
      if (!updated) throw new AppError("NOT_FOUND", { messageKey: "stay_listings.certificate_not_found" });
      if (file && updated.previousFile) replaced.push(updated.previousFile);
    }
    return replaced;
  }

  /** A hotel's rooms, packages and certificates, checked into `plan`; whether the request changes any of them. */
  async function checkHotel(input: {
    body: StayBody;
    listing: StayListing | null;
    currency: string;
    listingType: number | null | undefined;
    plan: StayPlan;
    fields: FieldErrors;
    files: { field: string; value: unknown }[];
  }): Promise<boolean> {
    const { body, listing, currency, listingType, plan, fields, files } = input;
    const isEdit = listing !== null;
    const rooms = body.hotelRooms ?? body.hotel_rooms;
    const ownRooms = isEdit ? await roomsOfListing(db, listing.id) : [];
    const own = new Map(ownRooms.map((room) => [room.id, room.roomTypeId]));
    const ownUnits = new Map(ownRooms.map((room) => [room.id, room.availableRooms]));
    plan.removeRooms = (body.remove_hotel_rooms ?? []).filter((id) => own.has(id));
    plan.touchesRooms = !isEdit || rooms !== undefined || plan.removeRooms.length > 0;
    if (!isEdit && (rooms ?? []).length === 0) fields[plan.roomsField] = ["stay_listings.rooms_required"];
    if (rooms) {
      await checkRooms({ rooms, field: plan.roomsField, own, fields });
      plan.rooms = rooms.map((room) => {
        const all = roomColumns(room, currency);
        const columns =
          room.id === undefined
            ? all
            : (withoutAbsent(all, room, {
                custom_room_type: "customRoomType",
                description: "description",
                description_ar: "descriptionAr",
                refund_policy: "refundPolicy",
                max_guests: "maxGuests",
                status: "status",
              }) as RoomColumns);
        return {
          ...(room.id !== undefined ? { id: room.id } : {}),
          columns,
          unitsChanged: room.id !== undefined && ownUnits.get(room.id) !== room.available_rooms,
          ...(room.available_dates !== undefined
            ? {
                calendar: calendarOf(room.available_dates, room.availability_type ?? listingType, currency),
              }
            : {}),
        };
      });
    }
    // The room types the hotel has once this request is saved: what its packages may be limited to.
    const roomTypes = new Map(own);
    for (const id of [...plan.removeRooms, ...(rooms ?? []).map((room) => room.id)]) {
      if (id !== undefined) roomTypes.delete(id);
    }
    const hotelRoomTypes = new Set<number>(
      [...roomTypes.values(), ...(rooms ?? []).map((room) => room.room_type_id)].filter(
        (id): id is number => id !== null,
      ),
    );

    const packages = body.hotelPackages ?? body.addons_packages;
    const ownPackageTypes = isEdit
      ? await packagesOfListing(db, listing.id)
      : new Map<number, number | null>();
    const ownPackages = new Set(ownPackageTypes.keys());
    plan.removePackages = (body.remove_hotel_packages ?? []).filter((id) => ownPackages.has(id));
    // A package kept as it is must still name one of the hotel's room types: removing or retyping the last room
    // of its type is refused until the package is changed too.
    const resent = new Set((packages ?? []).map((item) => item.id));
    const orphaned = [...ownPackageTypes].some(
      ([id, roomTypeId]) =>
        roomTypeId !== null &&
        !resent.has(id) &&
        !plan.removePackages.includes(id) &&
        !hotelRoomTypes.has(roomTypeId),
    );
    if (orphaned) fields[plan.roomsField] = ["stay_listings.room_type_in_package"];
    if (packages) {
      await checkPackages({
        packages,
        field:
          body.hotelPackages === undefined && body.addons_packages !== undefined
            ? "addons_packages"
            : "hotelPackages",
        own: ownPackages,
        roomTypes: hotelRoomTypes,
        fields,
      });
      plan.packages = packages.map((item) => {
        const all = packageColumns(item, currency);
        return {
          ...(item.id !== undefined ? { id: item.id } : {}),
          columns:
            item.id === undefined
              ? all
              : (withoutAbsent(all, item, {
                  name_ar: "nameAr",
                  description: "description",
                  description_ar: "descriptionAr",
                  status: "status",
                  basis: "basis",
                }) as PackageColumns),
          ...(item.addon_values !== undefined || item.id === undefined
            ? {
                values: (item.addon_values ?? []).map((value) => ({
                  fieldId: value.hotel_addon_field_id,
                  value: value.value,
                  staticPriceMinor: toMinorUnits(value.static_price ?? 0, currency),
                })),
              }
            : {}),
        };
      });
    }

    const certificates: THotelCertificateInput[] | undefined = body.hotelCertificates ?? body.certificates;
    const certificatesField =
      body.hotelCertificates === undefined && body.certificates !== undefined
        ? "certificates"
        : "hotelCertificates";
    const ownCertificates = new Set(
      (isEdit ? await certificatesOfListing(db, listing.id) : []).map((row) => row.id),
    );
    plan.removeCertificates = (body.remove_hotel_certificates ?? []).filter((id) => ownCertificates.has(id));
    (certificates ?? []).forEach((item, index) => {
      const field = `${certificatesField}.${index}.file`;
      if (item.id !== undefined && !ownCertificates.has(item.id))
        fields[`${certificatesField}.${index}.id`] = ["stay_listings.certificate_not_found"];
      // Edit forms send the file a certificate keeps back as its URL: a text value means "unchanged".
      const hasNewFile =
        item.file !== undefined && item.file !== null && item.file !== "" && typeof item.file !== "string";
      if (hasNewFile) files.push({ field, value: item.file });
      plan.certificates.push({
        ...(item.id !== undefined ? { id: item.id } : {}),
        field,
        title: item.title,
        description: item.description ?? null,
        file: item.file,
      });
    });

    const changes =
      plan.touchesRooms ||
      packages !== undefined ||
      plan.removePackages.length > 0 ||
      certificates !== undefined ||
      plan.removeCertificates.length > 0;
    return changes;
  }

  return {
    /**
     * Before the transaction: the stay fields of classifications 4 and 5 checked against the catalogue and, on an
     * edit, against the listing's own items (another listing's ids are refused). Other classifications ignore
     * them, as eBroker's forms send some of them for every listing.
     */
    async check(input: {
      classification: number;
      body: StayBody;
      listing: StayListing | null;
      currency: string;
    }): Promise<StayCheck> {
      const { classification, body, listing, currency } = input;
      const fields: FieldErrors = {};
      const columns: StayColumns = {};
      if (!isStay(classification)) return { fields, columns, plan: null, files: [], changes: false };
      const isEdit = listing !== null;
      if (body.cancellation_period !== undefined) columns.cancellationPeriod = body.cancellation_period;
      if (body.refund_policy !== undefined) columns.nonRefundable = body.refund_policy === "non-refundable";
      if (body.hotel_apartment_type_id !== undefined) {
        if (!(await isActiveApartmentType(db, body.hotel_apartment_type_id)))
          fields.hotel_apartment_type_id = ["stay_listings.apartment_type_not_found"];
      } else if (!isEdit && classification === HOTEL_CLASSIFICATION) {
        columns.hotelApartmentTypeId = DEFAULT_HOTEL_APARTMENT_TYPE_ID;
      }
      const listingType = (body.availability_type ?? body.availabilityType ?? listing?.availabilityType) as
        number | null | undefined;

      const plan: StayPlan = {
        classification,
        isEdit,
        rooms: [],
        removeRooms: [],
        touchesRooms: false,
        roomsField:
          body.hotelRooms === undefined && body.hotel_rooms !== undefined ? "hotel_rooms" : "hotelRooms",
        packages: [],
        removePackages: [],
        certificates: [],
        removeCertificates: [],
        home: null,
      };
      const files: { field: string; value: unknown }[] = [];

      if (classification === HOME_CLASSIFICATION) {
        // A home's price is its nightly price: spec §5's ceiling binds it as it binds a room's.
        if (body.price !== undefined && body.price > MAX_PRICE_PER_NIGHT)
          fields.price = ["validation.price_too_high"];
        const units = body.available_rooms ?? listing?.availableRooms ?? 1;
        if (body.available_rooms !== undefined) columns.availableRooms = body.available_rooms;
        plan.home = {
          units,
          unitsChanged: isEdit && units !== listing.availableRooms,
          ...(body.available_dates !== undefined || !isEdit
            ? { calendar: calendarOf(body.available_dates ?? [], listingType, currency) }
            : {}),
        };
        const changes = body.available_dates !== undefined || plan.home.unitsChanged;
        return { fields, columns, plan, files, changes };
      }

      // A hotel: rooms, packages, certificates.
      const changes = await checkHotel({ body, listing, currency, listingType, plan, fields, files });
      return { fields, columns, plan, files, changes };
    },

    /**
     * Inside the listing's transaction: writes the checked stay part; a refusal here (sold nights, a room gone
     * meanwhile) rolls the whole listing write back. Returns file keys the edit replaced, to remove after commit.
     */
    async write(
      tx: Executor,
      plan: StayPlan | null,
      input: { propertyId: number; now: Date; storedFiles: Map<string, string> },
    ): Promise<{ replacedFiles: string[] }> {
      if (!plan) return { replacedFiles: [] };
      const today = input.now.toISOString().slice(0, 10);
      const { propertyId } = input;
      if (plan.home) {
        const offer = { propertyId, hotelRoomId: null };
        const { units, calendar } = plan.home;
        if (!plan.isEdit) await openWindow(tx, offer, calendar!, units, today);
        else if (calendar) await replaceCalendar(tx, offer, { calendar, units, today });
        else if (plan.home.unitsChanged) await changeUnits(tx, offer, units, today);
        return { replacedFiles: [] };
      }
      await writeRooms(tx, plan, propertyId, today);
      await writePackages(tx, plan, propertyId);
      return { replacedFiles: await writeCertificates(tx, plan, propertyId, input.storedFiles) };
    },
  };
}

export type StayListingsService = ReturnType<typeof createStayListingsService>;
