import { DEFAULT_CURRENCY } from "@manzil/domain/currency";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useRootData } from "../../../lib/seo/root-data";
import { Link } from "react-router";
import { BackLink } from "../../../components/owner/back-link";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import {
  localDay,
  OWNER_RESERVATIONS_PAGE_SIZE,
  OWNER_RESERVATIONS_PATH,
  ownerReservationsHref,
  stayReservationsPath,
  type OwnerReservationsView,
} from "../owner-reservations";
import { useOwnerReservations, useOwnStays } from "../owner-reservations-api";
import { DayView } from "./day-view";
import { ReservationFilters } from "./reservation-filters";
import { ReservationMetrics } from "./reservation-metrics";
import { ReservationTable } from "./reservation-table";

const HOTEL = 5;

/**
 * /user/owner-reservations (every stay of the owner) and /user/stays/:id/reservations (one hotel or home, with
 * today's arrivals and departures): spec §2's owner and hotel reservations. Loads in the browser (ADR 004).
 */
export function OwnerReservationsPage({
  ownerId,
  view,
  scopedTo = null,
  now = new Date(),
}: {
  /** The signed-in owner (eBroker's call names them in its path; the API refuses anyone else's id). */
  ownerId: number | null;
  view: OwnerReservationsView;
  /** One property's page: the filter by property is its path, not a choice. */
  scopedTo?: number | null;
  now?: Date;
}) {
  const { t } = useTranslation();
  const scoped = scopedTo !== null;
  const shown = scoped ? { ...view, propertyId: scopedTo } : view;
  const base = scoped ? stayReservationsPath(scopedTo) : OWNER_RESERVATIONS_PATH;
  const stays = useOwnStays();
  const list = useOwnerReservations(ownerId, shown);
  // The front desk's day reads the property's bookings whatever the filters say.
  const today = localDay(now, useRootData()?.settings?.timezone || undefined);
  const desk = useOwnerReservations(scoped ? ownerId : null, {
    propertyId: scopedTo,
    status: null,
    from: null,
    to: null,
    page: 1,
  });
  const stay = scoped ? stays.data?.find((listing) => listing.id === scopedTo) : undefined;
  const answer = list.data;
  const totalPages = Math.max(1, Math.ceil((answer?.total ?? 0) / OWNER_RESERVATIONS_PAGE_SIZE));
  const currency = answer?.reservations[0]?.currency ?? stay?.currency ?? DEFAULT_CURRENCY;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:py-12">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-2">
          {scoped ? (
            <BackLink to={`/user/stays/${scopedTo}`} label={t("owner_reservations.back_to_calendar")} />
          ) : null}
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">
            {t(scoped ? "owner_reservations.hotel_title" : "owner_reservations.title")}
          </h1>
          {scoped ? (
            stay ? (
              <p className="text-slate-600" data-testid="stay-title">
                <span dir="auto">{stay.title}</span>
              </p>
            ) : null
          ) : (
            <p className="text-slate-600">{t("owner_reservations.lead")}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {scoped ? (
            <Link to={OWNER_RESERVATIONS_PATH} className={buttonClasses({ variant: "outline", size: "sm" })}>
              {t("owner_reservations.all_link")}
            </Link>
          ) : null}
          <Link to="/user/refund-approvals" className={buttonClasses({ variant: "outline", size: "sm" })}>
            {t("user_menu.refund_approvals")}
          </Link>
        </div>
      </div>

      {scoped && desk.data && (stay === undefined || stay.property_classification === HOTEL) ? (
        <DayView reservations={desk.data.reservations} today={today} />
      ) : null}

      <ReservationFilters
        key={base + JSON.stringify(view)}
        base={base}
        view={shown}
        stays={scoped ? null : (stays.data ?? [])}
        scoped={scoped}
      />

      {answer ? <ReservationMetrics metrics={answer.metrics} currency={currency} /> : null}

      <section aria-labelledby="reservations-title" className="mt-8">
        <h2 id="reservations-title" className="sr-only">
          {t("owner_reservations.list_title")}
        </h2>
        {list.isError ? (
          <QueryFailure
            error={list.error}
            onRetry={() => void list.refetch()}
            retryLabel={t("owner_reservations.retry")}
          />
        ) : !answer ? (
          <PageLoading />
        ) : answer.reservations.length === 0 ? (
          <Card className="px-6 py-12 text-center">
            <h3 className="text-xl font-bold text-slate-900">{t("owner_reservations.empty")}</h3>
            <p className="mt-2 text-slate-600">{t("owner_reservations.empty_hint")}</p>
          </Card>
        ) : (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {t("owner_reservations.count", { count: answer.total })}
            </p>
            <div aria-busy={list.isFetching}>
              <ReservationTable reservations={answer.reservations} showProperty={!scoped} now={now} />
            </div>
            <div className="mt-8">
              <Pagination
                page={shown.page}
                totalPages={totalPages}
                hrefFor={(page) => ownerReservationsHref(base, { ...shown, page }, scoped)}
              />
            </div>
          </>
        )}
      </section>
    </div>
  );
}
