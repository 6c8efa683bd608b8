import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { QueryFailure } from "../../../components/ui/query-failure";
import { TabList, tabPanelProps } from "../../../components/ui/tabs";
import { useRootData } from "../../../lib/seo/root-data";
import { useReservationsList } from "../reservations-api";
import {
  RESERVATION_TABS,
  RESERVATIONS_PAGE_SIZE,
  reservationsHref,
  type ReservationsView,
} from "../reservations-view";
import { LoyaltyProgress } from "./loyalty-progress";
import { ReservationCard } from "./reservation-card";

/** "My reservations" (spec §2): upcoming, past and cancelled stays, each with its state and what can be done. */
export function ReservationsPage({ view, viewerId }: { view: ReservationsView; viewerId: number | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const timeZone = useRootData()?.settings?.timezone || "UTC";
  const list = useReservationsList(view);
  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / RESERVATIONS_PAGE_SIZE));

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("my_reservations.title")}</h1>
      <p className="mt-2 text-slate-600">{t("my_reservations.lead")}</p>

      <LoyaltyProgress viewerId={viewerId} />

      <TabList
        idPrefix="reservations"
        label={t("my_reservations.tabs_label")}
        className="mt-8"
        value={view.tab}
        onChange={(tab) => void navigate(reservationsHref({ tab, page: 1 }), { preventScrollReset: true })}
        items={RESERVATION_TABS.map((tab) => ({
          value: tab,
          label: t(`my_reservations.tab.${tab}`),
          href: reservationsHref({ tab, page: 1 }),
        }))}
      />
      {RESERVATION_TABS.map((tab) => (
        <div key={tab} {...tabPanelProps("reservations", tab, view.tab)} className="mt-6 focus:outline-none">
          {tab !== view.tab ? null : list.isError ? (
            <QueryFailure
              error={list.error}
              onRetry={() => void list.refetch()}
              retryLabel={t("my_reservations.retry")}
            />
          ) : !list.data ? (
            <PageLoading />
          ) : list.data.items.length === 0 ? (
            <Card
              className="flex flex-col items-center gap-3 px-6 py-12 text-center"
              data-testid="reservations-empty"
            >
              <h2 className="text-xl font-bold text-slate-900">{t(`my_reservations.empty.${tab}`)}</h2>
              <p className="text-slate-600">{t("my_reservations.empty.hint")}</p>
              <Link to="/properties" className={buttonClasses({})}>
                {t("my_reservations.empty.action")}
              </Link>
            </Card>
          ) : (
            <>
              <p className="text-sm text-slate-600" aria-live="polite">
                {t("my_reservations.count", { count: total })}
              </p>
              <ul
                className="mt-3 flex flex-col gap-4"
                aria-busy={list.isFetching}
                data-testid="reservations-list"
              >
                {list.data.items.map((reservation) => (
                  <li key={reservation.id}>
                    <ReservationCard reservation={reservation} timeZone={timeZone} />
                  </li>
                ))}
              </ul>
              <Pagination
                page={view.page}
                totalPages={totalPages}
                hrefFor={(page) => reservationsHref({ ...view, page })}
              />
            </>
          )}
        </div>
      ))}
    </div>
  );
}
