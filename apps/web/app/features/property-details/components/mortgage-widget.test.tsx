import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { MortgageWidget } from "./mortgage-widget";

const RESULT = {
  main_total: {
    principal_amount: 2_000_000,
    down_payment: 500_000,
    payable_interest: 3_285_000.5,
    monthly_emi: 22_021.5,
    total_amount: 5_285_000.5,
  },
  currency: "EGP",
  details_available: false,
};

afterEach(() => vi.unstubAllGlobals());

describe("MortgageWidget", () => {
  it("asks the API for the estimate of the listing's price and shows the monthly payment and totals", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ error: false, message: "", data: RESULT }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderWithProviders(<MortgageWidget priceMajor={2_500_000} />);

    expect((await screen.findByRole("textbox", { name: "Property price" })).getAttribute("value")).toBe(
      "2500000",
    );
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const result = await screen.findByTestId("mortgage-result");
    const url = new URL(String((fetch.mock.calls[0] as unknown as [string])[0]), "https://x");
    expect(url.pathname).toBe("/api/mortgage-calculator");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      loan_amount: "2500000",
      down_payment: "500000",
      interest_rate: "12",
      loan_term_years: "20",
    });
    expect(
      within(result)
        .getAllByTestId("price")
        .map((p) => p.textContent),
    ).toEqual(["22,022\u00a0EGP", "2,000,000\u00a0EGP", "3,285,001\u00a0EGP", "5,285,001\u00a0EGP"]);
    expect(screen.getByRole("link", { name: "Open the full calculator" }).getAttribute("href")).toBe(
      "/mortgage-calculator?loan_amount=2500000&down_payment=500000&interest_rate=12&loan_term_years=20",
    );
  });

  it("explains a down payment above the price in Arabic, without calling the API", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderWithProviders(<MortgageWidget priceMajor={1_000_000} />, { language: "ar" });

    const down = await screen.findByRole("textbox", { name: "الدفعة المقدّمة" });
    await user.clear(down);
    await user.type(down, "٢٠٠٠٠٠٠");
    await user.click(screen.getByRole("button", { name: "احسب" }));
    expect(screen.getByText("يجب أن تكون الدفعة المقدّمة أقل من السعر.")).toBeTruthy();
    expect(down.getAttribute("aria-invalid")).toBe("true");
    expect(fetch).not.toHaveBeenCalled();
  });
});
