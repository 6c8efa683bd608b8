import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteExtensions, schema, type Database, type DatabaseHandle } from "../client.js";
import { homepageSectionTypes, packageFeatureTypes } from "../schema/content.js";
import { runMigrations } from "../migrate.js";
import { seedDemoData } from "./demo-data.js";
import { generateDemoPlan } from "./generate.js";
import { imagePool } from "./images.js";
import { truncateApplicationTables } from "./reset.js";
import { seedIfEmpty } from "./seed-on-start.js";
import { createLocalFileStore } from "../../storage/local-file-store.js";
import { createPrivateLinkSigner } from "../../storage/private-link-signature.js";

const NOW = new Date("2026-11-21T09:30:00Z");

type Memory = { handle: DatabaseHandle; client: PGlite; rows: <T>(text: string) => Promise<T[]> };

/**
 * An in-memory PGlite. Not through openDatabase({ dataDir: "memory://" }): its ensureDir() would create a stray
 * "memory:" folder in the working directory (mkdirSync on the URL).
 */
async function memoryDatabase(): Promise<Memory> {
  const client = await PGlite.create({ dataDir: "memory://", extensions: pgliteExtensions });
  const db = drizzle({ client, schema }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: "pglite",
    close: () => client.close(),
    driver: { kind: "pglite", client },
  };
  await runMigrations(handle);
  return { handle, client, rows: async <T>(text: string) => (await client.query<T>(text)).rows };
}

// One seeded database (files written) serves every test but the determinism one, which seeds a second: each seed
// takes seconds on PGlite, and the file ran five of them before.
const uploadsDir = mkdtempSync(join(tmpdir(), "manzil-seed-uploads-"));
const privateDir = mkdtempSync(join(tmpdir(), "manzil-seed-private-"));
const privateFiles = createLocalFileStore({
  publicDir: uploadsDir,
  privateDir,
  siteUrl: "http://localhost",
  signer: createPrivateLinkSigner(new Uint8Array(32)),
  now: () => NOW,
});
let first: Memory;
let firstSummary: Awaited<ReturnType<typeof seedDemoData>>;

beforeAll(async () => {
  first = await memoryDatabase();
  firstSummary = await seedDemoData(first.handle.db, { uploadsDir, privateFiles, now: NOW });
}, 120_000);

afterAll(async () => {
  await first?.handle.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  rmSync(privateDir, { recursive: true, force: true });
});

describe("demo data seed", () => {
  it("lists at least 300 properties, with approved and active ones in all five classifications", async () => {
    const [total] = await first.rows<{ n: number }>("select count(*)::int as n from properties");
    expect(total?.n).toBeGreaterThanOrEqual(300);
    const live = await first.rows<{ classification: number; n: number }>(
      `select classification, count(*)::int as n from properties
       where moderation_status = 'approved' and is_active group by classification order by classification`,
    );
    expect(live.map((r) => r.classification)).toEqual([1, 2, 3, 4, 5]);
    // What public lists show (approved, active, for sale or rent) is at least 300 on its own.
    const [listed] = await first.rows<{ n: number }>(
      `select count(*)::int as n from properties
       where moderation_status = 'approved' and is_active and listing_type in ('sell', 'rent')`,
    );
    expect(listed?.n).toBeGreaterThanOrEqual(300);
    for (const row of live) expect(row.n).toBeGreaterThanOrEqual(20);
    // Filters have something to exclude.
    const [hidden] = await first.rows<{ pending: number; rejected: number; inactive: number; sold: number }>(
      `select count(*) filter (where moderation_status = 'pending')::int as pending,
              count(*) filter (where moderation_status = 'rejected' and rejection_reason is not null)::int as rejected,
              count(*) filter (where moderation_status = 'approved' and not is_active)::int as inactive,
              count(*) filter (where listing_type in ('sold', 'rented'))::int as sold
       from properties`,
    );
    expect(hidden?.pending).toBeGreaterThan(0);
    expect(hidden?.rejected).toBeGreaterThan(0);
    expect(hidden?.inactive).toBeGreaterThan(0);
    expect(hidden?.sold).toBeGreaterThan(0);
  });

  it("gives every approved property an English and an Arabic title, description and address", async () => {
    const rows = await first.rows<Record<string, string | null>>(
      `select title, title_ar, description, description_ar, address, address_ar, area_description_ar
       from properties where moderation_status = 'approved'`,
    );
    const arabic = /[\u0600-\u06FF]/;
    for (const row of rows) {
      expect(row.title?.trim()).toBeTruthy();
      expect(row.description?.trim()).toBeTruthy();
      expect(row.title_ar).toMatch(arabic);
      expect(row.description_ar).toMatch(arabic);
      expect(row.address_ar).toMatch(arabic);
      expect(row.area_description_ar).toMatch(arabic);
      expect(row.title).not.toMatch(arabic);
    }
  });

  it("prices everything as positive integer minor units, with nightly stays within the 10,000 EGP limit", async () => {
    const rows = await first.rows<{
      classification: number;
      price_minor: number;
      currency: string;
      rent_duration: string | null;
      listing_type: string;
    }>("select classification, price_minor, currency, rent_duration, listing_type from properties");
    for (const row of rows) {
      const price = Number(row.price_minor);
      expect(Number.isSafeInteger(price)).toBe(true);
      expect(price).toBeGreaterThan(0);
      expect(row.currency).toBe("EGP");
      if (row.classification >= 4) {
        expect(price).toBeLessThanOrEqual(1_000_000);
        expect(row.rent_duration).toBe("daily");
        expect(row.listing_type).toBe("rent");
      }
      if (row.listing_type === "sell" || row.listing_type === "sold") expect(row.rent_duration).toBeNull();
    }
  });

  it("has unique, readable ASCII slugs", async () => {
    for (const table of ["properties", "projects", "users", "categories", "articles"]) {
      const slugs = (await first.rows<{ slug: string }>(`select slug from ${table}`)).map((r) => r.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("keeps SEO fields within spec §5 (title ≤ 60, description 50–160, ≤ 10 keywords)", async () => {
    const rows = await first.rows<{ meta_title: string; meta_description: string; meta_keywords: string }>(
      `select meta_title, meta_description, meta_keywords from properties
       union all select meta_title, meta_description, meta_keywords from projects
       union all select meta_title, meta_description, meta_keywords from articles`,
    );
    for (const row of rows) {
      expect(row.meta_title.length).toBeLessThanOrEqual(60);
      expect(row.meta_description.length).toBeGreaterThanOrEqual(50);
      expect(row.meta_description.length).toBeLessThanOrEqual(160);
      expect(row.meta_keywords.split(",").length).toBeLessThanOrEqual(10);
    }
    const seo = await first.rows<{ description: string; description_ar: string }>(
      "select * from seo_settings",
    );
    for (const row of seo) {
      expect(row.description.length).toBeLessThanOrEqual(160);
      expect(row.description_ar.length).toBeLessThanOrEqual(160);
    }
  });

  it("gives every category an ordered parameter list, and listings only their category's parameters", async () => {
    const rows = await first.rows<{ slug: string; positions: number[] }>(
      `select c.slug, array_agg(cp.position order by cp.position) as positions
       from categories c left join category_parameters cp on cp.category_id = c.id group by c.slug`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(19);
    for (const row of rows) {
      expect(row.positions.length).toBeGreaterThanOrEqual(1);
      expect(row.positions).toEqual(row.positions.map((_, i) => i + 1));
    }
    const [stray] = await first.rows<{ n: number }>(
      `select count(*)::int as n from property_parameters pp join properties p on p.id = pp.property_id
       where not exists (select 1 from category_parameters cp where cp.category_id = p.category_id and cp.parameter_id = pp.parameter_id)`,
    );
    expect(stray?.n).toBe(0);
    const [missingRequired] = await first.rows<{ n: number }>(
      `select count(*)::int as n from properties p
       join category_parameters cp on cp.category_id = p.category_id
       join parameters pa on pa.id = cp.parameter_id and pa.is_required
       where not exists (select 1 from property_parameters pp where pp.property_id = p.id and pp.parameter_id = pa.id)`,
    );
    expect(missingRequired?.n).toBe(0);
    const hotels = await first.rows<{ name: string; name_ar: string }>(
      "select name, name_ar from categories where classification = 5 order by name",
    );
    expect(hotels.map((h) => h.name)).toEqual(["3 Star", "4 Star", "5 Star"]);
  });

  it("records near-by places at 0.2–15 km with one decimal", async () => {
    const rows = await first.rows<{ property_id: number; distance: number }>(
      "select property_id, distance from property_facilities",
    );
    const perProperty = new Map<number, number>();
    for (const row of rows) {
      expect(row.distance).toBeGreaterThanOrEqual(0.2);
      expect(row.distance).toBeLessThanOrEqual(15);
      expect(Math.round(row.distance * 10) / 10).toBe(row.distance);
      perProperty.set(row.property_id, (perProperty.get(row.property_id) ?? 0) + 1);
    }
    for (const count of perProperty.values()) expect(count).toBeGreaterThanOrEqual(2);
  });

  it("sets up packages, features, homepage sections and settings", async () => {
    const free = await first.rows<{ name: string; price_minor: number }>(
      "select name, price_minor from packages where package_type = 'free'",
    );
    expect(free).toHaveLength(1);
    expect(Number(free[0]?.price_minor)).toBe(0);
    const featureTypes = (await first.rows<{ type: string }>("select type from features order by id")).map(
      (r) => r.type,
    );
    expect(featureTypes).toEqual([...packageFeatureTypes]);
    const sections = await first.rows<{ section_type: string; is_active: boolean }>(
      "select section_type, is_active from homepage_sections order by sort_order",
    );
    expect(sections.map((s) => s.section_type).sort()).toEqual([...homepageSectionTypes].sort());
    expect(sections.every((s) => s.is_active)).toBe(true);

    const settings = new Map(
      (await first.rows<{ key: string; value: string }>("select key, value from settings")).map((r) => [
        r.key,
        r.value,
      ]),
    );
    expect(settings.get("currency_code")).toBe("EGP");
    expect(settings.get("default_language")).toBe("en");
    expect(JSON.parse(settings.get("currency_rates") ?? "{}")).toMatchObject({ USD: 47.6 });
    expect(
      [...settings.keys()].filter((key) => /secret|api_key|password(?!_login)|token/i.test(key)),
    ).toEqual([]);
    const languages = await first.rows<{ code: string; rtl: boolean }>(
      "select code, rtl from languages order by code",
    );
    expect(languages).toEqual([
      { code: "ar", rtl: true },
      { code: "en", rtl: false },
    ]);
  });

  it("sets up the stays catalogue: apartment type 6 for hotels, taxes of 4 and 5, questions of both", async () => {
    const six = await first.rows<{ name: string }>("select name from hotel_apartment_types where id = 6");
    expect(six).toEqual([{ name: "Hotel apartment" }]);
    // The explicit ids moved the sequence, so the admin's next apartment type does not collide with them.
    const [next] = await first.rows<{ id: number }>(
      "insert into hotel_apartment_types (name, name_ar) values ('Loft', 'لوفت') returning id",
    );
    expect(next?.id).toBeGreaterThan(6);
    await first.rows("delete from hotel_apartment_types where name = 'Loft'");
    const taxes = await first.rows<{ classification: number; service_charge_bp: number }>(
      "select classification, service_charge_bp from property_taxes order by classification",
    );
    expect(taxes).toEqual([
      { classification: 4, service_charge_bp: 0 },
      { classification: 5, service_charge_bp: 1000 },
    ]);
    const questions = await first.rows<{ classification: number }>(
      "select distinct classification from property_question_fields order by classification",
    );
    expect(questions).toEqual([{ classification: 4 }, { classification: 5 }]);
    const unpriced = await first.rows(
      "select id from hotel_addon_field_values where static_price_minor <= 0",
    );
    expect(unpriced).toEqual([]);
  });

  it("gives every stay a year of nights: hotels two to four room offers with packages, homes one or more units", async () => {
    const offers = await first.rows<{
      classification: number;
      offers: number;
      nights: number;
      first: string;
      last: string;
    }>(
      `select p.classification, count(distinct coalesce(n.hotel_room_id, 0))::int as offers,
              count(*)::int as nights, min(n.date)::text as first, max(n.date)::text as last
       from properties p join stay_nights n on n.property_id = p.id
       group by p.id, p.classification`,
    );
    const stays = await first.rows<{ n: number }>(
      "select count(*)::int as n from properties where classification >= 4",
    );
    expect(offers).toHaveLength(stays[0]!.n);
    for (const stay of offers) {
      expect(stay.first).toBe("2026-11-21");
      expect(stay.last).toBe("2027-11-20");
      expect(stay.nights).toBe(365 * stay.offers);
      if (stay.classification === 5) expect(stay.offers).toBeGreaterThanOrEqual(2);
      else expect(stay.offers).toBe(1);
    }
    const [variety] = await first.rows<{
      closed: number;
      overrides: number;
      prices: number;
      multi: number;
      packages: number;
      certificates: number;
    }>(
      `select (select count(*)::int from stay_nights where closed) as closed,
              (select count(*)::int from stay_nights where price_override_minor is not null) as overrides,
              (select count(distinct price_override_minor)::int from stay_nights) as prices,
              (select count(*)::int from properties where classification = 4 and available_rooms > 1) as multi,
              (select count(distinct property_id)::int from hotel_addon_packages) as packages,
              (select count(distinct property_id)::int from property_certificates) as certificates`,
    );
    expect(variety!.closed).toBeGreaterThan(100);
    expect(variety!.overrides).toBeGreaterThan(1_000);
    expect(variety!.prices).toBeGreaterThan(20);
    expect(variety!.multi).toBeGreaterThan(5);
    const [hotels] = await first.rows<{ n: number }>(
      "select count(*)::int as n from properties where classification = 5",
    );
    expect(variety!.packages).toBe(hotels!.n);
    // Every stay answered its classification's four questions (one per question).
    const [answers] = await first.rows<{ n: number; stays: number }>(
      `select count(*)::int as n, count(distinct a.property_id)::int as stays
       from property_question_answers a join property_question_fields f on f.id = a.field_id
       join properties p on p.id = a.property_id and p.classification = f.classification`,
    );
    expect(answers).toEqual({ n: 4 * stays[0]!.n, stays: stays[0]!.n });
    expect(variety!.certificates).toBe(hotels!.n);
    // §5: no seeded night price passes 10,000 EGP.
    const [ceiling] = await first.rows<{ max: number }>(
      "select greatest((select max(price_override_minor) from stay_nights), (select max(price_per_night_minor) from hotel_rooms))::int as max",
    );
    expect(ceiling!.max).toBeLessThanOrEqual(1_000_000);
  });

  it("seeds accounts without passwords, on reserved example.com addresses", async () => {
    const users = await first.rows<{
      role: string;
      email: string | null;
      password_hash: string | null;
      customer_type: string | null;
      verification_status: string;
    }>("select role, email, password_hash, customer_type, verification_status from users");
    expect(users.filter((u) => u.role === "admin")).toHaveLength(1);
    expect(users.filter((u) => u.password_hash !== null)).toEqual([]);
    for (const user of users) expect(user.email).toMatch(/@example\.com$/);
    const agents = users.filter((u) => u.customer_type === "agent");
    expect(agents.length).toBeGreaterThanOrEqual(10);
    expect(agents.filter((a) => a.verification_status === "success").length).toBeGreaterThan(
      agents.length / 2,
    );
  });

  it("gives 'most liked' a clear order and features live advertisements", async () => {
    const likes = await first.rows<{ n: number }>(
      "select count(*)::int as n from favourites group by property_id order by n desc limit 16",
    );
    const top = likes.map((r) => r.n);
    for (let i = 1; i < 15; i++) expect(top[i]).toBeLessThan(top[i - 1] as number);
    const [ads] = await first.rows<{ properties: number; projects: number }>(
      `select count(*) filter (where target = 'property')::int as properties, count(*) filter (where target = 'project')::int as projects
       from advertisements where status = 'approved' and ends_at > '${NOW.toISOString()}' and starts_at <= '${NOW.toISOString()}'`,
    );
    expect(ads?.properties).toBeGreaterThanOrEqual(20);
    expect(ads?.projects).toBeGreaterThanOrEqual(6);
  });

  it("dates advertisements sensibly: running ones around now, ended ones expired, one live per listing", async () => {
    const at = `'${NOW.toISOString()}'::timestamptz`;
    const [ads] = await first.rows<{ running: number; expired: number; ended_live: number; doubled: number }>(
      `select count(*) filter (where status = 'approved' and starts_at <= ${at} and ends_at > ${at})::int as running,
              count(*) filter (where status = 'expired' and ends_at <= ${at})::int as expired,
              count(*) filter (where status in ('pending', 'approved') and ends_at <= ${at})::int as ended_live,
              (select count(*)::int from (select 1 from advertisements where status in ('pending', 'approved')
                 group by target, property_id, project_id having count(*) > 1) d) as doubled
       from advertisements`,
    );
    expect(ads?.running).toBeGreaterThan(0);
    expect(ads?.expired).toBeGreaterThan(0);
    expect(ads?.ended_live).toBe(0);
    expect(ads?.doubled).toBe(0);
  });

  it("shows every payments feature: purchases by card, PayPal and Paymob, failures, a refund and a transfer", async () => {
    const rows = await first.rows<{
      id: number;
      user_id: number;
      purpose: string;
      purpose_id: number;
      method: string;
      state: string;
      provider_payment_id: string | null;
      amount_minor: number;
      currency: string;
      recipient_user_id: number | null;
      refund_provider_id: string | null;
      refunded_at: Date | null;
      failure_reason: string | null;
      package: string | null;
    }>(
      `select t.id, t.user_id, t.purpose, t.purpose_id, t.method, t.state, t.provider_payment_id,
              t.amount_minor::int as amount_minor, t.currency, t.recipient_user_id, t.refund_provider_id,
              t.refunded_at, t.failure_reason, p.name as package
       from payment_transactions t left join packages p on t.purpose = 'package' and p.id = t.purpose_id
       where t.purpose <> 'reservation'
       order by t.id`,
    );
    const succeeded = rows.filter((r) => r.state === "succeeded");
    expect(new Set(succeeded.map((r) => r.method))).toEqual(
      new Set(["stripe", "paypal", "paymob", "bank_transfer"]),
    );
    // Gateways' payments carry their provider id; every package costs what the package costs.
    for (const row of rows.filter((r) => r.method !== "bank_transfer"))
      expect(row.provider_payment_id).toBeTruthy();
    const prices = await first.rows<{ id: number; price_minor: number }>(
      "select id, price_minor::int as price_minor from packages",
    );
    for (const row of rows.filter((r) => r.purpose === "package")) {
      expect(row.amount_minor).toBe(prices.find((p) => p.id === row.purpose_id)?.price_minor);
    }
    expect(rows.filter((r) => r.state === "failed" && r.failure_reason)).toHaveLength(1);
    expect(rows.filter((r) => r.state === "cancelled")).toHaveLength(1);

    // Each package bought (and not refunded) is held from the payment on, with its credits.
    const held = await first.rows<{
      user_id: number;
      package_id: number;
      ends_at: Date;
      limits: number;
      limited: number;
    }>(
      `select up.user_id, up.package_id, up.ends_at,
              (select count(*)::int from user_package_limits l where l.user_package_id = up.id) as limits,
              (select count(*)::int from package_features f
               where f.package_id = up.package_id and f.limit_type = 'limited') as limited
       from user_packages up`,
    );
    for (const row of succeeded.filter((r) => r.purpose === "package")) {
      const holding = held.find((h) => h.user_id === row.user_id && h.package_id === row.purpose_id);
      expect(holding, `${row.package} of ${row.user_id}`).toBeDefined();
      expect(holding!.ends_at.getTime()).toBeGreaterThan(NOW.getTime());
      expect(holding!.limits).toBe(holding!.limited);
    }
    // The refund went through the gateway and ended the package at once.
    const [refunded, ...more] = rows.filter((r) => r.state === "refunded");
    expect(more).toEqual([]);
    expect(refunded?.refund_provider_id).toMatch(/^re_/);
    const ended = held.find((h) => h.user_id === refunded?.user_id && h.package_id === refunded?.purpose_id);
    expect(ended?.ends_at).toEqual(refunded?.refunded_at);

    // A send-money transfer between two members.
    const [transfer] = rows.filter((r) => r.purpose === "transfer");
    expect(transfer?.state).toBe("succeeded");
    expect(transfer?.recipient_user_id).toBe(transfer?.purpose_id);
    expect(transfer?.recipient_user_id).not.toBe(transfer?.user_id);

    // The first customer still holds nothing and has paid nothing, so signing in as them shows every gate.
    const [firstCustomer] = await first.rows<{ id: number }>(
      "select id from users where role = 'customer' order by id limit 1",
    );
    expect(rows.filter((r) => r.user_id === firstCustomer?.id)).toEqual([]);
  });

  it("books the demo stays: every status, calendars that count them, paid and refunded ones, a loyal guest", async () => {
    const bookings = await first.rows<{
      id: number;
      guest_id: number;
      status: string;
      classification: number;
      payment_status: string;
      payment_method: string;
      total_minor: number;
      refunded_minor: number;
      lines_sum: number;
      owner_id: number;
    }>(
      `select r.id, r.guest_id, r.status, p.classification, r.payment_status, r.payment_method,
              r.total_minor::int as total_minor, r.refunded_minor::int as refunded_minor, p.owner_id,
              (select sum((l->>'amount_minor')::bigint)::int from jsonb_array_elements(r.lines) l) as lines_sum
       from reservations r join properties p on p.id = r.property_id`,
    );
    expect(new Set(bookings.map((b) => b.status))).toEqual(
      new Set(["completed", "checkedOut", "checkedIn", "confirmed", "pending", "cancelled", "rejected"]),
    );
    for (const b of bookings) {
      expect(b.lines_sum).toBe(b.total_minor);
      expect(b.total_minor).toBeGreaterThan(0);
      expect(b.guest_id).not.toBe(b.owner_id);
    }
    // Refunded cancellations gave everything back through their payment.
    const refunded = bookings.filter((b) => b.payment_status === "refunded");
    expect(refunded.length).toBeGreaterThan(0);
    for (const b of refunded) expect(b.refunded_minor).toBe(b.total_minor);
    // Every night's sold units are exactly the rooms of the bookings that hold it.
    const mismatched = await first.rows(
      `select n.id, n.units_sold, coalesce(sum(r.rooms), 0) as booked
       from stay_nights n
       left join reservations r on r.property_id = n.property_id
         and r.hotel_room_id is not distinct from n.hotel_room_id
         and n.date >= r.check_in_date and n.date < r.check_out_date
         and r.status not in ('cancelled', 'rejected', 'expired')
       group by n.id, n.units_sold
       having n.units_sold <> coalesce(sum(r.rooms), 0)`,
    );
    expect(mismatched).toEqual([]);
    const [sold] = await first.rows<{ n: number }>(
      "select count(*)::int as n from stay_nights where units_sold > 0",
    );
    expect(sold!.n).toBeGreaterThan(50);
    // Online payments are ledger rows with invoices; refund requests wait for owners.
    const [payments] = await first.rows<{ n: number }>(
      "select count(*)::int as n from payment_transactions t join invoices i on i.transaction_id = t.id where t.purpose = 'reservation'",
    );
    expect(payments!.n).toBeGreaterThan(10);
    const [open] = await first.rows<{ n: number }>(
      "select count(*)::int as n from refund_requests where status = 'pending'",
    );
    expect(open!.n).toBeGreaterThan(0);
    // Nothing has happened yet that the seed's "now" has not reached.
    const [future] = await first.rows<{ n: number }>(
      `select count(*)::int as n from reservations r left join refund_requests q on q.reservation_id = r.id
       where greatest(r.created_at, r.cancelled_at, q.created_at, q.decided_at) > '${NOW.toISOString()}'`,
    );
    expect(future!.n).toBe(0);
    // One guest reached the first loyalty tier with hotels (5 stays) and is two stays short with homes (3).
    const loyal = await first.rows<{ guest_id: number; hotels: number; homes: number }>(
      `select r.guest_id,
              count(*) filter (where p.classification = 5)::int as hotels,
              count(*) filter (where p.classification = 4)::int as homes
       from reservations r join properties p on p.id = r.property_id
       where r.status = 'completed' group by r.guest_id having count(*) filter (where p.classification = 5) >= 5`,
    );
    expect(loyal.map((g) => [g.hotels, g.homes])).toContainEqual([5, 3]);
  });

  it("fills chats and inboxes: hosts talking with guests in both languages, unread messages announced", async () => {
    const chats = await first.rows<{
      id: number;
      messages: number;
      arabic: number;
      latin: number;
      unread: number;
    }>(
      `select c.id, count(m.id)::int as messages,
              count(*) filter (where m.body ~ '[\u0600-\u06FF]')::int as arabic,
              count(*) filter (where m.body ~ '[A-Za-z]')::int as latin,
              count(*) filter (where m.id > case when m.sender_id = c.low_user_id then c.high_read_up_to
                                                  else c.low_read_up_to end)::int as unread
       from conversations c join chat_messages m on m.conversation_id = c.id group by c.id`,
    );
    expect(chats.length).toBeGreaterThan(30);
    expect(chats.every((c) => c.messages >= 2)).toBe(true);
    // Arabic-only, English-only and mixed threads.
    expect(chats.some((c) => c.arabic === c.messages)).toBe(true);
    expect(chats.some((c) => c.latin === c.messages)).toBe(true);
    expect(chats.some((c) => c.arabic > 0 && c.latin > 0)).toBe(true);
    // Every conversation with unread messages has its receiver's "new message" notice, leading to the thread.
    const unread = chats.filter((c) => c.unread > 0).map((c) => `/user/chats?conversation_id=${c.id}`);
    expect(unread.length).toBeGreaterThan(0);
    const told = await first.rows<{ link: string }>(
      `select link from notifications where kind = 'message_received' and read_at is null`,
    );
    expect(told.map((n) => n.link).sort()).toEqual(unread.sort());
    // The last message of each conversation is the one the list shows.
    const stale = await first.rows<{ id: number }>(
      `select c.id from conversations c where c.last_message_id <> (select max(id) from chat_messages m
         where m.conversation_id = c.id)`,
    );
    expect(stale).toEqual([]);
    // Booking steps reach both sides; ids grow with time, as the inbox pages by id.
    const kinds = await first.rows<{ kind: string }>(`select distinct kind from notifications order by kind`);
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining([
        "booking_confirmed",
        "booking_requested",
        "message_received",
        "payment_succeeded",
      ]),
    );
    const disorder = await first.rows<{ n: number }>(
      `select count(*)::int as n from notifications a join notifications b on b.id = a.id + 1
       where b.created_at < a.created_at`,
    );
    expect(disorder[0]!.n).toBe(0);
  });

  it("issues an invoice for every payment that took money, numbered in order through invoice_counters", async () => {
    const invoices = await first.rows<{
      transaction_id: number;
      number: string;
      year: number;
      sequence: number;
      total_minor: number;
      amount_minor: number;
      snapshot: { buyer: { name: string }; lines: { description: { en: string; ar: string } }[] };
      succeeded_at: Date;
    }>(
      `select i.transaction_id, i.number, i.year, i.sequence, i.total_minor::int as total_minor,
              t.amount_minor::int as amount_minor, i.snapshot, t.succeeded_at
       from invoices i join payment_transactions t on t.id = i.transaction_id order by i.year, i.sequence`,
    );
    const paid = await first.rows<{ id: number }>(
      "select id from payment_transactions where state in ('succeeded', 'refunded') and amount_minor > 0",
    );
    expect(invoices.map((i) => i.transaction_id).sort((a, b) => a - b)).toEqual(
      paid.map((p) => p.id).sort((a, b) => a - b),
    );
    const counters = await first.rows<{ year: number; last_sequence: number }>(
      "select * from invoice_counters",
    );
    for (const counter of counters) {
      const ofYear = invoices.filter((i) => i.year === counter.year);
      expect(ofYear.map((i) => i.sequence)).toEqual(ofYear.map((_, n) => n + 1));
      expect(counter.last_sequence).toBe(ofYear.length);
    }
    for (const invoice of invoices) {
      expect(invoice.number).toBe(`MZ-${invoice.year}-${String(invoice.sequence).padStart(6, "0")}`);
      expect(invoice.total_minor).toBe(invoice.amount_minor);
      expect(invoice.snapshot.buyer.name).not.toBe("");
      expect(invoice.snapshot.lines[0]?.description.ar).toBeTruthy();
    }
    // Numbered in the order the money arrived.
    const times = invoices.map((i) => i.succeeded_at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("fills the admin's bank-transfer queue: one in review, one rejected with its reason, one approved", async () => {
    const transfers = await first.rows<{
      id: number;
      state: string;
      failure_reason: string | null;
      reviewed_by: number | null;
      receipts: number;
      rejected_receipts: number;
      invoice: string | null;
    }>(
      `select t.id, t.state, t.failure_reason, t.reviewed_by,
              (select count(*)::int from payment_receipts r where r.transaction_id = t.id) as receipts,
              (select count(*)::int from payment_receipts r
               where r.transaction_id = t.id and r.rejection_reason is not null) as rejected_receipts,
              (select number from invoices i where i.transaction_id = t.id) as invoice
       from payment_transactions t where t.method = 'bank_transfer' order by t.id`,
    );
    const inState = (state: string) => transfers.filter((t) => t.state === state);
    expect(inState("review")).toHaveLength(1);
    expect(inState("review")[0]).toMatchObject({ receipts: 1, reviewed_by: null, invoice: null });
    expect(inState("rejected")).toHaveLength(1);
    expect(inState("rejected")[0]?.failure_reason?.length).toBeGreaterThanOrEqual(3);
    expect(inState("rejected")[0]).toMatchObject({ receipts: 1, rejected_receipts: 1 });
    expect(inState("succeeded")).toHaveLength(1);
    expect(inState("succeeded")[0]?.invoice).toMatch(/^MZ-/);
    const [admin] = await first.rows<{ id: number }>("select id from users where role = 'admin'");
    for (const decided of [...inState("rejected"), ...inState("succeeded")]) {
      expect(decided.reviewed_by).toBe(admin?.id);
    }
  });

  it("keeps slugs and prices independent of the reference date (only timestamps move)", () => {
    const pick = (now: Date) =>
      generateDemoPlan({ now }).properties.map((p) => [
        p.row.slug,
        p.row.priceMinor,
        p.row.title,
        p.row.titleAr,
      ]);
    expect(pick(new Date("2031-03-05T12:00:00Z"))).toEqual(pick(NOW));
  });

  it("is deterministic: a second fresh database gets the same ids, slugs and prices", async () => {
    expect(generateDemoPlan({ now: NOW })).toEqual(generateDemoPlan({ now: NOW }));
    const second = await memoryDatabase();
    try {
      // A second run over the same folders keeps the files already there.
      const again = await seedDemoData(second.handle.db, { uploadsDir, privateFiles, now: NOW });
      expect(again.files?.written).toBe(0);
      const query =
        "select id, slug, price_minor, owner_id, category_id, created_at from properties order by id";
      expect(await second.rows(query)).toEqual(await first.rows(query));
      const users = "select id, slug, email, mobile from users order by id";
      expect(await second.rows(users)).toEqual(await first.rows(users));
      const payments = `select t.id, t.user_id, t.state, t.provider_payment_id, t.reference, t.created_at, i.number
        from payment_transactions t left join invoices i on i.transaction_id = t.id order by t.id`;
      expect(await second.rows(payments)).toEqual(await first.rows(payments));

      // seedIfEmpty leaves a seeded database alone.
      expect(await seedIfEmpty(second.handle.db, { uploadsDir: null, now: NOW })).toBeNull();
      const [count] = await second.rows<{ n: number }>("select count(*)::int as n from users");
      const [firstCount] = await first.rows<{ n: number }>("select count(*)::int as n from users");
      expect(count?.n).toBe(firstCount?.n);

      // --reset: truncating restarts the ids, so a reseed gives the same rows again.
      await truncateApplicationTables(second.handle.db);
      expect(await second.rows("select id from users")).toEqual([]);
      const summary = await seedIfEmpty(second.handle.db, { uploadsDir: null, now: NOW });
      expect(summary?.counts.properties).toBeGreaterThanOrEqual(300);
      expect(await second.rows(query)).toEqual(await first.rows(query));
    } finally {
      await second.handle.close();
    }
  }, 120_000);
});

describe("demo files", () => {
  it("writes every image and document the rows refer to, as valid files", async () => {
    const db = first;
    const summary = firstSummary;
    expect(summary.files?.written).toBeGreaterThan(0);
    const keys = await db.rows<{ key: string }>(
      `select title_image as key from properties union select file from property_media
         union select image from projects union select file from project_media union select document from project_plans
         union select profile_image from users union select image from categories union select image from facilities
         union select image from cities union select image from articles union select image from sliders
         union select web_image from sliders
         union select value from settings where key in ('web_logo', 'web_footer_logo', 'web_placeholder_logo', 'web_favicon', 'placeholder_logo')`,
    );
    const files = keys.map((k) => k.key).filter((key): key is string => !!key);
    expect(files.length).toBeGreaterThan(50);
    for (const key of files) {
      expect(key).not.toMatch(/^\/|\.\./);
      const path = join(uploadsDir, key);
      expect(existsSync(path), key).toBe(true);
      if (key.endsWith(".pdf")) {
        const bytes = readFileSync(path, "latin1");
        expect(bytes.startsWith("%PDF-1.4")).toBe(true);
        expect(bytes.trimEnd().endsWith("%%EOF")).toBe(true);
      } else {
        const meta = await sharp(path).metadata();
        expect(["webp", "png"]).toContain(meta.format);
        expect(meta.width).toBeGreaterThan(0);
      }
    }
    const listing = await sharp(join(uploadsDir, imagePool.listings[0] as string)).metadata();
    expect([listing.format, listing.width, listing.height]).toEqual(["webp", 800, 533]);
    const slider = await sharp(join(uploadsDir, imagePool.sliders[0] as string)).metadata();
    expect([slider.width, slider.height]).toEqual([1600, 500]);

    // Bank-transfer receipts are in the private store, readable as the PDF each row describes.
    const receipts = await db.rows<{ storage_key: string; size_bytes: number; content_type: string }>(
      "select storage_key, size_bytes, content_type from payment_receipts",
    );
    expect(receipts.length).toBeGreaterThanOrEqual(3);
    expect(summary.receipts).toBe(receipts.length);
    for (const receipt of receipts) {
      expect(existsSync(join(uploadsDir, receipt.storage_key)), "never public").toBe(false);
      const file = await privateFiles.readPrivate(receipt.storage_key);
      expect(file, receipt.storage_key).not.toBeNull();
      const bytes = Buffer.concat(await file!.body.toArray());
      expect([bytes.length, file!.contentType]).toEqual([receipt.size_bytes, receipt.content_type]);
      expect(bytes.toString("latin1").startsWith("%PDF-1.4")).toBe(true);
    }
  }, 120_000);
});
