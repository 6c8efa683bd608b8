import { describe, expect, it, vi } from "vitest";
import type { Map as MapLibreMap } from "maplibre-gl";
import { placeLabelFields, placeNamesInLanguage } from "./map-labels";

type Layers = ReturnType<MapLibreMap["getStyle"]>["layers"];

/** The kinds of `text-field` OpenFreeMap's "liberty" style uses, and layers without a name. */
const LIBERTY_LIKE = [
  { id: "background", type: "background" },
  {
    id: "label_city",
    type: "symbol",
    source: "openmaptiles",
    layout: {
      "text-field": [
        "case",
        ["has", "name:nonlatin"],
        ["concat", ["get", "name:latin"], "\n", ["get", "name:nonlatin"]],
        ["coalesce", ["get", "name_en"], ["get", "name"]],
      ],
    },
  },
  {
    id: "poi_r1",
    type: "symbol",
    source: "openmaptiles",
    layout: { "text-field": "{name:latin}\n{name:nonlatin}" },
  },
  {
    id: "highway-name-major",
    type: "symbol",
    source: "openmaptiles",
    layout: { "text-field": ["get", "name"] },
  },
  { id: "highway-shield", type: "symbol", source: "openmaptiles", layout: { "text-field": "{ref}" } },
  { id: "housenumber", type: "symbol", source: "openmaptiles", layout: { "text-field": "{housenumber}" } },
  { id: "oneway", type: "symbol", source: "openmaptiles", layout: { "icon-image": "arrow" } },
] as Layers;

const NAMED = ["label_city", "poi_r1", "highway-name-major"];

describe("place labels in the page's language", () => {
  it("names places in Arabic, else by their local name, on Arabic pages", () => {
    const fields = placeLabelFields(LIBERTY_LIKE, "ar");
    expect(fields.map((field) => field.layerId)).toEqual(NAMED);
    for (const { textField } of fields) {
      expect(textField).toEqual(["coalesce", ["get", "name:ar"], ["get", "name"]]);
    }
  });

  it("names places in English, else in Latin script, else by their local name, on English pages", () => {
    const fields = placeLabelFields(LIBERTY_LIKE, "en");
    expect(fields.map((field) => field.layerId)).toEqual(NAMED);
    for (const { textField } of fields) {
      expect(textField).toEqual(["coalesce", ["get", "name:en"], ["get", "name:latin"], ["get", "name"]]);
    }
  });

  it("leaves a style without names alone", () => {
    expect(placeLabelFields([{ id: "bg", type: "background" }] as Layers, "ar")).toEqual([]);
    expect(placeLabelFields(undefined, "en")).toEqual([]);
  });

  it("rewrites the labels once the style has loaded, not before", () => {
    const listeners: Record<string, () => void> = {};
    const map = {
      getStyle: () => ({ version: 8, sources: {}, layers: LIBERTY_LIKE }) as never,
      setLayoutProperty: vi.fn(),
      on: vi.fn((event: string, listener: () => void) => {
        listeners[event] = listener;
      }),
    };
    placeNamesInLanguage(map as never, "ar");
    expect(map.setLayoutProperty).not.toHaveBeenCalled();
    listeners["style.load"]?.();
    expect(map.setLayoutProperty.mock.calls.map(([id, property]) => [id, property])).toEqual(
      NAMED.map((id) => [id, "text-field"]),
    );
  });
});
