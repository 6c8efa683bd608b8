import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminSettings } from "@manzil/domain/contracts";
import { renderWithProviders } from "../../../../test/render";
import { changesOf, draftOf } from "../settings-form";
import { SettingsPage } from "./settings-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const saved: TAdminSettings = {
  site_currency: "EGP",
  currency_rates: { USD: 47.6, EUR: 51.5, GBP: 60.2, SAR: 12.69, AED: 12.96 },
  general: { company_name: "Manzil", company_name_ar: "منزل", app_name: "Manzil", default_language: "en" },
  branding: {
    system_color: "#0f766e",
    category_background: "#e6f4f1",
    sell_web_color: "#0f766e",
    sell_web_background_color: "#ccfbf1",
    rent_web_color: "#b45309",
    rent_web_background_color: "#fef3c7",
  },
  contact: {
    company_email: "contact@example.com",
    company_tel1: "+20223456789",
    company_tel2: "",
    company_address: "Zamalek, Cairo",
    company_address_ar: "الزمالك، القاهرة",
  },
  social: { facebook_id: "", instagram_id: "", twitter_id: "", youtube_id: "" },
  apps: { playstore_id: "com.example.manzil", appstore_id: "id0000000000" },
  listing_rules: {
    verification_required_for_user: false,
    auto_approve: true,
    auto_approve_edited_listings: false,
  },
  demo_mode: false,
  weekend_days: [5, 6],
  loyalty: { loyalty_discounts_4: [3, 7, 10, 10], loyalty_discounts_5: [2, 4, 5, 5] },
  payment_methods: {
    bank_transfer_status: true,
    gateways: [{ method: "stripe", enabled: true, secret: { set: true } }],
  },
};

/** The settings API: GET answers `saved`; POST answers `answer` (a success with the new settings, or a 422). */
function fakeApi(answer: (body: Record<string, unknown>) => Response) {
  const posted: Record<string, unknown>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!url.startsWith("/api/admin/settings")) throw new Error(`unexpected ${url}`);
      if (init.method !== "POST") return json(200, { error: false, message: "", data: saved });
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      posted.push(body);
      return answer(body);
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

/** What assistive technology reads after a field's label: its hint and error. */
const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

describe("the admin settings page", () => {
  it("sends only what the admin changed and says it is saved", async () => {
    const posted = fakeApi(() =>
      json(200, {
        error: false,
        message: "Settings saved.",
        data: { ...saved, currency_rates: { ...saved.currency_rates, USD: 50.5 } },
      }),
    );
    renderWithProviders(
      <>
        <SettingsPage />
        <Toaster />
      </>,
    );
    const usd = await screen.findByLabelText("USD in EGP");
    expect((usd as HTMLInputElement).value).toBe("47.6");
    await userEvent.clear(usd);
    await userEvent.type(usd, "50.5");
    await userEvent.click(screen.getByRole("switch", { name: "Publish new listings without review" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Thursday" }));
    await userEvent.click(screen.getByRole("button", { name: "Save settings" }));

    expect(await screen.findByText("Settings saved.")).toBeTruthy();
    expect(posted).toEqual([
      { currency_rates: { USD: "50.5" }, auto_approve: false, weekend_days: [4, 5, 6] },
    ]);
    expect((screen.getByLabelText("USD in EGP") as HTMLInputElement).value).toBe("50.5");
  });

  it("shows the API's Arabic messages at their fields when values are refused", async () => {
    fakeApi(() =>
      json(422, {
        error: true,
        code: "VALIDATION_FAILED",
        message: "تحقق من البيانات المدخلة.",
        errors: {
          "currency_rates.USD": ["اكتب سعرًا موجبًا بستة أرقام عشرية على الأكثر."],
          system_color: ["اكتب اللون بعلامة # وستة أرقام ست عشرية، مثل ‎#0f766e."],
        },
      }),
    );
    renderWithProviders(<SettingsPage />, { language: "ar" });
    const usd = await screen.findByLabelText("USD بـEGP");
    await userEvent.clear(usd);
    await userEvent.type(usd, "-1");
    await userEvent.click(screen.getByRole("button", { name: "حفظ الإعدادات" }));

    expect(await screen.findByText("اكتب سعرًا موجبًا بستة أرقام عشرية على الأكثر.")).toBeTruthy();
    expect(describedBy(usd)).toMatch(/اكتب سعرًا موجبًا/);
    expect(describedBy(screen.getByLabelText("لون العلامة"))).toMatch(/اكتب اللون/);
    expect(screen.getByRole("alert").textContent).toContain("بعض القيم تحتاج إلى تصحيح");
  });

  it("sends nothing when nothing changed, and loyalty tiers as numbers", () => {
    const draft = draftOf(saved);
    expect(changesOf(draft, saved)).toEqual({});
    draft.loyalty.loyalty_discounts_4 = ["3", "8", "10", "12.5"];
    expect(changesOf(draft, saved)).toEqual({ loyalty_discounts_4: [3, 8, 10, 12.5] });
  });
});
