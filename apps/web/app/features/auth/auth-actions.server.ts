import type { Locale } from "@manzil/domain/i18n";
import { data, redirect, type AppLoadContext } from "react-router";
import { describeAuthFailure, type AuthOperation } from "../../lib/api/auth-failure";
import { clientFailureOf, fieldErrorsOf, isApiSuccess } from "../../lib/api/envelope";
import type { ApiFetchResult } from "../../lib/api/load-context";
import type { UserProfile } from "../../lib/api/types";
import { languageOfRequest } from "../../lib/i18n/resolve-language";
import { safeRedirectPath } from "../../lib/session/safe-redirect";
import { isSameOriginPost } from "../../lib/session/same-origin";
import { sessionCookie } from "../../lib/session/session-cookie";
import { isOnboardedProfile } from "../../lib/session/viewer";
import {
  DEFAULT_RESEND_SECONDS,
  isAuthIntent,
  type AuthActionData,
  type AuthIntent,
  type AuthStep,
} from "./auth-flow";
import { DEFAULT_DIAL_CODE, isDialCode, toInternationalNumber } from "./phone-number";

type ActionArgs = { request: Request; context: AppLoadContext };

/** E-mail + password sign-in (eBroker `type` 3), phone after OTP (1). */
const LOGIN_TYPE = { google: 0, phone: 1, email: 3 } as const;

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** Passwords are taken as typed: leading or trailing spaces may be part of them. */
function secret(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The `/login` action behind every sign-in and sign-up form (dialog and page). It calls the API
 * in-process; on success it puts the token into the httpOnly session cookie and redirects, so the
 * token never reaches the browser's scripts (ADR 006).
 */
export async function authAction({ request, context }: ActionArgs): Promise<Response | AuthActionData> {
  if (!isSameOriginPost(request, context.publicUrl)) {
    throw data({ error: true, code: "FORBIDDEN" }, { status: 403 });
  }
  const language = languageOfRequest(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (!isAuthIntent(intent)) throw data({ error: true, code: "BAD_REQUEST" }, { status: 400 });
  const flow = new AuthFlow(
    context,
    language,
    intent,
    safeRedirectPath(form.get("redirectTo"), { siteUrl: context.publicUrl }),
  );

  switch (intent) {
    case "sign-in":
      return flow.signIn(text(form, "email"), secret(form, "password"));
    case "register":
      return flow.register(form);
    case "verify-email":
      return flow.verifyEmail(text(form, "email"), text(form, "otp"), secret(form, "password"));
    case "resend-email-code":
      return flow.sendCode({ kind: "verify-email", email: text(form, "email") });
    case "phone-send": {
      const dial = form.get("dial");
      const number = toInternationalNumber(isDialCode(dial) ? dial : DEFAULT_DIAL_CODE, text(form, "number"));
      return flow.sendCode(
        { kind: "verify-phone", number },
        { dial: String(dial ?? ""), number: text(form, "number") },
      );
    }
    case "phone-resend":
      return flow.sendCode({ kind: "verify-phone", number: text(form, "number") });
    case "phone-verify":
      return flow.verifyPhone(text(form, "number"), text(form, "otp"));
    case "google":
      return flow.signInWithGoogle(secret(form, "credential"));
  }
}

class AuthFlow {
  constructor(
    private readonly context: AppLoadContext,
    private readonly language: Locale,
    private readonly intent: AuthIntent,
    private readonly redirectTo: string,
  ) {}

  private call(
    path: string,
    options: { method?: "GET" | "POST"; query?: Record<string, string>; body?: unknown },
  ) {
    return this.context.apiFetch(path, {
      ...options,
      query: { ...options.query, lang: this.language },
    });
  }

  private failed(
    result: ApiFetchResult,
    operation: AuthOperation,
    extra: Partial<AuthActionData> = {},
  ): AuthActionData {
    const fieldErrors = fieldErrorsOf(result.body);
    return {
      intent: this.intent,
      ok: false,
      error: describeAuthFailure(clientFailureOf(result.status, result.body), operation),
      ...(fieldErrors ? { fieldErrors } : {}),
      ...extra,
      at: Date.now(),
    };
  }

  /** The session cookie and where to go: onboarding first for an account that has not done it. */
  private signedIn(result: ApiFetchResult): Response | null {
    if (result.status !== 200 || !isApiSuccess<UserProfile>(result.body)) return null;
    const token = result.body.token;
    if (typeof token !== "string") return null;
    // Onboarding first for a new account, then on to the page the visitor signed in from (issue 18).
    // The home page (in any language) is no gate: onboarding then leads on to the member's listings.
    const isHome = this.redirectTo.split(/[?#]/)[0] === "/";
    const onboarding = isHome
      ? "/onboarding"
      : `/onboarding?redirectTo=${encodeURIComponent(this.redirectTo)}`;
    const target = isOnboardedProfile(result.body.data) ? this.redirectTo : onboarding;
    return redirect(target, { headers: { "Set-Cookie": sessionCookie(token, this.context.publicUrl) } });
  }

  async signIn(email: string, password: string): Promise<Response | AuthActionData> {
    const result = await this.call("user_signup", {
      method: "POST",
      body: { type: LOGIN_TYPE.email, email, password },
    });
    const session = this.signedIn(result);
    if (session) return session;
    const failure = this.failed(result, "sign-in", { values: { email } });
    // Right password, e-mail never verified (the API checks the password first): send a code and ask for it.
    if (result.status === 403 && codeOf(result) === "FORBIDDEN") {
      const sent = await this.call("get-otp", { query: { email } });
      return { ...failure, step: { kind: "verify-email", email }, ...resendWait(sent) };
    }
    return failure;
  }

  /** A Google ID token from the button; the API checks its signature, issuer, audience and expiry. */
  async signInWithGoogle(credential: string): Promise<Response | AuthActionData> {
    const result = await this.call("user_signup", {
      method: "POST",
      body: { type: LOGIN_TYPE.google, auth_id: credential },
    });
    return this.signedIn(result) ?? this.failed(result, "sign-in");
  }

  async register(form: FormData): Promise<AuthActionData> {
    const values = {
      name: text(form, "name"),
      email: text(form, "email"),
      mobile: text(form, "mobile"),
      customer_type: text(form, "customer_type"),
    };
    const body = {
      ...values,
      password: secret(form, "password"),
      re_password: secret(form, "re_password"),
    };
    const result = await this.call("user-register", { method: "POST", body });
    if (result.status !== 200 && result.status !== 201) return this.failed(result, "register", { values });
    return {
      intent: this.intent,
      ok: true,
      step: { kind: "verify-email", email: values.email },
      ...serverNotice(result),
      values: { email: values.email },
      resendIn: DEFAULT_RESEND_SECONDS,
      at: Date.now(),
    };
  }

  /**
   * The code, then (when the browser still holds the password the visitor just typed) the sign-in
   * itself. Without it (no JavaScript, a reload) the e-mail is verified and the visitor signs in.
   */
  async verifyEmail(email: string, otp: string, password: string): Promise<Response | AuthActionData> {
    const step: AuthStep = { kind: "verify-email", email };
    const verified = await this.call("verify-otp", { query: { email, otp } });
    if (verified.status !== 200) return this.failed(verified, "verify-code", { step, values: { email } });
    if (password === "") {
      return {
        intent: this.intent,
        ok: true,
        step: { kind: "email-verified", email },
        notice: { key: "auth_ui.email_verified" },
        values: { email },
        at: Date.now(),
      };
    }
    const result = await this.call("user_signup", {
      method: "POST",
      body: { type: LOGIN_TYPE.email, email, password },
    });
    return (
      this.signedIn(result) ??
      this.failed(result, "sign-in", { step: { kind: "email-verified", email }, values: { email } })
    );
  }

  async sendCode(step: AuthStep, values: Record<string, string> = {}): Promise<AuthActionData> {
    const query: Record<string, string> =
      step.kind === "verify-phone"
        ? { number: step.number }
        : { email: step.kind === "verify-email" ? step.email : "" };
    const result = await this.call("get-otp", { query });
    if (result.status !== 200) {
      // A resend keeps the code step; a first send stays on the phone form.
      const keep = this.intent === "phone-send" ? {} : { step };
      return this.failed(result, "send-code", { ...keep, values });
    }
    return {
      intent: this.intent,
      ok: true,
      step,
      ...serverNotice(result),
      values,
      ...resendWait(result),
      at: Date.now(),
    };
  }

  async verifyPhone(number: string, otp: string): Promise<Response | AuthActionData> {
    const step: AuthStep = { kind: "verify-phone", number };
    const verified = await this.call("verify-otp", { query: { number, otp } });
    const ticket = ticketOf(verified);
    if (verified.status !== 200 || !ticket) return this.failed(verified, "verify-code", { step });
    const result = await this.call("user_signup", {
      method: "POST",
      body: { type: LOGIN_TYPE.phone, auth_id: ticket },
    });
    return this.signedIn(result) ?? this.failed(result, "sign-in", { step });
  }
}

function codeOf(result: ApiFetchResult): string | undefined {
  const failure = clientFailureOf(result.status, result.body);
  return failure.kind === "http" ? failure.code : undefined;
}

/** `verify-otp` returns the ticket at the top level (`auth_id`, as eBroker clients read it) and in data. */
function ticketOf(result: ApiFetchResult): string | null {
  const body = result.body as { auth_id?: unknown; data?: { auth_id?: unknown } } | null;
  const ticket = body?.auth_id ?? body?.data?.auth_id;
  return typeof ticket === "string" && ticket !== "" ? ticket : null;
}

/** The API's success message (already in the visitor's language), else our own "code sent". */
function serverNotice(result: ApiFetchResult): Pick<AuthActionData, "notice"> {
  const message = (result.body as { message?: unknown } | null)?.message;
  return {
    notice: {
      key: "auth_ui.code_sent",
      ...(typeof message === "string" && message.trim() !== "" ? { raw: message } : {}),
    },
  };
}

/** `get-otp` says when the next code may be asked for (`resend_in`); 60 s otherwise. */
function resendWait(result: ApiFetchResult): Pick<AuthActionData, "resendIn"> {
  if (result.status !== 200) return {};
  const seconds = (result.body as { data?: { resend_in?: unknown } } | null)?.data?.resend_in;
  return { resendIn: typeof seconds === "number" && seconds > 0 ? seconds : DEFAULT_RESEND_SECONDS };
}
