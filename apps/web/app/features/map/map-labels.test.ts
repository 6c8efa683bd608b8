import { describe, expect, it, vi } from "vitest";
import { LATIN_LABEL, showLatinLabels } from "./map-labels";

describe("map labels", () => {
  it("gives name labels the Latin name and leaves road numbers, house numbers and other layers alone", () => {
    const layers = [
      { id: "background", type: "background" },
      {
        id: "label_city",
        type: "symbol",
        layout: {
          "text-field": [
            "case",
            ["has", "name:nonlatin"],
            ["concat", ["get", "name:latin"], " ", ["get", "name:nonlatin"]],
            ["coalesce", ["get", "name_en"], ["get", "name"]],
          ],
        },
      },
      { id: "poi", type: "symbol", layout: { "text-field": "{name:latin}\n{name:nonlatin}" } },
      { id: "road_shield", type: "symbol", layout: { "text-field": "{ref}" } },
      { id: "housenumber", type: "symbol", layout: { "text-field": "{housenumber}" } },
      { id: "icons", type: "symbol", layout: {} },
    ];
    const setLayoutProperty = vi.fn();
    showLatinLabels({ getStyle: () => ({ version: 8, sources: {}, layers }) as never, setLayoutProperty });
    expect(setLayoutProperty.mock.calls).toEqual([
      ["label_city", "text-field", LATIN_LABEL],
      ["poi", "text-field", LATIN_LABEL],
    ]);
  });

  it("does nothing on the blank style", () => {
    const setLayoutProperty = vi.fn();
    showLatinLabels({
      getStyle: () => ({ version: 8, sources: {}, layers: [{ id: "bg", type: "background" }] }) as never,
      setLayoutProperty,
    });
    expect(setLayoutProperty).not.toHaveBeenCalled();
  });
});
