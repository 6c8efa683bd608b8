import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { STORAGE_KEYS } from "../../../lib/storage/local-storage";
import { listenForPushOffers, offerPushAfter } from "../push/offer-push";
import { fakeNotificationsApi } from "../test/fake-notifications";
import { fakePushBrowser, removePushBrowser } from "../test/fake-push";
import { PushPrompt } from "./push-prompt";

// Test files share modules (ADR 083): an offer made by another file's chat or booking page would still be
// waiting for a prompt to take it. Listening once takes it.
beforeEach(() => listenForPushOffers(() => {})());

afterEach(() => {
  vi.unstubAllGlobals();
  removePushBrowser();
});

function renderHost(language: "en" | "ar" = "en") {
  renderWithProviders(
    <div data-testid="prompt-host">
      <PushPrompt />
    </div>,
    { language },
  );
}

const keyLookups = (api: ReturnType<typeof fakeNotificationsApi>) =>
  api.calls.filter((call) => call.path === "/api/web-push/public-key").length;

describe("PushPrompt", () => {
  it("stays hidden until something offers push", async () => {
    fakeNotificationsApi([], { vapidKey: "BKey" });
    fakePushBrowser();
    renderHost();
    await screen.findByTestId("prompt-host");
    expect(screen.queryByTestId("push-prompt")).toBeNull();
  });

  it("after a first chat message, asks; on yes subscribes this device with the server key and the page language", async () => {
    const api = fakeNotificationsApi([], { vapidKey: "BEl62iUYgUivxIkv69yViEuiBIa" });
    const browser = fakePushBrowser();
    renderHost("ar");
    await screen.findByTestId("prompt-host");
    act(() => offerPushAfter("chat_message"));
    expect(await screen.findByText("اعرف فور وصول الرد، حتى عندما تكون هذه الصفحة مغلقة.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "تفعيل" }));
    await waitFor(() => expect(screen.queryByTestId("push-prompt")).toBeNull());
    expect(browser.serviceWorker.register).toHaveBeenCalledWith("/firebase-messaging-sw.js", { scope: "/" });
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toBeInstanceOf(Uint8Array);
    expect(api.calls.find((call) => call.path === "/api/web-push/subscriptions")?.body).toEqual({
      endpoint: "https://push.example.test/send/abc",
      keys: { p256dh: "BPkey", auth: "authkey" },
      lang: "ar",
    });
  });

  it("explains how to allow notifications again when the browser's answer is no", async () => {
    fakeNotificationsApi([], { vapidKey: "BKey" });
    fakePushBrowser({ answer: "denied" });
    renderHost();
    await screen.findByTestId("prompt-host");
    act(() => offerPushAfter("booking"));
    await userEvent.click(await screen.findByRole("button", { name: "Turn on" }));
    expect(await screen.findByText("Notifications are blocked")).toBeTruthy();
    expect(screen.getByText(/set Notifications to Allow/)).toBeTruthy();
  });

  it("remembers 'Not now' and does not ask again within 30 days", async () => {
    fakeNotificationsApi([], { vapidKey: "BKey" });
    fakePushBrowser();
    renderHost();
    await screen.findByTestId("prompt-host");
    act(() => offerPushAfter("notifications_page"));
    await userEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(screen.queryByTestId("push-prompt")).toBeNull();
    const dismissedAt = Number(window.localStorage.getItem(STORAGE_KEYS.pushPromptDismissed));
    expect(Date.now() - dismissedAt).toBeLessThan(60_000);
    // The offer is weighed against the cached key and turned down.
    await act(async () => offerPushAfter("booking"));
    expect(screen.queryByTestId("push-prompt")).toBeNull();
  });

  it.each([
    ["the browser has no push", () => undefined, { vapidKey: "BKey" } as const],
    [
      "notifications are blocked",
      () => fakePushBrowser({ permission: "denied" }),
      { vapidKey: "BKey" } as const,
    ],
    ["the server sends no push (no key)", () => fakePushBrowser(), { vapidKey: null }],
    ["the API has no push endpoint (404)", () => fakePushBrowser(), { vapidKey: "missing" } as const],
  ])("is not shown when %s", async (_, browser, options) => {
    const api = fakeNotificationsApi([], options);
    browser();
    renderHost();
    await screen.findByTestId("prompt-host");
    act(() => offerPushAfter("notifications_page"));
    // Where push cannot work the key is not even asked for; elsewhere the answer is awaited, then weighed.
    if ("serviceWorker" in navigator) await waitFor(() => expect(keyLookups(api)).toBe(1));
    else expect(keyLookups(api)).toBe(0);
    await act(async () => {});
    expect(screen.queryByTestId("push-prompt")).toBeNull();
  });

  it("does not ask again after a recent dismissal", async () => {
    const api = fakeNotificationsApi([], { vapidKey: "BKey" });
    fakePushBrowser();
    window.localStorage.setItem(STORAGE_KEYS.pushPromptDismissed, String(Date.now() - 2 * 24 * 3600_000));
    renderHost();
    await screen.findByTestId("prompt-host");
    act(() => offerPushAfter("notifications_page"));
    await waitFor(() => expect(keyLookups(api)).toBe(1));
    await act(async () => {});
    expect(screen.queryByTestId("push-prompt")).toBeNull();
  });
});
