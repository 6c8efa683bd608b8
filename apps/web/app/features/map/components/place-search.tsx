import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../../lib/i18n/use-translation";
import { SearchIcon } from "../../../components/icons/icons";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { useLocale } from "../../../lib/i18n/use-locale";
import { searchPlaces, type Place } from "../geocoder";

type PlaceSearchProps = {
  /** `MAP_GEOCODER_URL` (a Nominatim-compatible server). */
  geocoderUrl: string;
  /** Searches listings around the chosen place. */
  onChoose: (place: Place) => void;
  /** For tests; the browser's fetch otherwise. */
  fetcher?: typeof fetch;
};

type State =
  { kind: "idle" } | { kind: "searching" } | { kind: "found"; places: Place[] } | { kind: "failed" };

/**
 * "Go to a place" on the map view: the configured geocoder turns a name into places, and choosing one
 * searches the listings around it. Only the typed text goes to the geocoder, straight from the browser.
 */
export function PlaceSearch({ geocoderUrl, onChoose, fetcher }: PlaceSearchProps) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const [state, setState] = useState<State>({ kind: "idle" });
  const resultsId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("place") ?? "").trim();
    if (!query) return;
    setState({ kind: "searching" });
    try {
      setState({
        kind: "found",
        places: await searchPlaces({
          base: geocoderUrl,
          query,
          language: locale,
          ...(fetcher ? { fetcher } : {}),
        }),
      });
    } catch {
      setState({ kind: "failed" });
    }
  }

  return (
    <div className="flex flex-col gap-2" data-testid="place-search">
      <form onSubmit={onSubmit} role="search" className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <Input
            label={t("map_view.place_search.label")}
            name="place"
            autoComplete="off"
            placeholder={t("map_view.place_search.placeholder")}
            aria-controls={resultsId}
          />
        </div>
        <Button type="submit" variant="outline" disabled={state.kind === "searching"}>
          <SearchIcon className="size-4" aria-hidden="true" />
          {t("map_view.place_search.submit")}
        </Button>
      </form>
      <div id={resultsId} aria-live="polite">
        {state.kind === "searching" ? (
          <p className="text-sm text-slate-600">{t("map_view.place_search.searching")}</p>
        ) : state.kind === "failed" ? (
          <p className="text-sm text-red-700" role="alert">
            {t("map_view.place_search.failed")}
          </p>
        ) : state.kind === "found" ? (
          state.places.length === 0 ? (
            <p className="text-sm text-slate-600">{t("map_view.place_search.none")}</p>
          ) : (
            <ul className="flex flex-col gap-1" data-testid="place-results">
              {state.places.map((place) => (
                <li key={`${place.name}-${place.area.latitude}-${place.area.longitude}`}>
                  <button
                    type="button"
                    onClick={() => {
                      setState({ kind: "idle" });
                      onChoose(place);
                    }}
                    className="w-full rounded-lg px-3 py-2 text-start text-sm text-slate-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {place.name}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </div>
    </div>
  );
}
