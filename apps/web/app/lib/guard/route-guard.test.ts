import { describe, expect, it } from "vitest";
import { decideOnboardingRoute, decideUserRoute } from "./route-guard";

describe("decideUserRoute (paths starting with /user, spec §2)", () => {
  it.each([
    { signedIn: false, onboardingDone: false, expected: { kind: "redirect", to: "/" } },
    { signedIn: false, onboardingDone: true, expected: { kind: "redirect", to: "/" } },
    { signedIn: false, onboardingDone: undefined, expected: { kind: "redirect", to: "/" } },
    { signedIn: true, onboardingDone: false, expected: { kind: "redirect", to: "/onboarding" } },
    { signedIn: true, onboardingDone: true, expected: { kind: "allow" } },
    // On the server the flag is unknown: only the sign-in part can be decided there.
    { signedIn: true, onboardingDone: undefined, expected: { kind: "allow" } },
  ])(
    "signed in: $signedIn, onboarding done: $onboardingDone → $expected.kind",
    ({ signedIn, onboardingDone, expected }) => {
      expect(
        decideUserRoute({ signedIn, ...(onboardingDone === undefined ? {} : { onboardingDone }) }),
      ).toEqual(expected);
    },
  );
});

describe("decideOnboardingRoute (paths starting with /onboarding, spec §2)", () => {
  it.each([
    { signedIn: false, onboardingDone: false, expected: { kind: "redirect", to: "/" } },
    { signedIn: false, onboardingDone: true, expected: { kind: "redirect", to: "/" } },
    { signedIn: true, onboardingDone: true, expected: { kind: "redirect", to: "/" } },
    { signedIn: true, onboardingDone: false, expected: { kind: "allow" } },
    { signedIn: true, onboardingDone: undefined, expected: { kind: "allow" } },
  ])(
    "signed in: $signedIn, onboarding done: $onboardingDone → $expected.kind",
    ({ signedIn, onboardingDone, expected }) => {
      expect(
        decideOnboardingRoute({ signedIn, ...(onboardingDone === undefined ? {} : { onboardingDone }) }),
      ).toEqual(expected);
    },
  );
});
