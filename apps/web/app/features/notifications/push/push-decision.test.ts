import { describe, expect, it } from "vitest";
import { DISMISSAL_DAYS, shouldOfferPush, type PushConditions } from "./push-decision";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27);
const ready: PushConditions = {
  supported: true,
  permission: "default",
  vapidKey: "BKey",
  dismissedAt: null,
  now,
};

describe("shouldOfferPush", () => {
  it.each([
    ["a browser that can, a server key, not asked yet", ready, true],
    ["a browser without push", { ...ready, supported: false }, false],
    ["a server without a key", { ...ready, vapidKey: null }, false],
    ["a member who blocked notifications", { ...ready, permission: "denied" }, false],
    ["a member who already allowed them", { ...ready, permission: "granted" }, false],
    ["a 'Not now' yesterday", { ...ready, dismissedAt: now - DAY }, false],
    [
      "a 'Not now' a day short of the pause",
      { ...ready, dismissedAt: now - (DISMISSAL_DAYS - 1) * DAY },
      false,
    ],
    ["a 'Not now' the full pause ago", { ...ready, dismissedAt: now - DISMISSAL_DAYS * DAY }, true],
  ] as const)("%s → %s", (_, conditions, expected) => {
    expect(shouldOfferPush(conditions as PushConditions)).toBe(expected);
  });
});
