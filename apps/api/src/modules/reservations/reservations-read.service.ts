import { COMPLETED_STAY_STATUSES } from "./booking-terms.repository.js";
import type { TOwnerReservationsQuery, TReservation, TReservationsQuery } from "@manzil/domain/contracts";
import { fromMinorUnits } from "@manzil/domain/money";
import {
  LOYALTY_TIER_STAYS,
  loyaltyDiscountFor,
  loyaltyProgress,
  type TReservationStatus,
} from "@manzil/domain/reservations";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import type { Language } from "../../plugins/i18n.js";
import { todayIn } from "../stays/stay-offers.js";
import { staySettings } from "../stays/stay-offers.js";
import { actorOf, type ReservationViewer } from "./reservation-booking.js";
import { loyaltyTierRates, type LoyaltyClassification } from "./loyalty-settings.js";
import { mapReservation } from "./reservations.mapper.js";
import { countReservations, reservationView, reservationViews } from "./reservations.repository.js";
import {
  bookingCountsOf,
  customersByIds,
  ENDED_STATUSES,
  guestBookingsWhere,
  ownerMetricRows,
  ownerScopeWhere,
  userIdByEmail,
  usedLoyaltyTiers,
  withStatuses,
} from "./reservations-read.repository.js";

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

  async function resolveCustomer(viewer: ReservationViewer, idOrEmail: string): Promise<number> {
    const trimmed = idOrEmail.trim();
    let id: number | null = /^\d{1,10}$/.test(trimmed) ? Number(trimmed) : null;
    // eBroker's clients may name the customer by e-mail.
    if (id === null && trimmed.includes("@")) {
      id = (await userIdByEmail(db, trimmed)) ?? -1;
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
      const where = guestBookingsWhere({
        guestId: viewer.id,
        statuses: query.status,
        when: query.when,
        today: await today(ctx.now),
      });
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
      if (!view || !actor)
        throw new AppError("NOT_FOUND", { messageKey: "reservations.lifecycle.not_found" });
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
      const scope = ownerScopeWhere({
        ownerId,
        propertyId: query.property_id,
        from: query.from,
        to: query.to,
      });
      const where = withStatuses(scope, query.status);
      const [views, total, metricRows] = await Promise.all([
        reservationViews(db, { where, limit: perPage, offset }),
        countReservations(db, where),
        ownerMetricRows(db, scope),
      ]);
      const guestIds = [...new Set(views.map((view) => view.guestId))];
      const customers = new Map<number, Customer>(
        (await customersByIds(db, guestIds)).map((user) => [user.id, user]),
      );
      const count = (statuses: readonly TReservationStatus[]) =>
        metricRows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + row.n, 0);
      const revenue = new Map<string, number>();
      for (const row of metricRows.filter((r) => EARNING.includes(r.status))) {
        revenue.set(row.currency, (revenue.get(row.currency) ?? 0) + row.earned);
      }
      // One currency in practice (the site's); should there be several, the largest is the headline figure.
      const byCurrency = [...revenue.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([currency, minor]) => ({
          currency,
          amount_minor: minor,
          amount: fromMinorUnits(minor, currency),
        }));
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
          cancelled_reservations: count(ENDED_STATUSES),
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
        bookingCountsOf(db, userId),
        loyaltyTierRates(db),
        usedLoyaltyTiers(db, userId),
      ]);
      const summary = (classification: LoyaltyClassification) => {
        const mine = rows.filter((row) => row.classification === classification);
        const byStatus = Object.fromEntries(mine.map((row) => [row.status, row.n]));
        // A stay counts once the guest has left (checked out or completed), as checkout's loyalty counts it.
        const completed = COMPLETED_STAY_STATUSES.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
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
