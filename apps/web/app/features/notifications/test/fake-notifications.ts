import type { TNotificationItem, TNotificationPreferences } from "@manzil/domain/contracts";
import { vi } from "vitest";

// The realtime provider imports the contracts when it opens its stream (ADR 079): loaded here once, so a
// test waiting for the stream waits for a settled import rather than the module's first transform.
await import("@manzil/domain/contracts");

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

export function notice(id: number, overrides: Partial<TNotificationItem> = {}): TNotificationItem {
  return {
    id,
    title: `Notice ${id}`,
    message: `Message ${id}`,
    type: 0,
    send_type: 0,
    customers_id: 7,
    propertys_id: 0,
    notification_image: "",
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    kind: "announcement",
    link: null,
    is_read: 0,
    read_at: null,
    ...overrides,
  };
}

export type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

type FakeOptions = {
  preferences?: TNotificationPreferences;
  vapidKey?: string | null | "missing";
  failList?: boolean;
};

/**
 * The notification endpoints over an in-memory inbox (newest first), answering as the API does: the list with
 * `total` and `unread_count` beside `data`, read marks with the new count, preferences, and the web-push key.
 */
export function fakeNotificationsApi(inbox: TNotificationItem[], options: FakeOptions = {}) {
  const calls: Call[] = [];
  let preferences: TNotificationPreferences = options.preferences ?? {
    notifications_enabled: true,
    preferences: [],
  };
  const unread = () => inbox.filter((item) => item.is_read === 0).length;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const parsed = new URL(url, "http://x");
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      const method = init.method ?? "GET";
      calls.push({ method, path: parsed.pathname, query: parsed.searchParams, body });
      const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
        json(200, { error: false, message: "", data, ...extra });
      switch (`${method} ${parsed.pathname}`) {
        case "GET /api/get_notification_list": {
          if (options.failList) return json(500, { error: true, message: "down", code: "internal" });
          const offset = Number(parsed.searchParams.get("offset") ?? 0);
          const limit = Number(parsed.searchParams.get("limit") ?? 10);
          return ok(inbox.slice(offset, offset + limit), { total: inbox.length, unread_count: unread() });
        }
        case "POST /api/notifications/read": {
          const id = (body as { id?: number } | undefined)?.id;
          let marked = 0;
          for (const item of inbox) {
            if (item.is_read === 0 && (id === undefined || item.id === id)) {
              item.is_read = 1;
              marked += 1;
            }
          }
          return ok({ marked, unread_count: unread() });
        }
        case "GET /api/notification-preferences":
          return ok(preferences);
        case "POST /api/notification-preferences": {
          const changes = (body as { preferences: TNotificationPreferences["preferences"] }).preferences;
          const kinds = new Set(changes.map((change) => change.kind));
          preferences = {
            ...preferences,
            preferences: [...preferences.preferences.filter((p) => !kinds.has(p.kind)), ...changes],
          };
          return ok(preferences);
        }
        case "POST /api/update_profile": {
          preferences = {
            ...preferences,
            notifications_enabled: (body as { notification: number }).notification === 1,
          };
          return ok({}, { message: "Profile updated" });
        }
        case "GET /api/web-push/public-key":
          if (options.vapidKey === "missing") return json(404, { error: true, message: "Not found" });
          return ok(options.vapidKey ?? null);
        case "POST /api/web-push/subscriptions":
        case "POST /api/web-push/subscriptions/remove":
          return ok({});
        default:
          throw new Error(`unexpected ${method} ${url}`);
      }
    }),
  );
  return { calls, inbox, preferences: () => preferences };
}

/** An EventSource the test drives: the realtime provider listens on it, `emit` sends it a frame. */
export class FakeEventSource {
  static last: FakeEventSource | null = null;
  static readonly CLOSED = 2;
  readyState = 1;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, ((frame: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  addEventListener(type: string, listener: (frame: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    const frame = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(frame);
  }
}
