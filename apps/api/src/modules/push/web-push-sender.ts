import webpush from "web-push";
import { outcomeOfStatus, PUSH_TIMEOUT_MS, type PushOutcome } from "./push-outcome.js";

export type WebPushKeys = { publicKey: string; privateKey: string; subject: string };
export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };

/** How long a push service keeps a message for a browser that is offline (a day: older news is stale). */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Web push (RFC 8030/8291/8292) through `web-push`: the library encrypts the payload (aes128gcm) and signs the
 * VAPID header; the request itself goes out through fetch, so a timeout, redirects and the status are ours to
 * handle (and tests can use a plain-http fake).
 */
export function createWebPushSender(keys: WebPushKeys) {
  return {
    publicKey: keys.publicKey,
    async send(target: WebPushTarget, payload: string): Promise<PushOutcome> {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: TTL_SECONDS,
          contentEncoding: "aes128gcm",
          urgency: "normal",
        },
      );
      // fetch sets the length itself from the body.
      const headers = Object.fromEntries(
        Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== "content-length"),
      ) as Record<string, string>;
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: "POST",
          headers,
          body: details.body as Buffer,
          redirect: "error",
          signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
        });
      } catch (error) {
        return { kind: "retry", reason: error instanceof Error ? error.message : String(error) };
      }
      const text = await response.text().catch(() => "");
      return outcomeOfStatus(response.status, text.slice(0, 200));
    },
  };
}

export type WebPushSender = ReturnType<typeof createWebPushSender>;
