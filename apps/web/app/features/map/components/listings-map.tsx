import type * as MapLibreModule from "maplibre-gl";
import type { GeoJSONSource, Map as MapLibreMap, Marker } from "maplibre-gl";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { useLocale } from "../../../lib/i18n/use-locale";
import { loadMapLibre } from "../load-maplibre";
import { placeNamesInLanguage } from "../map-labels";
import { boundsOf, listingsToGeoJson, type Bounds, type ListingFeatureProperties } from "../map-geometry";
import { controlCorner, resolveMapStyle } from "../map-style";
import { mapUiStrings } from "../map-ui-strings";
import type { PropertyCardData } from "../../../lib/api/types";

const SOURCE_ID = "listings";
/** Cairo, until the results say where to look. */
const DEFAULT_CENTRE: [number, number] = [31.2357, 30.0444];

export type PinText = { text: string; label: string };

type ListingsMapProps = {
  listings: readonly PropertyCardData[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The visible box after the visitor moved the map (not after the map moved itself). */
  onMoved: (bounds: Bounds) => void;
  /** A pin's price text and spoken label, in the page's language and display currency. */
  describePin: (listing: ListingFeatureProperties) => PinText;
  /** A cluster bubble's spoken label. */
  describeCluster: (count: number) => string;
  styleUrl: string | undefined;
  label: string;
};

const PIN_CLASS =
  "rounded-full px-2.5 py-1 font-sans text-xs font-bold whitespace-nowrap shadow-md ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";
const PIN_IDLE = "bg-white text-slate-900 ring-slate-300 hover:bg-brand-50";
const PIN_SELECTED = "bg-brand-700 text-white ring-brand-800";
const CLUSTER_CLASS =
  "grid size-10 place-items-center rounded-full bg-brand-700/90 font-sans text-sm font-bold text-white shadow-md ring-4 ring-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

function pinButton(className: string): HTMLButtonElement {
  const button = document.createElement("button");
  button.type = "button";
  button.className = className;
  return button;
}

type MapLibre = typeof MapLibreModule;

/**
 * Makes one button per point or cluster the clustered source currently draws, reusing the existing
 * ones, and drops the rest. Runs on every frame MapLibre renders, so it only touches what changed.
 */
function syncMarkers(
  map: MapLibreMap,
  maplibre: MapLibre,
  markers: Map<string, Marker>,
  props: ListingsMapProps,
): Map<string, Marker> {
  if (!map.getSource(SOURCE_ID) || !map.isSourceLoaded(SOURCE_ID)) return markers;
  const seen = new Map<string, Marker>();
  let added = false;
  for (const feature of map.querySourceFeatures(SOURCE_ID)) {
    if (feature.geometry.type !== "Point") continue;
    const [lng, lat] = feature.geometry.coordinates as [number, number];
    const properties = feature.properties as Record<string, unknown>;
    const isCluster = Boolean(properties.cluster);
    const key = isCluster ? `c${String(properties.cluster_id)}` : `p${String(properties.id)}`;
    if (seen.has(key)) continue;
    let marker = markers.get(key);
    if (!marker) {
      added = true;
      const button = pinButton(isCluster ? CLUSTER_CLASS : PIN_CLASS);
      if (isCluster) {
        const count = Number(properties.point_count);
        const clusterId = Number(properties.cluster_id);
        button.dataset.testid = "map-cluster";
        button.textContent = String(properties.point_count_abbreviated ?? count);
        button.setAttribute("aria-label", props.describeCluster(count));
        button.addEventListener("click", () => {
          const source = map.getSource<GeoJSONSource>(SOURCE_ID);
          void source
            ?.getClusterExpansionZoom(clusterId)
            .then((zoom) => map.easeTo({ center: [lng, lat], zoom }));
        });
      } else {
        const id = Number(properties.id);
        button.dataset.testid = "map-pin";
        button.dataset.propertyId = String(id);
        button.addEventListener("click", () => props.onSelect(id));
      }
      marker = new maplibre.Marker({ element: button }).setLngLat([lng, lat]).addTo(map);
    }
    seen.set(key, marker);
  }
  let removed = false;
  for (const [key, marker] of markers) {
    if (seen.has(key)) continue;
    marker.remove();
    removed = true;
  }
  if (!added && !removed) return markers;
  paintPins(seen, props);
  return seen;
}

/** Price text follows the display currency and the language; the selected pin stands out. */
function paintPins(markers: Map<string, Marker>, props: ListingsMapProps) {
  const byId = new Map(props.listings.map((listing) => [listing.id, listing]));
  for (const [key, marker] of markers) {
    if (!key.startsWith("p")) continue;
    const element = marker.getElement();
    const listing = byId.get(Number(key.slice(1)));
    if (!listing) continue;
    const { text, label } = props.describePin({
      id: listing.id,
      price_minor: listing.price_minor,
      currency: listing.currency,
      title: listing.title,
    });
    const isSelected = listing.id === props.selectedId;
    element.textContent = text;
    element.setAttribute("aria-label", label);
    element.setAttribute("aria-pressed", String(isSelected));
    element.className = `${PIN_CLASS} ${isSelected ? PIN_SELECTED : PIN_IDLE}`;
    element.style.zIndex = isSelected ? "2" : "";
  }
}

/**
 * Every listing of the results on a map (ADR 020): a clustered GeoJSON source decides what is drawn, and
 * each visible point or cluster is an HTML button (no glyphs needed, keyboard reachable, spoken price).
 */
export function ListingsMap(props: ListingsMapProps) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markers = useRef(new Map<string, Marker>());
  const latest = useRef(props);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const { styleUrl, listings, selectedId } = props;

  useEffect(() => {
    latest.current = props;
    paintPins(markers.current, props);
  });

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled) return;
        const map = new maplibre.Map({
          container: element,
          style: resolveMapStyle(styleUrl),
          center: DEFAULT_CENTRE,
          zoom: 5,
          // The style's credits (OpenStreetMap and its tile host, ADR 075): a line on wide maps, an (i) on narrow.
          attributionControl: {},
          locale: mapUiStrings(t),
        });
        mapRef.current = map;
        placeNamesInLanguage(map, locale);
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), controlCorner(dir));
        map.on("load", () => {
          map.addSource(SOURCE_ID, {
            type: "geojson",
            data: listingsToGeoJson(latest.current.listings),
            cluster: true,
            clusterRadius: 56,
            clusterMaxZoom: 15,
          });
          // Invisible: the source must be in a layer to be tiled and queried; the buttons are the drawing.
          map.addLayer({
            id: "listings-anchor",
            type: "circle",
            source: SOURCE_ID,
            paint: { "circle-opacity": 0 },
          });
          const bounds = boundsOf(latest.current.listings);
          if (bounds) map.fitBounds(bounds, { padding: 64, maxZoom: 15, duration: 0 });
          setStatus("ready");
        });
        map.on("render", () => {
          markers.current = syncMarkers(map, maplibre, markers.current, latest.current);
        });
        map.on("moveend", (event: { originalEvent?: unknown }) => {
          if (!event.originalEvent) return;
          const box = map.getBounds();
          latest.current.onMoved([
            [box.getWest(), box.getSouth()],
            [box.getEast(), box.getNorth()],
          ]);
        });
      })
      .catch(() => !cancelled && setStatus("failed"));
    return () => {
      cancelled = true;
      // Removing the map removes its markers' elements too; the next map starts with none.
      markers.current = new Map();
      mapRef.current?.remove();
      mapRef.current = null;
    };
  }, [styleUrl, locale, dir, t]);

  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>(SOURCE_ID);
    if (!map || !source) return;
    void source.setData(listingsToGeoJson(listings));
    const bounds = boundsOf(listings);
    if (bounds) map.fitBounds(bounds, { padding: 64, maxZoom: 15 });
  }, [listings, status]);

  useEffect(() => {
    const map = mapRef.current;
    const listing = latest.current.listings.find((item) => item.id === selectedId);
    // Bring a listing picked in the list into view, without zooming out of a closer look.
    if (map && listing && !map.getBounds().contains([listing.longitude, listing.latitude])) {
      map.easeTo({ center: [listing.longitude, listing.latitude] });
    }
  }, [selectedId]);

  return (
    <div
      role="region"
      aria-label={props.label}
      data-testid="listings-map"
      data-map-status={status}
      className="relative h-full min-h-80 w-full overflow-hidden rounded-2xl bg-slate-200"
    >
      {/* Sized by its parent: MapLibre's stylesheet makes it position: relative, so insets would not apply. */}
      <div ref={container} className="size-full" />
      {status === "ready" ? null : (
        <p className="absolute inset-0 grid place-items-center px-4 text-center text-sm text-slate-600">
          {status === "failed" ? t("map.unavailable") : t("map.loading")}
        </p>
      )}
    </div>
  );
}
