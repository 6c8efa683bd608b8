import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { defineJob, type JobRegistry } from "../src/jobs/job-definition.js";
import type { JobQueue } from "../src/jobs/job-queue.js";
import { createTestApp, type TestApp } from "./test-app.js";

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Side effects of the test jobs, by marker: how many times each handler really ran. */
const runs = new Map<string, number>();
const payloadsSeen = new Map<string, unknown>();
const count = (marker: string) => runs.get(marker) ?? 0;
const record = (marker: string) => runs.set(marker, count(marker) + 1);
const releases = new Map<string, () => void>();

const testJobs = {
  "test.record": defineJob({
    payload: z.object({ marker: z.string(), note: z.string() }),
    retry: { retryLimit: 0, retryDelaySeconds: 1 },
    async handle(payload) {
      record(payload.marker);
      payloadsSeen.set(payload.marker, payload);
    },
  }),
  "test.flaky": defineJob({
    payload: z.object({ marker: z.string(), failuresBeforeSuccess: z.number().int() }),
    retry: { retryLimit: 3, retryDelaySeconds: 1 },
    async handle({ marker, failuresBeforeSuccess }) {
      record(marker);
      if (count(marker) <= failuresBeforeSuccess) throw new Error(`failure ${count(marker)} of ${marker}`);
    },
  }),
  "test.exclusive": defineJob({
    payload: z.object({ marker: z.string() }),
    retry: { retryLimit: 0, retryDelaySeconds: 1 },
    policy: "exclusive",
    async handle({ marker }) {
      record(marker);
    },
  }),
  "test.slow": defineJob({
    payload: z.object({ marker: z.string() }),
    retry: { retryLimit: 0, retryDelaySeconds: 1 },
    async handle({ marker }) {
      await new Promise<void>((resolve) => releases.set(marker, resolve));
      record(marker);
    },
  }),
} satisfies JobRegistry;

type TestQueue = JobQueue<typeof testJobs>;
const queueOf = (testApp: TestApp) => testApp.app.jobs as unknown as TestQueue;

const WORKERS_ON = { JOBS_WORKER: "true", JOBS_POLL_INTERVAL_SECONDS: "0.5" };
const WORKERS_OFF = { JOBS_WORKER: "false" };
const testRegistry = { jobs: { registry: testJobs, schedules: [] } };

async function rows<T>(database: DatabaseHandle, text: string, values: unknown[] = []): Promise<T[]> {
  if (database.driver.kind === "pglite") return (await database.driver.client.query<T>(text, values)).rows;
  return (await database.driver.pool.query(text, values)).rows as T[];
}

async function jobState(database: DatabaseHandle, id: string): Promise<string | undefined> {
  const [row] = await rows<{ state: string }>(database, "select state from pgboss.job where id = $1", [id]);
  return row?.state;
}

/** Polls until `done` holds, failing after a generous bound; the outcome is asserted, never the time it took. */
async function waitFor(what: string, done: () => Promise<boolean> | boolean, boundMs = 30_000) {
  const giveUpAt = Date.now() + boundMs;
  while (!(await done())) {
    if (Date.now() > giveUpAt) throw new Error(`Still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A second connection to the same database, as another process would open it; closing it leaves the data. */
async function anotherConnection(database: DatabaseHandle): Promise<DatabaseHandle> {
  if (database.driver.kind !== "postgres") throw new Error("PGlite has one connection per data directory");
  const url = database.driver.pool.options.connectionString;
  if (!url) throw new Error("the test database has no connection string");
  return openDatabase({ kind: "postgres", url, maxConnections: 4 });
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function testApp(env: Record<string, string>, options: { database?: DatabaseHandle } = {}) {
  const created = await createTestApp(env, { ...testRegistry, ...options });
  cleanups.push(() => created.close());
  return created;
}

describe("durable job queue", () => {
  it("runs an enqueued job once, with the payload it was given", { timeout: 60_000 }, async () => {
    const worker = await testApp(WORKERS_ON);
    const marker = randomUUID();
    const id = await queueOf(worker).enqueue("test.record", { marker, note: "مرحبا" });
    expect(id).toEqual(expect.any(String));

    await waitFor("the job to complete", async () => (await jobState(worker.database, id!)) === "completed");
    expect(count(marker)).toBe(1);
    expect(payloadsSeen.get(marker)).toEqual({ marker, note: "مرحبا" });
  });

  it("retries a failing handler until it succeeds", { timeout: 60_000 }, async () => {
    const worker = await testApp(WORKERS_ON);
    const marker = randomUUID();
    const id = await queueOf(worker).enqueue("test.flaky", { marker, failuresBeforeSuccess: 2 });

    await waitFor("the job to complete", async () => (await jobState(worker.database, id!)) === "completed");
    expect(count(marker)).toBe(3);
    const [job] = await rows<{ retry_count: number }>(
      worker.database,
      "select retry_count from pgboss.job where id = $1",
      [id],
    );
    expect(job?.retry_count).toBe(2);
  });

  it("gives a job up as failed once its retries are spent", { timeout: 60_000 }, async () => {
    const worker = await testApp(WORKERS_ON);
    const marker = randomUUID();
    const id = await queueOf(worker).enqueue(
      "test.flaky",
      { marker, failuresBeforeSuccess: 99 },
      { retry: { retryLimit: 1, retryDelaySeconds: 1 } },
    );

    await waitFor("the job to fail", async () => (await jobState(worker.database, id!)) === "failed");
    expect(count(marker)).toBe(2);
  });

  it("lets a running handler finish when the app closes", { timeout: 60_000 }, async () => {
    const worker = await testApp(WORKERS_ON);
    const marker = randomUUID();
    const id = await queueOf(worker).enqueue("test.slow", { marker });
    await waitFor("the handler to start", () => releases.has(marker));

    const closing = worker.app.close();
    // Released only after close began: a close that did not wait would return before the handler's work.
    setTimeout(() => releases.get(marker)!(), 300);
    await closing;

    expect(count(marker)).toBe(1);
    expect(await jobState(worker.database, id!)).toBe("completed");
  });

  it(
    "keeps a job enqueued by an instance without workers and runs it after a restart",
    { timeout: 60_000 },
    async () => {
      const webOnly = await createTestApp(WORKERS_OFF, testRegistry);
      const marker = randomUUID();
      const id = await queueOf(webOnly).enqueue("test.record", { marker, note: "after restart" });
      await webOnly.app.close();
      expect(await jobState(webOnly.database, id!)).toBe("created");
      expect(count(marker)).toBe(0);

      // The next process opens the same database afresh: PGlite from its data directory, PostgreSQL on a new pool.
      let restarted: DatabaseHandle;
      if (webOnly.database.driver.kind === "pglite") {
        const snapshot = await webOnly.database.dump!();
        await webOnly.database.close();
        restarted = await openDatabase({ kind: "pglite-snapshot", snapshot });
        cleanups.push(() => rm(webOnly.dataDir, { recursive: true, force: true }));
      } else {
        restarted = await anotherConnection(webOnly.database);
        cleanups.push(async () => {
          await webOnly.database.close();
          await rm(webOnly.dataDir, { recursive: true, force: true });
        });
      }
      const worker = await testApp(WORKERS_ON, { database: restarted });

      await waitFor(
        "the job to complete",
        async () => (await jobState(worker.database, id!)) === "completed",
      );
      expect(count(marker)).toBe(1);
    },
  );

  it("lets an exclusive job wait only once per singletonKey", async () => {
    const webOnly = await testApp(WORKERS_OFF);
    const queue = queueOf(webOnly);
    const key = `listing:${randomUUID()}`;

    const first = await queue.enqueue("test.exclusive", { marker: randomUUID() }, { singletonKey: key });
    const duplicate = await queue.enqueue("test.exclusive", { marker: randomUUID() }, { singletonKey: key });
    const otherKey = await queue.enqueue(
      "test.exclusive",
      { marker: randomUUID() },
      { singletonKey: `${key}:2` },
    );

    expect(first).toEqual(expect.any(String));
    expect(duplicate).toBeNull();
    expect(otherKey).toEqual(expect.any(String));
    await expect(
      queue.enqueue("test.record", { marker: "x", note: "" }, { singletonKey: key }),
    ).rejects.toThrow(/not exclusive/);
  });

  it("refuses a payload its job does not accept, before anything is stored", async () => {
    const webOnly = await testApp(WORKERS_OFF);
    await expect(
      queueOf(webOnly).enqueue("test.record", { marker: 42 } as unknown as { marker: string; note: string }),
    ).rejects.toThrow();
  });

  it.runIf(onPostgres)(
    "runs each job exactly once with two instances working on one database",
    { timeout: 90_000 },
    async () => {
      const first = await testApp(WORKERS_ON);
      const second = await testApp(WORKERS_ON, { database: await anotherConnection(first.database) });
      const markers = Array.from({ length: 30 }, () => randomUUID());
      const ids = await Promise.all(
        markers.map((marker, index) =>
          queueOf(index % 2 ? first : second).enqueue("test.record", { marker, note: String(index) }),
        ),
      );

      await waitFor("every job to complete", async () => {
        const [row] = await rows<{ n: string }>(
          first.database,
          "select count(*) as n from pgboss.job where id = any($1::uuid[]) and state = 'completed'",
          [ids],
        );
        return Number(row?.n) === markers.length;
      });
      expect(markers.map(count)).toEqual(markers.map(() => 1));
    },
  );

  it(
    "purges sign-in material that died long ago on the nightly schedule, keeping the rest",
    { timeout: 60_000 },
    async () => {
      const worker = await createTestApp(WORKERS_ON);
      cleanups.push(() => worker.close());
      const { database } = worker;
      const [user] = await rows<{ id: number }>(database, "select id from users order by id limit 1");
      const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
      const token = async (label: string, expiresAt: Date, revokedAt: Date | null) => {
        await rows(
          database,
          "insert into access_tokens (user_id, token_hash, label, expires_at, revoked_at) values ($1, $2, $3, $4, $5)",
          [user!.id, randomUUID(), label, expiresAt, revokedAt],
        );
      };
      await token("job-expired-long-ago", daysAgo(40), null);
      await token("job-revoked-long-ago", daysAgo(-10), daysAgo(40));
      await token("job-expired-recently", daysAgo(2), null);
      await token("job-live", daysAgo(-10), null);
      const code = (target: string, expiresAt: Date) =>
        rows(
          database,
          "insert into otp_codes (channel, target, code_hash, expires_at, created_at) values ('email', $1, 'x', $2, $2)",
          [target, expiresAt],
        );
      await code("old@job.test", daysAgo(40));
      await code("fresh@job.test", daysAgo(0));

      const [schedule] = await rows<{ cron: string }>(
        database,
        "select cron from pgboss.schedule where name = 'auth.purge-dead-credentials'",
      );
      expect(schedule?.cron).toBe("17 3 * * *");

      const id = await worker.app.jobs.enqueue("auth.purge-dead-credentials", { olderThanDays: 30 });
      await waitFor("the purge to complete", async () => (await jobState(database, id!)) === "completed");

      const tokens = await rows<{ label: string }>(
        database,
        "select label from access_tokens where label like 'job-%' order by label",
      );
      expect(tokens.map((row) => row.label)).toEqual(["job-expired-recently", "job-live"]);
      const codes = await rows<{ target: string }>(
        database,
        "select target from otp_codes where target like '%@job.test'",
      );
      expect(codes.map((row) => row.target)).toEqual(["fresh@job.test"]);
    },
  );
});
