import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PropertyCard } from "../../../components/ui/property-card";
import { toListingCard } from "../../../lib/listing/listing-card";
import { apiGet } from "../../../lib/api/browser-api";
import type { PropertyCardData } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import { RECOMMENDATIONS_KEY } from "../member-api";

export const PREVIEW_SIZE = 6;

/** The first recommendations the saved interests give; refetched whenever they change. */
export function RecommendationPreview({
  viewerId,
  hasInterests,
}: {
  viewerId: number | null;
  hasInterests: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const recommendations = useQuery({
    queryKey: [RECOMMENDATIONS_KEY, viewerId, locale],
    queryFn: () => apiGet<PropertyCardData[]>(RECOMMENDATIONS_KEY, { limit: PREVIEW_SIZE, lang: locale }),
    enabled: hasInterests,
  });

  const items = recommendations.data?.data ?? [];
  const total = recommendations.data?.total ?? items.length;

  return (
    <section aria-labelledby="recommendations-title" className="mt-16" data-testid="recommendation-preview">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="recommendations-title" className="text-2xl font-extrabold text-slate-900">
          {t("member.feed.preview.title")}
        </h2>
        {hasInterests && recommendations.isSuccess ? (
          <p className="text-sm font-semibold text-slate-600" role="status">
            {t("member.feed.preview.count", { count: total })}
          </p>
        ) : null}
      </div>
      {!hasInterests ? (
        <Card className="mt-6 px-6 py-10 text-center text-slate-600">
          {t("member.feed.preview.no_interests")}
        </Card>
      ) : recommendations.isPending ? (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: 3 }, (_, index) => (
            <div key={index} className="aspect-[4/5] animate-pulse rounded-2xl bg-slate-100" />
          ))}
        </div>
      ) : recommendations.isError ? (
        <Card
          className="mt-6 flex flex-col items-center gap-4 px-6 py-10 text-center text-slate-600"
          role="alert"
        >
          {t("member.feed.preview.failed")}
          <Button variant="outline" onClick={() => void recommendations.refetch()}>
            {t("member.feed.preview.retry")}
          </Button>
        </Card>
      ) : items.length === 0 ? (
        <Card className="mt-6 px-6 py-10 text-center text-slate-600">{t("member.feed.preview.empty")}</Card>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.slice(0, PREVIEW_SIZE).map((property) => (
            <li key={property.id} className="flex">
              <PropertyCard property={toListingCard(property)} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
