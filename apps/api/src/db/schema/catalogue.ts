import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { oneOf, seoColumns, timestamps } from "./columns.js";

export const parameterTypes = [
  "textbox",
  "textarea",
  "dropdown",
  "radiobutton",
  "checkbox",
  "file",
  "number",
] as const;

/** Listing categories; each belongs to one property classification (1–5). */
export const categories = pgTable(
  "categories",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    image: text("image"),
    classification: smallint("classification").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sequence: integer("sequence").notNull().default(0),
    ...seoColumns(),
    metaImage: text("meta_image"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("categories_slug_uq").on(t.slug),
    check("categories_classification_ck", sql`${t.classification} between 1 and 5`),
  ],
);

/** Parameter definitions ("facilities" in eBroker): bedrooms, area, furnished… */
export const parameters = pgTable(
  "parameters",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    type: text("type", { enum: parameterTypes }).notNull(),
    /** Options for dropdown / radiobutton / checkbox: [{ value, value_ar }]. */
    options: jsonb("options").$type<{ value: string; value_ar: string }[]>().notNull().default([]),
    image: text("image"),
    isRequired: boolean("is_required").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [oneOf("parameters_type_ck", t.type, parameterTypes)],
);

/** The ordered parameter list of a category's listing form (a real join table, not a CSV column). */
export const categoryParameters = pgTable(
  "category_parameters",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    parameterId: integer("parameter_id")
      .notNull()
      .references(() => parameters.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.parameterId] }),
    uniqueIndex("category_parameters_position_uq").on(t.categoryId, t.position),
  ],
);

/** Outdoor facilities ("near by places"): school, hospital, metro… with a distance per property. */
export const facilities = pgTable("facilities", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  nameAr: text("name_ar").notNull(),
  image: text("image"),
  ...timestamps,
});

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    state: text("state").notNull(),
    stateAr: text("state_ar").notNull(),
    /** ISO 3166-1 alpha-2. */
    countryCode: text("country_code").notNull(),
    country: text("country").notNull(),
    countryAr: text("country_ar").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    image: text("image"),
    isActive: boolean("is_active").notNull().default(true),
  },
  (t) => [
    uniqueIndex("cities_country_name_uq").on(t.countryCode, t.name),
    index("cities_name_idx").on(sql`lower(${t.name})`),
  ],
);
