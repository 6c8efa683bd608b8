/**
 * Spec §2 route guard, as pure decisions. The server knows whether someone is signed in (the session
 * cookie); only the browser knows the onboarding flag (localStorage). So each route asks twice: its
 * server loader with `onboardingDone` unknown, its client loader with both facts.
 */
export type GuardDecision = { kind: "allow" } | { kind: "redirect"; to: "/" | "/onboarding" };

export type GuardFacts = {
  signedIn: boolean;
  /** undefined: not known here (on the server). */
  onboardingDone?: boolean;
};

const allow: GuardDecision = { kind: "allow" };

/** Paths starting with /user: signed in, else "/"; then onboarding done, else "/onboarding". */
export function decideUserRoute({ signedIn, onboardingDone }: GuardFacts): GuardDecision {
  if (!signedIn) return { kind: "redirect", to: "/" };
  if (onboardingDone === false) return { kind: "redirect", to: "/onboarding" };
  return allow;
}

/** Paths starting with /onboarding: "/" when nobody is signed in or onboarding is already done. */
export function decideOnboardingRoute({ signedIn, onboardingDone }: GuardFacts): GuardDecision {
  if (!signedIn || onboardingDone === true) return { kind: "redirect", to: "/" };
  return allow;
}
