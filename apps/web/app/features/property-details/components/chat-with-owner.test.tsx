import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ChatWithOwner } from "./chat-with-owner";
import { SignInPromptProvider } from "./sign-in-prompt";

function renderButton(viewerId: number | null, language: "en" | "ar" = "en") {
  return renderWithProviders(
    <SignInPromptProvider isSignedIn={viewerId !== null} renderSignIn={() => <p>sign-in panel</p>}>
      <p>Owner card</p>
      <ChatWithOwner ownerId={20} propertyId={7} viewerId={viewerId} />
    </SignInPromptProvider>,
    { language },
  );
}

describe("Chat with owner", () => {
  it("leads a member to the conversation with the owner about this listing", async () => {
    renderButton(10);
    const link = await screen.findByRole("link", { name: "Chat with owner" });
    expect(link.getAttribute("href")).toBe("/user/chats?user_id=20&property_id=7");
  });

  it("asks a guest to sign in first", async () => {
    renderButton(null, "ar");
    await userEvent.click(await screen.findByRole("button", { name: "سجّل الدخول لمراسلة المالك" }));
    expect(await screen.findByText("sign-in panel")).toBeTruthy();
  });

  it("is not offered on the member's own listing", async () => {
    renderButton(20);
    await screen.findByText("Owner card");
    expect(screen.queryByText("Chat with owner")).toBeNull();
  });
});
