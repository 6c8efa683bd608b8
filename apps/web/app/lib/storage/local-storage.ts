/** Keys of everything the web keeps in localStorage (spec §9 names the first two). */
export const STORAGE_KEYS = {
  selectedCurrency: "selectedCurrency",
  onboardingDone: "onboarding_done",
  appPromptDismissed: "app_prompt_dismissed",
  /** When the member last said "Not now" to push messages (ms since 1970); asked again 30 days later. */
  pushPromptDismissed: "push_prompt_dismissed",
  /**
   * What the sign-up form's "I am…" said ("" for a customer), so onboarding does not ask again: the API keeps an
   * owner's or agent's answer in the profile but stores nothing for a customer.
   */
  signUpRole: "sign_up_role",
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** localStorage can be missing (server), blocked (privacy settings) or full: reads then give null. */
export function readStorage(key: StorageKey): string | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Best effort: a failed write only means the choice is not remembered. */
export function writeStorage(key: StorageKey, value: string): void {
  try {
    if (typeof window !== "undefined") window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full; nothing else to do.
  }
}

/** The onboarding flag counts as set for "true" or "1" (older clients wrote either). */
export function isOnboardingDone(): boolean {
  const value = readStorage(STORAGE_KEYS.onboardingDone);
  return value === "true" || value === "1";
}

/** Best effort, like writeStorage. */
export function removeStorage(key: StorageKey): void {
  try {
    if (typeof window !== "undefined") window.localStorage.removeItem(key);
  } catch {
    // Storage blocked; nothing to remove.
  }
}

/**
 * The onboarding flag as the guard should read it: set from the profile when the server knows the
 * choices were saved (a new device or browser), otherwise as stored.
 */
export function syncOnboardingFlag(onboardedOnServer: boolean): boolean {
  if (onboardedOnServer && !isOnboardingDone()) writeStorage(STORAGE_KEYS.onboardingDone, "true");
  return onboardedOnServer || isOnboardingDone();
}
