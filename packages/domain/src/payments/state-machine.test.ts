import { describe, expect, it } from "vitest";
import {
  canTransition,
  decideTransition,
  isFinalState,
  PAYMENT_STATES,
  type TPaymentState,
} from "./state-machine.js";

const edges: [TPaymentState, TPaymentState][] = [
  ["pending", "succeeded"],
  ["pending", "failed"],
  ["pending", "cancelled"],
  ["pending", "review"],
  ["review", "succeeded"],
  ["review", "rejected"],
  ["rejected", "review"],
  ["succeeded", "refunded"],
];

describe("the payment state machine", () => {
  it.each(edges)("allows %s → %s", (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(decideTransition(from, to)).toEqual({ kind: "apply", from, to });
  });

  it("allows nothing else, in any pair of states", () => {
    const allowed = new Set(edges.map(([from, to]) => `${from}>${to}`));
    for (const from of PAYMENT_STATES) {
      for (const to of PAYMENT_STATES) {
        expect(canTransition(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}>${to}`));
      }
    }
  });

  it.each([
    ["succeeded", "failed"],
    ["failed", "succeeded"],
    ["cancelled", "succeeded"],
    ["refunded", "succeeded"],
    ["rejected", "succeeded"],
    ["review", "pending"],
  ] as const)("ignores an out-of-order %s → %s", (from, to) => {
    expect(decideTransition(from, to)).toEqual({ kind: "ignore", reason: "not_allowed", from, to });
  });

  it("reads a repeated report as a duplicate, never as a second change", () => {
    for (const state of PAYMENT_STATES) {
      expect(decideTransition(state, state)).toMatchObject({ kind: "ignore", reason: "already_in_state" });
    }
  });

  it("knows which states are final", () => {
    expect(PAYMENT_STATES.filter(isFinalState)).toEqual(["failed", "cancelled", "refunded"]);
  });
});
