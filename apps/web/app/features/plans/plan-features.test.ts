import type { TActivePackage } from "@manzil/domain/contracts";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n/create-i18n";
import {
  activeHoldingOf,
  featureMessage,
  featureUsage,
  includesFeature,
  requestedFeature,
} from "./plan-features";

const line = (language: "en" | "ar", feature: Parameters<typeof featureMessage>[0]) => {
  const { key, count } = featureMessage(feature);
  return createI18n(language).t(key, count === undefined ? {} : { count });
};

describe("plan features", () => {
  it("reads ?feature= only when it names one of the seven feature types", () => {
    expect(requestedFeature(new URLSearchParams("feature=premium_properties"))).toBe("premium_properties");
    expect(requestedFeature(new URLSearchParams("feature=PROJECT_ACCESS"))).toBe("project_access");
    expect(requestedFeature(new URLSearchParams("feature=free_money"))).toBeNull();
    expect(requestedFeature(new URLSearchParams(""))).toBeNull();
  });

  it("knows which packages include a feature", () => {
    const pro = { features: [{ type: "premium_properties" as const }] };
    expect(includesFeature(pro as never, "premium_properties")).toBe(true);
    expect(includesFeature(pro as never, "project_access")).toBe(false);
  });

  it.each([
    ["en", { type: "property_list", limit_type: "limited", limit: 10 }, "10 property listings"],
    ["en", { type: "property_feature", limit_type: "limited", limit: 1 }, "1 featured property"],
    ["en", { type: "property_list", limit_type: "unlimited", limit: null }, "Unlimited property listings"],
    [
      "en",
      { type: "premium_properties", limit_type: "unlimited", limit: null },
      "Access to premium listings",
    ],
    ["ar", { type: "property_list", limit_type: "limited", limit: 3 }, "إدراج ٣ عقارات"],
    ["ar", { type: "property_list", limit_type: "limited", limit: 2 }, "إدراج عقارين"],
    ["ar", { type: "project_feature", limit_type: "limited", limit: 11 }, "تمييز ١١ مشروعًا"],
    ["ar", { type: "project_list", limit_type: "unlimited", limit: null }, "إدراج عدد غير محدود من المشاريع"],
    ["ar", { type: "project_access", limit_type: "unlimited", limit: null }, "الوصول إلى صفحات المشاريع"],
  ] as const)("%s: %o reads “%s”", (language, feature, text) => {
    expect(line(language, feature)).toBe(text);
  });

  it("measures usage for limited credits only, never past the total", () => {
    expect(featureUsage({ used_limit: 1, total_limit: 4 })).toEqual({ used: 1, total: 4, percent: 25 });
    expect(featureUsage({ used_limit: 5, total_limit: 3 })).toEqual({ used: 3, total: 3, percent: 100 });
    expect(featureUsage({ used_limit: 0, total_limit: 0 })).toEqual({ used: 0, total: 0, percent: 100 });
    expect(featureUsage({ used_limit: null, total_limit: null })).toBeNull();
  });

  it("finds the viewer's running holding of a package", () => {
    const held = [
      { id: 1, is_active: false },
      { id: 2, is_active: true },
    ] as TActivePackage[];
    expect(activeHoldingOf({ id: 2 }, held)?.id).toBe(2);
    expect(activeHoldingOf({ id: 1 }, held)).toBeNull();
    expect(activeHoldingOf({ id: 3 }, held)).toBeNull();
  });
});
