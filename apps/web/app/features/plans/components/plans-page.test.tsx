import type { TActivePackage, TPackageCard, TPackageFeatureType } from "@manzil/domain/contracts";
import type { Locale } from "@manzil/domain/i18n";
import { textDirection } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import type { CheckoutResult } from "../../checkout/checkout-result";
import type { CheckoutSettings } from "../../checkout/checkout-settings";
import { DEFAULT_PAYMENT_SCRIPTS } from "../../checkout/gateway-scripts";
import type { AssignResult } from "../assign-result";
import { BASIC, FREE, HELD_FREE, PLANS, PRO } from "./plans-fixtures";
import { PlansPage } from "./plans-page";

type Setup = {
  language?: Locale;
  isSignedIn?: boolean;
  feature?: TPackageFeatureType | null;
  packages?: TPackageCard[];
  activePackages?: TActivePackage[];
  url?: string;
  action?: (form: FormData) => AssignResult | CheckoutResult;
  checkout?: CheckoutSettings;
};

const ALL_ON: CheckoutSettings = {
  currency: "EGP",
  methods: ["stripe", "paypal", "bank_transfer"],
  bankDetails: [{ title: "IBAN", value: "EG38 0019 0005 0000 0000 2631 8000 2" }],
};

function renderPlans({
  language = "en",
  isSignedIn = false,
  feature = null,
  packages = PLANS,
  activePackages = [],
  url = "/subscription-plan",
  action = () => ({ ok: true, message: { key: "plans.assigned" }, at: 1 }),
  checkout = ALL_ON,
}: Setup = {}) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: "/subscription-plan",
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return action(form);
      },
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <PlansPage
            packages={packages}
            activePackages={activePackages}
            feature={feature}
            isSignedIn={isSignedIn}
            pageResult={undefined}
            checkout={{ settings: checkout, scripts: DEFAULT_PAYMENT_SCRIPTS }}
            signIn={{
              loginHref: (redirectTo) => `/login?redirectTo=${encodeURIComponent(redirectTo)}`,
              renderSignIn: ({ redirectTo }) => <p>sign-in panel back to {redirectTo}</p>,
            }}
          />
          <Toaster />
        </TestProviders>
      ),
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return { posted };
}

const card = async (name: string) => screen.findByRole("article", { name });

describe("subscription plans page", () => {
  it.each([
    ["en", "Premium listings need a package with premium access.", "Includes what you need"],
    ["ar", "تتطلب العقارات البريميوم باقةً تتيح الوصول إليها.", "تتضمن ما تحتاج إليه"],
  ] as const)(
    "a gate's ?feature= explains itself and highlights only the packages with it (%s)",
    async (language, notice, badge) => {
      renderPlans({ language, feature: "premium_properties" });
      expect((await screen.findByTestId("plans-feature-notice")).textContent).toContain(notice);
      const highlighted = screen
        .getAllByTestId("plan-card")
        .filter((element) => element.getAttribute("data-highlighted") === "true");
      expect(highlighted.map((element) => element.getAttribute("data-plan-id"))).toEqual(["3"]);
      expect(within(await card("Pro")).getByText(badge)).toBeTruthy();
      expect(within(await card("Basic")).queryByText(badge)).toBeNull();
    },
  );

  it("shows no notice and no highlight without a feature", async () => {
    renderPlans();
    await card("Pro");
    expect(screen.queryByTestId("plans-feature-notice")).toBeNull();
    expect(screen.queryAllByTestId("plan-highlight")).toHaveLength(0);
  });

  it.each([
    ["en", "Free", "1 month", "3 months", "10 property listings", "Unlimited property listings"],
    ["ar", "مجانية", "شهر واحد", "٣ أشهر", "إدراج ١٠ عقارات", "إدراج عدد غير محدود من العقارات"],
  ] as const)(
    "cards carry price, duration and limits (%s)",
    async (language, free, month, months, ten, unlimited) => {
      renderPlans({ language });
      const freeCard = await card("Free");
      expect(within(freeCard).getByTestId("plan-price").textContent).toBe(free);
      expect(within(freeCard).getByTestId("plan-duration").textContent).toBe(month);
      const basicPrice = within(await card("Basic")).getByTestId("price");
      expect(basicPrice.getAttribute("data-amount-minor")).toBe("49900");
      expect(basicPrice.getAttribute("data-currency")).toBe("EGP");
      expect(within(await card("Basic")).getByText(ten)).toBeTruthy();
      expect(within(await card("Pro")).getByTestId("plan-duration").textContent).toBe(months);
      expect(within(await card("Pro")).getByText(unlimited)).toBeTruthy();
    },
  );

  it.each([
    ["en", "Buy the Pro package", "Buy Pro", ["Card", "PayPal", "Bank transfer"]],
    ["ar", "شراء باقة Pro", "شراء Pro", ["بطاقة", "PayPal", "تحويل بنكي"]],
  ] as const)(
    "a paid package's Buy offers only the enabled methods, in a dialog Escape closes (%s)",
    async (language, buy, title, methods) => {
      const user = userEvent.setup();
      renderPlans({ language, isSignedIn: true });
      const button = within(await card("Pro")).getByRole("button", { name: buy });
      await user.click(button);
      const dialog = await screen.findByRole("dialog", { name: title });
      const radios = within(dialog).getAllByRole("radio");
      expect(radios.map((radio) => radio.closest("label")?.querySelector("span")?.textContent)).toEqual(
        methods,
      );
      expect(within(dialog).queryByText("Paymob")).toBeNull();
      await user.keyboard("{Escape}");
      expect(screen.queryByRole("dialog")).toBeNull();
      expect(document.activeElement).toBe(button);
    },
  );

  it.each([
    ["en", "No payment method enabled"],
    ["ar", "لا توجد طريقة دفع مفعّلة"],
  ] as const)("says when no payment method is enabled (%s)", async (language, text) => {
    const user = userEvent.setup();
    renderPlans({ language, isSignedIn: true, checkout: { currency: "EGP", methods: [], bankDetails: [] } });
    await user.click(within(await card("Basic")).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("checkout-no-method").textContent).toBe(text);
    expect(within(dialog).queryByRole("radio")).toBeNull();
    expect(within(dialog).queryByTestId("checkout-continue")).toBeNull();
  });

  it("starts the chosen hosted method through the page's action, with the package and no price", async () => {
    const user = userEvent.setup();
    const { posted } = renderPlans({
      isSignedIn: true,
      action: () => ({ ok: false, message: { key: "checkout.error.paypal_api" }, at: 3 }),
    });
    await user.click(within(await card("Pro")).getByRole("button", { name: "Buy the Pro package" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /PayPal/ }));
    await user.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("PayPal API error");
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]!.entries())).toEqual({
      intent: "buy",
      package_id: "3",
      payment_method: "paypal",
    });
  });

  it("opens the card step with the started payment's keys, and reports it abandoned when the dialog closes", async () => {
    const user = userEvent.setup();
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}", { status: 200 }));
    try {
      renderPlans({
        isSignedIn: true,
        action: () => ({
          ok: true,
          method: "stripe",
          transactionId: 41,
          clientSecret: "pi_1_secret_2",
          publicKey: "pk_test_1",
          at: 4,
        }),
      });
      await user.click(within(await card("Pro")).getByRole("button", { name: "Buy the Pro package" }));
      const dialog = await screen.findByRole("dialog");
      await user.click(within(dialog).getByRole("button", { name: "Continue" }));
      expect(await within(dialog).findByTestId("card-step")).toBeTruthy();
      expect((within(dialog).getByTestId("card-pay") as HTMLButtonElement).disabled).toBe(true);
      await user.keyboard("{Escape}");
      await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
      const [url, init] = fetch.mock.calls[0]!;
      expect(String(url)).toBe("/api/payment-transaction-fail");
      expect(JSON.parse(String(init?.body))).toEqual({ payment_transaction_id: 41 });
    } finally {
      fetch.mockRestore();
    }
  });

  it("shows the bank's details, copyable and in their own direction, without calling the action", async () => {
    const user = userEvent.setup();
    const { posted } = renderPlans({ language: "ar", isSignedIn: true });
    await user.click(within(await card("Pro")).getByRole("button", { name: "شراء باقة Pro" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("radio", { name: /تحويل بنكي/ }));
    await user.click(within(dialog).getByRole("button", { name: "متابعة" }));
    const details = await within(dialog).findByTestId("bank-details");
    const value = within(details).getByText("EG38 0019 0005 0000 0000 2631 8000 2");
    expect(value.getAttribute("dir")).toBe("auto");
    expect(within(details).getByRole("button", { name: "نسخ IBAN" })).toBeTruthy();
    expect(within(dialog).getByLabelText("إيصال التحويل")).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("asks a guest to sign in before buying a paid package", async () => {
    renderPlans();
    const proCard = await card("Pro");
    expect(within(proCard).queryByRole("button", { name: /Buy/ })).toBeNull();
    expect(within(proCard).getByRole("link", { name: "Get the Pro package" })).toBeTruthy();
  });

  it("asks a guest to sign in before the free package, in a dialog that comes back here", async () => {
    const user = userEvent.setup();
    const { posted } = renderPlans({ url: "/subscription-plan?feature=property_list" });
    const freeCard = await card("Free");
    expect(within(freeCard).queryByRole("button", { name: /Get/ })).toBeNull();
    const link = within(freeCard).getByRole("link", { name: "Get the Free package" });
    expect(link.getAttribute("href")).toBe(
      `/login?redirectTo=${encodeURIComponent("/subscription-plan?feature=property_list")}`,
    );
    link.focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Sign in to activate a package" });
    expect(
      within(dialog).getByText("sign-in panel back to /subscription-plan?feature=property_list"),
    ).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("activates the free package for a member and confirms with the API's message", async () => {
    const user = userEvent.setup();
    const { posted } = renderPlans({
      isSignedIn: true,
      action: () => ({
        ok: true,
        message: { key: "plans.assigned", raw: "Your package is now active." },
        at: 7,
      }),
    });
    await user.click(within(await card("Free")).getByRole("button", { name: "Get the Free package" }));
    expect(await screen.findByText("Your package is now active.")).toBeTruthy();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.get("package_id")).toBe("1");
  });

  it("shows the API's refusal beside the button, in Arabic", async () => {
    const user = userEvent.setup();
    const refusal = "لديك هذه الباقة بالفعل، وهي فعّالة حتى انتهاء مدتها.";
    renderPlans({
      language: "ar",
      isSignedIn: true,
      action: () => ({ ok: false, message: { key: "errors.unexpected", raw: refusal }, at: 8 }),
    });
    await user.click(within(await card("Free")).getByRole("button", { name: "احصل على Free" }));
    expect((await screen.findByRole("alert")).textContent).toBe(refusal);
  });

  it.each([
    ["en", "Current plan", "Ends on Dec 21, 2026", "1 of 3 used"],
    ["ar", "باقتك الحالية", "تنتهي في ٢١‏/١٢‏/٢٠٢٦", "استُخدم ١ من ٣"],
  ] as const)(
    "a member sees their package as current with its usage (%s)",
    async (language, current, ends, usage) => {
      renderPlans({ language, isSignedIn: true, activePackages: [HELD_FREE] });
      const freeCard = await card("Free");
      expect(within(freeCard).getByText(current)).toBeTruthy();
      expect(within(freeCard).queryByRole("button")).toBeNull();
      expect(within(freeCard).getByTestId("plan-active-until")).toBeTruthy();
      const held = screen.getByTestId("active-plan");
      expect(within(held).getByTestId("active-plan-ends").textContent).toBe(ends);
      const [listings] = within(held).getAllByRole("progressbar");
      expect(listings?.getAttribute("aria-valuenow")).toBe("1");
      expect(listings?.getAttribute("aria-valuemax")).toBe("3");
      expect(listings?.getAttribute("aria-valuetext")).toBe(usage);
    },
  );

  it("tells a member without a package that they have none", async () => {
    renderPlans({ isSignedIn: true });
    expect(await screen.findByTestId("active-plans-none")).toBeTruthy();
  });

  it("shows a guest no active-package panel", async () => {
    renderPlans();
    await card("Free");
    expect(screen.queryByTestId("active-plans")).toBeNull();
  });

  it.each([
    ["en", "No packages on offer right now"],
    ["ar", "لا توجد باقات معروضة حاليًا"],
  ] as const)("has an empty state (%s)", async (language, title) => {
    renderPlans({ language, packages: [] });
    expect(
      within(await screen.findByTestId("plans-empty")).getByRole("heading", { name: title }),
    ).toBeTruthy();
    expect(screen.queryByTestId("active-plans")).toBeNull();
  });

  it.each([
    ["en", "Receipt submitted, pending verification"],
    ["ar", "تم إرسال الإيصال، بانتظار التحقق"],
  ] as const)(
    "shows a plan whose transfer receipt awaits review instead of offering it again (%s)",
    async (language, text) => {
      const waiting = { ...BASIC, package_status: "review" as const, payment_transaction_id: 41 };
      renderPlans({ language, isSignedIn: true, packages: [FREE, waiting, PRO] });
      const basic = await card("Basic");
      expect(within(basic).getByTestId("plan-in-review").textContent).toBe(text);
      expect(within(basic).queryByRole("button")).toBeNull();
    },
  );

  it.each([
    ["en", "Upload a new receipt"],
    ["ar", "رفع إيصال جديد"],
  ] as const)(
    "leads a member whose receipt was rejected to upload a new one (%s)",
    async (language, label) => {
      const refused = { ...BASIC, package_status: "rejected" as const, payment_transaction_id: 42 };
      renderPlans({ language, isSignedIn: true, packages: [FREE, refused, PRO] });
      const link = within(await card("Basic")).getByRole("link", { name: label });
      expect(link.getAttribute("href")).toBe("/payment/return?payment_transaction_id=42");
    },
  );
});
