import { sql } from "drizzle-orm";
import {
  check,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { categories } from "./catalogue.js";
import { isCurrencyCode, oneOf, seoColumns, timestamps } from "./columns.js";
import { properties } from "./properties.js";

/** Key/value settings (the eBroker `settings` table). Secrets never live here: they come from the environment. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const languages = pgTable(
  "languages",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    nativeName: text("native_name").notNull(),
    rtl: boolean("rtl").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /** Web and app translation bundles served by `get_languages` (admin-uploadable JSON). */
    webTranslations: jsonb("web_translations").$type<Record<string, unknown>>().notNull().default({}),
    appTranslations: jsonb("app_translations").$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [uniqueIndex("languages_code_uq").on(t.code)],
);

export const articles = pgTable(
  "articles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    /** Sanitised HTML. */
    description: text("description").notNull(),
    descriptionAr: text("description_ar").notNull(),
    image: text("image"),
    /** A property category, or null for general articles. */
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "set null" }),
    ...seoColumns(),
    ...timestamps,
  },
  (t) => [uniqueIndex("articles_slug_uq").on(t.slug), index("articles_created_idx").on(t.createdAt)],
);

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  questionAr: text("question_ar").notNull(),
  answer: text("answer").notNull(),
  answerAr: text("answer_ar").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  sequence: integer("sequence").notNull().default(0),
  ...timestamps,
});

export const homepageSectionTypes = [
  "agents_list_section",
  "articles_section",
  "categories_section",
  "faqs_section",
  "featured_properties_section",
  "featured_projects_section",
  "most_liked_properties_section",
  "most_viewed_properties_section",
  "nearby_properties_section",
  "projects_section",
  "premium_properties_section",
  "user_recommendations_section",
  "properties_by_cities_section",
] as const;

export const homepageSections = pgTable(
  "homepage_sections",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    sectionType: text("section_type", { enum: homepageSectionTypes }).notNull(),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    uniqueIndex("homepage_sections_type_uq").on(t.sectionType),
    oneOf("homepage_sections_type_ck", t.sectionType, homepageSectionTypes),
  ],
);

/** Home slider. type: 1 image only, 2 category, 3 property, 4 external link. */
export const sliders = pgTable(
  "sliders",
  {
    id: serial("id").primaryKey(),
    type: integer("type").notNull(),
    image: text("image").notNull(),
    webImage: text("web_image").notNull(),
    link: text("link"),
    categoryId: integer("category_id").references(() => categories.id, { onDelete: "cascade" }),
    propertyId: integer("property_id").references(() => properties.id, { onDelete: "cascade" }),
    showPropertyDetails: boolean("show_property_details").notNull().default(false),
    sequence: integer("sequence").notNull().default(0),
    ...timestamps,
  },
  (t) => [check("sliders_type_ck", sql`${t.type} between 1 and 4`)],
);

export const seoSettings = pgTable(
  "seo_settings",
  {
    id: serial("id").primaryKey(),
    page: text("page").notNull(),
    title: text("title").notNull(),
    titleAr: text("title_ar").notNull(),
    description: text("description").notNull(),
    descriptionAr: text("description_ar").notNull(),
    keywords: text("keywords").notNull().default(""),
    image: text("image"),
  },
  (t) => [uniqueIndex("seo_settings_page_uq").on(t.page)],
);

export const packageFeatureTypes = [
  "property_list",
  "property_feature",
  "project_list",
  "project_feature",
  "mortgage_calculator_detail",
  "premium_properties",
  "project_access",
] as const;

export const features = pgTable(
  "features",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: packageFeatureTypes }).notNull(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
  },
  (t) => [uniqueIndex("features_type_uq").on(t.type), oneOf("features_type_ck", t.type, packageFeatureTypes)],
);

export const packages = pgTable(
  "packages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    nameAr: text("name_ar").notNull(),
    packageType: text("package_type", { enum: ["free", "paid"] }).notNull(),
    priceMinor: bigint("price_minor", { mode: "number" }).notNull().default(0),
    currency: text("currency").notNull().default("EGP"),
    /** Validity in hours, as eBroker clients expect. */
    durationHours: integer("duration_hours").notNull(),
    iosProductId: text("ios_product_id"),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    oneOf("packages_type_ck", t.packageType, ["free", "paid"]),
    isCurrencyCode("packages_currency_ck", t.currency),
    check("packages_price_ck", sql`${t.priceMinor} >= 0`),
    check("packages_duration_ck", sql`${t.durationHours} > 0`),
    uniqueIndex("packages_ios_product_uq").on(t.iosProductId),
  ],
);

export const packageFeatures = pgTable(
  "package_features",
  {
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => features.id, { onDelete: "cascade" }),
    limitType: text("limit_type", { enum: ["limited", "unlimited"] }).notNull(),
    /** Null when unlimited. */
    limit: integer("limit"),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.featureId] }),
    check(
      "package_features_limit_ck",
      sql`(${t.limitType} = 'unlimited' and ${t.limit} is null) or (${t.limitType} = 'limited' and ${t.limit} >= 0)`,
    ),
  ],
);
