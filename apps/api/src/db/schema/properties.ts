import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { categories, cities, facilities, parameters } from "./catalogue.js";
import { isCurrencyCode, oneOf, seoColumns, timestamps } from "./columns.js";

export const listingTypes = ["sell", "rent", "sold", "rented"] as const;
export const moderationStatuses = ["pending", "approved", "rejected"] as const;
export const rentDurations = ["daily", "monthly", "quarterly", "yearly"] as const;

/**
 * A listing. `classification`: 1 sell/long rent, 2 commercial, 3 new project, 4 vacation home, 5 hotel.
 * Public reads show only `is_active and moderation_status = 'approved'`.
 */
export const properties = pgTable(
  "properties",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    classification: smallint("classification").notNull(),
    listingType: text("listing_type", { enum: listingTypes }).notNull(),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    description: text("description").notNull(),
    descriptionAr: text("description_ar"),
    areaDescription: text("area_description"),
    areaDescriptionAr: text("area_description_ar"),
    address: text("address").notNull(),
    addressAr: text("address_ar"),
    clientAddress: text("client_address"),
    /** Sale price, rent per duration, or nightly rate for stays; integer minor units of `currency`. */
    priceMinor: bigint("price_minor", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull().default("EGP"),
    /** Extra percent on weekend nights (0–100). */
    weekendCommission: smallint("weekend_commission").notNull().default(0),
    rentDuration: text("rent_duration", { enum: rentDurations }),
    cityId: integer("city_id").references(() => cities.id),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    titleImage: text("title_image"),
    threeDImage: text("three_d_image"),
    videoLink: text("video_link"),
    ...seoColumns(),
    metaImage: text("meta_image"),
    isPremium: boolean("is_premium").notNull().default(false),
    moderationStatus: text("moderation_status", { enum: moderationStatuses }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    isActive: boolean("is_active").notNull().default(true),
    viewCount: integer("view_count").notNull().default(0),
    /** Kept by a trigger on `favourites`, so "most liked" sorts on an index instead of counting per row. */
    favouriteCount: integer("favourite_count").notNull().default(0),
    /** Kept by a trigger on `property_reviews`: the guests' average rating (1–5) and how many rated. */
    ratingAverage: doublePrecision("rating_average"),
    ratingCount: integer("rating_count").notNull().default(0),
    /**
     * Kept by a trigger: titles, addresses, places (both languages, incl. the linked city's Arabic names) and
     * descriptions, folded by `manzil_search_fold` (lower case, Arabic letter variants and diacritics unified).
     */
    searchDocument: text("search_document").notNull().default(""),
    /**
     * Kept by statement-level triggers on `property_parameters` and `parameters` (migration 0027, ADR 077): the
     * numeric value of the listing's parameter whose English name is like '%bedroom%' / '%bathroom%' / '%area%'
     * (the lowest parameter id when several match), null when it has none. Filters read these instead of
     * joining the parameter values, so each filter-and-sort shape can use an index on the listing.
     */
    searchBedrooms: doublePrecision("search_bedrooms"),
    searchBathrooms: doublePrecision("search_bathrooms"),
    searchArea: doublePrecision("search_area"),
    // Stays (vacation homes and hotels): rooms, nights and packages live in schema/stays.ts (ADR 051).
    /** 1 available_days (ranges are bookable windows), 2 busy_days (ranges are blocked windows). */
    availabilityType: smallint("availability_type"),
    availableDates: jsonb("available_dates").$type<unknown[]>(),
    rentPackage: text("rent_package", { enum: ["basic", "premium"] }),
    hotelApartmentTypeId: integer("hotel_apartment_type_id"),
    /** Owner's viewing slots: [{ day, from, to }]. */
    correspondingDay: jsonb("corresponding_day").$type<{ day: string; from: string; to: string }[]>(),
    checkIn: text("check_in"),
    checkOut: text("check_out"),
    instantBooking: boolean("instant_booking").notNull().default(false),
    nonRefundable: boolean("non_refundable").notNull().default(false),
    /** A vacation home's identical apartments for sale per night (1 = a single home); hotels count per room offer. */
    availableRooms: integer("available_rooms").notNull().default(1),
    /** eBroker's `cancellation_period`: "same_day_6pm" or a number of days before check-in. */
    cancellationPeriod: text("cancellation_period"),
    companyEmployeeUsername: text("company_employee_username"),
    companyEmployeeEmail: text("company_employee_email"),
    companyEmployeePhoneNumber: text("company_employee_phone_number"),
    revenueUserName: text("revenue_user_name"),
    revenueEmail: text("revenue_email"),
    revenuePhoneNumber: text("revenue_phone_number"),
    reservationUserName: text("reservation_user_name"),
    reservationEmail: text("reservation_email"),
    reservationPhoneNumber: text("reservation_phone_number"),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("properties_slug_uq").on(t.slug),
    index("properties_public_idx").on(t.moderationStatus, t.isActive, t.classification),
    index("properties_category_idx").on(t.categoryId),
    index("properties_owner_idx").on(t.ownerId),
    index("properties_price_idx").on(t.priceMinor),
    index("properties_created_idx").on(t.createdAt),
    index("properties_city_idx").on(sql`lower(${t.city})`),
    // Public lists: approved + active rows only, one index per sort so deep pages walk an index in order.
    index("properties_public_newest_idx")
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_price_idx")
      .on(t.priceMinor, t.id)
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_views_idx")
      .on(t.viewCount.desc(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_likes_idx")
      .on(t.favouriteCount.desc(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_rating_idx")
      .on(t.ratingAverage.desc().nullsLast(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    // Filter-and-sort shapes whose filter is too selective for walking a sort index (ADR 077).
    index("properties_public_bedrooms_idx")
      .on(t.searchBedrooms, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_bathrooms_idx")
      .on(t.searchBathrooms, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_bedrooms_price_idx")
      .on(t.searchBedrooms, t.priceMinor, t.id)
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_bathrooms_price_idx")
      .on(t.searchBathrooms, t.priceMinor, t.id)
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_area_idx")
      .on(t.searchArea)
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_type_price_idx")
      .on(t.classification, t.listingType, t.priceMinor, t.id)
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_category_newest_idx")
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_public_city_price_idx")
      .on(sql`lower(${t.city})`, t.priceMinor, t.id)
      .where(sql`${t.moderationStatus} = 'approved' and ${t.isActive}`),
    index("properties_state_idx").on(sql`lower(${t.state})`),
    index("properties_country_idx").on(sql`lower(${t.country})`),
    check("properties_classification_ck", sql`${t.classification} between 1 and 5`),
    check("properties_price_ck", sql`${t.priceMinor} >= 0`),
    check("properties_weekend_commission_ck", sql`${t.weekendCommission} between 0 and 100`),
    check("properties_availability_type_ck", sql`${t.availabilityType} in (1, 2)`),
    check("properties_available_rooms_ck", sql`${t.availableRooms} >= 0`),
    oneOf("properties_listing_type_ck", t.listingType, listingTypes),
    oneOf("properties_moderation_status_ck", t.moderationStatus, moderationStatuses),
    oneOf("properties_rent_duration_ck", t.rentDuration, rentDurations),
    oneOf("properties_rent_package_ck", t.rentPackage, ["basic", "premium"]),
    isCurrencyCode("properties_currency_ck", t.currency),
  ],
);

/** Public gallery images and documents of a property. Owner identity documents live elsewhere (private). */
export const propertyMedia = pgTable(
  "property_media",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["gallery", "document"] }).notNull(),
    file: text("file").notNull(),
    /** Original file name, shown for documents. */
    name: text("name"),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("property_media_property_idx").on(t.propertyId, t.kind, t.position),
    oneOf("property_media_kind_ck", t.kind, ["gallery", "document"]),
  ],
);

export const propertyParameters = pgTable(
  "property_parameters",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    parameterId: integer("parameter_id")
      .notNull()
      .references(() => parameters.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    /** Arabic twin of a free-text value; choice values are translated through the parameter's options. */
    valueAr: text("value_ar"),
    /** The value as a number when it is one (bedrooms, area…), for range filters on an index. */
    valueNumber: doublePrecision("value_number").generatedAlwaysAs(
      sql`case when value ~ '^[[:space:]]*[0-9]+([.][0-9]+)?[[:space:]]*$' then trim(value)::float8 end`,
    ),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.parameterId] }),
    index("property_parameters_param_idx").on(t.parameterId),
    index("property_parameters_number_idx").on(t.parameterId, t.valueNumber, t.propertyId),
  ],
);

export const propertyFacilities = pgTable(
  "property_facilities",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    facilityId: integer("facility_id")
      .notNull()
      .references(() => facilities.id, { onDelete: "cascade" }),
    /** In the unit of the `distance_option` setting (km by default), one decimal. */
    distance: doublePrecision("distance").notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.facilityId] })],
);

/**
 * One row per listing, viewer and day: a view counts at most once per viewer per day. `viewer_key` is
 * `u:<user id>` for a signed-in viewer, otherwise a keyed hash of address and browser (never the raw address).
 */
export const propertyViews = pgTable(
  "property_views",
  {
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    viewedOn: date("viewed_on", { mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.viewerKey, t.viewedOn] }),
    index("property_views_day_idx").on(t.viewedOn, t.propertyId),
  ],
);

/** A guest's rating of a stay (1–5). Written by the hospitality work; read here for "top rated". */
export const propertyReviews = pgTable(
  "property_reviews",
  {
    id: serial("id").primaryKey(),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("property_reviews_user_uq").on(t.propertyId, t.userId),
    check("property_reviews_rating_ck", sql`${t.rating} between 1 and 5`),
  ],
);

export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: integer("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index("favourites_property_idx").on(t.propertyId),
  ],
);

/** New real-estate developments (classification 3 listings' parent). Under review until an admin enables it. */
export const projects = pgTable(
  "projects",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    title: text("title").notNull(),
    titleAr: text("title_ar"),
    description: text("description").notNull(),
    descriptionAr: text("description_ar"),
    type: text("type", { enum: ["under_construction", "upcoming"] }).notNull(),
    image: text("image"),
    videoLink: text("video_link"),
    location: text("location").notNull(),
    /** The catalogue city the place was picked from (its names in both languages); null for older free-text places. */
    cityId: integer("city_id").references(() => cities.id),
    city: text("city").notNull(),
    state: text("state").notNull(),
    country: text("country").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    ...seoColumns(),
    metaImage: text("meta_image"),
    moderationStatus: text("moderation_status", { enum: moderationStatuses }).notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    isActive: boolean("is_active").notNull().default(false),
    viewCount: integer("view_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("projects_slug_uq").on(t.slug),
    index("projects_public_idx").on(t.moderationStatus, t.isActive),
    oneOf("projects_type_ck", t.type, ["under_construction", "upcoming"]),
    oneOf("projects_moderation_status_ck", t.moderationStatus, moderationStatuses),
  ],
);

export const projectMedia = pgTable(
  "project_media",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["gallery", "document"] }).notNull(),
    file: text("file").notNull(),
    name: text("name"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("project_media_project_idx").on(t.projectId, t.kind),
    oneOf("project_media_kind_ck", t.kind, ["gallery", "document"]),
  ],
);

export const projectPlans = pgTable("project_plans", {
  id: serial("id").primaryKey(),
  projectId: integer("project_id")
    .notNull()
    .references(() => projects.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  document: text("document").notNull(),
});

/** Featured ("promoted") listings. Status: pending until approved; expired after `ends_at`. */
export const advertisements = pgTable(
  "advertisements",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    target: text("target", { enum: ["property", "project"] }).notNull(),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    projectId: integer("project_id").references(() => projects.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "approved", "rejected", "expired"] })
      .notNull()
      .default("pending"),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("advertisements_property_idx").on(t.propertyId, t.status),
    index("advertisements_project_idx").on(t.projectId, t.status),
    index("advertisements_user_created_idx").on(t.userId, t.createdAt),
    // One live (pending or approved) advertisement per listing, enforced by the database so that two parallel
    // `store_advertisement` calls cannot both feature the same listing.
    uniqueIndex("advertisements_live_property_uq")
      .on(t.propertyId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    uniqueIndex("advertisements_live_project_uq")
      .on(t.projectId)
      .where(sql`${t.status} in ('pending', 'approved')`),
    oneOf("advertisements_status_ck", t.status, ["pending", "approved", "rejected", "expired"]),
    check("advertisements_period_ck", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "advertisements_target_ck",
      sql`(${t.target} = 'property' and ${t.propertyId} is not null) or (${t.target} = 'project' and ${t.projectId} is not null)`,
    ),
  ],
);
