import { isRefusal, secondsFrom, type LimiterFactory } from "../../lib/shared-limiters.js";

const HOUR_SECONDS = 60 * 60;

export type SmsBudgetGrant = { ok: true; refund(): Promise<void> } | { ok: false; retryAfterSeconds: number };

/**
 * One hourly allowance of SMS for the whole site, on top of the per-number and per-address limits of the codes:
 * it caps what a caller rotating numbers and addresses can cost (ADR 033).
 */
export type SmsBudget = {
  /** Takes one message from the hour's allowance; a send that does not happen is refunded. */
  take(): Promise<SmsBudgetGrant>;
};

export function createSmsBudget(input: { limiter: LimiterFactory; perHour: number }): SmsBudget {
  const budget = input.limiter({ name: "sms-budget", points: input.perHour, durationSeconds: HOUR_SECONDS });
  const key = "all";
  return {
    async take() {
      try {
        await budget.consume(key);
      } catch (refusal) {
        if (!isRefusal(refusal)) throw refusal;
        return { ok: false, retryAfterSeconds: secondsFrom(refusal.msBeforeNext) };
      }
      return { ok: true, refund: async () => void (await budget.reward(key)) };
    },
  };
}
