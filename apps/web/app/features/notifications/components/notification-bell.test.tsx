import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { RealtimeProvider } from "../../realtime/realtime-provider";
import { fakeNotificationsApi, FakeEventSource, notice } from "../test/fake-notifications";
import { NotificationBell } from "./notification-bell";

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell(language: "en" | "ar" = "en") {
  vi.stubGlobal("EventSource", FakeEventSource);
  return renderWithProviders(
    <RealtimeProvider signedIn>
      <NotificationBell />
      <Where />
    </RealtimeProvider>,
    { language },
  );
}

describe("NotificationBell", () => {
  it("says how many notices are unread, in its name and its badge", async () => {
    fakeNotificationsApi([notice(1), notice(2), notice(3), notice(4, { is_read: 1 })]);
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 3 unread" });
    expect(within(bell).getByTestId("notification-bell-count").textContent).toBe("3");
  });

  it("counts in Arabic digits on an Arabic page, and has no badge when all is read", async () => {
    fakeNotificationsApi([notice(1), notice(2), notice(3)]);
    renderBell("ar");
    const bell = await screen.findByRole("button", { name: "الإشعارات، ٣ إشعارات غير مقروءة" });
    expect(within(bell).getByTestId("notification-bell-count").textContent).toBe("٣");
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole("menuitem", { name: "تعليم الكل كمقروء" }));
    // "Mark all" keeps the menu open, so the dots can be seen to go.
    await waitFor(() => expect(screen.queryByTestId("unread-dot")).toBeNull());
    await userEvent.keyboard("{Escape}");
    expect(await screen.findByRole("button", { name: "الإشعارات" })).toBeTruthy();
    expect(screen.queryByTestId("notification-bell-count")).toBeNull();
  });

  it("shows a new notice and its count the moment the realtime event arrives", async () => {
    fakeNotificationsApi([notice(1, { is_read: 1 })]);
    renderBell();
    await screen.findByRole("button", { name: "Notifications" });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    act(() =>
      FakeEventSource.last!.emit("notification", {
        notification: notice(9, { title: "Your listing was approved", created_at: new Date().toISOString() }),
        unread_count: 1,
      }),
    );
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.click(bell);
    const items = await screen.findAllByTestId("notification-bell-item");
    expect(items[0]!.textContent).toContain("Your listing was approved");
    expect(items[0]!.textContent).toContain("now");
  });

  it("marks a clicked notice read and goes where it leads", async () => {
    const api = fakeNotificationsApi([
      notice(1, { title: "Booking confirmed", link: "/user/reservations/5" }),
      notice(2),
    ]);
    renderBell();
    await userEvent.click(await screen.findByRole("button", { name: "Notifications, 2 unread" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: /Booking confirmed/ }));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/user/reservations/5");
    expect(api.calls.find((call) => call.path === "/api/notifications/read")?.body).toEqual({ id: 1 });
  });

  it("closes on Escape and hands focus back to the bell; See all leads to the page", async () => {
    fakeNotificationsApi([notice(1)]);
    renderBell();
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    await userEvent.click(bell);
    expect(await screen.findByRole("menu", { name: "Notifications, 1 unread" })).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    expect(document.activeElement).toBe(bell);
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole("menuitem", { name: "See all notifications" }));
    expect(screen.getByTestId("where").textContent).toBe("/user/notifications");
  });
});
