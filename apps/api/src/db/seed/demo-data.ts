import { sql } from "drizzle-orm";
import type { Database } from "../client.js";
import { users } from "../schema/accounts.js";
import { reportReasons, userReports } from "../schema/engagement.js";
import { reportReasonSeeds } from "./report-reasons.js";
import { verificationFormSeeds } from "./verification-form.js";
import { verificationFormFields } from "../schema/admin.js";
import { insertStaysCatalogue } from "./stays-catalogue.js";
import { planDemoStays } from "./stays.js";
import { insertDemoStays } from "./stays-insert.js";
import { insertDemoConversations } from "./conversations-insert.js";
import { insertDemoReservations } from "./reservations-insert.js";
import { planDemoReservations } from "./reservations.js";
import { chunks } from "./helpers.js";
import { userPackageLimits, userPackages } from "../schema/packages.js";
import { planUserPackages } from "./user-packages.js";
import { createPackagesService } from "../../modules/packages/packages.service.js";
import type { FileStore } from "../../storage/file-store.js";
import { planDemoPayments, type PaymentSeed } from "./payments.js";
import { insertDemoPayments, issueDemoInvoices, writeDemoReceipts } from "./payments-insert.js";
import { categories, categoryParameters, cities, facilities, parameters } from "../schema/catalogue.js";
import {
  articles,
  faqs,
  features,
  homepageSections,
  languages,
  packageFeatures,
  packages,
  seoSettings,
  settings,
  sliders,
} from "../schema/content.js";
import {
  advertisements,
  favourites,
  propertyReviews,
  projectMedia,
  projectPlans,
  projects,
  properties,
  propertyFacilities,
  propertyMedia,
  propertyParameters,
} from "../schema/properties.js";
import { writeDocumentPool } from "./documents.js";
import { generateDemoPlan, type DemoPlan } from "./generate.js";
import { writeImagePool } from "./images.js";

/**
 * Inserts the deterministic bilingual demo data set (see README.md) in one transaction. The same `now` gives
 * the same rows, ids and slugs on a fresh database. Files (images, PDFs) are written to `uploadsDir` first;
 * with `uploadsDir: null` (tests) no file is written but rows carry the same file keys.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<SeedSummary> {
  const summary = await runDemoSeed(db, options, { onlyIfEmpty: false });
  if (!summary) throw new Error("seedDemoData: nothing was seeded");
  return summary;
}

export type SeedCounts = {
  settings: number;
  languages: number;
  categories: number;
  parameters: number;
  categoryParameters: number;
  facilities: number;
  cities: number;
  users: number;
  projects: number;
  projectMedia: number;
  projectPlans: number;
  properties: number;
  propertyMedia: number;
  propertyParameters: number;
  propertyFacilities: number;
  advertisements: number;
  favourites: number;
  reviews: number;
  articles: number;
  faqs: number;
  reportReasons: number;
  homepageSections: number;
  sliders: number;
  seoSettings: number;
  features: number;
  packages: number;
  packageFeatures: number;
  userPackages: number;
  userPackageLimits: number;
  paymentTransactions: number;
  paymentReceipts: number;
  invoices: number;
  /** Room types, apartment types, add-on fields and values, taxes and question fields together. */
  staysCatalogue: number;
  /** Room offers, nights, add-on packages with their values, and certificates of the demo stays. */
  staysInventory: number;
  reservations: number;
  reservationPayments: number;
  refundRequests: number;
  /** Demo chats (hosts with guests, owners with buyers) and inbox notices. */
  conversations: number;
  chatMessages: number;
  notifications: number;
};

export type SeedOptions = {
  uploadsDir: string | null;
  now: Date;
  /** Where bank-transfer receipts go (the app's FileStore, private area); absent, rows carry keys but no file. */
  privateFiles?: Pick<FileStore, "putPrivate"> | null;
};

export type SeedSummary = {
  /** Rows inserted per table. */
  counts: SeedCounts;
  /** Files written into (or already present in) the uploads folder; null when `uploadsDir` was null. */
  files: { written: number; skipped: number } | null;
  /** Receipts written to the private store; 0 when no store was given. */
  receipts: number;
};

/** Serialises concurrent seeders (two instances starting against one PostgreSQL). */
const SEED_LOCK_SQL = sql.raw("select pg_advisory_xact_lock(726112101)");

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The shared implementation of `seedDemoData` and `seedIfEmpty`: with `onlyIfEmpty`, it returns null without
 * writing anything when the users table already has rows (checked again under the lock).
 */
export async function runDemoSeed(
  db: Database,
  options: SeedOptions,
  mode: { onlyIfEmpty: boolean },
): Promise<SeedSummary | null> {
  if (mode.onlyIfEmpty && (await hasUsers(db))) return null;
  const plan = generateDemoPlan({ now: options.now });
  let files: SeedSummary["files"] = null;
  if (options.uploadsDir) {
    const images = await writeImagePool(options.uploadsDir, plan.icons);
    const documents = writeDocumentPool(options.uploadsDir);
    files = { written: images.written + documents.written, skipped: images.skipped + documents.skipped };
  }
  const payments = planDemoPayments(planUserPackages(plan.users, options.now), options.now);
  const receipts = options.privateFiles ? await writeDemoReceipts(options.privateFiles, payments) : 0;
  const packagesService = createPackagesService(db);
  const counts = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK_SQL);
    if (mode.onlyIfEmpty && (await hasUsers(tx))) return null;
    return insertPlan(tx, plan, options.now, { payments, packagesService });
  });
  return counts ? { counts, files, receipts } : null;
}

async function hasUsers(db: Database | Transaction): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length > 0;
}

/** Inserts in batches and returns the new ids in the order of `rows`, matched by a unique key. */
async function insertWithIds<T>(
  rows: readonly T[],
  size: number,
  keyOf: (row: T) => string,
  insert: (batch: T[]) => Promise<{ id: number; key: string }[]>,
): Promise<number[]> {
  const ids = new Map<string, number>();
  for (const batch of chunks(rows, size)) for (const { id, key } of await insert(batch)) ids.set(key, id);
  return rows.map((row) => {
    const id = ids.get(keyOf(row));
    if (id === undefined) throw new Error(`seed: no id returned for ${keyOf(row)}`);
    return id;
  });
}

async function insertAll<T>(
  rows: readonly T[],
  size: number,
  insert: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (const batch of chunks(rows, size)) await insert(batch);
}

const at = (ids: number[], index: number): number => {
  const id = ids[index];
  if (id === undefined) throw new Error(`seed: dangling reference ${index}`);
  return id;
};

async function insertPlan(
  tx: Transaction,
  plan: DemoPlan,
  now: Date,
  extra: { payments: PaymentSeed[]; packagesService: ReturnType<typeof createPackagesService> },
): Promise<SeedCounts> {
  await insertAll(plan.settings, 200, (batch) => tx.insert(settings).values(batch));
  await insertAll(plan.languages, 10, (batch) => tx.insert(languages).values(batch));

  const categoryIds = await insertWithIds(
    plan.categories,
    100,
    (row) => row.slug,
    (batch) => tx.insert(categories).values(batch).returning({ id: categories.id, key: categories.slug }),
  );
  const parameterIds = await insertWithIds(
    plan.parameters.map((p) => p.row),
    100,
    (row) => row.name,
    (batch) => tx.insert(parameters).values(batch).returning({ id: parameters.id, key: parameters.name }),
  );
  const parameterIdByKey = new Map(plan.parameters.map((p, i) => [p.key, at(parameterIds, i)]));
  const parameterId = (key: string): number => {
    const id = parameterIdByKey.get(key as never);
    if (id === undefined) throw new Error(`seed: unknown parameter ${key}`);
    return id;
  };
  await insertAll(
    plan.categoryParameters.map((cp) => ({
      categoryId: at(categoryIds, cp.category),
      parameterId: parameterId(cp.parameter),
      position: cp.position,
    })),
    500,
    (batch) => tx.insert(categoryParameters).values(batch),
  );
  const facilityIds = await insertWithIds(
    plan.facilities,
    100,
    (row) => row.name,
    (batch) => tx.insert(facilities).values(batch).returning({ id: facilities.id, key: facilities.name }),
  );
  const cityIds = await insertWithIds(
    plan.cities,
    100,
    (row) => `${row.countryCode}:${row.name}`,
    async (batch) =>
      (
        await tx
          .insert(cities)
          .values(batch)
          .returning({ id: cities.id, code: cities.countryCode, name: cities.name })
      ).map((r) => ({ id: r.id, key: `${r.code}:${r.name}` })),
  );
  const userIds = await insertWithIds(
    plan.users,
    100,
    (row) => row.slug,
    (batch) => tx.insert(users).values(batch).returning({ id: users.id, key: users.slug }),
  );

  const projectIds = await insertWithIds(
    plan.projects,
    100,
    (p) => p.row.slug,
    (batch) =>
      tx
        .insert(projects)
        .values(
          batch.map((p) => ({
            ...p.row,
            ownerId: at(userIds, p.owner),
            categoryId: at(categoryIds, p.category),
            cityId: at(cityIds, p.city),
          })),
        )
        .returning({ id: projects.id, key: projects.slug }),
  );
  const projectMediaRows = plan.projects.flatMap((p, i) =>
    p.media.map((m) => ({ ...m, projectId: at(projectIds, i) })),
  );
  await insertAll(projectMediaRows, 500, (batch) => tx.insert(projectMedia).values(batch));
  const projectPlanRows = plan.projects.flatMap((p, i) =>
    p.plans.map((plan) => ({ ...plan, projectId: at(projectIds, i) })),
  );
  await insertAll(projectPlanRows, 500, (batch) => tx.insert(projectPlans).values(batch));

  const propertyIds = await insertWithIds(
    plan.properties,
    100,
    (p) => p.row.slug,
    (batch) =>
      tx
        .insert(properties)
        .values(
          batch.map((p) => ({
            ...p.row,
            ownerId: at(userIds, p.owner),
            categoryId: at(categoryIds, p.category),
            cityId: at(cityIds, p.city),
          })),
        )
        .returning({ id: properties.id, key: properties.slug }),
  );
  const mediaRows = plan.properties.flatMap((p, i) =>
    p.media.map((m) => ({ ...m, propertyId: at(propertyIds, i) })),
  );
  await insertAll(mediaRows, 500, (batch) => tx.insert(propertyMedia).values(batch));
  const parameterRows = plan.properties.flatMap((p, i) =>
    p.parameters.map((v) => ({
      propertyId: at(propertyIds, i),
      parameterId: parameterId(v.parameter),
      value: v.value,
      valueAr: v.valueAr ?? null,
    })),
  );
  await insertAll(parameterRows, 1000, (batch) => tx.insert(propertyParameters).values(batch));
  const facilityRows = plan.properties.flatMap((p, i) =>
    p.facilities.map((f) => ({
      propertyId: at(propertyIds, i),
      facilityId: at(facilityIds, f.facility),
      distance: f.distance,
    })),
  );
  await insertAll(facilityRows, 1000, (batch) => tx.insert(propertyFacilities).values(batch));

  await insertAll(
    plan.advertisements.map((a) => ({
      ...a.row,
      userId: at(userIds, a.user),
      propertyId: a.property === null ? null : at(propertyIds, a.property),
      projectId: a.project === null ? null : at(projectIds, a.project),
    })),
    200,
    (batch) => tx.insert(advertisements).values(batch),
  );
  await insertAll(
    plan.favourites.map((f) => ({
      userId: at(userIds, f.user),
      propertyId: at(propertyIds, f.property),
      createdAt: f.createdAt,
    })),
    1000,
    (batch) => tx.insert(favourites).values(batch),
  );
  await insertAll(
    plan.reviews.map((r) => ({
      userId: at(userIds, r.user),
      propertyId: at(propertyIds, r.property),
      rating: r.rating,
      createdAt: r.createdAt,
    })),
    1000,
    (batch) => tx.insert(propertyReviews).values(batch),
  );

  await insertAll(
    plan.articles.map((a) => ({
      ...a.row,
      categoryId: a.category === null ? null : at(categoryIds, a.category),
    })),
    50,
    (batch) => tx.insert(articles).values(batch),
  );
  await insertAll(plan.faqs, 50, (batch) => tx.insert(faqs).values(batch));
  const reasonIds = (
    await tx.insert(reportReasons).values(reportReasonSeeds).returning({ id: reportReasons.id })
  ).map((r) => r.id);
  await insertAll(
    plan.reports.map((r) => ({
      userId: at(userIds, r.user),
      propertyId: at(propertyIds, r.property),
      reasonId: r.reason === null ? null : at(reasonIds, r.reason),
      otherMessage: r.otherMessage,
      createdAt: r.createdAt,
    })),
    100,
    (batch) => tx.insert(userReports).values(batch),
  );
  await tx.insert(verificationFormFields).values(verificationFormSeeds);
  const currency = String(plan.settings.find((s) => s.key === "currency_code")?.value ?? "EGP");
  const staysCatalogue = await insertStaysCatalogue(tx, currency);
  const stayListings = plan.properties.flatMap((p, i) =>
    p.row.classification >= 4
      ? [
          {
            id: at(propertyIds, i),
            slug: p.row.slug,
            classification: p.row.classification,
            priceMinor: p.row.priceMinor ?? 0,
            weekendCommission: p.row.weekendCommission ?? 0,
          },
        ]
      : [],
  );
  const timeZone = String(plan.settings.find((s) => s.key === "timezone")?.value || "UTC");
  const staysInventory = await insertDemoStays(tx, stayListings, planDemoStays(stayListings, now, timeZone));
  await insertAll(plan.homepageSections, 50, (batch) => tx.insert(homepageSections).values(batch));
  await insertAll(
    plan.sliders.map((s) => ({
      ...s.row,
      categoryId: s.category === null ? null : at(categoryIds, s.category),
      propertyId: s.property === null ? null : at(propertyIds, s.property),
    })),
    50,
    (batch) => tx.insert(sliders).values(batch),
  );
  await insertAll(plan.seoSettings, 50, (batch) => tx.insert(seoSettings).values(batch));

  const featureIds = await insertWithIds(
    plan.features,
    50,
    (row) => row.type,
    (batch) => tx.insert(features).values(batch).returning({ id: features.id, key: features.type }),
  );
  const featureIdByType = new Map(plan.features.map((f, i) => [f.type, at(featureIds, i)]));
  const packageIds = await insertWithIds(
    plan.packages.map((p) => p.row),
    50,
    (row) => row.name,
    (batch) => tx.insert(packages).values(batch).returning({ id: packages.id, key: packages.name }),
  );
  const packageFeatureRows = plan.packages.flatMap((p, i) =>
    p.features.map((f) => {
      const featureId = featureIdByType.get(f.type);
      if (featureId === undefined) throw new Error(`seed: unknown feature ${f.type}`);
      return {
        packageId: at(packageIds, i),
        featureId,
        limitType: f.limit === null ? ("unlimited" as const) : ("limited" as const),
        limit: f.limit,
      };
    }),
  );
  await insertAll(packageFeatureRows, 100, (batch) => tx.insert(packageFeatures).values(batch));
  const held = await insertUserPackages(tx, {
    plan,
    now,
    userIds,
    packageIds,
    packageFeatureRows,
    featureIdByType,
  });
  const paid = await insertDemoPayments(tx, {
    seeds: extra.payments,
    userId: (index) => at(userIds, index),
    adminId: at(
      userIds,
      plan.users.findIndex((u) => u.role === "admin"),
    ),
    packageOf: (name) => {
      const index = plan.packages.findIndex((p) => p.row.name === name);
      const row = plan.packages[index]?.row;
      if (!row) throw new Error(`seed: unknown package ${name}`);
      return { id: at(packageIds, index), priceMinor: row.priceMinor ?? 0, currency: row.currency ?? "EGP" };
    },
    currency,
    packages: extra.packagesService,
  });
  const booked = await insertDemoReservations(tx, {
    seeds: demoBookings(plan),
    stayId: (index) => {
      const stay = stayListings[index];
      if (!stay) throw new Error(`seed: no stay at ${index}`);
      return stay.id;
    },
    userId: (index) => at(userIds, index),
    now,
  });
  const { paid: paidPackages, ...paymentCounts } = paid;
  const { paid: paidStays, ...reservationCounts } = booked;
  const invoices = await issueDemoInvoices(tx, [...paidPackages, ...paidStays]);
  const talked = await insertDemoConversations(tx, now);

  return {
    settings: plan.settings.length,
    languages: plan.languages.length,
    categories: plan.categories.length,
    parameters: plan.parameters.length,
    categoryParameters: plan.categoryParameters.length,
    facilities: plan.facilities.length,
    cities: plan.cities.length,
    users: plan.users.length,
    projects: plan.projects.length,
    projectMedia: projectMediaRows.length,
    projectPlans: projectPlanRows.length,
    properties: plan.properties.length,
    propertyMedia: mediaRows.length,
    propertyParameters: parameterRows.length,
    propertyFacilities: facilityRows.length,
    advertisements: plan.advertisements.length,
    favourites: plan.favourites.length,
    reviews: plan.reviews.length,
    articles: plan.articles.length,
    faqs: plan.faqs.length,
    reportReasons: reportReasonSeeds.length,
    homepageSections: plan.homepageSections.length,
    sliders: plan.sliders.length,
    seoSettings: plan.seoSettings.length,
    features: plan.features.length,
    packages: plan.packages.length,
    packageFeatures: packageFeatureRows.length,
    userPackages: held.userPackages,
    userPackageLimits: held.limits,
    ...paymentCounts,
    invoices,
    staysCatalogue,
    staysInventory,
    ...reservationCounts,
    ...talked,
  };
}

/**
 * Who books which stay: the stays in the order `insertDemoStays` got them, the last active customers as guests,
 * and one of them without stays of their own as the loyal guest (the first loyalty tier reached).
 */
/** How many demo customers book stays (see demoBookings). */
const DEMO_TRAVELLERS = 14;

function demoBookings(plan: DemoPlan) {
  const stays = plan.properties.flatMap((p) =>
    p.row.classification >= 4
      ? [
          {
            classification: p.row.classification,
            owner: p.owner,
            live: p.row.moderationStatus === "approved" && p.row.isActive === true,
          },
        ]
      : [],
  );
  // The guests are the last DEMO_TRAVELLERS customers: the first ones stay strangers to everything paid, as the
  // payment tests (and a visitor signing in as the first customer) expect of members without a package.
  const travellers = plan.users
    .flatMap((u, i) => (u.role === "customer" && u.isActive !== false ? [i] : []))
    .slice(-DEMO_TRAVELLERS);
  const stayOwners = new Set(stays.map((s) => s.owner));
  const loyal =
    travellers.find((i) => !stayOwners.has(i) && plan.users[i]?.customerType === "property_owner") ??
    travellers.find((i) => !stayOwners.has(i));
  if (loyal === undefined) throw new Error("seed: no customer for the loyal guest");
  return planDemoReservations(stays, travellers, loyal);
}

/** Demo members' packages (see user-packages.ts) and one credit row per limited feature, as `assign_package` does. */
async function insertUserPackages(
  tx: Transaction,
  input: {
    plan: DemoPlan;
    now: Date;
    userIds: number[];
    packageIds: number[];
    packageFeatureRows: { packageId: number; featureId: number; limit: number | null }[];
    featureIdByType: Map<string, number>;
  },
): Promise<{ userPackages: number; limits: number }> {
  const seeds = planUserPackages(input.plan.users, input.now);
  let limits = 0;
  for (const seed of seeds) {
    const index = input.plan.packages.findIndex((p) => p.row.name === seed.packageName);
    const packageId = at(input.packageIds, index);
    const hours = input.plan.packages[index]?.row.durationHours ?? 0;
    const [row] = await tx
      .insert(userPackages)
      .values({
        userId: at(input.userIds, seed.user),
        packageId,
        startsAt: seed.startsAt,
        endsAt: new Date(seed.startsAt.getTime() + hours * 60 * 60 * 1000),
        createdAt: seed.startsAt,
      })
      .returning({ id: userPackages.id });
    if (!row) throw new Error("seed: user package not inserted");
    const usedByFeature = new Map(
      Object.entries(seed.used).map(([type, used]) => [input.featureIdByType.get(type), used]),
    );
    const limitRows = input.packageFeatureRows
      .filter((f) => f.packageId === packageId && f.limit !== null)
      .map((f) => ({
        userPackageId: row.id,
        featureId: f.featureId,
        totalLimit: f.limit ?? 0,
        usedLimit: usedByFeature.get(f.featureId) ?? 0,
      }));
    if (limitRows.length > 0) await tx.insert(userPackageLimits).values(limitRows);
    limits += limitRows.length;
  }
  return { userPackages: seeds.length, limits };
}
