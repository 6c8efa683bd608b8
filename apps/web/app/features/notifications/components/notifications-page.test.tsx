import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { fakeNotificationsApi, notice } from "../test/fake-notifications";
import { NotificationsPage } from "./notifications-page";

afterEach(() => vi.unstubAllGlobals());

const inboxOf = (count: number) => Array.from({ length: count }, (_, index) => notice(index + 1));
const listItems = () => screen.getAllByTestId("notification-item");

describe("NotificationsPage", () => {
  it("lists twenty notices, then the rest on demand", async () => {
    const api = fakeNotificationsApi(inboxOf(25));
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText("Notice 20")).toBeTruthy();
    expect(listItems()).toHaveLength(20);
    expect(screen.getByText("Showing 20 of 25")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByText("Notice 25")).toBeTruthy();
    expect(listItems()).toHaveLength(25);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    const pages = api.calls.filter((call) => call.path === "/api/get_notification_list");
    expect(pages.map((call) => [call.query.get("offset"), call.query.get("limit")])).toEqual([
      ["0", "20"],
      ["20", "20"],
    ]);
  });

  it("highlights unread notices and marks one read", async () => {
    const api = fakeNotificationsApi([notice(1, { title: "Payment received" }), notice(2, { is_read: 1 })]);
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByText("1 unread notification")).toBeTruthy();
    const [first, second] = listItems();
    expect(first!.dataset.unread).toBe("true");
    expect(second!.dataset.unread).toBe("false");
    await userEvent.click(within(first!).getByRole("button", { name: "Mark “Payment received” as read" }));
    expect(await screen.findByText("You are all caught up.")).toBeTruthy();
    expect(listItems()[0]!.dataset.unread).toBe("false");
    expect(api.calls.find((call) => call.path === "/api/notifications/read")?.body).toEqual({ id: 1 });
  });

  it("marks everything read at once", async () => {
    const api = fakeNotificationsApi(inboxOf(3));
    renderWithProviders(<NotificationsPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await waitFor(() => expect(screen.queryAllByTestId("unread-dot")).toHaveLength(0));
    expect(api.calls.find((call) => call.path === "/api/notifications/read")?.body).toEqual({});
    expect((screen.getByRole("button", { name: "Mark all as read" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("opens a notice's link and marks it read on the way", async () => {
    const api = fakeNotificationsApi([notice(1, { title: "New message", link: "/user/inquiries" })]);
    renderWithProviders(<NotificationsPage />);
    const link = await screen.findByRole("link", { name: /New message/ });
    expect(link.getAttribute("href")).toBe("/user/inquiries");
    await userEvent.click(link);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === "/api/notifications/read")?.body).toEqual({ id: 1 }),
    );
  });

  it("says so in Arabic when there is nothing yet", async () => {
    fakeNotificationsApi([]);
    renderWithProviders(<NotificationsPage />, { language: "ar" });
    expect(await screen.findByText("لا توجد إشعارات بعد.")).toBeTruthy();
    expect(screen.getByText("لا جديد، قرأت كل شيء.")).toBeTruthy();
  });

  it("offers to try again when the list cannot load", async () => {
    fakeNotificationsApi([], { failList: true });
    renderWithProviders(<NotificationsPage />);
    expect(await screen.findByRole("button", { name: "Try again" }, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);
});
