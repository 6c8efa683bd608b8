/**
 * A small map with one pin, for a listing's or project's location. Interface fixed; the MapLibre
 * implementation replaces this placeholder (issue 4, map work).
 */
export type PropertyLocationMapProps = {
  latitude: number;
  longitude: number;
  /** Accessible name of the map, e.g. the listing title. */
  label: string;
};

export function PropertyLocationMap({ latitude, longitude, label }: PropertyLocationMapProps) {
  return (
    <div role="img" aria-label={label} data-testid="property-location-map" data-lat={latitude} data-lng={longitude} />
  );
}
