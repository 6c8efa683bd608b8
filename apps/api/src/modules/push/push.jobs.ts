import { z } from "zod";
import { defineJob } from "../../jobs/job-definition.js";
import { PUSH_DEVICE_JOB } from "./push-delivery.js";

/** Queued for every stored notice (services.ts wraps `afterNotice`), or once per batch of an announcement. */
export const PUSH_NOTICE_JOB = "notifications.push";

/** At most this many notices per fan-out job: an announcement's batch. */
export const PUSH_FAN_OUT_MAX = 500;

/**
 * Reads the member's switches and queues one job per device (ADR 062). Running twice queues nothing more: each
 * device job has an id derived from the notice and the device.
 */
export const pushNoticeJob = defineJob({
  payload: z.object({ ids: z.array(z.number().int().positive()).min(1).max(PUSH_FAN_OUT_MAX) }),
  retry: { retryLimit: 5, retryDelaySeconds: 30, retryBackoff: true },
  async handle({ ids }, { services, enqueue }) {
    await services.push.fanOut(ids, (push, jobId) => enqueue(PUSH_DEVICE_JOB, push, { id: jobId }));
  },
});

/**
 * One notice to one device. A push service that is down or throttling fails the job, and the queue tries this
 * device again with growing waits for about a day; devices already reached are other jobs, never re-sent.
 */
export const pushDeviceJob = defineJob({
  payload: z.object({
    notificationId: z.number().int().positive(),
    channel: z.enum(["web", "fcm"]),
    deviceId: z.number().int().positive(),
  }),
  retry: { retryLimit: 8, retryDelaySeconds: 30, retryBackoff: true, retryDelayMaxSeconds: 4 * 60 * 60 },
  async handle(push, { services, now }) {
    await services.push.deliver(push, now());
  },
});
