import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ContactActions, GuestContactPrompt, PhoneContactBar } from "./contact-actions";
import { SignInPromptProvider } from "./sign-in-prompt";

describe("reaching the owner", () => {
  it("gives a member call, e-mail and WhatsApp links to the contacts the API shared", async () => {
    renderWithProviders(
      <ContactActions mobile="+20 100 123 4567" email="owner@example.com" whatsapp="" title="Villa" />,
    );
    expect((await screen.findByRole("link", { name: "Call" })).getAttribute("href")).toBe(
      "tel:+201001234567",
    );
    expect(screen.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/201001234567\?text=/,
    );
  });

  it("tells a guest, in Arabic, that the contacts come with an account, and opens sign-in", async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SignInPromptProvider isSignedIn={false} renderSignIn={() => <p>sign-in panel</p>}>
        <GuestContactPrompt />
      </SignInPromptProvider>,
      { language: "ar" },
    );
    await user.click(await screen.findByRole("button", { name: "سجّل الدخول للاتصال بالمالك أو مراسلته" }));
    expect(await screen.findByText("sign-in panel")).toBeTruthy();
  });

  it("keeps the price and a way to the owner card at the foot of a phone's screen", async () => {
    renderWithProviders(<PhoneContactBar price="1,200,000 EGP" target="listed-by" />, { language: "ar" });
    const bar = await screen.findByTestId("phone-contact-bar");
    expect(bar.textContent).toContain("1,200,000 EGP");
    expect(screen.getByRole("link", { name: "تواصل" }).getAttribute("href")).toBe("#listed-by");
    expect(bar.className).toMatch(/\blg:hidden\b/);
  });
});
