import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render";
import { UserMenu } from "./user-menu";

const viewer = {
  id: 5,
  name: "Hana Owner",
  email: "hana@example.com",
  photo: "",
  isOnboarded: true,
  isAdmin: false,
};

beforeAll(() => {
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.scrollIntoView ??= () => {};
});

afterEach(() => vi.unstubAllGlobals());

describe("UserMenu", () => {
  it("leads to the messages with the total of unread ones, asked when the menu opens", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: false, message: "", data: [{ unread_count: 2 }, { unread_count: 1 }] }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    const user = userEvent.setup();
    renderWithProviders(<UserMenu viewer={viewer} />);
    expect(fetch).not.toHaveBeenCalled();
    await user.click(await screen.findByTestId("user-menu"));
    const messages = await screen.findByRole("menuitem", { name: /^Messages/ });
    expect(messages.getAttribute("href")).toBe("/user/chats");
    expect(await screen.findByText("3 unread")).toBeTruthy();
  });

  it.each([
    { language: "en" as const, properties: "My properties", projects: "My projects" },
    { language: "ar" as const, properties: "عقاراتي", projects: "مشاريعي" },
  ])("lists my projects right after my properties ($language)", async (c) => {
    const user = userEvent.setup();
    renderWithProviders(<UserMenu viewer={viewer} />, { language: c.language });
    await user.click(await screen.findByTestId("user-menu"));
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items.indexOf(c.projects)).toBe(items.indexOf(c.properties) + 1);
    expect(screen.getByTestId("user-menu-my-projects").getAttribute("href")).toBe("/user/my-projects");
  });

  it("offers requests from clients to every member, and the review queue only to admins", async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<UserMenu viewer={viewer} />, { language: "ar" });
    await user.click(await screen.findByTestId("user-menu"));
    expect((await screen.findByRole("menuitem", { name: "طلبات العملاء" })).getAttribute("href")).toBe(
      "/user/inquiries",
    );
    expect(screen.queryByTestId("user-menu-review")).toBeNull();
    unmount();

    renderWithProviders(<UserMenu viewer={{ ...viewer, isAdmin: true }} />);
    await user.click(await screen.findByTestId("user-menu"));
    expect((await screen.findByRole("menuitem", { name: "Review queue" })).getAttribute("href")).toBe(
      "/admin/review",
    );
  });
});
