/**
 * What one attempt to reach one device came to: `sent`; `gone` (the push service says the subscription or token
 * no longer exists: it is deleted); `retry` (the service is down, throttling or unreachable: the device's job
 * fails and the queue tries again); `failed` (refused for another reason: counted, not retried).
 */
export type PushOutcome =
  | { kind: "sent" }
  | { kind: "gone"; status: number }
  | { kind: "retry"; status?: number; reason: string }
  | { kind: "failed"; status: number; reason: string };

/** How a push service's HTTP status reads, beside the cases each protocol words itself. */
export function outcomeOfStatus(status: number, reason: string): PushOutcome {
  if (status >= 200 && status < 300) return { kind: "sent" };
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status === 429 || status === 408 || status >= 500) return { kind: "retry", status, reason };
  return { kind: "failed", status, reason };
}

/** Time allowed for one push service call. */
export const PUSH_TIMEOUT_MS = 10_000;
