import type { Map as MapLibreMap, Marker } from "maplibre-gl";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { Button } from "../../../components/ui/button";
import { useLocale } from "../../../lib/i18n/use-locale";
import { reverseGeocode, type ReverseAddress } from "../geocoder";
import { loadMapLibre } from "../load-maplibre";
import { placeNamesInLanguage } from "../map-labels";
import { controlCorner, resolveMapStyle } from "../map-style";
import { mapUiStrings } from "../map-ui-strings";

export type LocationPickerProps = {
  latitude: number | null;
  longitude: number | null;
  /** A point chosen on the map, with what the geocoder found there (null without one, or when it found nothing). */
  onPick: (pick: { latitude: number; longitude: number; place: ReverseAddress | null }) => void;
  /** `MAP_GEOCODER_URL`; without it the pin sets only the coordinates. */
  geocoderUrl: string | null | undefined;
  styleUrl: string | null | undefined;
  /** For tests; the browser's fetch otherwise. */
  fetcher?: typeof fetch;
};

/** Where the map opens before a point is chosen: Cairo, the demo data's centre. */
const START = { latitude: 30.0444, longitude: 31.2357 };
const PIN_COLOUR = "#0f766e";

type LookUp = "idle" | "looking" | "found" | "none" | "failed";

/**
 * A map to choose a listing's point: click anywhere or drag the pin; the keyboard pans the map (arrow keys)
 * and "use the centre" picks its middle. Each pick is looked up in the geocoder, in the page's language.
 */
export function LocationPicker({
  latitude,
  longitude,
  onPick,
  geocoderUrl,
  styleUrl,
  fetcher,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<MapLibreMap | null>(null);
  const marker = useRef<Marker | null>(null);
  const lookUp = useRef<AbortController | null>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const [found, setFound] = useState<LookUp>("idle");
  const hasPoint = latitude !== null && longitude !== null;

  const pick = (point: { latitude: number; longitude: number }) => {
    lookUp.current?.abort();
    if (!geocoderUrl) return onPick({ ...point, place: null });
    const controller = new AbortController();
    lookUp.current = controller;
    onPick({ ...point, place: null });
    setFound("looking");
    reverseGeocode({
      base: geocoderUrl,
      ...point,
      language: locale,
      signal: controller.signal,
      ...(fetcher ? { fetcher } : {}),
    })
      .then((place) => {
        if (controller.signal.aborted) return;
        setFound(place ? "found" : "none");
        if (place) onPick({ ...point, place });
      })
      .catch(() => !controller.signal.aborted && setFound("failed"));
  };
  // Map events are registered once; this reads the latest props when they fire.
  const pickFromMap = useEffectEvent(pick);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let cancelled = false;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled) return;
        const center: [number, number] = hasPoint ? [longitude, latitude] : [START.longitude, START.latitude];
        const created = new maplibre.Map({
          container: element,
          style: resolveMapStyle(styleUrl),
          center,
          zoom: hasPoint ? 14 : 10,
          // The style's credits (OpenStreetMap and its tile host, ADR 075): a line on wide maps, an (i) on narrow.
          attributionControl: {},
          locale: mapUiStrings(t),
        });
        map.current = created;
        placeNamesInLanguage(created, locale);
        created.addControl(new maplibre.NavigationControl({ showCompass: false }), controlCorner(dir));
        const pin = new maplibre.Marker({ color: PIN_COLOUR, draggable: true }).setLngLat(center);
        if (hasPoint) pin.addTo(created);
        pin.on("dragend", () => {
          const { lat, lng } = pin.getLngLat();
          pickFromMap({ latitude: lat, longitude: lng });
        });
        marker.current = pin;
        created.on("click", (event) => {
          pin.setLngLat(event.lngLat).addTo(created);
          pickFromMap({ latitude: event.lngLat.lat, longitude: event.lngLat.lng });
        });
        created.once("load", () => !cancelled && setStatus("ready"));
      })
      .catch(() => !cancelled && setStatus("failed"));
    return () => {
      cancelled = true;
      lookUp.current?.abort();
      map.current?.remove();
      map.current = null;
    };
    // The map is made once; later points (typed coordinates) move the pin below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [styleUrl, locale, dir]);

  useEffect(() => {
    const created = map.current;
    const pin = marker.current;
    if (!created || !pin || !hasPoint) return;
    const current = pin.getLngLat();
    if (Math.abs(current.lat - latitude) < 1e-7 && Math.abs(current.lng - longitude) < 1e-7) return;
    pin.setLngLat([longitude, latitude]).addTo(created);
    created.easeTo({ center: [longitude, latitude] });
  }, [latitude, longitude, hasPoint]);

  const pickCentre = () => {
    const created = map.current;
    if (!created) return;
    const { lat, lng } = created.getCenter();
    marker.current?.setLngLat([lng, lat]).addTo(created);
    pick({ latitude: lat, longitude: lng });
  };

  return (
    <div className="flex flex-col gap-2" data-testid="location-picker">
      <div className="relative h-80 overflow-hidden rounded-2xl border border-slate-200 bg-slate-200">
        <div
          ref={container}
          className="size-full"
          data-testid="location-picker-map"
          data-map-status={status}
          role="application"
          aria-label={t("editor.location_picker.map_label")}
        />
        {status === "ready" ? null : (
          <p className="absolute inset-0 grid place-items-center px-4 text-center text-sm text-slate-600">
            {t(status === "failed" ? "editor.location_picker.unavailable" : "editor.location_picker.loading")}
          </p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <p
          className="text-slate-600"
          aria-live="polite"
          data-testid="location-picker-status"
          data-status={found}
        >
          {!geocoderUrl
            ? t("editor.location_picker.no_geocoder")
            : found === "idle"
              ? t("editor.location_picker.hint")
              : t(`editor.location_picker.${found}`)}
        </p>
        <Button variant="outline" size="sm" disabled={status !== "ready"} onClick={pickCentre}>
          {t("editor.location_picker.use_centre")}
        </Button>
      </div>
    </div>
  );
}
