import { textDirection, type Locale } from "@manzil/domain/i18n";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../test/factories";
import { TEST_SETTINGS, TestProviders } from "../../test/render";
import type { Viewer } from "../lib/session/viewer";
import MapView from "./map-view";

// jsdom has no WebGL; the list beside the map is what these tests look at.
vi.mock("../features/map/load-maplibre", () => ({
  loadMapLibre: () => Promise.reject(new Error("no WebGL")),
}));

afterEach(() => vi.unstubAllGlobals());

function renderMapView({ language, viewer }: { language: Locale; viewer: Viewer | null }) {
  document.documentElement.lang = language;
  document.documentElement.dir = textDirection(language);
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({
        language,
        settings: TEST_SETTINGS,
        viewer,
        publicUrl: "http://localhost",
        year: 2026,
      }),
      Component: () => (
        <TestProviders language={language} settings={TEST_SETTINGS}>
          <Outlet />
        </TestProviders>
      ),
      children: [{ path: "map-view", Component: MapView }],
    },
  ]);
  return render(<Stub initialEntries={["/map-view?search=villa"]} />);
}

const viewer: Viewer = {
  id: 5,
  name: "Mona",
  email: "mona@example.com",
  photo: "",
  isOnboarded: true,
  isAdmin: false,
};

describe("/map-view", () => {
  it.each([
    ["en", "You have not logged in", "Sign in to continue"],
    ["ar", "لم تقم بتسجيل الدخول", "سجّل الدخول للمتابعة"],
  ] as const)(
    "shows a guest the map of the URL's filters dimmed under the sign-in prompt, in %s",
    async (language, message, button) => {
      const listing = createPropertyCard({ rating_average: 0, rating_count: 0 });
      const fetch = vi.fn(async (_url: string) =>
        Response.json({ error: false, message: "", total: 1, data: [listing] }, { status: 200 }),
      );
      vi.stubGlobal("fetch", fetch);
      const user = userEvent.setup();
      renderMapView({ language, viewer: null });
      const gate = await screen.findByTestId("sign-in-required");
      expect(within(gate).getByRole("heading", { name: message })).toBeTruthy();
      const preview = screen.getByTestId("map-gate-preview");
      expect(preview.getAttribute("aria-hidden")).toBe("true");
      expect(within(preview).getByTestId("listings-map")).toBeTruthy();
      await waitFor(() => expect(preview.getAttribute("data-pins")).toBe("1"));
      // The list of results stays for members.
      expect(screen.queryByTestId("map-view-row")).toBeNull();
      const url = new URL(String(fetch.mock.calls[0]?.[0]), "http://localhost");
      expect(url.pathname).toBe("/api/get-property-list");
      expect(url.searchParams.get("search")).toBe("villa");
      const signIn = within(gate).getByRole("link", { name: button });
      expect(signIn.getAttribute("href")).toBe("/login?redirectTo=%2Fmap-view%3Fsearch%3Dvilla");
      await user.click(signIn);
      expect(await screen.findByTestId("auth-dialog")).toBeTruthy();
    },
  );

  it("shows a signed-in visitor the listings of the URL's filters beside the map", async () => {
    const listing = createPropertyCard({ rating_average: 0, rating_count: 0 });
    const fetch = vi.fn(async (_url: string) =>
      Response.json({ error: false, message: "", total: 1, data: [listing] }, { status: 200 }),
    );
    vi.stubGlobal("fetch", fetch);
    renderMapView({ language: "en", viewer });
    const row = await screen.findByTestId("map-view-row");
    expect(within(row).getByRole("link", { name: listing.title }).getAttribute("href")).toBe(
      `/properties-details/${listing.slug_id}`,
    );
    expect(screen.getByRole("heading", { name: "1 listing" })).toBeTruthy();
    expect(screen.getByTestId("listings-map")).toBeTruthy();
    expect(screen.queryByTestId("sign-in-required")).toBeNull();
    const url = new URL(String(fetch.mock.calls[0]?.[0]), "http://localhost");
    expect(url.pathname).toBe("/api/get-property-list");
    expect(url.searchParams.get("search")).toBe("villa");
    expect(url.searchParams.get("limit")).toBe("100");
  });
});
