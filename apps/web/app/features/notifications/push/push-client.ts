import type { Locale } from "@manzil/domain/i18n";
import { apiGet, apiPost, ApiRequestError } from "../../../lib/api/browser-api";

/** Spec §2: the push worker lives at this exact path; scope "/" needs no Service-Worker-Allowed header. */
export const SERVICE_WORKER_PATH = "/firebase-messaging-sw.js";
export const VAPID_KEY_PATH = "web-push/public-key";

/**
 * The server's VAPID public key, or null when it sends no web push: no key configured, an API without the
 * endpoint (404), or any failure. Push is then simply not offered.
 */
export async function fetchVapidKey(): Promise<string | null> {
  try {
    const answer = await apiGet<string | null>(VAPID_KEY_PATH);
    return typeof answer.data === "string" && answer.data.trim() !== "" ? answer.data.trim() : null;
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    return null;
  }
}

/** A VAPID key as the Push API takes it: base64url text → bytes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const padded = base64 + "=".repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export type PushOutcome = "subscribed" | "denied" | "dismissed" | "failed";

async function sendSubscription(subscription: PushSubscription, locale: Locale): Promise<void> {
  const { endpoint, keys } = subscription.toJSON();
  await apiPost("web-push/subscriptions", { endpoint, keys, lang: locale }, { lang: locale });
}

/**
 * Asks the browser (call it from a click: browsers only ask on a user's gesture), then registers the worker,
 * subscribes with the server's key and hands the subscription to the API with the page's language, which the
 * pushes are then worded in.
 */
export async function subscribeThisDevice(vapidKey: string, locale: Locale): Promise<PushOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  try {
    await navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: "/" });
    // `subscribe` needs an active worker; `ready` waits until the one just registered has taken over.
    const registration = await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: applicationServerKey(vapidKey),
      }));
    await sendSubscription(subscription, locale);
    return "subscribed";
  } catch (error) {
    console.warn("push subscription failed", error);
    return "failed";
  }
}

/** This browser's push subscription for the site, if any (no worker registered means none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** "Turn off push on this device": the API forgets the endpoint, then the browser drops the subscription. */
export async function unsubscribeThisDevice(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await apiPost("web-push/subscriptions/remove", { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
