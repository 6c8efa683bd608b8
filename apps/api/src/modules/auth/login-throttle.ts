import { createHash } from "node:crypto";
import { isRefusal, secondsFrom, type LimiterFactory } from "../../lib/shared-limiters.js";

/** Wrong passwords are remembered this long; a success forgets them at once. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/** How long one admitted check may hold the account's turn (a password hash takes well under a second). */
const CHECK_TURN_SECONDS = 30;

export type LoginAttempt = {
  /** The password was wrong (or there is no such account): the next check of this account waits longer. */
  failed(): Promise<void>;
  /** The password was right: the account's failures are forgotten. */
  succeeded(): Promise<void>;
  /** The check did not finish (server error): the attempt is not counted. */
  abandoned(): Promise<void>;
};

export type LoginAdmission = { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterSeconds: number };

export type LoginThrottle = {
  /** Called before a password is checked; when refused the password must not be checked at all. */
  admit(identifier: string): Promise<LoginAdmission>;
  /** The owner proved control another way (password reset): no wait any more. */
  forget(identifier: string): Promise<void>;
};

/** The typed identifier, trimmed and lower-cased, hashed so Redis never holds e-mail addresses. */
export const accountKey = (identifier: string) =>
  createHash("sha256").update(identifier.trim().toLowerCase()).digest("base64url");

/**
 * Per-account backoff on password sign-in, independent of the caller's address (ADR 033): after `freeAttempts`
 * wrong passwords in a row, each further check waits 1 s, 2 s, 4 s … up to `maxWaitSeconds`, and only one check
 * of the account runs at a time. Refused attempts are not counted, so they do not lengthen the wait.
 */
export function createLoginThrottle(input: {
  limiter: LimiterFactory;
  freeAttempts: number;
  maxWaitSeconds: number;
}): LoginThrottle {
  const { freeAttempts, maxWaitSeconds } = input;
  // Consecutive attempts (admitted, not yet known right) per account; never refuses by itself.
  const attempts = input.limiter({
    name: "login-attempts",
    points: 1_000_000_000,
    durationSeconds: FAILURE_MEMORY_SECONDS,
  });
  // The account's turn: held by the one check in flight once the free attempts are used, then blocked for the
  // wait after it fails.
  const turn = input.limiter({ name: "login-turn", points: 1, durationSeconds: CHECK_TURN_SECONDS });

  const waitAfter = (failures: number) =>
    Math.min(maxWaitSeconds, 2 ** Math.min(failures - freeAttempts, 30));

  return {
    async admit(identifier) {
      const key = accountKey(identifier);
      const ordinal = (await attempts.penalty(key)).consumedPoints;
      const holdsTurn = ordinal > freeAttempts;
      if (holdsTurn) {
        try {
          await turn.consume(key);
        } catch (refusal) {
          await attempts.reward(key);
          if (!isRefusal(refusal)) throw refusal;
          return { ok: false, retryAfterSeconds: secondsFrom(refusal.msBeforeNext) };
        }
      }
      return {
        ok: true,
        attempt: {
          async failed() {
            if (ordinal >= freeAttempts) await turn.block(key, waitAfter(ordinal));
          },
          async succeeded() {
            await Promise.all([attempts.delete(key), turn.delete(key)]);
          },
          async abandoned() {
            await attempts.reward(key);
            if (holdsTurn) await turn.delete(key);
          },
        },
      };
    },

    async forget(identifier) {
      const key = accountKey(identifier);
      await Promise.all([attempts.delete(key), turn.delete(key)]);
    },
  };
}
