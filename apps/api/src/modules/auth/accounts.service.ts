import { createHash, randomBytes } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { TUserSignupBody } from "@manzil/domain/contracts";
import { intlLocale } from "@manzil/domain/i18n";
import type { Database } from "../../db/client.js";
import { slugify } from "../../db/seed/slug.js";
import { AppError } from "../../lib/app-error.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { OtpChannel, OtpService } from "../otp/otp.types.js";
import {
  consumePasswordResetToken,
  deletePushToken,
  findUserByEmail,
  findUserById,
  findUserByIdentity,
  findUserByMobile,
  insertPasswordResetToken,
  insertUser,
  linkIdentity,
  markEmailVerified,
  retireResetTokensOfUser,
  spendTicket,
  updateUser,
  upsertPushToken,
  type NewUser,
  type UserRow,
} from "./accounts.repository.js";
import type { AuthService } from "./auth.service.js";
import { hashPassword, isCommonPassword, prepareDummyHash, verifyPassword } from "./passwords.js";
import { toE164 } from "../../lib/phone-number.js";
import type { SmsBudget } from "../otp/sms-budget.js";
import type { LoginThrottle } from "./login-throttle.js";
import type { SocialProvider, SocialTokenVerifier } from "./social-tokens.js";
import { signTicket, TICKET_LIFETIME_SECONDS, verifyTicket } from "./tickets.js";

export const PASSWORD_RESET_LIFETIME_MS = 60 * 60 * 1000;

export type AccountsDeps = {
  db: Database;
  auth: AuthService;
  otp: OtpService;
  messaging: Messaging;
  social: SocialTokenVerifier;
  /** HS256 key of the verify-otp tickets. */
  ticketSecret: Uint8Array;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Per-account backoff on wrong passwords (ADR 033). */
  loginThrottle: LoginThrottle;
  /** The site's hourly SMS allowance (ADR 033). */
  smsBudget: SmsBudget;
  /** Gives a new account the free packages on offer, so listing is free from the first day (issue 18). */
  welcomePackages?: (userId: number, now: Date) => Promise<void>;
  now?: () => Date;
};

/** Where a one-time code goes: a lower-cased address or an E.164 number. */
export type OtpDestination = { channel: OtpChannel; target: string };

export type OtpRateLimit = {
  reason: "cooldown" | "target_limit" | "ip_limit" | "sms_budget";
  retryAfterSeconds: number;
};

export type SignInOutcome = { token: string; user: UserRow; isNewAccount: boolean };

export const hashResetToken = (token: string) => createHash("sha256").update(token).digest("hex");

const newSlug = (name: string) => `${slugify(name, "user")}-${randomBytes(4).toString("hex")}`;

const invalidFields = (fields: Record<string, string>, messageKey?: string) =>
  new AppError("VALIDATION_FAILED", {
    ...(messageKey ? { messageKey } : {}),
    fields: Object.fromEntries(Object.entries(fields).map(([field, key]) => [field, [key]])),
  });

function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw invalidFields({ [field]: "auth.password_too_common" });
}

/** Deactivated by an admin, or deleted: refused with the spec's "account deactivated" message. */
function assertUsable(user: UserRow): void {
  if (user.deletedAt || !user.isActive) throw new AppError("ACCOUNT_DEACTIVATED");
}

/** The 429 for a refused code, with the wait in the caller's language. */
export function otpRateLimitError(limit: OtpRateLimit, lang: Language): AppError {
  // Nothing the caller did: the site has sent its SMS allowance for the hour.
  if (limit.reason === "sms_budget")
    return new AppError("SERVICE_UNAVAILABLE", { messageKey: "auth.sms_paused" });
  const seconds = limit.retryAfterSeconds;
  const count = limit.reason === "cooldown" ? seconds : Math.ceil(seconds / 60);
  return new AppError("RATE_LIMITED", {
    messageKey: limit.reason === "cooldown" ? "auth.otp_cooldown" : "auth.otp_limit",
    params: { count, n: new Intl.NumberFormat(intlLocale(lang)).format(count) },
  });
}

/** The 429 for a password check refused while the account waits (ADR 033), in the caller's language. */
function signInWaitError(seconds: number, lang: Language): AppError {
  return new AppError("RATE_LIMITED", {
    messageKey: "auth.sign_in_wait",
    // `seconds` also becomes the Retry-After header (error handler).
    params: { seconds, count: seconds, n: new Intl.NumberFormat(intlLocale(lang)).format(seconds) },
  });
}

export function createAccountsService(deps: AccountsDeps) {
  const { db, auth, otp, messaging, social, log } = deps;
  const now = deps.now ?? (() => new Date());
  prepareDummyHash();
  // Work that must not make an answer slower for existing accounts than for unknown ones (e-mails to known
  // addresses) runs after the response; drain() waits for it when the app closes.
  const background = new Set<Promise<void>>();

  function later(label: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => log.error({ err: error }, `${label} failed`))
      .finally(() => background.delete(task));
    background.add(task);
  }

  /** A number is normalised to E.164 (invalid → 422 on `number`); the number wins when both are given. */
  function otpDestination(input: {
    number?: string | undefined;
    email?: string | undefined;
  }): OtpDestination {
    if (input.number !== undefined) {
      const target = toE164(input.number);
      if (!target) throw invalidFields({ number: "validation.invalid_phone" }, "validation.invalid_phone");
      return { channel: "sms", target };
    }
    if (input.email !== undefined) return { channel: "email", target: input.email.toLowerCase() };
    throw invalidFields(
      { number: "auth.otp_destination_required", email: "auth.otp_destination_required" },
      "auth.otp_destination_required",
    );
  }

  const minutesUntil = (date: Date) =>
    String(Math.max(1, Math.round((date.getTime() - now().getTime()) / 60_000)));

  async function sendEmailCode(to: string, code: string, expiresAt: Date, lang: Language): Promise<void> {
    await messaging.sendEmail({
      to,
      template: "verification_code",
      lang,
      params: { code, minutes: minutesUntil(expiresAt) },
    });
  }

  async function createUser(values: Omit<NewUser, "slug">): Promise<UserRow | null> {
    const created = await insertUser(db, { ...values, slug: newSlug(values.name) });
    // The account exists either way; without its free package the member meets the plans page instead.
    if (created && deps.welcomePackages) {
      await deps
        .welcomePackages(created.id, now())
        .catch((error: unknown) => log.error({ err: error }, "the welcome package could not be given"));
    }
    return created;
  }

  async function finishSignIn(user: UserRow, fcmId: string | undefined, isNewAccount: boolean) {
    assertUsable(user);
    if (fcmId) await upsertPushToken(db, user.id, fcmId, now());
    const token = await auth.issueToken(user.id, "login");
    return { token, user, isNewAccount };
  }

  async function signInWithEmail(body: TUserSignupBody, lang: Language): Promise<SignInOutcome> {
    const missing: Record<string, string> = {};
    if (!body.email) missing.email = "validation.required.email";
    if (!body.password) missing.password = "validation.required.password";
    if (!body.email || !body.password) throw invalidFields(missing);
    // Keyed by what was typed, whether or not an account uses it, so the answer tells nothing about accounts.
    const admission = await deps.loginThrottle.admit(body.email);
    if (!admission.ok) throw signInWaitError(admission.retryAfterSeconds, lang);
    const { attempt } = admission;
    let matches: boolean;
    let user: UserRow | null;
    try {
      user = await findUserByEmail(db, body.email);
      // Always runs argon2, against a dummy hash when there is no account or no password, so the answer and its
      // timing are the same for an unknown address and a wrong password.
      matches = await verifyPassword(user?.passwordHash ?? null, body.password);
    } catch (error) {
      await attempt.abandoned();
      throw error;
    }
    if (!user || !matches) {
      await attempt.failed();
      throw new AppError("UNAUTHENTICATED", { messageKey: "auth.invalid_credential" });
    }
    await attempt.succeeded();
    assertUsable(user);
    if (!user.emailVerifiedAt) throw new AppError("FORBIDDEN", { messageKey: "auth.unverified_email" });
    return finishSignIn(user, body.fcm_id, false);
  }

  async function signInWithPhone(body: TUserSignupBody, lang: Language): Promise<SignInOutcome> {
    const proof = body.auth_id ?? body.id_token;
    if (!proof) throw invalidFields({ auth_id: "auth.proof_required" }, "auth.proof_required");
    const verified = await verifyTicket(deps.ticketSecret, proof, now());
    if (
      !verified ||
      verified.channel !== "sms" ||
      !(await spendTicket(db, verified.jti, verified.expiresAt, now()))
    ) {
      throw new AppError("UNAUTHENTICATED", { messageKey: "auth.phone_ticket_invalid" });
    }
    const mobile = verified.target;
    let user = await findUserByMobile(db, mobile);
    if (user && !user.deletedAt && !user.mobileVerifiedAt) {
      // Someone typed this number into their profile without proving it. The caller just proved it, so the
      // number moves to them; signing them into that account would hand it to whoever typed the number.
      await updateUser(db, user.id, { mobile: null }, now());
      user = null;
    }
    if (user) return finishSignIn(user, body.fcm_id, false);

    const created = await createUser({
      name: body.name ?? translatorFor(lang)("auth.default_name"),
      mobile,
      mobileVerifiedAt: now(),
      loginType: 1,
      customerType: body.customer_type ?? null,
    });
    // Lost a race with a concurrent sign-in for the same number: use the account it created.
    const account = created ?? (await findUserByMobile(db, mobile));
    if (!account) throw new AppError("CONFLICT", { messageKey: "auth.mobile_already_in_use" });
    return finishSignIn(account, body.fcm_id, created !== null);
  }

  async function signInWithProvider(
    provider: SocialProvider,
    body: TUserSignupBody,
    lang: Language,
  ): Promise<SignInOutcome> {
    if (!social.isConfigured(provider)) {
      throw new AppError("FORBIDDEN", { messageKey: "auth.operation_not_allowed" });
    }
    const idToken = body.id_token ?? body.auth_id;
    if (!idToken) throw invalidFields({ auth_id: "auth.proof_required" }, "auth.proof_required");
    const identity = await social.verify(provider, idToken, now());
    if (!identity) throw new AppError("UNAUTHENTICATED", { messageKey: "auth.social_token_invalid" });

    const linked = await findUserByIdentity(db, provider, identity.subject);
    if (linked) return finishSignIn(linked, body.fcm_id, false);

    const email = identity.isEmailVerified ? identity.email : null;
    if (email) {
      const existing = await findUserByEmail(db, email);
      if (existing?.deletedAt) throw new AppError("ACCOUNT_DEACTIVATED");
      if (existing?.emailVerifiedAt) {
        assertUsable(existing);
        await linkIdentity(db, { userId: existing.id, provider, subject: identity.subject });
        return finishSignIn(existing, body.fcm_id, false);
      }
      if (existing) {
        // An unverified claim on this address (it could never sign in): the provider proved who owns it.
        await updateUser(db, existing.id, { email: null }, now());
      }
    }

    const created = await createUser({
      name: identity.name ?? body.name ?? translatorFor(lang)("auth.default_name"),
      email,
      emailVerifiedAt: email ? now() : null,
      loginType: provider === "google" ? 0 : 2,
      customerType: body.customer_type ?? null,
    });
    if (created) {
      await linkIdentity(db, { userId: created.id, provider, subject: identity.subject });
      if (email) later("welcome e-mail", () => sendWelcome(email, created.name, lang));
    }
    // A concurrent first sign-in with the same identity may have won; the linked account is the one to use.
    const account = await findUserByIdentity(db, provider, identity.subject);
    if (!account) throw new AppError("CONFLICT", { messageKey: "auth.email_already_in_use" });
    return finishSignIn(account, body.fcm_id, created !== null && account.id === created.id);
  }

  async function sendWelcome(to: string, name: string, lang: Language): Promise<void> {
    await messaging.sendEmail({ to, template: "welcome", lang, params: { name } });
  }

  return {
    /** `user-register`: an unverified e-mail account and a code to verify it (the welcome follows verification). */
    async register(input: {
      name: string;
      email: string;
      mobile?: string | undefined;
      password: string;
      customerType?: "property_owner" | "agent" | undefined;
      lang: Language;
      ip: string;
    }): Promise<{ email: string }> {
      refuseCommonPassword(input.password, "password");
      const email = input.email.toLowerCase();
      let mobile: string | null = null;
      if (input.mobile !== undefined) {
        mobile = toE164(input.mobile);
        if (!mobile) throw invalidFields({ mobile: "validation.invalid_phone" });
      }
      if (await findUserByEmail(db, email)) {
        throw new AppError("CONFLICT", {
          messageKey: "auth.email_already_in_use",
          fields: { email: ["auth.email_already_in_use"] },
        });
      }
      if (mobile && (await findUserByMobile(db, mobile))) {
        throw new AppError("CONFLICT", {
          messageKey: "auth.mobile_already_in_use",
          fields: { mobile: ["auth.mobile_already_in_use"] },
        });
      }
      const created = await createUser({
        name: input.name,
        email,
        mobile,
        passwordHash: await hashPassword(input.password),
        loginType: 3,
        customerType: input.customerType ?? null,
      });
      if (!created) {
        throw new AppError("CONFLICT", {
          messageKey: "auth.email_already_in_use",
          fields: { email: ["auth.email_already_in_use"] },
        });
      }
      // The account exists either way; a refused or failed send is fixed by asking for a new code (get-otp).
      const issued = await otp.issue({ channel: "email", target: email, purpose: "verify", ip: input.ip });
      if (issued.ok) {
        await sendEmailCode(email, issued.code, issued.expiresAt, input.lang).catch((error: unknown) =>
          log.error({ err: error }, "verification e-mail failed"),
        );
      }
      return { email };
    },

    otpDestination,

    /**
     * `get-otp`: the same answer whether or not an account uses the address. Limits apply either way; an e-mail
     * only goes to an address with a live account (after the response, so timing tells nothing), an SMS to any
     * valid number (phone sign-in creates accounts).
     */
    async requestOtp(
      destination: OtpDestination,
      context: { lang: Language; ip: string },
    ): Promise<{ ok: true; expiresInSeconds: number } | ({ ok: false } & OtpRateLimit)> {
      const isSms = destination.channel === "sms";
      // Taken before the code is issued so that a refusal leaves no code behind (and no resend wait).
      const grant = isSms ? await deps.smsBudget.take() : null;
      if (grant && !grant.ok) {
        log.warn({ retryAfterSeconds: grant.retryAfterSeconds }, "hourly SMS budget used up; code not sent");
        return { ok: false, reason: "sms_budget", retryAfterSeconds: grant.retryAfterSeconds };
      }
      const issued = await otp.issue({ ...destination, purpose: "verify", ip: context.ip });
      if (!issued.ok) {
        if (grant) await grant.refund();
        return issued;
      }
      const expiresInSeconds = Math.round((issued.expiresAt.getTime() - now().getTime()) / 1000);
      if (isSms) {
        try {
          await messaging.sendSms({
            to: destination.target,
            template: "verification_code",
            lang: context.lang,
            params: { code: issued.code, minutes: minutesUntil(issued.expiresAt) },
          });
        } catch (error) {
          if (grant) await grant.refund();
          throw new AppError("SERVICE_UNAVAILABLE", { messageKey: "auth.send_failed", cause: error });
        }
      } else {
        later("verification e-mail", async () => {
          const user = await findUserByEmail(db, destination.target);
          if (user && !user.deletedAt) {
            await sendEmailCode(destination.target, issued.code, issued.expiresAt, context.lang);
          }
        });
      }
      return { ok: true, expiresInSeconds };
    },

    /**
     * `verify-otp`: a ticket bound to the verified target; a verified e-mail marks its account verified and, the
     * first time, welcomes it (not at registration: an unverified address may not be the registrant's).
     */
    async verifyOtp(destination: OtpDestination, code: string, lang: Language) {
      const result = await otp.verify({ ...destination, purpose: "verify", code });
      if (!result.ok) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "auth.otp_invalid",
          fields: { otp: ["auth.otp_invalid"] },
        });
      }
      if (destination.channel === "email") {
        const verified = await markEmailVerified(db, destination.target, now());
        if (verified) later("welcome e-mail", () => sendWelcome(destination.target, verified.name, lang));
      }
      const { ticket } = await signTicket(deps.ticketSecret, destination, now());
      return { ticket, expiresInSeconds: TICKET_LIFETIME_SECONDS };
    },

    /** `user_signup`: sign-in by e-mail + password, phone ticket, or Google / Apple ID token. */
    async signIn(body: TUserSignupBody, lang: Language): Promise<SignInOutcome> {
      const type = body.type ?? body.logintype;
      switch (type) {
        case 3:
          return signInWithEmail(body, lang);
        case 1:
          return signInWithPhone(body, lang);
        case 0:
          return signInWithProvider("google", body, lang);
        case 2:
          return signInWithProvider("apple", body, lang);
        default:
          throw invalidFields({ type: "auth.type_required" }, "auth.type_required");
      }
    },

    /**
     * `forgot-password`: always the same answer; an account with a password gets a one-hour, single-use link
     * (only the token's SHA-256 is stored), e-mailed after the response.
     */
    forgotPassword(input: { email: string; lang: Language }): void {
      later("password reset e-mail", async () => {
        const user = await findUserByEmail(db, input.email);
        if (!user?.email || user.deletedAt || !user.isActive || !user.passwordHash) return;
        const token = randomBytes(32).toString("base64url");
        const createdAt = now();
        const expiresAt = new Date(createdAt.getTime() + PASSWORD_RESET_LIFETIME_MS);
        await insertPasswordResetToken(db, {
          userId: user.id,
          tokenHash: hashResetToken(token),
          expiresAt,
          createdAt,
        });
        const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await messaging.sendEmail({
          to: user.email,
          template: "password_reset",
          lang: input.lang,
          params: { name: user.name, link, minutes: String(PASSWORD_RESET_LIFETIME_MS / 60_000) },
        });
      });
    },

    /** `reset-password`: single use; sets the password and ends every session of the account. */
    async resetPassword(input: { token: string; password: string }): Promise<void> {
      refuseCommonPassword(input.password, "password");
      const invalidLink = () =>
        new AppError("BAD_REQUEST", {
          messageKey: "auth.reset_link_invalid",
          fields: { token: ["auth.reset_link_invalid"] },
        });
      const userId = await consumePasswordResetToken(db, hashResetToken(input.token), now());
      if (userId === null) throw invalidLink();
      const user = await findUserById(db, userId);
      if (!user || user.deletedAt) throw invalidLink();
      const at = now();
      await updateUser(
        db,
        user.id,
        // The link reached the inbox, which proves the address.
        { passwordHash: await hashPassword(input.password), emailVerifiedAt: user.emailVerifiedAt ?? at },
        at,
      );
      await retireResetTokensOfUser(db, user.id, at);
      await auth.revokeAllTokens(user.id);
      // Whoever kept the account waiting with wrong passwords no longer delays its owner.
      if (user.email) await deps.loginThrottle.forget(user.email);
    },

    /** `before-logout`: ends exactly this session and forgets this device's push token. */
    async logout(input: { userId: number; sessionToken: string; fcmId?: string | undefined }): Promise<void> {
      await auth.revokeToken(input.sessionToken);
      if (input.fcmId) await deletePushToken(db, input.userId, input.fcmId);
    },

    async findUser(id: number): Promise<UserRow | null> {
      return findUserById(db, id);
    },

    /** Waits for e-mails still being sent (app shutdown). */
    async drain(): Promise<void> {
      await Promise.allSettled([...background]);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
