import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { oneOf, timestamps } from "./columns.js";
import { properties } from "./properties.js";
import { hotelAddonFields, hotelRoomTypes, catalogueStatuses } from "./stays-catalogue.js";

export const refundPolicies = ["flexible", "non-refundable"] as const;
export const addonBases = ["per_stay", "per_night", "per_guest", "per_guest_per_night"] as const;

/**
 * A hotel's sellable room offer: one room type with an inventory of identical rooms (eBroker's `hotel_rooms` row is
 * the same thing, not one physical room). Prices are integer minor units of the listing's currency; rates are basis
 * points (ADR 050).
 */
export const hotelRooms = pgTable(
  "hotel_rooms",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id").references(() => hotelRoomTypes.id),
    customRoomType: text("custom_room_type"),
    /** A label ("101", "Garden wing"); spec §5 turns a blank one into "0". */
    roomNumber: text("room_number").notNull().default("0"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    pricePerNightMinor: bigint("price_per_night_minor", { mode: "number" }).notNull(),
    discountBp: integer("discount_bp").notNull().default(0),
    weekendCommissionBp: integer("weekend_commission_bp").notNull().default(0),
    nonrefundableBp: integer("nonrefundable_bp").notNull().default(0),
    refundPolicy: text("refund_policy", { enum: refundPolicies }).notNull().default("flexible"),
    /** Rooms of this type for sale on a night unless the calendar says otherwise (spec §5 default 1). */
    availableRooms: integer("available_rooms").notNull().default(1),
    maxGuests: smallint("max_guests").notNull().default(2),
    status: text("status", { enum: catalogueStatuses }).notNull().default("active"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("hotel_rooms_property_idx").on(t.propertyId, t.position),
    check("hotel_rooms_price_ck", sql`${t.pricePerNightMinor} >= 0`),
    check(
      "hotel_rooms_rates_ck",
      sql`${t.discountBp} between 0 and 10000 and ${t.weekendCommissionBp} between 0 and 10000 and ${t.nonrefundableBp} between 0 and 10000`,
    ),
    check("hotel_rooms_available_rooms_ck", sql`${t.availableRooms} >= 0`),
    check("hotel_rooms_max_guests_ck", sql`${t.maxGuests} >= 1`),
    oneOf("hotel_rooms_refund_policy_ck", t.refundPolicy, refundPolicies),
    oneOf("hotel_rooms_status_ck", t.status, catalogueStatuses),
  ],
);

/**
 * The inventory (ADR 050/051): one row per room offer (hotels) or per home (hotel_room_id null) per night.
 * `units_sold` is kept by reservations under the row's lock; the CHECK makes overselling, and an owner's edit below
 * what is sold, impossible whatever the code does.
 */
export const stayNights = pgTable(
  "stay_nights",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    hotelRoomId: integer("hotel_room_id").references(() => hotelRooms.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    units: integer("units").notNull(),
    unitsSold: integer("units_sold").notNull().default(0),
    priceOverrideMinor: bigint("price_override_minor", { mode: "number" }),
    closed: boolean("closed").notNull().default(false),
  },
  (t) => [
    uniqueIndex("stay_nights_home_date_uq")
      .on(t.propertyId, t.date)
      .where(sql`${t.hotelRoomId} is null`),
    uniqueIndex("stay_nights_room_date_uq")
      .on(t.hotelRoomId, t.date)
      .where(sql`${t.hotelRoomId} is not null`),
    // Date search walks only sellable nights, by date first: "every night of the range has a free unit".
    index("stay_nights_sellable_idx")
      .on(t.date, t.propertyId, t.hotelRoomId)
      .where(sql`not ${t.closed} and ${t.units} > ${t.unitsSold}`),
    check("stay_nights_units_ck", sql`${t.unitsSold} >= 0 and ${t.unitsSold} <= ${t.units}`),
    check("stay_nights_sold_open_ck", sql`not (${t.closed} and ${t.unitsSold} > 0)`),
    check("stay_nights_price_ck", sql`${t.priceOverrideMinor} is null or ${t.priceOverrideMinor} >= 0`),
  ],
);

/** A hotel's add-on package (breakfast, airport pick-up…), optionally for one room type. */
export const hotelAddonPackages = pgTable(
  "hotel_addon_packages",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    roomTypeId: integer("room_type_id").references(() => hotelRoomTypes.id),
    name: text("name").notNull(),
    nameAr: text("name_ar"),
    description: text("description"),
    descriptionAr: text("description_ar"),
    status: text("status", { enum: catalogueStatuses }).notNull().default("active"),
    /** The package's own price; its values' static prices are added to it (ADR 051). */
    priceMinor: bigint("price_minor", { mode: "number" }).notNull().default(0),
    basis: text("basis", { enum: addonBases }).notNull().default("per_stay"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("hotel_addon_packages_property_idx").on(t.propertyId, t.position),
    check("hotel_addon_packages_price_ck", sql`${t.priceMinor} >= 0`),
    oneOf("hotel_addon_packages_status_ck", t.status, catalogueStatuses),
    oneOf("hotel_addon_packages_basis_ck", t.basis, addonBases),
  ],
);

/** A package's answer to one admin-defined add-on field, with its static price. */
export const hotelAddonPackageValues = pgTable(
  "hotel_addon_package_values",
  {
    id: serial("id").primaryKey(),
    packageId: integer("package_id")
      .notNull()
      .references(() => hotelAddonPackages.id, { onDelete: "cascade" }),
    fieldId: integer("hotel_addon_field_id")
      .notNull()
      .references(() => hotelAddonFields.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    staticPriceMinor: bigint("static_price_minor", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    index("hotel_addon_package_values_package_idx").on(t.packageId),
    check("hotel_addon_package_values_price_ck", sql`${t.staticPriceMinor} >= 0`),
  ],
);

/** A hotel's certificate (classification, licence…): public, shown on the stay page. */
export const propertyCertificates = pgTable(
  "property_certificates",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    /** Public upload key (image or PDF). */
    file: text("file"),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("property_certificates_property_idx").on(t.propertyId, t.position)],
);
