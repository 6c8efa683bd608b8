import type { ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useSearchParams } from "react-router";
import type { ApiQuery } from "../../../lib/api/load-context";
import { useRootData } from "../../../lib/seo/root-data";
import { hasPosition, parseSearchArea } from "../map-geometry";
import { mapViewApiQuery } from "../map-view-query";
import { ListingsMap } from "./listings-map";
import { useMapResults } from "./map-view-page";
import { useDescribePin } from "./use-describe-pin";

const ignore = () => undefined;

type MapGatePreviewProps = {
  /** get-property-list's query for the URL's filters, as the signed-in map asks it. */
  filterQuery: ApiQuery;
  /** The sign-in prompt laid over the map. */
  children: ReactNode;
};

/**
 * Spec §6 keeps the map view for members; a guest still sees what is behind the gate (issue 18): the map
 * with the pins of the URL's filters, dimmed and out of reach, under the sign-in prompt.
 */
export function MapGatePreview({ filterQuery, children }: MapGatePreviewProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const styleUrl = useRootData()?.settings?.map_style_url;
  const results = useMapResults(mapViewApiQuery(filterQuery, 1, parseSearchArea(search)));
  const describePin = useDescribePin();
  const listings = results.data?.data ?? [];

  return (
    <div
      className="relative h-[70vh] min-h-[30rem] overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200/80 lg:h-[calc(100vh-14rem)]"
      data-testid="map-gate"
    >
      <div
        inert
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-60 saturate-50 select-none"
        data-testid="map-gate-preview"
        data-state={results.isSuccess ? "ready" : results.isError ? "failed" : "loading"}
        data-pins={listings.filter(hasPosition).length}
      >
        <ListingsMap
          listings={listings}
          selectedId={null}
          onSelect={ignore}
          onMoved={ignore}
          describePin={describePin}
          describeCluster={(count) => t("map_view.cluster_label", { count })}
          styleUrl={styleUrl}
          label={t("map_view.map_label")}
        />
      </div>
      <div className="absolute inset-0 flex items-end justify-center bg-white/35 p-4 sm:items-center">
        <div className="w-full max-w-xl">{children}</div>
      </div>
    </div>
  );
}
