import { domainMessages } from "@manzil/domain/i18n";
import { describe, expect, it } from "vitest";
import { createI18n } from "../lib/i18n/create-i18n";
import { webMessages, webNamespacesByFile } from ".";

const en = webMessages.en;
const ar = webMessages.ar;

function flatten(tree: unknown, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const enKeys = flatten(en);
const arKeys = flatten(ar);
const PLURAL_FORMS = ["zero", "one", "two", "few", "many", "other"];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w]+)/g)].map((m) => m[1]).sort();

describe("web locale files", () => {
  it("en.json and ar.json have identical key sets", () => {
    expect([...arKeys.keys()].sort()).toEqual([...enKeys.keys()].sort());
  });

  it("translate every string (no empty values)", () => {
    for (const [key, value] of [...enKeys, ...arKeys]) expect(value.trim(), key).not.toBe("");
  });

  it("use the same placeholders in both languages", () => {
    for (const [key, value] of enKeys) {
      // Arabic singular/dual forms spell the number out ("عقار واحد"), so they may omit {{count}}.
      const arabic = placeholders(arKeys.get(key) ?? "").filter((p) => p !== "count");
      const english = placeholders(value).filter((p) => p !== "count");
      if (/_(zero|one|two)$/.test(key)) {
        for (const p of arabic) expect(english, key).toContain(p);
      } else {
        expect(arabic, key).toEqual(english);
      }
    }
  });

  it("give every counted message all six Arabic plural forms", () => {
    const pluralBases = new Set(
      [...arKeys.keys()]
        .filter((k) => /_(zero|one|two|few|many|other)$/.test(k))
        .map((k) => k.replace(/_[a-z]+$/, "")),
    );
    expect(pluralBases.size).toBeGreaterThan(0);
    for (const base of pluralBases) {
      for (const form of PLURAL_FORMS) expect(arKeys.has(`${base}_${form}`), `${base}_${form}`).toBe(true);
    }
  });

  it("never define one top-level namespace in two area files", () => {
    for (const files of [webNamespacesByFile.en, webNamespacesByFile.ar]) {
      const all = files.flat();
      expect(all.length).toBe(new Set(all).size);
    }
  });

  it("never reuse a namespace of the domain catalogue they are merged with", () => {
    const domainNamespaces = Object.keys(domainMessages.en);
    for (const namespace of Object.keys(en)) expect(domainNamespaces).not.toContain(namespace);
  });
});

describe("i18next plurals and numbers", () => {
  const count = (language: "en" | "ar", n: number) =>
    createI18n(language).t("home.property_count", { count: n });

  it.each([
    [0, "No properties"],
    [1, "1 property"],
    [2, "2 properties"],
    [1234, "1,234 properties"],
  ])("English: %i → %s", (n, text) => expect(count("en", n)).toBe(text));

  it.each([
    [0, "لا توجد عقارات"],
    [1, "عقار واحد"],
    [2, "عقاران"],
    [3, "٣ عقارات"],
    [11, "١١ عقارًا"],
    [100, "١٠٠ عقار"],
  ])("Arabic: %i → %s (six forms, Arabic-Indic digits)", (n, text) => expect(count("ar", n)).toBe(text));

  it("resolves the domain's messages too (spec §8 texts)", () => {
    expect(createI18n("en").t("errors.network")).toBe(
      "Network error - please check your internet connection.",
    );
    expect(createI18n("ar").t("errors.network")).not.toBe("errors.network");
  });
});

describe("numbers inside messages use the page's digits (ADR 074)", () => {
  it("prints a plain {{count}} with Arabic-Indic digits in Arabic and Western ones in English", () => {
    expect(createI18n("ar").t("editor.media.position", { position: 2, count: 12 })).toBe("الصورة ٢ من ١٢");
    expect(createI18n("en").t("editor.media.position", { position: 2, count: 12 })).toBe("Photo 2 of 12");
  });

  it("leaves a year ungrouped and text values (a title, a reference) exactly as written", () => {
    const i18n = createI18n("ar");
    i18n.addResource("ar", "translation", "test_only.year", "منذ {{year}}");
    i18n.addResource("ar", "translation", "test_only.title", "«{{title}}»");
    expect(i18n.t("test_only.year", { year: 2015 })).toBe("منذ ٢٠١٥");
    expect(i18n.t("test_only.title", { title: "Villa 12 in Zayed" })).toBe("«Villa 12 in Zayed»");
  });
});
