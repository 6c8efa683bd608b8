import { useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Link, useNavigate, useSearchParams } from "react-router";
import { MapPinIcon, SearchIcon } from "../../../components/icons/icons";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { Pagination } from "../../../components/ui/pagination";
import { Price } from "../../../components/ui/price";
import { apiGet } from "../../../lib/api/browser-api";
import { failureMessage } from "../../../lib/api/error-message";
import type { ApiQuery } from "../../../lib/api/load-context";
import type { PropertyCardData } from "../../../lib/api/types";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { PlaceSearch } from "./place-search";
import { hasPosition, parseSearchArea, searchAreaOf, type Bounds } from "../map-geometry";
import { MAP_PAGE_SIZE, mapTotalPages, mapViewApiQuery, mapViewHref } from "../map-view-query";
import { ListingsMap } from "./listings-map";
import { useDescribePin } from "./use-describe-pin";

type MapViewPageProps = {
  /** get-property-list's query for the URL's filters, as /properties builds it. */
  filterQuery: ApiQuery;
  page: number;
};

/** The map's results; the guest's dimmed preview asks the same, so signing in finds them ready. */
export function useMapResults(query: ApiQuery) {
  return useQuery({
    queryKey: ["map-view", query],
    queryFn: () => apiGet<PropertyCardData[]>("get-property-list", query),
  });
}

/** /map-view for a signed-in visitor: the results on a map beside their list, pins and rows in step. */
export function MapViewPage({ filterQuery, page }: MapViewPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const settings = useRootData()?.settings;
  const styleUrl = settings?.map_style_url;
  const geocoderUrl = settings?.map_geocoder_url;
  const area = parseSearchArea(search);
  const query = mapViewApiQuery(filterQuery, page, area);
  const results = useMapResults(query);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [movedTo, setMovedTo] = useState<Bounds | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  const listings = results.data?.data ?? [];
  const total = results.data?.total ?? listings.length;
  const placed = listings.filter(hasPosition);

  useEffect(() => {
    if (selectedId === null) return;
    const row = listRef.current?.querySelector(`[data-property-id="${selectedId}"]`);
    row?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [selectedId]);

  const describePin = useDescribePin();

  // Wider than a country, a circle narrows nothing down: the visitor is asked to zoom in instead.
  const movedArea = movedTo ? searchAreaOf(movedTo) : null;
  const searchThisArea = () => {
    if (!movedArea) return;
    setMovedTo(null);
    void navigate(mapViewHref(search, { area: movedArea }));
  };

  return (
    <div className="grid gap-6 lg:h-[calc(100vh-12rem)] lg:min-h-[36rem] lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <section aria-labelledby="map-view-results" className="flex min-h-0 flex-col gap-3 lg:order-none">
        {geocoderUrl ? (
          <PlaceSearch
            geocoderUrl={geocoderUrl}
            onChoose={(place) => void navigate(mapViewHref(search, { area: place.area }))}
          />
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="map-view-results" className="text-lg font-bold text-slate-900" aria-live="polite">
            {results.isSuccess ? t("map_view.results", { count: total }) : t("map_view.loading")}
          </h2>
          {area ? (
            <Link
              to={mapViewHref(search, { area: null })}
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              {t("map_view.clear_area")}
            </Link>
          ) : null}
        </div>
        {results.isError ? (
          <Card role="alert" className="flex flex-col items-start gap-3 p-6" data-testid="map-view-error">
            <p className="text-slate-700">{failureMessage(results.error, t)}</p>
            <Button variant="outline" size="sm" onClick={() => void results.refetch()}>
              {t("map_view.retry")}
            </Button>
          </Card>
        ) : results.isPending ? (
          <ul className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2, 3].map((index) => (
              <li key={index} className="h-24 animate-pulse rounded-2xl bg-slate-200" />
            ))}
          </ul>
        ) : listings.length === 0 ? (
          <Card className="flex flex-col items-center px-6 py-12 text-center" data-testid="map-view-empty">
            <span
              className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700"
              aria-hidden="true"
            >
              <SearchIcon className="size-6" />
            </span>
            <p className="mt-4 font-semibold text-slate-900">{t("map_view.empty")}</p>
            <Link
              to="/map-view"
              className={buttonClasses({ variant: "outline", size: "sm", className: "mt-4" })}
            >
              {t("map_view.reset")}
            </Link>
          </Card>
        ) : (
          <>
            {placed.length < listings.length ? (
              <p className="text-sm text-slate-600">
                {t("map_view.unplaced", { count: listings.length - placed.length })}
              </p>
            ) : null}
            <ol
              ref={listRef}
              className="flex min-h-0 flex-col gap-3 overflow-y-auto pe-1"
              data-testid="map-view-list"
            >
              {listings.map((listing) => (
                <ResultRow
                  key={listing.id}
                  listing={listing}
                  isSelected={listing.id === selectedId}
                  onSelect={() => setSelectedId(listing.id)}
                />
              ))}
            </ol>
            {total > MAP_PAGE_SIZE ? (
              <Pagination
                page={page}
                totalPages={mapTotalPages(total)}
                hrefFor={(next) => mapViewHref(search, { page: next })}
              />
            ) : null}
          </>
        )}
      </section>

      <div className="relative order-first h-[60vh] min-h-80 lg:order-none lg:h-full">
        <ListingsMap
          listings={listings}
          selectedId={selectedId}
          onSelect={setSelectedId}
          onMoved={setMovedTo}
          describePin={describePin}
          describeCluster={(count) => t("map_view.cluster_label", { count })}
          styleUrl={styleUrl}
          label={t("map_view.map_label")}
        />
        {movedTo ? (
          <div className="pointer-events-none absolute inset-x-0 top-3 flex justify-center">
            {movedArea ? (
              <Button
                size="sm"
                className="pointer-events-auto shadow-lg"
                onClick={searchThisArea}
                data-testid="search-this-area"
              >
                <SearchIcon className="size-4" aria-hidden="true" />
                {t("map_view.search_this_area")}
              </Button>
            ) : (
              <p
                role="status"
                className="rounded-full bg-white px-4 py-2 text-sm font-medium text-slate-700 shadow-lg"
              >
                {t("map_view.zoom_in_to_search")}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}

function ResultRow({
  listing,
  isSelected,
  onSelect,
}: {
  listing: PropertyCardData;
  isSelected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const place = [listing.city, listing.state].filter(Boolean).join(locale === "ar" ? "، " : ", ");
  return (
    <li
      data-property-id={listing.id}
      data-testid="map-view-row"
      className={clsx(
        "flex gap-3 rounded-2xl bg-white p-3 shadow-sm ring-1 transition-colors",
        isSelected ? "ring-2 ring-brand-600" : "ring-slate-200/80",
      )}
    >
      {listing.title_image ? (
        <img
          src={listing.title_image}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 shrink-0 rounded-xl object-cover"
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link
          to={`/properties-details/${listing.slug_id}`}
          className="truncate font-semibold text-slate-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {listing.title}
        </Link>
        <Price
          amountMinor={listing.price_minor}
          currency={listing.currency}
          decimals={0}
          className="font-bold text-brand-700"
        />
        {place ? <span className="truncate text-sm text-slate-600">{place}</span> : null}
      </div>
      {hasPosition(listing) ? (
        <button
          type="button"
          onClick={onSelect}
          aria-pressed={isSelected}
          aria-label={t("map_view.show_on_map", { title: listing.title })}
          className="grid size-10 shrink-0 place-items-center self-center rounded-xl text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:bg-brand-700 aria-pressed:text-white"
        >
          <MapPinIcon className="size-5" aria-hidden="true" />
        </button>
      ) : null}
    </li>
  );
}
