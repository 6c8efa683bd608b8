import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import type { TFavouriteState } from "@manzil/domain/contracts";
import { ErrorPage } from "../../../components/pages/status-pages";
import { HeartIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { PageLoading } from "../../../components/ui/page-loading";
import { Pagination } from "../../../components/ui/pagination";
import { PropertyCard } from "../../../components/ui/property-card";
import { toListingCard } from "../../../lib/listing/listing-card";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { PropertyCardData } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { actionFailureMessage } from "../../../lib/api/error-message";
import { FAVOURITES_KEY } from "../member-api";

export const FAVOURITES_PAGE_SIZE = 12;

export const favouritesHref = (page: number) =>
  page > 1 ? `/user/favourites?page=${page}` : "/user/favourites";

/**
 * The member's saved listings, a page at a time. Removing hides the card at once and brings it back if
 * the API refuses; the confirmation toast offers to undo, which saves the listing again.
 */
export function FavouritesPage({ page }: { page: number }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const viewerId = useRootData()?.viewer?.id ?? null;
  const listRef = useRef<HTMLUListElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());

  const favourites = useQuery({
    queryKey: [FAVOURITES_KEY, viewerId, locale, page],
    queryFn: () =>
      apiGet<PropertyCardData[]>(FAVOURITES_KEY, {
        offset: (page - 1) * FAVOURITES_PAGE_SIZE,
        limit: FAVOURITES_PAGE_SIZE,
        lang: locale,
      }),
    placeholderData: keepPreviousData,
    // Listings are saved from other pages (the heart on a listing) without touching this cache: show the
    // cached page at once, then the current one.
    refetchOnMount: "always",
  });

  const setShown = (id: number, shown: boolean) =>
    setHidden((current) => {
      const next = new Set(current);
      if (shown) next.delete(id);
      else next.add(id);
      return next;
    });
  // The pressed button leaves with its card: hand focus to the next card's button (or the heading) so that
  // keyboard and screen-reader users stay in the list.
  const keepFocusNear = (index: number) =>
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>("[data-testid=favourite-remove]");
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? headingRef.current)?.focus();
    });
  // Every page of the list shifts when one listing leaves or comes back.
  const refreshList = () => void queryClient.invalidateQueries({ queryKey: [FAVOURITES_KEY] });

  const saveAgain = async (property: PropertyCardData) => {
    try {
      const answer = await apiPost<TFavouriteState>(
        "add_favourite",
        { property_id: property.id, type: 1 },
        { lang: locale },
      );
      setShown(property.id, true);
      toast.success(answer.message || t("member.favourites.restored"));
      refreshList();
    } catch (error) {
      toast.error(actionFailureMessage(error, t));
    }
  };

  const remove = async (property: PropertyCardData, index: number) => {
    setShown(property.id, false);
    keepFocusNear(index);
    try {
      const answer = await apiPost<TFavouriteState>(
        "add_favourite",
        { property_id: property.id, type: 0 },
        { lang: locale },
      );
      toast.success(answer.message || t("member.favourites.removed"), {
        action: { label: t("member.favourites.undo"), onClick: () => void saveAgain(property) },
      });
      refreshList();
    } catch (error) {
      setShown(property.id, true);
      toast.error(actionFailureMessage(error, t));
    }
  };

  const items = favourites.data?.data ?? [];
  const visible = items.filter((property) => !hidden.has(property.id));
  const total = Math.max(0, (favourites.data?.total ?? items.length) - (items.length - visible.length));
  const totalPages = Math.max(1, Math.ceil(total / FAVOURITES_PAGE_SIZE));

  // The last listing of a later page was removed (or the address named a page past the end): go back.
  const pageIsPastTheEnd = favourites.isSuccess && !favourites.isFetching && items.length === 0 && page > 1;
  useEffect(() => {
    if (pageIsPastTheEnd) void navigate(favouritesHref(totalPages), { replace: true });
  }, [pageIsPastTheEnd, totalPages, navigate]);

  if (favourites.isPending) return <PageLoading />;
  if (favourites.isError) {
    const failure = favourites.error instanceof ApiRequestError ? favourites.error.failure : null;
    return (
      <ErrorPage
        status={failure?.kind === "http" ? failure.status : 500}
        message={failureMessage(favourites.error, t)}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="text-3xl focus:outline-none font-extrabold text-slate-900 sm:text-4xl"
      >
        {t("member.favourites.title")}
      </h1>
      <p className="mt-2 text-slate-600">{t("member.favourites.lead")}</p>
      <p className="mt-1 text-sm font-semibold text-slate-700" role="status" data-testid="result-count">
        {t("member.favourites.count", { count: total })}
      </p>

      {total === 0 ? (
        <Card
          className="mt-8 flex flex-col items-center px-6 py-16 text-center"
          data-testid="favourites-empty"
        >
          <span className="grid size-16 place-items-center rounded-2xl bg-rose-50 text-rose-600">
            <HeartIcon className="size-8" />
          </span>
          <h2 className="mt-6 text-xl font-bold text-slate-900">{t("member.favourites.empty_title")}</h2>
          <p className="mt-2 max-w-md text-slate-600">{t("member.favourites.empty_body")}</p>
          <Link to="/properties" className={buttonClasses({ className: "mt-8" })}>
            {t("member.favourites.browse")}
          </Link>
        </Card>
      ) : visible.length === 0 ? (
        <PageLoading />
      ) : (
        <ul
          ref={listRef}
          aria-label={t("member.favourites.list_label")}
          className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
        >
          {visible.map((property, index) => (
            <li key={property.id} className="flex flex-col gap-3">
              <PropertyCard property={toListingCard(property)} priority={index < 3} className="flex-1" />
              <Button
                variant="outline"
                size="sm"
                onClick={() => void remove(property, index)}
                aria-label={t("member.favourites.remove_label", { title: property.title })}
                data-testid="favourite-remove"
                className="self-start"
              >
                <HeartIcon filled className="size-4 text-rose-600" />
                {t("member.favourites.remove")}
              </Button>
            </li>
          ))}
        </ul>
      )}

      <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} hrefFor={favouritesHref} />
    </div>
  );
}
