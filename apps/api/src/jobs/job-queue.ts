import type { FastifyBaseLogger } from "fastify";
import type { ConstructorOptions, Job, PgBoss } from "pg-boss";
import type { z } from "zod";
import type { DatabaseHandle } from "../db/client.js";
import type { JobContext, JobDefinition, JobRegistry, JobSchedule, RetryPolicy } from "./job-definition.js";

/** pg-boss keeps its tables here, apart from the app's own migrations (ADR 041). */
export const JOB_QUEUE_SCHEMA = "pgboss";

/** Below close-with-grace's 10 s, so a stopping server lets running handlers finish and still exits on its own. */
const STOP_TIMEOUT_MS = 8_000;

export type EnqueueOptions = {
  /** With an "exclusive" job: the job is dropped (null) while another with this key is waiting or running. */
  singletonKey?: string;
  /** Not before this moment, or this many seconds from now. */
  startAfter?: Date | number;
  /**
   * A UUID of the caller's choosing: a job with the same id already stored (waiting, running or completed and
   * not yet deleted, 7 days by default) makes this enqueue a no-op that returns null. Unlike `singletonKey` it
   * also holds after the first job finished.
   */
  id?: string;
  retry?: Partial<RetryPolicy>;
};

export type JobQueue<Registry extends JobRegistry> = {
  /** Whether this instance runs handlers and schedules, or only enqueues (JOBS_WORKER=false). */
  readonly runsWorkers: boolean;
  /** The new job's id, or null when an "exclusive" job with the same key is already waiting or running. */
  enqueue<Name extends keyof Registry & string>(
    name: Name,
    payload: z.input<Registry[Name]["payload"]>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  /** With workers: installs or upgrades the queue's schema, declares schedules, starts handlers. */
  start(): Promise<void>;
  /** Stops fetching, waits for running handlers (up to a bound), then returns; the database stays open. */
  stop(): Promise<void>;
};

export type JobQueueOptions<Registry extends JobRegistry> = {
  database: DatabaseHandle;
  jobs: Registry;
  schedules: JobSchedule<Registry>[];
  runWorkers: boolean;
  pollIntervalSeconds: number;
  log: FastifyBaseLogger;
  /** Read when a job runs: the services exist only once the app is built. */
  context: () => Omit<JobContext, "jobId" | "enqueue">;
};

/** pg-boss over the app's own connection: the pool on PostgreSQL, the single in-process session on PGlite. */
async function queueDatabase(database: DatabaseHandle): Promise<Pick<ConstructorOptions, "db" | "backend">> {
  if (database.driver.kind === "pglite") {
    const { fromPglite } = await import("pg-boss");
    return { db: fromPglite(database.driver.client), backend: "pglite" };
  }
  const { pool } = database.driver;
  // No values: pg sends the text as a simple query, so pg-boss's multi-statement blocks (BEGIN … COMMIT) run
  // whole on one pooled connection.
  const db: NonNullable<ConstructorOptions["db"]> = {
    executeSql: (text, values) => pool.query(text, values),
  };
  return { db, backend: "postgres" };
}

/** pg-boss refuses a present-but-undefined option, so only the ones given are passed on. */
function definedOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

function retryOptions(retry: Partial<RetryPolicy>) {
  return definedOnly({
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: retry.retryBackoff,
    retryDelayMax: retry.retryDelayMaxSeconds,
  });
}

export function createJobQueue<Registry extends JobRegistry>(
  options: JobQueueOptions<Registry>,
): JobQueue<Registry> {
  const { jobs, log, runWorkers } = options;
  let booting: Promise<PgBoss> | null = null;
  let stopped = false;

  const definitionOf = (name: string): JobDefinition => {
    const definition = jobs[name];
    if (!definition) throw new Error(`No job is registered as "${name}"`);
    return definition;
  };

  const runJob = (name: string, definition: JobDefinition) => async (batch: Job<object>[]) => {
    for (const job of batch) {
      try {
        const payload: unknown = definition.payload.parse(job.data);
        await definition.handle(payload, { ...options.context(), jobId: job.id, enqueue: enqueueAny });
      } catch (error) {
        log.warn(
          { err: error, job: name, jobId: job.id },
          "background job failed; pg-boss retries it while it may",
        );
        throw error;
      }
    }
  };

  async function declareQueues(boss: PgBoss) {
    for (const [name, definition] of Object.entries(jobs)) {
      const settings = {
        ...retryOptions(definition.retry),
        ...definedOnly({ expireInSeconds: definition.timeoutSeconds }),
      };
      await boss.createQueue(name, { ...settings, policy: definition.policy ?? "standard" });
      // createQueue keeps an existing queue as it was; a changed retry policy reaches it through an update.
      const { retryDelayMax: _notUpdatable, ...updatable } = settings;
      await boss.updateQueue(name, updatable);
    }
  }

  async function declareSchedules(boss: PgBoss) {
    const declared = new Set<string>();
    for (const schedule of options.schedules) {
      const payload = definitionOf(schedule.job).payload.parse(schedule.payload) as object;
      await boss.schedule(schedule.job, schedule.cron, payload, { tz: "UTC" });
      declared.add(schedule.job);
    }
    for (const existing of await boss.getSchedules()) {
      if (!declared.has(existing.name)) await boss.unschedule(existing.name);
    }
  }

  async function boot(): Promise<PgBoss> {
    // Loaded on first use: a server waiting for its database, or a test app that never enqueues, skips it.
    const { PgBoss } = await import("pg-boss");
    const boss = new PgBoss({
      ...(await queueDatabase(options.database)),
      schema: JOB_QUEUE_SCHEMA,
      // Maintenance and the clock run where handlers run; an enqueue-only instance just writes jobs.
      supervise: runWorkers,
      schedule: runWorkers,
    });
    // An unheard "error" event would throw out of the emitter and end the process.
    boss.on("error", (error: unknown) => log.error({ err: error }, "job queue error"));
    boss.on("warning", (warning: { message: string }) => log.warn({ warning }, "job queue warning"));
    await boss.start();
    await declareQueues(boss);
    if (runWorkers) {
      await declareSchedules(boss);
      for (const [name, definition] of Object.entries(jobs)) {
        await boss.work(
          name,
          { pollingIntervalSeconds: options.pollIntervalSeconds, batchSize: 1 },
          runJob(name, definition),
        );
      }
    }
    return boss;
  }

  function started(): Promise<PgBoss> {
    if (stopped) return Promise.reject(new Error("The job queue is stopped"));
    booting ??= boot();
    return booting;
  }

  const queue: JobQueue<Registry> = {
    runsWorkers: runWorkers,

    async enqueue(name, payload, enqueueOptions = {}) {
      const definition = definitionOf(name);
      // A wrong payload is a programming error: refused here, not discovered by a worker later.
      definition.payload.parse(payload);
      if (enqueueOptions.singletonKey !== undefined && definition.policy !== "exclusive") {
        throw new Error(`Job "${name}" is not exclusive, so a singletonKey would deduplicate nothing`);
      }
      const boss = await started();
      return boss.send(name, payload as object, {
        ...retryOptions(enqueueOptions.retry ?? {}),
        ...definedOnly({
          singletonKey: enqueueOptions.singletonKey,
          startAfter: enqueueOptions.startAfter,
          id: enqueueOptions.id,
        }),
      });
    },

    async start() {
      // Without workers the queue opens on the first enqueue, so an instance that never enqueues never touches it.
      if (runWorkers) await started();
    },

    async stop() {
      stopped = true;
      const boss = await booting?.catch(() => null);
      await boss?.stop({ graceful: true, close: false, timeout: STOP_TIMEOUT_MS });
    },
  };
  // Handlers name jobs by string; the payload is still parsed against the named job's schema before it is sent.
  const enqueueAny: JobContext["enqueue"] = (name, payload, enqueueOptions) =>
    queue.enqueue(
      name as keyof Registry & string,
      payload as z.input<Registry[string]["payload"]>,
      enqueueOptions,
    );
  return queue;
}
