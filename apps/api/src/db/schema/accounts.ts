import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { oneOf, timestamps } from "./columns.js";

/**
 * Marketplace users and admins in one table (the reference backend splits them into `customers` and `users`
 * that share an id space, which let a customer pass as an admin). `role` decides admin rights.
 */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    role: text("role", { enum: ["customer", "admin"] })
      .notNull()
      .default("customer"),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    email: text("email"),
    mobile: text("mobile"),
    passwordHash: text("password_hash"),
    /** 0 Google, 1 phone, 2 Apple, 3 e-mail/password (the eBroker `logintype`). */
    loginType: smallint("login_type").notNull().default(3),
    profileImage: text("profile_image"),
    address: text("address"),
    whatsappNumber: text("whatsapp_number"),
    aboutMe: text("about_me"),
    facebookId: text("facebook_id"),
    twitterId: text("twitter_id"),
    instagramId: text("instagram_id"),
    youtubeId: text("youtube_id"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    customerType: text("customer_type", { enum: ["property_owner", "agent"] }),
    ownerKind: text("owner_kind", { enum: ["individual", "company"] }),
    managementType: text("management_type", { enum: ["self", "platform"] }),
    /** Agent verification: initial (never applied), pending, success, failed. */
    verificationStatus: text("verification_status", { enum: ["initial", "pending", "success", "failed"] })
      .notNull()
      .default("initial"),
    isActive: boolean("is_active").notNull().default(true),
    notificationsEnabled: boolean("notifications_enabled").notNull().default(true),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_slug_uq").on(t.slug),
    // One account per e-mail and per mobile, case-insensitively: the reference allowed one per login type.
    uniqueIndex("users_email_uq").on(sql`lower(${t.email})`),
    uniqueIndex("users_mobile_uq").on(t.mobile),
    index("users_role_idx").on(t.role),
    check("users_login_type_ck", sql`${t.loginType} between 0 and 3`),
    oneOf("users_role_ck", t.role, ["customer", "admin"]),
    oneOf("users_customer_type_ck", t.customerType, ["property_owner", "agent"]),
    oneOf("users_owner_kind_ck", t.ownerKind, ["individual", "company"]),
    oneOf("users_management_type_ck", t.managementType, ["self", "platform"]),
    oneOf("users_verification_status_ck", t.verificationStatus, ["initial", "pending", "success", "failed"]),
  ],
);

/** Opaque bearer tokens. Only the SHA-256 of a token is stored; a token is valid until expiry or revocation. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** What created it: "login", "web", "test"… shown in a future sessions list. */
    label: text("label").notNull().default("login"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("access_tokens_hash_uq").on(t.tokenHash), index("access_tokens_user_idx").on(t.userId)],
);
