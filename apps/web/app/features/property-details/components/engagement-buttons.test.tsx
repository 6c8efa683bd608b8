import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { FavouriteButton, InterestedButton } from "./engagement-buttons";
import { SignInPromptProvider } from "./sign-in-prompt";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderButtons({ isSignedIn = true, language = "en" as "en" | "ar" } = {}) {
  return renderWithProviders(
    <SignInPromptProvider isSignedIn={isSignedIn} renderSignIn={() => <p>sign-in panel</p>}>
      <FavouriteButton propertyId={9} initial={false} />
      <InterestedButton propertyId={9} initial />
      <Toaster />
    </SignInPromptProvider>,
    { language },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("favourite and interest buttons", () => {
  it("save a listing with add_favourite type 1 and show the API's message", async () => {
    const fetch = vi.fn(async () => json(200, { error: false, message: "Added to favourites", data: {} }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderButtons();

    const heart = await screen.findByRole("button", { name: "Save" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    await user.click(heart);

    expect(await screen.findByText("Added to favourites")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Saved" }).getAttribute("aria-pressed")).toBe("true");
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/add_favourite");
    expect(init.credentials).toBe("same-origin");
    expect(JSON.parse(String(init.body))).toEqual({ property_id: 9, type: 1 });
  });

  it("withdraw interest with interested_users type 0, and flip back with the error when the API refuses", async () => {
    const fetch = vi.fn(async () => json(503, { error: true, message: "down" }));
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderButtons({ language: "ar" });

    await user.click(await screen.findByRole("button", { name: "مهتم" }));
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body))).toEqual({
      property_id: 9,
      type: 0,
    });
    expect(await screen.findByText("خطأ في الخادم - يرجى المحاولة لاحقًا.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "مهتم" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("ask guests to sign in and call nothing", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderButtons({ isSignedIn: false, language: "ar" });

    await user.click(await screen.findByRole("button", { name: "حفظ" }));
    expect(await screen.findByRole("dialog", { name: "لم تقم بتسجيل الدخول" })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    const heart = screen.getByTestId("favourite-button");
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    expect(heart.textContent).toBe("حفظ");
  });
});
