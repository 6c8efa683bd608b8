import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Database } from "../db/client.js";
import type { Services } from "../services.js";
import type { EnqueueOptions } from "./job-queue.js";

/** What a handler may use: the same services as the HTTP routes, the app's clock, and the queue itself. */
export type JobContext = {
  db: Database;
  services: Services;
  log: FastifyBaseLogger;
  now: () => Date;
  jobId: string;
  /** Fans work out to further jobs (e.g. one e-mail per member); the payload is checked as at any enqueue. */
  enqueue: (name: string, payload: unknown, options?: EnqueueOptions) => Promise<string | null>;
};

export type RetryPolicy = {
  /** Further runs after a failure before the job is given up as failed. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Double the delay after each failure (with jitter), up to `retryDelayMaxSeconds`. */
  retryBackoff?: boolean;
  retryDelayMaxSeconds?: number;
};

/**
 * One kind of background job. A handler may run more than once for one job (a crash after the work but before
 * the acknowledgement, a retry after a timeout), so it must be idempotent: doing it twice changes nothing more.
 */
export type JobDefinition<Payload extends z.ZodType = z.ZodType> = {
  payload: Payload;
  handle: (payload: z.output<Payload>, context: JobContext) => Promise<void>;
  retry: RetryPolicy;
  /**
   * "exclusive": at most one job per `singletonKey` waiting or running, later ones are dropped (jobs without a
   * key share one). "standard": every job is kept and `singletonKey` is refused.
   */
  policy?: "standard" | "exclusive";
  /** A run still going after this long is taken as lost and retried (default 15 minutes). */
  timeoutSeconds?: number;
};

export function defineJob<Payload extends z.ZodType>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

export type JobRegistry = Record<string, JobDefinition>;

/** A job created on a clock (5-field cron, UTC) by whichever worker instance holds the schedule at that minute. */
export type JobSchedule<Registry extends JobRegistry> = {
  [Name in keyof Registry & string]: { job: Name; cron: string; payload: z.input<Registry[Name]["payload"]> };
}[keyof Registry & string];
