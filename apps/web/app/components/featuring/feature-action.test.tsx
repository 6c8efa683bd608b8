import type { Locale } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../test/render";
import { FeatureAction } from "./feature-action";
import type { Advertisement } from "./featured-items";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

type Call = { url: string; method: string; body: unknown };
type Limits = { package_available: boolean; feature_available: boolean; limit_available: boolean };
const CREDIT: Limits = { package_available: true, feature_available: true, limit_available: true };

/** check-package-limit answers `limits`; store_advertisement answers `store` (the API's message). */
function fakeApi(limits: Limits, store: { status: number; message: string } = { status: 200, message: "" }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      calls.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith("/api/check-package-limit"))
        return json(200, { error: false, message: "", data: limits });
      if (url.startsWith("/api/store_advertisement")) {
        return store.status === 200
          ? json(200, { error: false, message: store.message, data: { id: 5 } })
          : json(store.status, { error: true, message: store.message });
      }
      throw new Error(`unexpected ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

/** My properties with one card's action, and /user/advertisement to land on. */
function renderAction(kind: "property" | "project", ad: Advertisement | null, language: Locale = "en") {
  document.documentElement.lang = language;
  const Stub = createRoutesStub([
    {
      path: "/user/my-properties",
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <FeatureAction kind={kind} id={7} title="Sunny Villa" ads={ad ? [ad] : []} />
          <Toaster />
        </TestProviders>
      ),
    },
    {
      path: "/user/advertisement",
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <h1>Advertisements page</h1>
          <Toaster />
        </TestProviders>
      ),
    },
  ]);
  render(<Stub initialEntries={["/user/my-properties"]} />);
}

describe("Feature this", () => {
  it("asks the package first and, with a credit, features the listing and goes to the advertisements", async () => {
    const calls = fakeApi(CREDIT, { status: 200, message: "Advertisement created." });
    renderAction("property", null);
    await userEvent.click(await screen.findByRole("button", { name: "Feature Sunny Villa" }));
    const dialog = await screen.findByRole("dialog", { name: "Feature “Sunny Villa”?" });
    expect(calls[0]?.url).toContain("type=property_feature");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await userEvent.click(within(dialog).getByRole("button", { name: "Feature it" }));
    expect(await screen.findByRole("heading", { name: "Advertisements page" })).toBeTruthy();
    expect(await screen.findByText("Advertisement created.")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      feature_for: "property",
      property_id: 7,
    });
  });

  it("without a package shows the gate dialog leading to the packages for featuring (ar)", async () => {
    const calls = fakeApi({ package_available: false, feature_available: false, limit_available: false });
    renderAction("project", null, "ar");
    await userEvent.click(await screen.findByRole("button", { name: "تمييز Sunny Villa" }));
    const dialog = await screen.findByRole("dialog", { name: "لا توجد باقة فعّالة" });
    expect(within(dialog).getByRole("link", { name: "عرض الباقات" }).getAttribute("href")).toBe(
      "/subscription-plan?feature=project_feature",
    );
    expect(calls[0]?.url).toContain("type=project_feature");
    await userEvent.click(within(dialog).getByRole("button", { name: "ليس الآن" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("with the credits spent says the package limit is over", async () => {
    fakeApi({ package_available: true, feature_available: true, limit_available: false });
    renderAction("property", null);
    await userEvent.click(await screen.findByRole("button", { name: "Feature Sunny Villa" }));
    const dialog = await screen.findByRole("dialog", { name: "Package limit reached" });
    expect(within(dialog).getByText("Your Package Limit is Over. Please Purchase Package.")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Purchase package" }).getAttribute("href")).toBe(
      "/subscription-plan?feature=property_feature",
    );
  });

  it("shows the API's refusal and stays on the page", async () => {
    fakeApi(CREDIT, { status: 409, message: "This property is already featured." });
    renderAction("property", null);
    await userEvent.click(await screen.findByRole("button", { name: "Feature Sunny Villa" }));
    await userEvent.click(await screen.findByRole("button", { name: "Feature it" }));
    expect(await screen.findByText("This property is already featured.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Advertisements page" })).toBeNull();
  });

  it("is disabled with its end date when the listing is featured already", async () => {
    const calls = fakeApi(CREDIT);
    renderAction("property", {
      id: 5,
      feature_for: "property",
      status: "approved",
      start_date: "2026-11-01T00:00:00.000Z",
      end_date: "2026-12-01T00:00:00.000Z",
      property: { id: 7, title: "Sunny Villa", slug_id: "sunny-villa", title_image: null },
      project: null,
    });
    const done = await screen.findByTestId("feature-done");
    expect(done.textContent).toBe("Featured until Dec 1, 2026");
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
