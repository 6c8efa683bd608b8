import type { TFacility, TPersonalisedFields } from "@manzil/domain/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { ErrorPage } from "../../../components/pages/status-pages";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { apiGet, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { CategoryItem, CityItem } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { INTERESTS_KEY, RECOMMENDATIONS_KEY } from "../member-api";
import { InterestsForm } from "./interests-form";
import { RecommendationPreview } from "./recommendation-preview";

/** The catalogue lists the form chooses from; public, so shared by every viewer's cache. */
function useChoices() {
  const { locale } = useLocale();
  const categories = useQuery({
    queryKey: ["get_categories", "all", locale],
    queryFn: () => apiGet<CategoryItem[]>("get_categories", { limit: 100, lang: locale }),
  });
  const facilities = useQuery({
    queryKey: ["get_facilities", locale],
    queryFn: () => apiGet<TFacility[]>("get_facilities", { lang: locale }),
  });
  const cities = useQuery({
    queryKey: ["get-cities-data", "all", locale],
    queryFn: () => apiGet<CityItem[]>("get-cities-data", { limit: 100, lang: locale }),
  });
  return { categories, facilities, cities };
}

/** /user/personalise-feed: the member's interests (spec §3) and a preview of the feed they produce. */
export function PersonaliseFeedPage() {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const interestsKey = [INTERESTS_KEY, viewerId, locale];
  const interests = useQuery({
    queryKey: interestsKey,
    queryFn: () => apiGet<TPersonalisedFields | null>(INTERESTS_KEY, { lang: locale }),
  });
  const { categories, facilities, cities } = useChoices();

  const choicesLoading = categories.isPending || facilities.isPending || cities.isPending;
  if (interests.isPending || choicesLoading) return <PageLoading />;
  if (interests.isError) {
    const failure = interests.error instanceof ApiRequestError ? interests.error.failure : null;
    return (
      <ErrorPage
        status={failure?.kind === "http" ? failure.status : 500}
        message={failureMessage(interests.error, t)}
      />
    );
  }

  const saved = interests.data.data;
  const replaceSaved = (fields: TPersonalisedFields | null) => {
    queryClient.setQueryData(interestsKey, { ...interests.data, data: fields });
    void queryClient.invalidateQueries({ queryKey: [RECOMMENDATIONS_KEY] });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t("member.feed.title")}</h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t("member.feed.lead")}</p>
      <Card className="mt-8 p-6 sm:p-8">
        <InterestsForm
          // A new save or a clear starts the form again from what is stored.
          key={saved?.updated_at ?? "none"}
          saved={saved}
          categories={
            categories.data?.data.map((category) => ({ id: category.id, label: category.category })) ?? null
          }
          facilities={
            facilities.data?.data.map((facility) => ({ id: facility.id, label: facility.name })) ?? null
          }
          cities={(cities.data?.data ?? []).map((city) => ({
            value: city.City,
            label: city.city || city.City,
          }))}
          onSaved={replaceSaved}
          onCleared={() => replaceSaved(null)}
        />
      </Card>
      <RecommendationPreview viewerId={viewerId} hasInterests={saved !== null} />
    </div>
  );
}
