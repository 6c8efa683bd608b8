import { vi } from "vitest";

type FakePushOptions = {
  permission?: NotificationPermission;
  /** What the browser's own question ends with when asked. */
  answer?: NotificationPermission;
  subscribed?: boolean;
};

/**
 * A browser with service workers, the Push API and notifications (jsdom has none of them): the permission, the
 * question the browser asks and a push subscription the test can inspect.
 */
export function fakePushBrowser({
  permission = "default",
  answer = "granted",
  subscribed = false,
}: FakePushOptions = {}) {
  let current: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      endpoint: "https://push.example.test/send/abc",
      toJSON: () => ({
        endpoint: "https://push.example.test/send/abc",
        expirationTime: null,
        keys: { p256dh: "BPkey", auth: "authkey" },
      }),
      unsubscribe: vi.fn(async () => {
        current = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (subscribed) current = makeSubscription();
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      current = makeSubscription();
      return current;
    }),
  };
  const registration = { pushManager, scope: "http://localhost/" };
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => registration),
  };
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  vi.stubGlobal("Notification", notification);
  vi.stubGlobal("PushManager", function PushManager() {});
  Object.defineProperty(window.navigator, "serviceWorker", { value: serviceWorker, configurable: true });
  return { serviceWorker, pushManager, notification, subscription: () => current };
}

/** Back to jsdom's browser without push. */
export function removePushBrowser() {
  Reflect.deleteProperty(window.navigator, "serviceWorker");
}
