import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { SignInDialog } from "./sign-in-dialog";

describe("the header's sign-in", () => {
  it("is a link to the sign-in page that opens the dialog in place, and Escape brings focus back to it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInDialog />, { path: "/properties?sort=new" });
    const link = await screen.findByRole("link", { name: "Sign in" });
    expect(link.getAttribute("href")).toContain("/login");
    expect(screen.queryByRole("dialog")).toBeNull();

    await user.click(link);
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByTestId("auth-dialog")).toBeTruthy();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(link);
    await user.click(link);
    expect(await screen.findByRole("dialog")).toBeTruthy();
  });

  it("names itself in Arabic", async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInDialog />, { language: "ar" });
    await user.click(await screen.findByRole("link", { name: "تسجيل الدخول" }));
    expect((await screen.findByRole("dialog")).textContent).toMatch(/[\u0600-\u06FF]/);
  });
});
