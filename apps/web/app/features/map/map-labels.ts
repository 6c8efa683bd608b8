import type { Locale } from "@manzil/domain/i18n";
import type { ExpressionSpecification, Map as MapLibreMap } from "maplibre-gl";

/**
 * A place's name in the page's language. OpenFreeMap's styles (the default, ADR 075) label places as "Latin
 * name + local name", which doubles every label in Cairo or Dubai. Arabic pages show the Arabic name, else
 * the local one; English pages the English name, else the transliterated one, else the local one. MapLibre
 * shapes and orders Arabic itself (ADR 075), so no plugin is needed to draw it joined and right to left.
 */
const PLACE_NAME: Record<Locale, ExpressionSpecification> = {
  ar: ["coalesce", ["get", "name:ar"], ["get", "name"]],
  en: ["coalesce", ["get", "name:en"], ["get", "name:latin"], ["get", "name"]],
};

type StyleLayers = ReturnType<MapLibreMap["getStyle"]>["layers"];

/** A label that shows a place's name (not a road number or a house number). */
function showsName(textField: unknown): boolean {
  return /name[:_"}]/.test(JSON.stringify(textField) ?? "");
}

/** The symbol layers whose `text-field` names places, each with the expression that names them in `locale`. */
export function placeLabelFields(
  layers: StyleLayers | undefined,
  locale: Locale,
): Array<{ layerId: string; textField: ExpressionSpecification }> {
  return (layers ?? [])
    .filter((layer) => layer.type === "symbol" && showsName(layer.layout?.["text-field"]))
    .map((layer) => ({ layerId: layer.id, textField: PLACE_NAME[locale] }));
}

/**
 * Names places in the page's language as soon as the style is parsed, before the first tiles are laid out
 * with its own labels. A style without names (the blank one, the tests' one) is left as it is.
 */
export function placeNamesInLanguage(
  map: Pick<MapLibreMap, "getStyle" | "setLayoutProperty" | "on">,
  locale: Locale,
): void {
  map.on("style.load", () => {
    for (const { layerId, textField } of placeLabelFields(map.getStyle()?.layers, locale)) {
      map.setLayoutProperty(layerId, "text-field", textField);
    }
  });
}
