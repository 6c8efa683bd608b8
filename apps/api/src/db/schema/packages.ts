import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.js";
import { features, packages } from "./content.js";

/**
 * A package a member holds for a period (eBroker `user_packages`). Active while `starts_at <= now < ends_at`.
 * eBroker allowed a NULL end ("never expires") but never wrote one: every package has a duration in hours.
 */
export const userPackages = pgTable(
  "user_packages",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Restrict: a package someone holds (or held) is history the admin must not erase by deleting it.
    packageId: integer("package_id")
      .notNull()
      .references(() => packages.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** When the member was told this package ends soon: set once, so the notice is never sent twice. */
    expiryNoticedAt: timestamp("expiry_noticed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("user_packages_user_ends_idx").on(t.userId, t.endsAt),
    index("user_packages_package_idx").on(t.packageId),
    check("user_packages_period_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The credits of one limited feature in one held package (eBroker `user_package_limits`), copied from the
 * package when it is assigned so that an admin editing the package later does not change what was bought.
 * Keyed by feature rather than a `package_feature_id`: `package_features` has a composite key, and the
 * package is already known through `user_package_id`. Unlimited features have no row.
 */
export const userPackageLimits = pgTable(
  "user_package_limits",
  {
    id: serial("id").primaryKey(),
    userPackageId: integer("user_package_id")
      .notNull()
      .references(() => userPackages.id, { onDelete: "cascade" }),
    featureId: integer("feature_id")
      .notNull()
      .references(() => features.id, { onDelete: "restrict" }),
    totalLimit: integer("total_limit").notNull(),
    usedLimit: integer("used_limit").notNull().default(0),
  },
  (t) => [
    uniqueIndex("user_package_limits_package_feature_uq").on(t.userPackageId, t.featureId),
    index("user_package_limits_feature_idx").on(t.featureId),
    // The last line of defence for `consume`: no race can ever push usage past the total or below zero.
    check("user_package_limits_used_ck", sql`${t.usedLimit} >= 0 and ${t.usedLimit} <= ${t.totalLimit}`),
  ],
);
