import type { FieldErrors } from "../../lib/api/envelope";

/** A message to show: a catalogue key (domain or web) with its values, or the server's own text (`raw`). */
export type ShownMessage = { key: string; params?: Readonly<Record<string, string>>; raw?: string };

/** What a form of the sign-in dialog or /login asks the `/login` action to do (`intent` field). */
export const AUTH_INTENTS = [
  "sign-in",
  "register",
  "verify-email",
  "resend-email-code",
  "phone-send",
  "phone-resend",
  "phone-verify",
  "google",
] as const;
export type AuthIntent = (typeof AUTH_INTENTS)[number];

export function isAuthIntent(value: unknown): value is AuthIntent {
  return AUTH_INTENTS.some((intent) => intent === value);
}

export const AUTH_TABS = ["sign-in", "register", "phone"] as const;
export type AuthTab = (typeof AUTH_TABS)[number];

export function authTabOf(value: unknown): AuthTab {
  return AUTH_TABS.find((tab) => tab === value) ?? "sign-in";
}

/** A step after the first form: entering a code, or signing in once the e-mail is verified. */
export type AuthStep =
  | { kind: "verify-email"; email: string }
  | { kind: "verify-phone"; number: string }
  | { kind: "email-verified"; email: string };

/** What a form's action answers when it does not redirect. */
export type FormAnswer = {
  ok: boolean;
  /** The failure as a whole (its fields' own messages are in `fieldErrors`). */
  error?: ShownMessage;
  /** Good news: a code was sent, the e-mail is verified. */
  notice?: ShownMessage;
  /** Messages per field, in the visitor's language. */
  fieldErrors?: FieldErrors;
  /** What was typed, to refill a form rendered on the server. Never a password. */
  values?: Record<string, string>;
  /** Tells two answers apart (the same error twice is still a new answer). */
  at: number;
};

/** What the `/login` action answers when it does not redirect (a redirect means: signed in). */
export type AuthActionData = FormAnswer & {
  intent: AuthIntent;
  step?: AuthStep;
  /** Seconds before another code may be requested. */
  resendIn?: number;
};

/** The answer if it belongs to one of these forms. */
export function answerFor(
  result: AuthActionData | undefined,
  intents: readonly AuthIntent[],
): AuthActionData | undefined {
  return result && intents.includes(result.intent) ? result : undefined;
}

/** The API's wait between two codes (spec: 60 s), used when its answer does not say. */
export const DEFAULT_RESEND_SECONDS = 60;
