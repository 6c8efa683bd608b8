import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ShareMenu } from "./share-menu";

const url = "https://manzil.example/properties-details/sunny-villa";

afterEach(() => vi.unstubAllGlobals());

describe("ShareMenu", () => {
  it("without a system share sheet offers copy-link (with a toast) and the four networks, in Arabic too", async () => {
    vi.stubGlobal("navigator", { ...navigator, share: undefined });
    const writeText = vi.fn(async () => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(
      <>
        <ShareMenu url={url} title="فيلا مشمسة" />
        <Toaster />
      </>,
      { language: "ar" },
    );

    await user.click(await screen.findByRole("button", { name: "مشاركة" }));
    const dialog = await screen.findByRole("dialog", { name: "مشاركة هذا العقار" });
    const links = within(dialog).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["واتساب", "فيسبوك", "إكس", "بريد إلكتروني"]);
    expect(new URL(links[0]!.getAttribute("href")!).searchParams.get("text")).toBe(
      `ألقِ نظرة على فيلا مشمسة ${url}`,
    );

    await user.click(within(dialog).getByRole("button", { name: "نسخ الرابط" }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText("نُسخ الرابط.")).toBeTruthy();
  });

  it("uses the device's share sheet where there is one", async () => {
    const share = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, share });
    const user = userEvent.setup();
    renderWithProviders(<ShareMenu url={url} title="Sunny Villa" />);

    await user.click(await screen.findByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({ title: "Sunny Villa", text: "Have a look at Sunny Villa", url });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
