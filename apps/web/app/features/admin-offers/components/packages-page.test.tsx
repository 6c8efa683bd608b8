import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { bodyOfDraft, draftOfPackage, emptyDraft, majorAmountToMinor } from "../admin-offers";
import { PackageFormPage } from "./package-form-page";
import { PackagesPage } from "./packages-page";
import { fakeApi, gold, json, ok, packageList } from "./test-offers";

afterEach(() => vi.unstubAllGlobals());

describe("the packages list", () => {
  it("shows each package's price in the site currency, validity, holders and features", async () => {
    fakeApi((call) => (call.url.startsWith("/api/admin/packages") ? ok(packageList) : undefined));
    renderWithProviders(<PackagesPage />);
    const card = (await screen.findByRole("link", { name: "Gold" })).closest("div.flex-col") as HTMLElement;
    expect(within(card).getByText(/199\.99/).textContent).toMatch(/EGP|E£|ج/);
    expect(within(card).getByText("30 days")).toBeTruthy();
    expect(within(card).getByText("Property List · 10")).toBeTruthy();
    expect(within(card).getByText("Mortgage Calculator Detail Access · unlimited")).toBeTruthy();
    expect(screen.getByText("36 hours")).toBeTruthy();
    expect(screen.getByText("Off sale")).toBeTruthy();
  });

  it("takes a package off sale in Arabic and shows the API's answer", async () => {
    const calls = fakeApi((call) =>
      call.method === "POST"
        ? ok({ ...gold, is_active: false }, "أُوقف بيع الباقة؛ ويحتفظ بها الأعضاء الذين يملكونها.")
        : ok(packageList),
    );
    renderWithProviders(
      <>
        <PackagesPage />
        <Toaster />
      </>,
      { language: "ar" },
    );
    expect(await screen.findByRole("link", { name: "ذهبية" })).toBeTruthy();
    expect(screen.getByText("٣٠ يومًا")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "إيقاف بيع ذهبية" }));
    expect(await screen.findByText("أُوقف بيع الباقة؛ ويحتفظ بها الأعضاء الذين يملكونها.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/packages/4/status?lang=ar",
      body: { is_active: false },
    });
  });

  it("says so when there are no packages, in both languages", async () => {
    fakeApi(() => ok({ ...packageList, packages: [] }));
    renderWithProviders(<PackagesPage />);
    expect(await screen.findByText("No packages yet. Add the first one.")).toBeTruthy();
    renderWithProviders(<PackagesPage />, { language: "ar" });
    expect(await screen.findByText("لا توجد باقات بعد. أضف أول باقة.")).toBeTruthy();
  });
});

describe("the package form", () => {
  it("turns the typed major amount into minor units and sends each feature's limit", async () => {
    const calls = fakeApi((call) => (call.method === "POST" ? ok(gold, "Package saved.") : ok(packageList)));
    renderWithProviders(<PackageFormPage id={null} />);
    await userEvent.type(await screen.findByLabelText("Name in English"), "Silver");
    await userEvent.type(screen.getByLabelText("Name in Arabic"), "فضية");
    await userEvent.type(screen.getByLabelText("Price (EGP)"), "149.5");
    expect(screen.getByText(/Members see .*149\.50/)).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText("Is Property List included"), "limited");
    await userEvent.type(screen.getByLabelText("Limit of Property List"), "5");
    await userEvent.selectOptions(
      screen.getByLabelText("Is Premium Properties Access included"),
      "unlimited",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save package" }));

    await vi.waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    expect(calls.find((c) => c.method === "POST")).toEqual({
      url: "/api/admin/packages?lang=en",
      method: "POST",
      body: {
        name: "Silver",
        name_ar: "فضية",
        package_type: "paid",
        price_minor: 14950,
        duration_hours: 720,
        ios_product_id: null,
        features: [
          { type: "property_list", limit_type: "limited", limit: 5 },
          { type: "premium_properties", limit_type: "unlimited" },
        ],
      },
    });
  });

  it("refuses an amount the currency cannot hold before sending, in Arabic", async () => {
    const calls = fakeApi(() => ok(packageList));
    renderWithProviders(<PackageFormPage id={4} />, { language: "ar" });
    const price = await screen.findByLabelText("السعر (EGP)");
    expect((price as HTMLInputElement).value).toBe("199.99");
    await userEvent.clear(price);
    await userEvent.type(price, "19.999");
    await userEvent.click(screen.getByRole("button", { name: "حفظ الباقة" }));
    expect(await screen.findByText(/اكتب مبلغًا مثل 199.99/)).toBeTruthy();
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    expect(screen.getByText(/يملك عضوان هذه الباقة الآن/)).toBeTruthy();
  });

  it("shows the API's refusal of a feature at that feature's row", async () => {
    fakeApi((call) =>
      call.method === "POST"
        ? json(409, {
            error: true,
            message: "2 member(s) hold this package now, so which features it includes cannot change.",
            errors: { features: ["Members hold this package: only the limits can change."] },
          })
        : ok(packageList),
    );
    renderWithProviders(<PackageFormPage id={4} />);
    await userEvent.selectOptions(
      await screen.findByLabelText("Is Mortgage Calculator Detail Access included"),
      "none",
    );
    await userEvent.click(screen.getByRole("button", { name: "Save package" }));
    expect(await screen.findByText("Members hold this package: only the limits can change.")).toBeTruthy();
  });

  it("maps a limit's 422 to its row and says when the package does not exist", async () => {
    fakeApi((call) =>
      call.method === "POST"
        ? json(422, {
            error: true,
            message: "Check the fields.",
            errors: { "features.0.limit": ["A limited feature needs a whole number above 0."] },
          })
        : ok(packageList),
    );
    renderWithProviders(<PackageFormPage id={4} />);
    const limit = await screen.findByLabelText("Limit of Property List");
    await userEvent.clear(limit);
    await userEvent.click(screen.getByRole("button", { name: "Save package" }));
    expect(await screen.findByText("A limited feature needs a whole number above 0.")).toBeTruthy();
    expect(limit.getAttribute("aria-invalid")).toBe("true");

    renderWithProviders(<PackageFormPage id={77} />);
    expect(await screen.findByText("This package does not exist.")).toBeTruthy();
  });
});

describe("package amounts and drafts", () => {
  it("read amounts exactly, refusing more decimals than the currency has", () => {
    expect(majorAmountToMinor("199.99", "EGP")).toBe(19999);
    expect(majorAmountToMinor("1,250.5", "EGP")).toBe(125050);
    expect(majorAmountToMinor("0.1", "KWD")).toBe(100);
    expect(majorAmountToMinor("12.345", "EGP")).toBeNull();
    expect(majorAmountToMinor("-3", "EGP")).toBeNull();
    expect(majorAmountToMinor("abc", "EGP")).toBeNull();
  });

  it("round-trip a package, and a free one costs 0 whatever was typed", () => {
    const built = bodyOfDraft(draftOfPackage(gold), "EGP");
    expect(built).toMatchObject({ ok: true, body: { price_minor: 19999, duration_hours: 720 } });
    const free = bodyOfDraft({ ...emptyDraft(), package_type: "free", price: "oops" }, "EGP");
    expect(free).toMatchObject({ ok: true, body: { price_minor: 0, features: [] } });
  });
});
