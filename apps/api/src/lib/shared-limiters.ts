import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";

export type LimiterOptions = {
  /** Part of the storage key: one name per kind of counter. */
  name: string;
  /** Points a key may consume per window; counters that only count use a large number. */
  points: number;
  /** Window in whole seconds (Redis expiries are whole seconds). */
  durationSeconds: number;
};

export type LimiterFactory = (options: LimiterOptions) => RateLimiterAbstract;

/**
 * Counters shared by every instance through Redis when it is configured, else kept in this process (ADR 033).
 * While Redis is unreachable each instance falls back to its own memory, so sign-in and codes keep working with
 * per-instance limits instead of failing.
 */
export function createLimiterFactory(input: { redis: Redis | null; keyPrefix: string }): LimiterFactory {
  return ({ name, points, durationSeconds }) => {
    const options = { keyPrefix: `${input.keyPrefix}${name}`, points, duration: durationSeconds };
    if (!input.redis) return new RateLimiterMemory(options);
    return new RateLimiterRedis({
      ...options,
      storeClient: input.redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
}

/** A refusal carries how long until the counter frees a point; anything else is a storage failure. */
export const isRefusal = (value: unknown): value is { msBeforeNext: number } =>
  typeof value === "object" && value !== null && !(value instanceof Error) && "msBeforeNext" in value;

export const secondsFrom = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
