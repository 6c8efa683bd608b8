import { createHash } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { TWebPushPayload } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import { countNotifications, preferencesOf } from "../notifications/notifications.repository.js";
import { wordNotice } from "../notifications/notifications.service.js";
import type { FcmSender } from "./fcm-sender.js";
import type { PushOutcome } from "./push-outcome.js";
import {
  deletePushToken,
  deleteSubscription,
  devicesOf,
  noticeById,
  pushTokenById,
  subscriptionById,
  subscriptionReached,
  subscriptionRefused,
} from "./push.repository.js";
import { pushEndpointAllowed, type EndpointPolicy } from "./web-push-endpoint.js";
import type { WebPushSender } from "./web-push-sender.js";

export const PUSH_DEVICE_JOB = "notifications.push-device";

export type PushChannel = "web" | "fcm";
export type DevicePush = { notificationId: number; channel: PushChannel; deviceId: number };

/**
 * The one job id a push of this notice to this device can have: pg-boss keeps a job id once, so a retried
 * fan-out enqueues nothing for devices already queued (or already reached).
 */
export function devicePushJobId(push: DevicePush): string {
  const hex = createHash("sha256")
    .update(`${PUSH_DEVICE_JOB}:${push.notificationId}:${push.channel}:${push.deviceId}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Thrown by a device push the queue should try again (the push service is down, throttling or unreachable). */
export class PushRetryError extends Error {
  override name = "PushRetryError";
}

/**
 * Push delivery (issue 16, ADR 062): each stored notice fans out to one job per device of its member (browsers'
 * web push subscriptions and the apps' FCM tokens), unless the member switched pushes off. A device job words
 * the notice in the device's language, sends it, and prunes devices the push service says are gone.
 */
export function createPushDelivery(
  db: Database,
  deps: {
    webPush: WebPushSender | null;
    fcm: FcmSender | null;
    endpointPolicy: EndpointPolicy;
    defaultLanguage: () => Promise<string | undefined>;
    log: FastifyBaseLogger;
  },
) {
  async function siteLanguage(): Promise<Language> {
    const language = await deps.defaultLanguage();
    return isLanguage(language) ? language : "en";
  }

  /** Whether the member wants pushes of this kind: the global switch first, then the kind (on unless off). */
  async function wantsPush(userId: number, kind: string): Promise<boolean> {
    const { enabled, rows } = await preferencesOf(db, userId);
    if (!enabled) return false;
    return rows.find((row) => row.kind === kind)?.push ?? true;
  }

  async function payloadOf(
    notice: NonNullable<Awaited<ReturnType<typeof noticeById>>>,
    lang: Language,
  ): Promise<TWebPushPayload> {
    const words = wordNotice(notice, lang);
    const { unread } = await countNotifications(db, notice.userId);
    return {
      id: notice.id,
      kind: notice.kind,
      title: words.title,
      body: words.message,
      link: notice.link,
      unread_count: unread,
    };
  }

  async function pushWeb(
    notice: NonNullable<Awaited<ReturnType<typeof noticeById>>>,
    deviceId: number,
    now: Date,
  ) {
    const subscription = await subscriptionById(db, deviceId);
    // Gone since the fan-out (unsubscribed, pruned) or moved to another member's browser session.
    if (!deps.webPush || !subscription || subscription.userId !== notice.userId) return null;
    if (!pushEndpointAllowed(subscription.endpoint, deps.endpointPolicy)) {
      await deleteSubscription(db, subscription.id);
      return null;
    }
    const lang = isLanguage(subscription.lang) ? subscription.lang : await siteLanguage();
    const outcome = await deps.webPush.send(subscription, JSON.stringify(await payloadOf(notice, lang)));
    if (outcome.kind === "sent") await subscriptionReached(db, subscription.id, now);
    if (outcome.kind === "gone") await deleteSubscription(db, subscription.id);
    if (outcome.kind === "failed") await subscriptionRefused(db, subscription.id);
    return outcome;
  }

  async function pushFcm(notice: NonNullable<Awaited<ReturnType<typeof noticeById>>>, deviceId: number) {
    const token = await pushTokenById(db, deviceId);
    if (!deps.fcm || !token || token.userId !== notice.userId) return null;
    // Apps register no language with their token: the site's default.
    const payload = await payloadOf(notice, await siteLanguage());
    const outcome = await deps.fcm.send(token.fcmId, {
      title: payload.title,
      body: payload.body,
      // FCM data values must be strings.
      data: {
        id: String(payload.id),
        kind: payload.kind,
        link: payload.link ?? "",
        unread_count: String(payload.unread_count ?? 0),
      },
    });
    if (outcome.kind === "gone") await deletePushToken(db, token.id);
    return outcome;
  }

  return {
    /** Whether any channel is configured: without one, notices are not even queued for push. */
    enabled: deps.webPush !== null || deps.fcm !== null,

    /** The VAPID public key browsers subscribe with, or null when web push is off. */
    publicKey: deps.webPush?.publicKey ?? null,

    /** One device job per device of each notice's member who wants this kind pushed. */
    async fanOut(
      notificationIds: readonly number[],
      enqueue: (push: DevicePush, jobId: string) => Promise<unknown>,
    ): Promise<number> {
      let queued = 0;
      for (const notificationId of notificationIds) {
        const notice = await noticeById(db, notificationId);
        if (!notice || !(await wantsPush(notice.userId, notice.kind))) continue;
        const devices = await devicesOf(db, notice.userId);
        const pushes: DevicePush[] = [
          ...(deps.webPush
            ? devices.web.map((deviceId) => ({ notificationId, channel: "web" as const, deviceId }))
            : []),
          ...(deps.fcm
            ? devices.fcm.map((deviceId) => ({ notificationId, channel: "fcm" as const, deviceId }))
            : []),
        ];
        for (const push of pushes) {
          await enqueue(push, devicePushJobId(push));
          queued++;
        }
      }
      return queued;
    },

    /**
     * Sends one notice to one device. A transient failure throws PushRetryError so the queue retries this
     * device alone; the member's other devices are separate jobs and are never sent twice.
     */
    async deliver(push: DevicePush, now: Date): Promise<PushOutcome | null> {
      const notice = await noticeById(db, push.notificationId);
      if (!notice) return null;
      const outcome =
        push.channel === "web"
          ? await pushWeb(notice, push.deviceId, now)
          : await pushFcm(notice, push.deviceId);
      if (outcome?.kind === "retry") {
        throw new PushRetryError(
          `push to ${push.channel} device ${push.deviceId} failed: ${outcome.status ?? ""} ${outcome.reason}`,
        );
      }
      if (outcome && outcome.kind !== "sent") {
        deps.log.info({ push, outcome }, "push not delivered");
      }
      return outcome;
    },
  };
}

export type PushDelivery = ReturnType<typeof createPushDelivery>;
