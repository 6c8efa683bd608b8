import { describe, expect, it } from "vitest";
import { convertToAll, formatArea, parseAreaInput, readConverterParams } from "./area-conversion";

describe("parseAreaInput", () => {
  it("reads Western and Arabic-Indic digits, thousands separators and the Arabic decimal separator", () => {
    expect(parseAreaInput("1,500.5")).toEqual({ ok: true, value: 1500.5 });
    expect(parseAreaInput("١٬٥٠٠٫٥")).toEqual({ ok: true, value: 1500.5 });
    expect(parseAreaInput(" 42 ")).toEqual({ ok: true, value: 42 });
    expect(parseAreaInput(".5")).toEqual({ ok: true, value: 0.5 });
  });

  it("says what is wrong with anything else", () => {
    expect(parseAreaInput("")).toEqual({ ok: false, reason: "empty" });
    expect(parseAreaInput("12a")).toEqual({ ok: false, reason: "not_a_number" });
    expect(parseAreaInput("1.2.3")).toEqual({ ok: false, reason: "not_a_number" });
    expect(parseAreaInput("-3")).toEqual({ ok: false, reason: "negative" });
    expect(parseAreaInput("2e13")).toEqual({ ok: false, reason: "not_a_number" });
    expect(parseAreaInput("10000000000001")).toEqual({ ok: false, reason: "too_large" });
  });
});

describe("convertToAll", () => {
  it("gives one feddan in every unit (a feddan is 4,200.83 m², 24 kirat, 576 sahm)", () => {
    const all = Object.fromEntries(convertToAll(1, "feddan").map((c) => [c.unit, c.value]));
    expect(all.sqm).toBeCloseTo(4200.83, 6);
    expect(all.kirat).toBeCloseTo(24, 9);
    expect(all.sahm).toBeCloseTo(576, 9);
    expect(all.hectare).toBeCloseTo(0.420083, 9);
    // 4,200.83 m² ÷ 0.09290304 m²/ft² (independently: the international foot is 0.3048 m).
    expect(all.sqft).toBeCloseTo(4200.83 / 0.3048 ** 2, 6);
    expect(all.feddan).toBe(1);
  });
});

describe("formatArea", () => {
  it("rounds for reading, with the page's digits", () => {
    expect(formatArea(4200.83, "en")).toBe("4,200.83");
    expect(formatArea(10.763910417, "en")).toBe("10.7639");
    expect(formatArea(0.0018061, "en")).toBe("0.001806");
    expect(formatArea(0, "en")).toBe("0");
    expect(formatArea(4200.83, "ar")).toBe("٤٬٢٠٠٫٨٣");
  });
});

describe("readConverterParams", () => {
  it("reads the units from the URL, falls back on unknown ones and swaps on request", () => {
    expect(readConverterParams(new URLSearchParams("value=3&from=acre&to=sqm"))).toEqual({
      text: "3",
      from: "acre",
      to: "sqm",
    });
    expect(readConverterParams(new URLSearchParams("from=toString&to=x"))).toEqual({
      text: "",
      from: "sqm",
      to: "feddan",
    });
    expect(readConverterParams(new URLSearchParams("value=3&from=acre&to=sqm&swap=1"))).toMatchObject({
      from: "sqm",
      to: "acre",
    });
  });
});
