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
    mobileVerifiedAt: timestamp("mobile_verified_at", { withTimezone: true }),
    /** A new address waiting for its verification code; `email` changes only once it is verified. */
    pendingEmail: text("pending_email"),
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

export const companyTypes = [
  "private_limited",
  "public_limited",
  "sole_proprietorship",
  "partnership_firm",
  "trust",
  "llp",
  "cooperative_society",
] as const;

/** Company data of an owner or agent (spec §3 "company data"); one row per user. */
export const companies = pgTable(
  "companies",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    legalName: text("legal_name"),
    managerName: text("manager_name"),
    companyType: text("company_type", { enum: companyTypes }),
    email: text("email"),
    bankBranch: text("bank_branch"),
    bankAddress: text("bank_address"),
    country: text("country"),
    bankAccountNumber: text("bank_account_number"),
    iban: text("iban"),
    swiftCode: text("swift_code"),
    ...timestamps,
  },
  (t) => [oneOf("companies_type_ck", t.companyType, companyTypes)],
);

/**
 * One-time codes sent by e-mail or SMS. Only a hash is stored; a code lives 10 minutes, is used once, and dies
 * after 5 wrong tries (the reference kept plain, reusable, unlimited codes).
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    channel: text("channel", { enum: ["email", "sms"] }).notNull(),
    /** Lower-cased e-mail or E.164 number. */
    target: text("target").notNull(),
    purpose: text("purpose", { enum: ["verify", "email_change"] })
      .notNull()
      .default("verify"),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("otp_codes_target_idx").on(t.channel, t.target, t.createdAt),
    index("otp_codes_ip_idx").on(t.requestIp, t.createdAt),
    oneOf("otp_codes_channel_ck", t.channel, ["email", "sms"]),
    oneOf("otp_codes_purpose_ck", t.purpose, ["verify", "email_change"]),
  ],
);

/** Tickets already exchanged for a session: a ticket signs in once, however long it still lives. */
export const spentTickets = pgTable("spent_tickets", {
  jti: text("jti").primaryKey(),
  /** After this the ticket is refused by its own expiry, so the row may be deleted. */
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

/** Password-reset links: the token's SHA-256 only, one hour, single use. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("password_reset_tokens_hash_uq").on(t.tokenHash)],
);

/** Devices that receive push messages (FCM registration tokens). */
export const pushTokens = pgTable(
  "push_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fcmId: text("fcm_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("push_tokens_fcm_uq").on(t.fcmId), index("push_tokens_user_idx").on(t.userId)],
);

/** Google / Apple accounts linked to a user, by the provider's stable subject id from a verified ID token. */
export const userIdentities = pgTable(
  "user_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["google", "apple"] }).notNull(),
    subject: text("subject").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("user_identities_provider_subject_uq").on(t.provider, t.subject),
    oneOf("user_identities_provider_ck", t.provider, ["google", "apple"]),
  ],
);
