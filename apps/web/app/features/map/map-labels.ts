import type { ExpressionSpecification, Map as MapLibreMap } from "maplibre-gl";

/**
 * Place names in Latin script: the English name, else the transliterated one, else the local one. OpenFreeMap's
 * styles (the default, ADR 075) label places as "Latin name + local name", and MapLibre draws Arabic script
 * unjoined and left to right until its RTL text plugin is wired (ADR 020), so a label in Cairo would show
 * broken Arabic on both languages' pages. Until then every page gets the readable Latin name.
 */
export const LATIN_LABEL: ExpressionSpecification = [
  "coalesce",
  ["get", "name:en"],
  ["get", "name:latin"],
  ["get", "name"],
];

/** A label that shows a place's name (not a road number or a house number). */
function showsName(textField: unknown): boolean {
  return /name[:_"}]/.test(JSON.stringify(textField) ?? "");
}

/** Switches the loaded style's name labels to `LATIN_LABEL`; a style without names is left as it is. */
export function showLatinLabels(map: Pick<MapLibreMap, "getStyle" | "setLayoutProperty">): void {
  for (const layer of map.getStyle()?.layers ?? []) {
    if (layer.type !== "symbol") continue;
    if (showsName(layer.layout?.["text-field"])) map.setLayoutProperty(layer.id, "text-field", LATIN_LABEL);
  }
}

/** Applies `showLatinLabels` as soon as the style is parsed, before the first tiles are laid out with its labels. */
export function latinLabelsOnStyleLoad(
  map: Pick<MapLibreMap, "getStyle" | "setLayoutProperty" | "on">,
): void {
  map.on("style.load", () => showLatinLabels(map));
}
