import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { isCurrencyCode, oneOf, timestamps } from "./columns.js";
import { properties } from "./properties.js";

/** Field types of admin-defined forms (add-on fields, question fields), as eBroker names them. */
export const stayFieldTypes = ["text", "number", "textarea", "checkbox", "radio", "dropdown"] as const;
export const catalogueStatuses = ["active", "inactive"] as const;

/** Global list of hotel room types ("Double", "Suite"…) that a hotel's room offers point at. */
export const hotelRoomTypes = pgTable(
  "hotel_room_types",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("active"),
    ...timestamps,
  },
  (t) => [oneOf("hotel_room_types_status_ck", t.status, catalogueStatuses)],
);

/** Kinds of hotel building; a hotel listing without one defaults to id 6 (spec §9), which the seed guarantees. */
export const hotelApartmentTypes = pgTable(
  "hotel_apartment_types",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    status: text("status", { enum: catalogueStatuses }).notNull().default("active"),
    ...timestamps,
  },
  (t) => [oneOf("hotel_apartment_types_status_ck", t.status, catalogueStatuses)],
);

/** Admin-defined add-on fields (breakfast, airport transfer…) a hotel's add-on packages fill in. */
export const hotelAddonFields = pgTable(
  "hotel_addon_fields",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    fieldType: text("field_type", { enum: stayFieldTypes }).notNull(),
    rank: integer("rank").notNull().default(0),
    status: text("status", { enum: catalogueStatuses }).notNull().default("active"),
    ...timestamps,
  },
  (t) => [
    oneOf("hotel_addon_fields_type_ck", t.fieldType, stayFieldTypes),
    oneOf("hotel_addon_fields_status_ck", t.status, catalogueStatuses),
  ],
);

/** Options of an add-on field, each with its static price (integer minor units of `currency`). */
export const hotelAddonFieldValues = pgTable(
  "hotel_addon_field_values",
  {
    id: serial("id").primaryKey(),
    fieldId: integer("field_id")
      .notNull()
      .references(() => hotelAddonFields.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    valueAr: text("value_ar").notNull(),
    staticPriceMinor: integer("static_price_minor").notNull().default(0),
    currency: text("currency").notNull().default("EGP"),
    ...timestamps,
  },
  (t) => [
    index("hotel_addon_field_values_field_idx").on(t.fieldId),
    check("hotel_addon_field_values_price_ck", sql`${t.staticPriceMinor} >= 0`),
    isCurrencyCode("hotel_addon_field_values_currency_ck", t.currency),
  ],
);

/**
 * Tax rates shown for stays, one row per classification (4 vacation home, 5 hotel). Rates are basis points
 * (1000 = 10 %) so they stay integers like every other amount.
 */
export const propertyTaxes = pgTable(
  "property_taxes",
  {
    id: serial("id").primaryKey(),
    classification: smallint("classification").notNull(),
    serviceChargeBp: integer("service_charge_bp").notNull().default(0),
    salesTaxBp: integer("sales_tax_bp").notNull().default(0),
    cityTaxBp: integer("city_tax_bp").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("property_taxes_classification_uq").on(t.classification),
    check("property_taxes_classification_ck", sql`${t.classification} in (4, 5)`),
    check(
      "property_taxes_rates_ck",
      sql`${t.serviceChargeBp} between 0 and 10000 and ${t.salesTaxBp} between 0 and 10000 and ${t.cityTaxBp} between 0 and 10000`,
    ),
  ],
);

/** Questionnaire per stay classification that owners answer about their listing. */
export const propertyQuestionFields = pgTable(
  "property_question_fields",
  {
    id: serial("id").primaryKey(),
    classification: smallint("classification").notNull(),
    question: text("question").notNull(),
    questionAr: text("question_ar").notNull(),
    fieldType: text("field_type", { enum: stayFieldTypes }).notNull(),
    /** Options for checkbox / radio / dropdown: [{ value, value_ar }]. */
    options: jsonb("options").$type<{ value: string; value_ar: string }[]>().notNull().default([]),
    isRequired: boolean("is_required").notNull().default(false),
    rank: integer("rank").notNull().default(0),
    status: text("status", { enum: catalogueStatuses }).notNull().default("active"),
    ...timestamps,
  },
  (t) => [
    index("property_question_fields_classification_idx").on(t.classification),
    check("property_question_fields_classification_ck", sql`${t.classification} in (4, 5)`),
    oneOf("property_question_fields_type_ck", t.fieldType, stayFieldTypes),
    oneOf("property_question_fields_status_ck", t.status, catalogueStatuses),
  ],
);

/** An owner's answer to a question field about one listing; one per listing and field (upserted). */
export const propertyQuestionAnswers = pgTable(
  "property_question_answers",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    fieldId: integer("field_id")
      .notNull()
      .references(() => propertyQuestionFields.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("property_question_answers_property_field_uq").on(t.propertyId, t.fieldId)],
);
