import type { TAdminPackage, TAdminPackageList } from "@manzil/domain/contracts";
import { vi } from "vitest";

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export const ok = (data: unknown, message = "") => json(200, { error: false, message, data });

export const gold: TAdminPackage = {
  id: 4,
  name: "Gold",
  name_ar: "ذهبية",
  package_type: "paid",
  price_minor: 19999,
  currency: "EGP",
  duration_hours: 720,
  ios_product_id: "com.manzil.gold",
  is_active: true,
  holders: 2,
  features: [
    { type: "property_list", name: "Property List", name_ar: "إضافة عقار", limit_type: "limited", limit: 10 },
    {
      type: "mortgage_calculator_detail",
      name: "Mortgage Calculator Detail Access",
      name_ar: "تفاصيل حاسبة التمويل",
      limit_type: "unlimited",
      limit: null,
    },
  ],
  created_at: "2026-11-01T09:00:00.000Z",
};

export const packageList: TAdminPackageList = {
  currency: "EGP",
  packages: [
    gold,
    {
      ...gold,
      id: 5,
      name: "Trial",
      name_ar: "تجربة",
      package_type: "free",
      price_minor: 0,
      duration_hours: 36,
      ios_product_id: null,
      is_active: false,
      holders: 0,
      features: [],
    },
  ],
  features: [
    { type: "property_list", name: "Property List", name_ar: "إضافة عقار" },
    { type: "property_feature", name: "Property Feature List", name_ar: "تمييز عقار" },
    { type: "project_list", name: "Project List", name_ar: "إضافة مشروع" },
    { type: "project_feature", name: "Project Feature List", name_ar: "تمييز مشروع" },
    {
      type: "mortgage_calculator_detail",
      name: "Mortgage Calculator Detail Access",
      name_ar: "تفاصيل حاسبة التمويل",
    },
    { type: "premium_properties", name: "Premium Properties Access", name_ar: "العقارات المميزة" },
    { type: "project_access", name: "Project List Access", name_ar: "الوصول للمشروعات" },
  ],
};

export type Call = { url: string; method: string; body: Record<string, unknown> | null };

/**
 * A fake API: `answer` gets each call and returns the response (or undefined for a 500). Every call is kept, so
 * a test can say what the page sent.
 */
export function fakeApi(answer: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? "GET",
        body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      };
      calls.push(call);
      return answer(call) ?? json(500, { error: true, message: "unexpected" });
    }),
  );
  return calls;
}
