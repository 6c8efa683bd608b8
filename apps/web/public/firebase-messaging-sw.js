/* global self -- a service worker: its global scope is `self` */
/*
 * Manzil's push worker (spec §2: served at exactly /firebase-messaging-sw.js, registered with scope "/").
 * Plain script, no build step and no imports: the browser runs it as is.
 *
 * A push carries JSON, either Manzil's own {title, body, link, id, kind, unread_count?} or Firebase Cloud
 * Messaging's {notification: {title, body, image?, click_action?}, data: {...}, fcmOptions?: {link}}. Per spec §8 a
 * push that cannot be shown is only logged: the handlers never throw.
 */

const ICON = "/notification-icon.png";
const FALLBACK_LINK = "/user/notifications";

/** Both payload shapes as one notice; null when there is nothing to show. */
function noticeOf(payload) {
  if (!payload || typeof payload !== "object") return null;
  const fcm = payload.notification && typeof payload.notification === "object" ? payload.notification : {};
  const data = payload.data && typeof payload.data === "object" ? payload.data : {};
  const text = (...values) => values.find((value) => typeof value === "string" && value.trim() !== "");
  const title = text(payload.title, fcm.title, data.title);
  const body = text(payload.body, payload.message, fcm.body, data.body, data.message);
  if (!title && !body) return null;
  const id = [payload.id, data.id, data.notification_id].find(
    (value) => value !== undefined && value !== null,
  );
  return {
    title: title || body,
    body: title ? body || "" : "",
    link: text(payload.link, data.link, payload.fcmOptions && payload.fcmOptions.link, fcm.click_action),
    id: id === undefined ? undefined : String(id),
    kind: text(payload.kind, data.kind),
    image: text(payload.image, fcm.image, data.image),
  };
}

/** A link of this site only (a path, or a URL of this origin); anything else opens the notifications page. */
function safeLink(link) {
  const origin = self.location.origin;
  try {
    const url = new URL(link || FALLBACK_LINK, origin);
    if (url.origin === origin) return url.href;
  } catch {
    // Not a URL at all: fall through.
  }
  return new URL(FALLBACK_LINK, origin).href;
}

function payloadOf(event) {
  if (!event.data) return null;
  try {
    return event.data.json();
  } catch {
    // A plain-text push: show its text as the title.
    return { title: event.data.text() };
  }
}

async function showPush(event) {
  const notice = noticeOf(payloadOf(event));
  if (!notice) {
    console.warn("push without a title or body; nothing shown");
    return;
  }
  const options = {
    body: notice.body,
    icon: ICON,
    data: { link: safeLink(notice.link), id: notice.id, kind: notice.kind },
  };
  // The same notice pushed twice (a retry, two devices' worth of fan-out) replaces itself instead of stacking.
  if (notice.id) {
    options.tag = `notification-${notice.id}`;
    options.renotify = false;
  }
  if (notice.image) options.image = notice.image;
  await self.registration.showNotification(notice.title, options);
}

/** Focus a tab already on the link, else bring any tab of the site there, else open one. */
async function openLink(href) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const exact = windows.find((client) => client.url === href);
  if (exact) return exact.focus();
  const sameSite = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (sameSite && typeof sameSite.navigate === "function") {
    try {
      const moved = await sameSite.navigate(href);
      if (moved) return moved.focus();
    } catch {
      // A tab this worker does not control cannot be navigated: open a new one below.
    }
  }
  return self.clients.openWindow(href);
}

self.addEventListener("install", () => {
  // A new version takes over at once: the worker holds no cache that could go stale.
  self.skipWaiting();
});

self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  event.waitUntil(
    showPush(event).catch((error) => {
      console.error("push handler failed", error);
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  event.waitUntil(
    openLink(safeLink(data.link)).catch((error) => {
      console.error("notification click failed", error);
    }),
  );
});
