import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link } from "react-router";
import {
  timeLeftOf,
  useFeaturedItems,
  type Advertisement,
  type AdvertisementState,
} from "../../../components/featuring/featured-items";
import { BuildingIcon, HomeIcon, SparkIcon } from "../../../components/icons/icons";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { QueryFailure } from "../../../components/ui/query-failure";
import { StatusBadge, type BadgeTone } from "../../../components/ui/status-badge";
import { formatDate } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";

const TONE: Record<AdvertisementState, BadgeTone> = {
  approved: "good",
  pending: "wait",
  rejected: "bad",
  expired: "neutral",
};

/** /user/advertisement (spec §2): what the member featured, from when until when, and the time left. */
export function AdvertisementsPage({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const featured = useFeaturedItems();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("advertisement.title")}</h1>
      <p className="mt-2 text-slate-600">{t("advertisement.lead")}</p>
      {featured.isError ? (
        <QueryFailure
          error={featured.error}
          onRetry={() => void featured.refetch()}
          retryLabel={t("advertisement.retry")}
        />
      ) : !featured.data ? (
        <PageLoading />
      ) : featured.data.data.length === 0 ? (
        <Card className="mt-8 flex flex-col items-center gap-3 px-6 py-12 text-center">
          <SparkIcon className="size-10 text-brand-600" />
          <h2 className="text-xl font-bold text-slate-900">{t("advertisement.empty")}</h2>
          <p className="max-w-md text-slate-600">{t("advertisement.empty_lead")}</p>
          <div className="mt-2 flex flex-wrap justify-center gap-3">
            <Link to="/user/my-properties?tab=active" className={buttonClasses({})}>
              {t("advertisement.to_properties")}
            </Link>
            <Link to="/user/my-projects?tab=active" className={buttonClasses({ variant: "outline" })}>
              {t("advertisement.to_projects")}
            </Link>
          </div>
        </Card>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2">
          {featured.data.data.map((ad) => (
            <li key={ad.id}>
              <AdvertisementCard ad={ad} now={now} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AdvertisementCard({ ad, now }: { ad: Advertisement; now: Date }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const listing = ad.property
    ? {
        title: ad.property.title,
        image: ad.property.title_image,
        href: `/my-property/${ad.property.slug_id}`,
      }
    : ad.project
      ? { title: ad.project.title, image: ad.project.image, href: `/project-details/${ad.project.slug_id}` }
      : null;
  const left = ad.status === "approved" ? timeLeftOf(ad.end_date, now) : null;
  return (
    <Card className="flex h-full overflow-hidden" data-testid="advertisement">
      <div className="flex w-28 shrink-0 items-center justify-center bg-slate-100 sm:w-36">
        {listing?.image ? (
          <img src={listing.image} alt="" loading="lazy" className="size-full object-cover" />
        ) : ad.feature_for === "project" ? (
          <BuildingIcon className="size-8 text-slate-400" />
        ) : (
          <HomeIcon className="size-8 text-slate-400" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="text-xs font-semibold text-brand-700">
              {t(`advertisement.kind.${ad.feature_for}`)}
            </p>
            <h2 className="truncate text-base font-bold text-slate-900">
              {listing ? (
                <Link
                  to={listing.href}
                  className="hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {listing.title}
                </Link>
              ) : (
                t("advertisement.untitled")
              )}
            </h2>
          </div>
          <StatusBadge
            tone={TONE[ad.status]}
            state={ad.status}
            text={t(`advertisement.state.${ad.status}`)}
          />
        </div>
        <dl className="grid grid-cols-2 gap-x-4 text-sm">
          <dt className="text-slate-500">{t("advertisement.starts")}</dt>
          <dt className="text-slate-500">{t("advertisement.ends")}</dt>
          <dd className="text-slate-900">{ad.start_date ? formatDate(ad.start_date, locale) : "—"}</dd>
          <dd className="text-slate-900">{ad.end_date ? formatDate(ad.end_date, locale) : "—"}</dd>
        </dl>
        {ad.status === "approved" ? (
          <p className="mt-auto text-sm font-semibold text-emerald-800" data-testid="time-left">
            {left ? t(`advertisement.left_${left.unit}s`, { count: left.value }) : t("advertisement.ended")}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
