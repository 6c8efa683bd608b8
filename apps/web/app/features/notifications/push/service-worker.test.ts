import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const source = readFileSync(join(import.meta.dirname, "../../../../public/firebase-messaging-sw.js"), "utf8");

type Listener = (event: unknown) => void;
type WindowClient = { url: string; focus: ReturnType<typeof vi.fn>; navigate?: ReturnType<typeof vi.fn> };

/** Runs the worker's script against a fake `self` and hands back its listeners and what it did. */
function loadWorker(windows: WindowClient[] = []) {
  const listeners = new Map<string, Listener>();
  const shown: { title: string; options: NotificationOptions & { data?: Record<string, unknown> } }[] = [];
  const self = {
    location: new URL("https://manzil.test/firebase-messaging-sw.js"),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: vi.fn(async (title: string, options: NotificationOptions) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => undefined),
    },
  };
  new Function("self", source)(self);
  return { listeners, shown, self };
}

/** Dispatches an extendable event and waits for what it handed to waitUntil. */
async function dispatch(worker: ReturnType<typeof loadWorker>, type: string, event: object) {
  let work: Promise<unknown> = Promise.resolve();
  worker.listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
  await work;
}

const pushOf = (payload: unknown) => ({
  data: {
    json: () => (typeof payload === "string" ? JSON.parse(payload) : payload),
    text: () => String(payload),
  },
});

afterEach(() => vi.restoreAllMocks());

describe("firebase-messaging-sw.js", () => {
  it("shows Manzil's push with the site icon, tagged by the notice so a repeat replaces it", async () => {
    const worker = loadWorker();
    await dispatch(
      worker,
      "push",
      pushOf({
        title: "Booking confirmed",
        body: "See you on 3 May",
        link: "/user/reservations/5",
        id: 42,
        kind: "booking_confirmed",
        unread_count: 2,
      }),
    );
    expect(worker.shown).toEqual([
      {
        title: "Booking confirmed",
        options: expect.objectContaining({
          body: "See you on 3 May",
          icon: "/notification-icon.png",
          tag: "notification-42",
          data: { link: "https://manzil.test/user/reservations/5", id: "42", kind: "booking_confirmed" },
        }),
      },
    ]);
  });

  it("reads Firebase Cloud Messaging's shape too", async () => {
    const worker = loadWorker();
    await dispatch(
      worker,
      "push",
      pushOf({
        notification: { title: "New message", body: "Is it available?" },
        data: { link: "/user/inquiries", id: "7" },
      }),
    );
    expect(worker.shown[0]?.title).toBe("New message");
    expect(worker.shown[0]?.options).toMatchObject({ body: "Is it available?", tag: "notification-7" });
    expect(worker.shown[0]?.options.data?.link).toBe("https://manzil.test/user/inquiries");
  });

  it("never follows a link to another site", async () => {
    const worker = loadWorker();
    await dispatch(
      worker,
      "push",
      pushOf({ title: "Hi", body: "x", link: "https://evil.example/phish", id: 1 }),
    );
    expect(worker.shown[0]?.options.data?.link).toBe("https://manzil.test/user/notifications");
  });

  it("only logs when a push cannot be shown: no payload, garbage, or a failing showNotification", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const worker = loadWorker();
    await expect(dispatch(worker, "push", { data: null })).resolves.toBeUndefined();
    await expect(dispatch(worker, "push", pushOf({ unrelated: true }))).resolves.toBeUndefined();
    worker.self.registration.showNotification.mockRejectedValueOnce(new TypeError("no permission"));
    await expect(dispatch(worker, "push", pushOf({ title: "x", id: 3 }))).resolves.toBeUndefined();
    expect(worker.shown).toHaveLength(0);
    expect(warnings).toHaveBeenCalled();
    expect(errors).toHaveBeenCalledWith("push handler failed", expect.any(TypeError));
  });

  it("on a click focuses a tab already there, else moves a tab of the site, else opens one", async () => {
    const close = vi.fn();
    const click = (link: string) => ({ notification: { close, data: { link } } });
    const there = { url: "https://manzil.test/user/reservations/5", focus: vi.fn(async () => there) };
    let worker = loadWorker([there]);
    await dispatch(worker, "notificationclick", click("https://manzil.test/user/reservations/5"));
    expect(close).toHaveBeenCalled();
    expect(there.focus).toHaveBeenCalled();

    const moved = { url: "https://manzil.test/user/reservations/5", focus: vi.fn(async () => moved) };
    const elsewhere = { url: "https://manzil.test/", focus: vi.fn(), navigate: vi.fn(async () => moved) };
    worker = loadWorker([elsewhere]);
    await dispatch(worker, "notificationclick", click("https://manzil.test/user/reservations/5"));
    expect(elsewhere.navigate).toHaveBeenCalledWith("https://manzil.test/user/reservations/5");
    expect(moved.focus).toHaveBeenCalled();

    worker = loadWorker([]);
    await dispatch(worker, "notificationclick", click("https://manzil.test/user/inquiries"));
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith("https://manzil.test/user/inquiries");
  });
});
