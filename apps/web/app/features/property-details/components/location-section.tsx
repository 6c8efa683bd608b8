import { Suspense, type ReactNode } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { MapPinIcon } from "../../../components/icons/icons";
import { Card } from "../../../components/ui/card";
import { useHydrated } from "../../../lib/i18n/use-hydrated";

/**
 * Where the listing is: the address, and the map the route hands in. The map renders only in the browser
 * (WebGL, and a large script loaded on demand); the server and the first paint show a same-sized
 * placeholder, so nothing shifts when it arrives.
 */
export function LocationSection({ place, map }: { place: string; map: ReactNode }) {
  const { t } = useTranslation();
  const isHydrated = useHydrated();
  const placeholder = (
    <div
      role="status"
      className="grid h-full place-items-center text-sm text-slate-500"
      data-testid="map-placeholder"
    >
      {t("details.map.loading")}
    </div>
  );
  return (
    <Card className="p-6 sm:p-8">
      <section aria-labelledby="location-heading">
        <h2 id="location-heading" className="text-xl font-bold text-slate-900">
          {t("details.map.title")}
        </h2>
        {place ? (
          <p className="mt-2 flex items-center gap-1.5 text-slate-600">
            <MapPinIcon className="size-5 text-brand-700" />
            <span dir="auto">{place}</span>
          </p>
        ) : null}
        <div className="mt-5 h-72 overflow-hidden rounded-2xl bg-slate-100 sm:h-80">
          {isHydrated ? <Suspense fallback={placeholder}>{map}</Suspense> : placeholder}
        </div>
      </section>
    </Card>
  );
}
