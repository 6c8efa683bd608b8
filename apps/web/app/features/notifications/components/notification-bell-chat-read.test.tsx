import { act, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TEST_SETTINGS, TestProviders } from "../../../../test/render";
import { RealtimeProvider } from "../../realtime/realtime-provider";
import { fakeNotificationsApi, FakeEventSource, notice } from "../test/fake-notifications";
import { NotificationBell } from "./notification-bell";

/** The bell under a root route whose loader says the signed-in member is #7, as root.tsx's loader does. */
function renderBellForMember7() {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ viewer: { id: 7 } }),
      Component: () => (
        <TestProviders language="en" settings={TEST_SETTINGS}>
          <RealtimeProvider signedIn>
            <NotificationBell />
          </RealtimeProvider>
        </TestProviders>
      ),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeEventSource.last = null;
});

describe("the bell after a conversation is read", () => {
  it("asks again when the member read a chat (the API read its notices), not when the other side did", async () => {
    const inbox = [notice(1, { kind: "message_received" }), notice(2, { kind: "message_received" })];
    const api = fakeNotificationsApi(inbox);
    vi.stubGlobal("EventSource", FakeEventSource);
    renderBellForMember7();
    await screen.findByRole("button", { name: "Notifications, 2 unread" });
    await waitFor(() => expect(FakeEventSource.last).not.toBeNull());
    const asked = () => api.calls.filter((call) => call.path === "/api/get_notification_list").length;
    const before = asked();

    // The API marked the first conversation's notice read as the member opened it on another device.
    inbox[0]!.is_read = 1;
    act(() => FakeEventSource.last!.emit("read", { conversation_id: 3, reader_id: 8, up_to_id: 40 }));
    expect(asked()).toBe(before);
    act(() => FakeEventSource.last!.emit("read", { conversation_id: 3, reader_id: 7, up_to_id: 41 }));
    expect(await screen.findByRole("button", { name: "Notifications, 1 unread" })).toBeTruthy();
  });
});
