import type { TMortgageResult } from "@manzil/domain/contracts";
import { textDirection, type Locale } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet, type AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../test/render";
import type { ApiFetchOptions, ApiFetchResult } from "../lib/api/load-context";
import MortgageCalculator, { loader } from "./mortgage-calculator";

const SUMMARY: TMortgageResult["main_total"] = {
  principal_amount: 1_600_000,
  down_payment: 400_000,
  payable_interest: 2_762_779,
  monthly_emi: 18_178.45,
  total_amount: 4_362_779,
};

const month = (n: number, balance: number) => ({
  month: n,
  monthly_emi: 18_178.45,
  principal_amount: 1_512,
  payable_interest: 16_666,
  remaining_balance: balance,
});

const WITH_DETAILS: TMortgageResult = {
  main_total: SUMMARY,
  currency: "EGP",
  details_available: true,
  yearly_totals: [
    {
      year: 1,
      principal_amount: 19_000,
      interest_paid: 199_000,
      remaining_balance: 1_581_000,
      monthly_totals: [month(1, 1_598_488), month(2, 1_596_976)],
    },
    {
      year: 2,
      principal_amount: 21_000,
      interest_paid: 197_000,
      remaining_balance: 0,
      monthly_totals: [month(13, 10_000)],
    },
  ],
};

function renderCalculator(
  url: string,
  api: (options: ApiFetchOptions) => ApiFetchResult,
  language: Locale = "en",
) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const calls: ApiFetchOptions[] = [];
  const context = {
    publicUrl: "http://localhost",
    apiFetch: async (_path: string, options: ApiFetchOptions = {}) => {
      calls.push(options);
      return api(options);
    },
  } satisfies AppLoadContext;
  const Stub = createRoutesStub(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ language, settings: TEST_SETTINGS, viewer: null, publicUrl: "", year: 2026 }),
        Component: () => (
          <TestProviders language={language} settings={TEST_SETTINGS}>
            <Outlet />
          </TestProviders>
        ),
        children: [
          {
            path: "mortgage-calculator",
            Component: MortgageCalculator as never,
            loader: ({ request }) => loader({ request, context, params: {} } as never),
          },
        ],
      },
    ],
    context,
  );
  render(<Stub initialEntries={[url]} />);
  return calls;
}

const ok = (data: TMortgageResult): ApiFetchResult => ({
  status: 200,
  body: { error: false, message: "", data },
});
const QUERY = "loan_amount=2000000&down_payment=400000&interest_rate=12.5&loan_term_years=20";

describe("/mortgage-calculator", () => {
  it("asks for the figures first and calls nothing", async () => {
    const calls = renderCalculator("/mortgage-calculator", () => ok(WITH_DETAILS));
    expect(await screen.findByTestId("mortgage-empty")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it.each([
    ["en", "18,178.45 EGP", "Monthly payment"],
    ["ar", "١٨٬١٧٨٫٤٥ ج.م", "القسط الشهري"],
  ] as const)("shows the monthly payment from the URL's figures (%s)", async (language, amount, label) => {
    const calls = renderCalculator(
      `/mortgage-calculator?${QUERY}`,
      () => ok({ ...WITH_DETAILS, details_available: false, yearly_totals: undefined }),
      language,
    );
    const summary = await screen.findByTestId("mortgage-summary");
    expect(within(summary).getByText(label)).toBeTruthy();
    expect(screen.getByTestId("mortgage-monthly").textContent?.replace(/\s/g, " ")).toBe(
      amount.replace(/\s/g, " "),
    );
    expect(calls[0]?.query).toMatchObject({
      loan_amount: "2000000",
      interest_rate: "12.5",
      loan_term_years: "20",
    });
    expect(screen.queryByTestId("mortgage-schedule")).toBeNull();
  });

  it("shows the API's field messages beside the fields", async () => {
    renderCalculator(
      `/mortgage-calculator?loan_amount=100&down_payment=200&interest_rate=5&loan_term_years=10`,
      () => ({
        status: 422,
        body: {
          error: true,
          message: "Some fields are invalid.",
          code: "VALIDATION_FAILED",
          errors: { down_payment: ["The down payment must be less than the loan amount"] },
        },
      }),
    );
    const field = await screen.findByLabelText("Down payment (EGP)");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("The down payment must be less than the loan amount")).toBeTruthy();
  });

  it("keeps the monthly payment and locks the table behind the package gate's message and plans link", async () => {
    renderCalculator(`/mortgage-calculator?${QUERY}&show_all_details=1`, () =>
      ok({
        main_total: SUMMARY,
        currency: "EGP",
        details_available: false,
        details_gate: { code: "NOT_SUBSCRIBED", message: "You have not subscribed. Please subscribe first" },
      }),
    );
    const locked = await screen.findByTestId("mortgage-locked");
    const gate = within(locked).getByTestId("package-required");
    expect(within(gate).getByText("You have not subscribed. Please subscribe first")).toBeTruthy();
    expect(within(gate).getByRole("link").getAttribute("href")).toBe(
      "/subscription-plan?feature=mortgage_calculator_detail",
    );
    expect(screen.getByTestId("mortgage-summary")).toBeTruthy();
    expect(screen.queryByTestId("mortgage-schedule")).toBeNull();
    // Placeholder rows only: no figure of the real schedule reaches the page.
    expect(locked.textContent).not.toMatch(/\d/);
  });

  it("asks a guest to sign in for the full table and comes back to the same figures", async () => {
    renderCalculator(`/mortgage-calculator?${QUERY}&show_all_details=1`, () =>
      ok({
        main_total: SUMMARY,
        currency: "EGP",
        details_available: false,
        details_gate: { code: "UNAUTHENTICATED", message: "You have not logged in" },
      }),
    );
    const locked = await screen.findByTestId("mortgage-locked");
    const signIn = within(locked).getByTestId("sign-in-required-button");
    const back = new URL(signIn.getAttribute("href") ?? "", "http://localhost").searchParams.get(
      "redirectTo",
    );
    expect(back).toBe(`/mortgage-calculator?${QUERY}&show_all_details=1`);
  });

  it("lays out the yearly and monthly tables with captions and states the chart in words", async () => {
    renderCalculator(`/mortgage-calculator?${QUERY}&show_all_details=1`, () => ok(WITH_DETAILS));
    const yearly = await screen.findByRole("table", { name: "Yearly totals" });
    expect(within(yearly).getAllByRole("row")).toHaveLength(3);
    expect(within(yearly).getByRole("row", { name: /^2 / }).textContent).toMatch(/197,000\sEGP/);
    const monthly = screen.getByRole("table", { name: "Monthly payments in year 1" });
    expect(within(monthly).getAllByRole("row")).toHaveLength(3);
    expect(screen.getByTestId("mortgage-chart-summary").textContent?.replace(/\u00a0/g, " ")).toBe(
      "Over 2 years, interest falls from 199,000 EGP in the first year to 197,000 EGP in year 2, while the part that pays off the loan grows from 19,000 EGP to 21,000 EGP; the balance reaches zero at the end of year 2.",
    );
  });
});
