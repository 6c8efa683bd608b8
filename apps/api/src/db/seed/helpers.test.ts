import { describe, expect, it } from "vitest";
import { arabicDigits } from "./helpers.js";

describe("arabicDigits writes demo Arabic text with the interface's digits", () => {
  it.each([
    ["شقة من 3 غرف نوم", "شقة من ٣ غرف نوم"],
    ["بمساحة 1,620 م²", "بمساحة ١٬٦٢٠ م²"],
    ["نسبة 12.5٪", "نسبة ١٢٫٥٪"],
    ["مبنى 130، شارع الروضة", "مبنى ١٣٠، شارع الروضة"],
    ["بلا أرقام، ولا فواصل", "بلا أرقام، ولا فواصل"],
  ])("%s → %s", (written, shown) => {
    expect(arabicDigits(written)).toBe(shown);
  });
});
