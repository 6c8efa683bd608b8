import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  BeforeLogoutBody,
  dataEnvelope,
  ForgotPasswordQuery,
  GetOtpQuery,
  OtpSentResult,
  OtpVerifiedResult,
  ResetPasswordBody,
  SignInResult,
  UserRegisterBody,
  UserRegisterResult,
  UserSignupBody,
  VerifyOtpQuery,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { OTP_RESEND_COOLDOWN_MS } from "../otp/otp.service.js";
import { otpRateLimitError } from "./accounts.service.js";

const MINUTE = 60_000;

/**
 * Per-IP limits on top of the API-wide one. Codes also have their own per-target and per-IP hourly limits
 * (otp service), and each code dies after 5 wrong tries; these keep password guessing and mail bombing slow.
 */
const limits = {
  register: { max: 10, timeWindow: 15 * MINUTE },
  getOtp: { max: 30, timeWindow: MINUTE },
  verifyOtp: { max: 30, timeWindow: MINUTE },
  signIn: { max: 30, timeWindow: MINUTE },
  forgotPassword: { max: 10, timeWindow: 15 * MINUTE },
  resetPassword: { max: 10, timeWindow: 15 * MINUTE },
};

/** Sign-up, sign-in, OTP, social login, password reset and logout, under the eBroker call names. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, users } = app.services;
  app.addHook("onClose", async () => accounts.drain());

  app.post(
    "/user-register",
    {
      config: { rateLimit: limits.register },
      schema: {
        tags: ["account"],
        summary: "Create an e-mail + password account; a verification code is e-mailed",
        body: UserRegisterBody,
        response: { 200: dataEnvelope(UserRegisterResult) },
      },
    },
    async (request, reply) => {
      const { email } = await accounts.register({
        name: request.body.name,
        email: request.body.email,
        mobile: request.body.mobile,
        password: request.body.password,
        customerType: request.body.customer_type,
        lang: request.lang,
        ip: request.ip,
      });
      return sendData(
        request,
        reply,
        { email, verification_channel: "email" as const },
        { messageKey: "auth.registered" },
      );
    },
  );

  app.get(
    "/get-otp",
    {
      config: { rateLimit: limits.getOtp },
      schema: {
        tags: ["account"],
        summary:
          "Send a one-time code by SMS (number) or e-mail (email); 429 with retry-after when too soon, " +
          "503 with retry-after while the site's hourly SMS allowance is used up",
        querystring: GetOtpQuery,
        response: { 200: dataEnvelope(OtpSentResult) },
      },
    },
    async (request, reply) => {
      const destination = accounts.otpDestination(request.query);
      const result = await accounts.requestOtp(destination, { lang: request.lang, ip: request.ip });
      if (!result.ok) {
        reply.header("retry-after", String(result.retryAfterSeconds));
        throw otpRateLimitError(result, request.lang);
      }
      return sendData(
        request,
        reply,
        {
          channel: destination.channel,
          expires_in: result.expiresInSeconds,
          resend_in: OTP_RESEND_COOLDOWN_MS / 1000,
        },
        { messageKey: "auth.otp_sent" },
      );
    },
  );

  app.get(
    "/verify-otp",
    {
      config: { rateLimit: limits.verifyOtp },
      schema: {
        tags: ["account"],
        summary: "Check a one-time code; returns a 10-minute ticket (auth_id) bound to the number or e-mail",
        querystring: VerifyOtpQuery,
        response: { 200: dataEnvelope(OtpVerifiedResult, { extra: { auth_id: z.string() } }) },
      },
    },
    async (request, reply) => {
      const destination = accounts.otpDestination(request.query);
      const { ticket, expiresInSeconds } = await accounts.verifyOtp(
        destination,
        request.query.otp,
        request.lang,
      );
      return sendData(
        request,
        reply,
        { auth_id: ticket, ...destination, expires_in: expiresInSeconds },
        { messageKey: "auth.otp_verified", auth_id: ticket },
      );
    },
  );

  app.post(
    "/user_signup",
    {
      config: { rateLimit: limits.signIn },
      schema: {
        tags: ["account"],
        summary:
          "Sign in (and sign up for phone and social accounts): type 3 e-mail + password, 1 phone ticket, " +
          "0 Google / 2 Apple ID token. After repeated wrong passwords an address waits (429, retry-after) " +
          "before its next check",
        body: UserSignupBody,
        response: { 200: dataEnvelope(SignInResult, { extra: { token: z.string() } }) },
      },
    },
    async (request, reply) => {
      const { token, user, isNewAccount } = await accounts.signIn(request.body, request.lang);
      // The same profile as get-user-data, company included.
      return sendData(request, reply, await users.getOwnProfile(user.id), {
        messageKey: isNewAccount ? "auth.register_success" : "auth.login_success",
        token,
      });
    },
  );

  app.get(
    "/forgot-password",
    {
      config: { rateLimit: limits.forgotPassword },
      schema: {
        tags: ["account"],
        summary:
          "E-mail a one-hour password reset link (same answer whether or not the address has an account)",
        querystring: ForgotPasswordQuery,
        response: { 200: dataEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      accounts.forgotPassword({ email: request.query.email, lang: request.lang });
      return sendData(request, reply, null, { messageKey: "auth.reset_link_sent" });
    },
  );

  app.post(
    "/reset-password",
    {
      config: { rateLimit: limits.resetPassword },
      schema: {
        tags: ["account"],
        summary: "Set a new password with the e-mailed token; ends every session of the account",
        body: ResetPasswordBody,
        response: { 200: dataEnvelope(z.null()) },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword({ token: request.body.token, password: request.body.password });
      return sendData(request, reply, null, { messageKey: "auth.password_reset_done" });
    },
  );

  app.post(
    "/before-logout",
    {
      schema: {
        tags: ["account"],
        summary: "Log out: revokes this request's token and forgets the device's push token",
        security: [{ bearer: [] }],
        body: BeforeLogoutBody,
        response: { 200: dataEnvelope(z.null()) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await accounts.logout({
        userId: request.viewer!.id,
        sessionToken: request.sessionToken!,
        fcmId: request.body?.fcm_id,
      });
      return sendData(request, reply, null, { messageKey: "auth.logged_out" });
    },
  );
};
