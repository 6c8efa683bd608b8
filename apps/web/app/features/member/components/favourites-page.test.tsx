import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import { FavouritesPage } from "./favourites-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const villa = createPropertyCard({ id: 7, title: "Sunny Villa in New Cairo" });
const flat = createPropertyCard({ id: 8, slug_id: "nile-flat", title: "Nile View Flat" });

type Call = { url: string; method: string; body: unknown };

/** The favourites endpoints over an in-memory list; `refuseWrites` answers every POST with a 503. */
function fakeApi({ saved, refuseWrites = false }: { saved: number[]; refuseWrites?: boolean }) {
  const listings = new Map([villa, flat].map((card) => [card.id, card]));
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, method, body });
    if (url.startsWith("/api/get_favourite_property")) {
      const params = new URL(url, "http://localhost").searchParams;
      const offset = Number(params.get("offset") ?? 0);
      const limit = Number(params.get("limit") ?? 25);
      const data = saved.slice(offset, offset + limit).map((id) => listings.get(id));
      return json(200, { error: false, message: "", data, total: saved.length });
    }
    if (url.startsWith("/api/add_favourite")) {
      if (refuseWrites) return json(503, { error: true, message: "down" });
      const { property_id, type } = body as { property_id: number; type: number };
      saved = saved.filter((id) => id !== property_id);
      if (type === 1) saved.unshift(property_id);
      const message = type === 1 ? "Added to favourites" : "Removed from favourites";
      return json(200, { error: false, message, data: { property_id, is_favourite: type === 1 } });
    }
    return json(404, { error: true, message: "not found" });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, writes: () => calls.filter((call) => call.method === "POST") };
}

function renderPage(page = 1, language: "en" | "ar" = "en") {
  return renderWithProviders(
    <>
      <FavouritesPage page={page} />
      <Toaster />
    </>,
    { language, path: "/user/favourites" },
  );
}

const cardTitles = () =>
  screen.queryAllByTestId("property-card").map((card) => within(card).getByRole("heading").textContent);

// jsdom has no pointer capture, which sonner's toast uses when pressed (the Undo action).
beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

describe("FavouritesPage", () => {
  it("removes a listing at once with add_favourite type 0, and Undo saves it again", async () => {
    const api = fakeApi({ saved: [7, 8] });
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText("2 saved listings")).toBeTruthy();
    expect(cardTitles()).toEqual(["Sunny Villa in New Cairo", "Nile View Flat"]);

    await user.click(screen.getByRole("button", { name: "Remove Sunny Villa in New Cairo from favourites" }));
    expect(cardTitles()).toEqual(["Nile View Flat"]);
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Remove Nile View Flat from favourites" }),
      ),
    );
    expect(await screen.findByText("Removed from favourites")).toBeTruthy();
    expect(screen.getByText("1 saved listing")).toBeTruthy();
    expect(api.writes()[0]).toMatchObject({
      url: "/api/add_favourite?lang=en",
      body: { property_id: 7, type: 0 },
    });

    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText("Added to favourites")).toBeTruthy();
    expect(api.writes()[1]?.body).toEqual({ property_id: 7, type: 1 });
    await vi.waitFor(() => expect(cardTitles()).toEqual(["Sunny Villa in New Cairo", "Nile View Flat"]));
    expect(screen.getByText("2 saved listings")).toBeTruthy();
  });

  it("puts the card back and explains when the API refuses the removal (Arabic)", async () => {
    fakeApi({ saved: [7, 8], refuseWrites: true });
    const user = userEvent.setup();
    renderPage(1, "ar");

    expect(await screen.findByText("عقاران محفوظان")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "إزالة Nile View Flat من المفضلة" }));

    expect(await screen.findByText("خطأ في الخادم - يرجى المحاولة لاحقًا.")).toBeTruthy();
    expect(cardTitles()).toEqual(["Sunny Villa in New Cairo", "Nile View Flat"]);
    expect(screen.getByText("عقاران محفوظان")).toBeTruthy();
  });

  it.each([
    { language: "en" as const, title: "No favourites yet", link: "Browse properties" },
    { language: "ar" as const, title: "لا توجد عقارات في مفضلتك بعد", link: "تصفح العقارات" },
  ])("invites a member without favourites to browse listings ($language)", async (c) => {
    fakeApi({ saved: [] });
    renderPage(1, c.language);
    expect(await screen.findByRole("heading", { name: c.title })).toBeTruthy();
    expect(screen.getByRole("link", { name: c.link }).getAttribute("href")).toBe("/properties");
    expect(screen.queryByTestId("property-card")).toBeNull();
  });

  it("asks for the page's slice of the list and links to the other pages", async () => {
    const many = Array.from({ length: 14 }, (_, index) => (index % 2 === 0 ? 7 : 8));
    const api = fakeApi({ saved: many });
    renderPage(2);

    expect(await screen.findByText("14 saved listings")).toBeTruthy();
    expect(api.calls[0]?.url).toBe("/api/get_favourite_property?offset=12&limit=12&lang=en");
    expect(screen.getAllByTestId("property-card")).toHaveLength(2);
    const pages = screen.getByRole("navigation", { name: /pag/i });
    expect(
      within(pages)
        .getByRole("link", { name: /Previous/ })
        .getAttribute("href"),
    ).toBe("/user/favourites");
    expect(within(pages).getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page");
  });
});
