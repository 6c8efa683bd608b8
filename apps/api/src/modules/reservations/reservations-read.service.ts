import { and, eq, gte, inArray, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type {
  TOwnerReservationsQuery,
  TReservation,
  TReservationsQuery,
} from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import {
  LOYALTY_TIER_STAYS,
  loyaltyDiscountFor,
  loyaltyProgress,
  type TReservationStatus,
} from "@manzil/domain/reservations";
import type { Database } from "../../db/client.js";
import { users } from "../../db/schema/accounts.js";
import { properties } from "../../db/schema/properties.js";
import { loyaltyTierUses, reservations } from "../../db/schema/reservations.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import { todayIn } from "../stays/stay-offers.js";
import { staySettings } from "../stays/stay-offers.js";
import { actorOf, type ReservationViewer } from "./reservation-booking.js";
import { loyaltyTierRates, type LoyaltyClassification } from "./loyalty-settings.js";
import { mapReservation } from "./reservations.mapper.js";
import {
  countReservations,
  reservationView,
  reservationViews,
  reservationWhere,
} from "./reservations.repository.js";

const ENDED: TReservationStatus[] = ["cancelled", "rejected", "expired"];
/** Statuses whose money the owner keeps (less what was refunded): the revenue of the owner's metrics. */
const EARNING: TReservationStatus[] = ["confirmed", "checkedIn", "checkedOut", "completed"];

const DEFAULT_GUEST_PER_PAGE = 20;
/** spec §9: the owner's reservations come 100 per page from page 1. */
const DEFAULT_OWNER_PER_PAGE = 100;

function pageOf(query: { page?: number | undefined; per_page?: number | undefined }, perPage: number) {
  const page = query.page ?? 1;
  const per = Math.min(query.per_page ?? perPage, 100);
  return { page, perPage: per, offset: (page - 1) * per };
}

function statusFilter(statuses: readonly TReservationStatus[] | undefined): SQL | undefined {
  return statuses && statuses.length > 0 ? inArray(reservations.status, [...statuses]) : undefined;
}

/** A guest's tabs: upcoming (not ended, check-out not passed), past (stayed), cancelled (ended without a stay). */
function whenFilter(when: TReservationsQuery["when"], today: string): SQL | undefined {
  switch (when) {
    case "upcoming":
      return and(notInArray(reservations.status, [...ENDED, "checkedOut", "completed"]), gte(reservations.checkOutDate, today));
    case "past":
      return or(
        inArray(reservations.status, ["checkedOut", "completed"]),
        and(notInArray(reservations.status, ENDED), lt(reservations.checkOutDate, today)),
      );
    case "cancelled":
      return inArray(reservations.status, ENDED);
    default:
      return undefined;
  }
}

/** Its guest as the owner's list shows them (eBroker's `customer`). */
type Customer = { id: number; name: string; email: string | null; mobile: string | null };

/**
 * Reading reservations (issue 15): the guest's own, one booking for whoever has a part in it, the owner's list with
 * its metrics (never another owner's: eBroker's customer_id hole), and the loyalty counts of the caller.
 */
export function createReservationsReadService(db: Database) {
  async function today(now: Date) {
    return todayIn(now, (await staySettings(db)).timeZone);
  }

  /** Completed stays per classification: bookings (references), not rows, so a three-room stay counts once. */
  async function countsByStatus(userId: number) {
    const rows = await db
      .select({
        classification: properties.classification,
        status: reservations.status,
        n: sql<number>`count(distinct ${reservations.reference})::int`,
      })
      .from(reservations)
      .innerJoin(properties, eq(properties.id, reservations.propertyId))
      .where(eq(reservations.guestId, userId))
      .groupBy(properties.classification, reservations.status);
    return rows;
  }

  async function resolveCustomer(viewer: ReservationViewer, idOrEmail: string): Promise<number> {
    const trimmed = idOrEmail.trim();
    let id: number | null = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
    // eBroker's clients may name the customer by e-mail.
    if (id === null && trimmed.includes("@")) {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${trimmed})`)
        .limit(1);
      id = user?.id ?? -1;
    }
    if (id === null || (id !== viewer.id && viewer.role !== "admin")) {
      throw new AppError("FORBIDDEN", { messageKey: "reservations.lifecycle.own_counts_only" });
    }
    return id;
  }

  return {
    /** `GET reservations`: the caller's own bookings as a guest, by status and tab, newest check-in first. */
    async mine(viewer: ReservationViewer, query: TReservationsQuery, ctx: { lang: Language; now: Date }) {
      const { page, perPage, offset } = pageOf(query, DEFAULT_GUEST_PER_PAGE);
      const where = reservationWhere.all(
        reservationWhere.guest(viewer.id),
        statusFilter(query.status),
        whenFilter(query.when, await today(ctx.now)),
      );
      const [views, total] = await Promise.all([
        reservationViews(db, {
          where,
          limit: perPage,
          offset,
          order: query.when === "upcoming" ? "check_in_asc" : "check_in_desc",
        }),
        countReservations(db, where),
      ]);
      return {
        reservations: views.map((view) =>
          mapReservation(view, { lang: ctx.lang, actor: actorOf(view, viewer) ?? "guest" }),
        ),
        total,
        page,
        per_page: perPage,
      };
    },

    /** `GET reservations/{id}`: the guest, the listing's owner or an admin; anyone else is told it does not exist. */
    async one(viewer: ReservationViewer, id: number, lang: Language): Promise<TReservation> {
      const view = await reservationView(db, id);
      const actor = view ? actorOf(view, viewer) : null;
      if (!view || !actor) throw new AppError("NOT_FOUND", { messageKey: "reservations.lifecycle.not_found" });
      return mapReservation(view, { lang, actor });
    },

    /**
     * `GET property-owner-reservations/{customer_id}`: the reservations on the caller's own listings (an admin may
     * name any owner), with eBroker's metrics over the same property and date filters.
     */
    async ofOwner(
      viewer: ReservationViewer,
      ownerId: number,
      query: TOwnerReservationsQuery,
      ctx: { lang: Language },
    ) {
      if (ownerId !== viewer.id && viewer.role !== "admin") {
        throw new AppError("FORBIDDEN", { messageKey: "reservations.lifecycle.own_list_only" });
      }
      const { page, perPage, offset } = pageOf(query, DEFAULT_OWNER_PER_PAGE);
      const scope = reservationWhere.all(
        reservationWhere.ownedBy(ownerId),
        query.property_id === undefined ? undefined : reservationWhere.property(query.property_id),
        query.from === undefined ? undefined : gte(reservations.checkInDate, query.from),
        query.to === undefined ? undefined : lte(reservations.checkInDate, query.to),
      );
      const where = reservationWhere.all(scope, statusFilter(query.status));
      const [views, total, metricRows] = await Promise.all([
        reservationViews(db, { where, limit: perPage, offset }),
        countReservations(db, where),
        db
          .select({
            status: reservations.status,
            currency: reservations.currency,
            n: sql<number>`count(*)::int`,
            earned: sql<number>`coalesce(sum(${reservations.totalMinor} - ${reservations.refundedMinor}), 0)::bigint`,
          })
          .from(reservations)
          .innerJoin(properties, eq(properties.id, reservations.propertyId))
          .where(scope)
          .groupBy(reservations.status, reservations.currency),
      ]);
      const guestIds = [...new Set(views.map((view) => view.guestId))];
      const customers = new Map<number, Customer>(
        guestIds.length === 0
          ? []
          : (
              await db
                .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
                .from(users)
                .where(inArray(users.id, guestIds))
            ).map((user) => [user.id, user]),
      );
      const count = (statuses: readonly TReservationStatus[]) =>
        metricRows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
      const revenue = new Map<string, number>();
      for (const row of metricRows.filter((r) => EARNING.includes(r.status))) {
        revenue.set(row.currency, (revenue.get(row.currency) ?? 0) + Number(row.earned));
      }
      // One currency in practice (the site's); should there be several, the largest is the headline figure.
      const byCurrency = [...revenue.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([currency, minor]) => ({ currency, amount_minor: minor, amount: fromMinorUnits(minor, currency) }));
      const actor = viewer.role === "admin" ? "admin" : "owner";
      return {
        reservations: views.map((view) => ({
          ...mapReservation(view, { lang: ctx.lang, actor }),
          customer: customers.get(view.guestId) ?? { id: view.guestId, name: "", email: null, mobile: null },
        })),
        metrics: {
          total_reservations: count(metricRows.map((row) => row.status)),
          pending_reservations: count(["pending"]),
          confirmed_reservations: count(["confirmed", "checkedIn", "checkedOut", "completed"]),
          cancelled_reservations: count(ENDED),
          total_revenue: byCurrency[0]?.amount ?? 0,
          revenue_by_currency: byCurrency,
        },
        total,
        page,
        per_page: perPage,
      };
    },

    /**
     * `GET customer-reservation-counts/{customer_id}` (self or admin): eBroker's counts and loyalty tiers per
     * classification, plus Manzil's progress ("2 more stays to the next tier").
     */
    async counts(viewer: ReservationViewer, idOrEmail: string) {
      const userId = await resolveCustomer(viewer, idOrEmail);
      const [rows, rates, used] = await Promise.all([
        countsByStatus(userId),
        loyaltyTierRates(db),
        db
          .select({ classification: loyaltyTierUses.classification, tier: loyaltyTierUses.tier })
          .from(loyaltyTierUses)
          .where(eq(loyaltyTierUses.userId, userId)),
      ]);
      const summary = (classification: LoyaltyClassification) => {
        const mine = rows.filter((row) => row.classification === classification);
        const byStatus = Object.fromEntries(mine.map((row) => [row.status, row.n]));
        const completed = byStatus.completed ?? 0;
        const usedTiers = used.filter((u) => u.classification === classification).map((u) => u.tier);
        const available = loyaltyDiscountFor({
          completedStays: completed,
          usedTiers,
          tierBasisPoints: rates[classification],
        });
        const progress = loyaltyProgress(completed);
        return {
          total_count: mine.reduce((sum, row) => sum + row.n, 0),
          completed_count: completed,
          next_reservation_number: completed + 1,
          by_status: byStatus,
          tier_discounts: LOYALTY_TIER_STAYS.map((milestone, index) => ({
            tier_milestone: milestone,
            // The stay after the milestone's is the one that gets the discount (the 6th after 5 completed).
            reservation_number: milestone + 1,
            discount_percentage: rates[classification][index]! / 100,
            is_available: available?.tier === index + 1,
            is_used: usedTiers.includes(index + 1),
          })),
          loyalty: {
            completed_stays: completed,
            tier: progress.tier,
            next_tier_at:
              progress.nextTier === null ? null : (LOYALTY_TIER_STAYS[progress.nextTier - 1] ?? null),
            stays_to_next: progress.staysToNextTier,
          },
        };
      };
      return { customer_id: userId, vacation_homes: summary(4), hotel_rooms: summary(5) };
    },
  };
}

export type ReservationsReadService = ReturnType<typeof createReservationsReadService>;
