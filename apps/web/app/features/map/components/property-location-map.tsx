import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { formatNumber } from "../../../lib/format/intl";
import { useLocale } from "../../../lib/i18n/use-locale";
import { useRootData } from "../../../lib/seo/root-data";
import { loadMapLibre } from "../load-maplibre";
import { placeNamesInLanguage } from "../map-labels";
import { controlCorner, openInMapsHref, resolveMapStyle } from "../map-style";
import { mapUiStrings } from "../map-ui-strings";

/** A small map with one pin, for a listing's or project's location. */
export type PropertyLocationMapProps = {
  latitude: number;
  longitude: number;
  /** Accessible name of the map, e.g. the listing title. */
  label: string;
};

const PIN_COLOUR = "#0f766e";

export function PropertyLocationMap({ latitude, longitude, label }: PropertyLocationMapProps) {
  const { t } = useTranslation();
  const { locale, dir } = useLocale();
  const styleUrl = useRootData()?.settings?.map_style_url;
  const container = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<"loading" | "ready" | "failed">("loading");
  const hasPoint = Number.isFinite(latitude) && Number.isFinite(longitude);

  useEffect(() => {
    const element = container.current;
    if (!element || !hasPoint) return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    loadMapLibre()
      .then((maplibre) => {
        if (cancelled) return;
        const map = new maplibre.Map({
          container: element,
          style: resolveMapStyle(styleUrl),
          center: [longitude, latitude],
          zoom: 14,
          // The style's credits (OpenStreetMap and its tile host, ADR 075): a line on wide maps, an (i) on narrow.
          attributionControl: {},
          // One-finger scrolling moves the page, not the map, on phones.
          cooperativeGestures: true,
          locale: mapUiStrings(t),
        });
        remove = () => map.remove();
        placeNamesInLanguage(map, locale);
        map.addControl(new maplibre.NavigationControl({ showCompass: false }), controlCorner(dir));
        new maplibre.Marker({ color: PIN_COLOUR }).setLngLat([longitude, latitude]).addTo(map);
        map.once("load", () => !cancelled && setStatus("ready"));
      })
      // No WebGL or a failed download: the static box and the link below stay useful.
      .catch(() => !cancelled && setStatus("failed"));
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [latitude, longitude, styleUrl, locale, dir, hasPoint, t]);

  const degrees = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 5 });

  return (
    // A labelled section is the region landmark (a <figure> may not take that role).
    <section
      aria-label={label}
      data-testid="property-location-map"
      data-lat={latitude}
      data-lng={longitude}
      data-map-status={status}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {/*
        15 rem on its own; in a parent with a fixed height it takes what the caption leaves, shrinking as far as
        needed, so the caption and its "Open in maps" link are never cut off (a phone wraps it onto two lines).
      */}
      <div className="relative min-h-0 w-full flex-[1_1_15rem] bg-slate-200">
        {/* MapLibre owns this element's children; React's own nodes stay outside it. */}
        <div ref={container} className="size-full" />
        {status === "ready" ? null : (
          <p className="absolute inset-0 grid place-items-center px-4 text-center text-sm text-slate-600">
            {status === "failed" || !hasPoint ? t("map.unavailable") : t("map.loading")}
          </p>
        )}
      </div>
      {hasPoint ? (
        <div className="flex shrink-0 flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
          <span className="text-slate-600 tabular-nums">
            {t("map.coordinates", { latitude: degrees(latitude), longitude: degrees(longitude) })}
          </span>
          <a
            href={openInMapsHref(latitude, longitude)}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {t("map.open_in_maps")}
          </a>
        </div>
      ) : null}
    </section>
  );
}
