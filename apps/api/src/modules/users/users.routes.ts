import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  DataExport,
  dataEnvelope,
  DeleteUserBody,
  GetCustomerQuery,
  GetUsersQuery,
  OwnProfile,
  PublicUser,
  RegisterPushTokenBody,
  UpdateProfileBody,
  VerifyEmailChangeBody,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";

const formContentTypes = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** Profile, e-mail change, account deletion, push tokens, public user lookups and the data export. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users } = app.services;

  app.get(
    "/get-user-data",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in user's own profile, with company data",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(OwnProfile) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      return sendData(request, reply, await users.getOwnProfile(request.viewer!.id));
    },
  );

  app.post(
    "/update_profile",
    {
      // Takes files: the larger allowance of ADR 031, and only for a signed-in caller.
      config: { bodyBudget: "upload" },
      schema: {
        tags: ["account"],
        summary: "Update the signed-in user's profile, photo and company data",
        description:
          'Every field is optional; absent fields stay as they are and "" clears optional text. Company data ' +
          "is accepted under the snake_case names, the camelCase names or as a nested `company` object; the " +
          "company's country is `company_country` / `companyCountry` / `company[country]` (a top-level " +
          "`country` is the user's). `userid` is ignored. A new `email` is not applied at once: a code goes to " +
          "it and `verify-email-change` applies it. `profile` is a JPEG or PNG file of at least 120×120.",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: UpdateProfileBody,
        response: { 200: dataEnvelope(OwnProfile) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { profile, emailPending } = await users.updateProfile({
        userId: request.viewer!.id,
        body: request.body,
        uploadedFiles: request.uploadedFiles ?? [],
        lang: request.lang,
        ip: request.ip,
      });
      return reply.send({
        error: false,
        message: emailPending
          ? request.t("users.profile_updated_email_pending", { email: emailPending })
          : request.t("users.profile_updated"),
        data: profile,
      });
    },
  );

  app.post(
    "/verify-email-change",
    {
      schema: {
        tags: ["account"],
        summary: "Confirm a new e-mail address with the code sent to it by update_profile",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: VerifyEmailChangeBody,
        response: { 200: dataEnvelope(OwnProfile) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const profile = await users.verifyEmailChange({ userId: request.viewer!.id, code: request.body.otp });
      return sendData(request, reply, profile, { messageKey: "users.email_change_verified" });
    },
  );

  app.post(
    "/delete_user",
    {
      schema: {
        tags: ["account"],
        summary: "Delete the signed-in user's own account",
        description:
          "Erases personal data, company, push tokens and linked sign-ins, revokes every session and takes " +
          "the user's listings offline. A `userid` other than the caller's is refused (403).",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: DeleteUserBody,
        response: { 200: dataEnvelope(z.null()) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await users.deleteAccount({
        userId: request.viewer!.id,
        ...(request.body.userid === undefined ? {} : { requestedUserId: request.body.userid }),
      });
      return sendData(request, reply, null, { messageKey: "users.account_deleted" });
    },
  );

  app.post(
    "/register-push-token",
    {
      schema: {
        tags: ["account"],
        summary: "Register this device's push token (fcm_id) for the signed-in user",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: RegisterPushTokenBody,
        response: { 200: dataEnvelope(z.null()) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await users.registerPushToken({ userId: request.viewer!.id, fcmId: request.body.fcm_id });
      return sendData(request, reply, null, { messageKey: "users.push_token_registered" });
    },
  );

  app.get(
    "/get-customer",
    {
      schema: {
        tags: ["users"],
        summary: "A user's public profile by customer_id or slug_id (never e-mail, mobile or address)",
        querystring: GetCustomerQuery,
        response: { 200: dataEnvelope(PublicUser) },
      },
    },
    async (request, reply) => {
      return sendData(request, reply, await users.getCustomer(request.query));
    },
  );

  app.get(
    "/get-users",
    {
      schema: {
        tags: ["users"],
        summary: "Public user list: search by name, users with listings (admin accounts only for admins)",
        querystring: GetUsersQuery,
        response: { 200: dataEnvelope(z.array(PublicUser), { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await users.listUsers(request.query, {
        isAdmin: request.viewer?.role === "admin",
      });
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/export-my-data",
    {
      schema: {
        tags: ["account"],
        summary: "Download everything stored about the signed-in user (JSON attachment)",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(DataExport) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { data, exportedAt } = await users.exportData(request.viewer!.id);
      const day = exportedAt.toISOString().slice(0, 10);
      reply
        .header("content-disposition", `attachment; filename="manzil-data-${day}.json"`)
        .header("cache-control", "no-store");
      return sendData(request, reply, data, { messageKey: "users.data_exported" });
    },
  );
};
