import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { SiteHeader } from "./site-header";

describe("SiteHeader", () => {
  it("opens the phone menu with the navigation, currency and language, and closes it when a page is chosen", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader companyName="Manzil" isSignedIn />);
    await user.click(await screen.findByRole("button", { name: "Open the menu" }));
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(
      within(drawer)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/", "/properties", "/projects", "/agents", "/articles", "/user/profile"]);
    expect(within(drawer).getByTestId("currency-select")).toBeTruthy();
    expect(within(drawer).getByTestId("language-switch")).toBeTruthy();

    await user.click(within(drawer).getByRole("link", { name: "Agents" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
  });

  it("opens from the keyboard, closes on Escape with focus back on the menu button, and opens again", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader companyName="Manzil" />);
    const button = await screen.findByRole("button", { name: "Open the menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    button.focus();
    await user.keyboard("{Enter}");
    const drawer = await screen.findByRole("dialog", { name: "Menu" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(drawer.contains(document.activeElement)).toBe(true);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("dialog", { name: "Menu" })).toBeTruthy();
  });

  it("names the menu and the search in Arabic, and keeps a guest's menu without the profile", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader companyName="منزل" />, { language: "ar" });
    expect(await screen.findByRole("link", { name: "ابحث عن عقار" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "افتح القائمة" }));
    const drawer = await screen.findByRole("dialog", { name: "القائمة" });
    expect(within(drawer).getAllByRole("link")).toHaveLength(5);
    expect(within(drawer).getByRole("link", { name: "الوسطاء" }).getAttribute("href")).toBe("/agents");
  });
});
