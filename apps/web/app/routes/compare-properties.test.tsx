import { textDirection, type Locale } from "@manzil/domain/i18n";
import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../test/render";
import type { Viewer } from "../lib/session/viewer";
import CompareProperties from "./compare-properties";

afterEach(() => vi.unstubAllGlobals());

const viewer: Viewer = {
  id: 5,
  name: "Mona",
  email: "mona@example.com",
  photo: "",
  isOnboarded: true,
  isAdmin: false,
};

function renderCompare({ language, signedIn, url }: { language: Locale; signedIn: boolean; url: string }) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        language,
        settings: TEST_SETTINGS,
        viewer: signedIn ? viewer : null,
        publicUrl: "",
        year: 2026,
      }),
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <Outlet />
        </TestProviders>
      ),
      children: [{ path: "compare-properties", Component: CompareProperties }],
    },
  ]);
  render(<Stub initialEntries={[url]} />);
}

const gateBody = (message: string) => ({ error: true, message, code: "NOT_SUBSCRIBED" });

describe("/compare-properties", () => {
  it.each([
    ["en", "You have not logged in"],
    ["ar", "لم تقم بتسجيل الدخول"],
  ] as const)(
    "shows a guest the picker and the chosen listings, with the table locked behind sign-in (%s)",
    async (language, message) => {
      const fetch = vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), "http://site.test");
        const id = Number(url.searchParams.get("id"));
        return Response.json({
          error: false,
          message: "",
          data: [{ id, title: `Listing ${id}`, title_image: `/pictures/${id}.jpg` }],
        });
      });
      vi.stubGlobal("fetch", fetch);
      renderCompare({ language, signedIn: false, url: "/compare-properties?source=1&target=2" });
      const locked = await screen.findByTestId("compare-locked");
      const gate = within(locked).getByTestId("sign-in-required");
      expect(within(gate).getByRole("heading", { name: message })).toBeTruthy();
      expect(screen.getAllByTestId("compare-picker")).toHaveLength(2);
      const chosen = await screen.findAllByTestId("compare-chosen-title");
      expect(chosen.map((title) => title.textContent)).toEqual(["Listing 1", "Listing 2"]);
      // The comparison itself is never asked for: only the two listings' public details.
      const paths = fetch.mock.calls.map(([input]) => new URL(String(input), "http://site.test").pathname);
      expect(paths.every((path) => path.endsWith("/get_property"))).toBe(true);
    },
  );

  it.each([
    ["en", "You have not subscribed. Please subscribe first", "See subscription plans"],
    ["ar", "لم تشترك بعد. يرجى الاشتراك أولًا", "اطّلع على خطط الاشتراك"],
  ] as const)(
    "shows the API's package gate with a link to the plans (%s)",
    async (language, message, link) => {
      vi.stubGlobal(
        "fetch",
        vi.fn(async () => Response.json(gateBody(message), { status: 403 })),
      );
      renderCompare({ language, signedIn: true, url: "/compare-properties?source=1&target=2" });
      const locked = await screen.findByTestId("compare-locked");
      const gate = within(locked).getByTestId("package-required");
      expect(within(gate).getByText(message)).toBeTruthy();
      expect(within(gate).getByRole("link", { name: link }).getAttribute("href")).toBe(
        "/subscription-plan?feature=premium_properties",
      );
    },
  );

  it("says why a pair was refused (422 field message)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          {
            error: true,
            message: "Some fields are invalid.",
            code: "VALIDATION_FAILED",
            errors: { target_property_id: ["Choose two different listings to compare."] },
          },
          { status: 422 },
        ),
      ),
    );
    renderCompare({ language: "en", signedIn: true, url: "/compare-properties?source=1&target=1" });
    const error = await screen.findByTestId("compare-error");
    expect(error.textContent).toBe("Choose two different listings to compare.");
  });
});
