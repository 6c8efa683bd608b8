import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { fakeNotificationsApi } from "../test/fake-notifications";
import { fakePushBrowser, removePushBrowser } from "../test/fake-push";
import { NotificationSettings } from "./notification-settings";

afterEach(() => {
  vi.unstubAllGlobals();
  removePushBrowser();
});

const posts = (api: ReturnType<typeof fakeNotificationsApi>, path: string) =>
  api.calls.filter((call) => call.method === "POST" && call.path === path).map((call) => call.body);

describe("NotificationSettings", () => {
  it("shows each kind's push switch as saved and saves a change at once", async () => {
    const api = fakeNotificationsApi([], {
      preferences: { notifications_enabled: true, preferences: [{ kind: "booking_reminder", push: false }] },
    });
    renderWithProviders(<NotificationSettings />);
    const reminder = await screen.findByRole("switch", { name: "Reminders before a stay" });
    expect((reminder as HTMLInputElement).checked).toBe(false);
    const messages = screen.getByRole("switch", { name: "New chat messages" }) as HTMLInputElement;
    expect(messages.checked).toBe(true);
    await userEvent.click(messages);
    await waitFor(() =>
      expect(posts(api, "/api/notification-preferences")).toEqual([
        { preferences: [{ kind: "message_received", push: false }] },
      ]),
    );
    expect(messages.checked).toBe(false);
  });

  it("the global switch goes through the profile and, when off, locks the kinds (Arabic)", async () => {
    const api = fakeNotificationsApi([]);
    renderWithProviders(<NotificationSettings />, { language: "ar" });
    const global = await screen.findByRole("switch", { name: "الإشعارات" });
    await userEvent.click(global);
    await waitFor(() => expect(posts(api, "/api/update_profile")).toEqual([{ notification: 0 }]));
    expect(api.preferences().notifications_enabled).toBe(false);
    const kinds = screen.getByRole("group", { name: "إشعارات فورية عن" });
    expect(
      within(kinds)
        .getAllByRole("switch")
        .every((input) => input.matches(":disabled")),
    ).toBe(true);
    expect(screen.getByText("فعّل الإشعارات أعلاه لتختار.")).toBeTruthy();
  });

  it("offers no device push where the server has no key", async () => {
    fakeNotificationsApi([], { vapidKey: "missing" });
    fakePushBrowser();
    renderWithProviders(<NotificationSettings />);
    await screen.findByRole("switch", { name: "New chat messages" });
    expect(screen.queryByTestId("push-device")).toBeNull();
  });

  it("turns push off on this device: the API forgets the endpoint and the browser drops it", async () => {
    const api = fakeNotificationsApi([], { vapidKey: "BKey" });
    const browser = fakePushBrowser({ permission: "granted", subscribed: true });
    renderWithProviders(<NotificationSettings />);
    await userEvent.click(await screen.findByRole("button", { name: "Turn off push on this device" }));
    expect(await screen.findByRole("button", { name: "Turn on push on this device" })).toBeTruthy();
    expect(posts(api, "/api/web-push/subscriptions/remove")).toEqual([
      { endpoint: "https://push.example.test/send/abc" },
    ]);
    expect(browser.subscription()).toBeNull();
  });

  it("tells how to unblock when the browser blocks notifications", async () => {
    fakeNotificationsApi([], { vapidKey: "BKey" });
    fakePushBrowser({ permission: "denied" });
    renderWithProviders(<NotificationSettings />);
    expect(await screen.findByText(/set Notifications to Allow/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Turn on push on this device" })).toBeNull();
  });
});
