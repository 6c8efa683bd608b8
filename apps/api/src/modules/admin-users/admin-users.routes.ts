import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminAuditEntry,
  AdminAuditLogQuery,
  AdminDeactivateUserBody,
  AdminUser,
  AdminUserDetail,
  AdminUserIdParams,
  AdminUserRoleBody,
  AdminUsersQuery,
  dataEnvelope,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";

/** Issue 17's admin console core: members and the audit log, every route behind the one admin guard. */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminUsers, auditLog } = app.services;
  const common = { tags: ["admin"], security: [{ bearer: [] }] };

  app.get(
    "/admin/audit-log",
    {
      schema: {
        ...common,
        summary:
          "Admins: what admins did, newest first — who, what (`action`, prefix match), to which target, the row " +
          "before and after. Read only: nobody can change it",
        querystring: AdminAuditLogQuery,
        response: { 200: dataEnvelope(z.array(AdminAuditEntry), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await auditLog.read(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/admin/users",
    {
      schema: {
        ...common,
        summary:
          "Admins: members, newest first; `q` searches name, e-mail and mobile; filters by role, is_active, " +
          "customer_type, verification_status",
        querystring: AdminUsersQuery,
        response: { 200: dataEnvelope(z.array(AdminUser), { list: true }) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { items, total } = await adminUsers.list(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/admin/users/:id",
    {
      schema: {
        ...common,
        summary:
          "Admins: one member's profile facts and how many listings, projects, bookings and payments they have",
        params: AdminUserIdParams,
        response: { 200: dataEnvelope(AdminUserDetail) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => sendData(request, reply, await adminUsers.detail(request.params.id)),
  );

  app.post(
    "/admin/users/:id/deactivate",
    {
      schema: {
        ...common,
        summary:
          "Admins: deactivate a member (optional `reason`); their sessions end at once and sign-in is refused. " +
          "409 for one's own account",
        params: AdminUserIdParams,
        body: AdminDeactivateUserBody,
        response: { 200: dataEnvelope(AdminUser) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const user = await adminUsers.deactivate(auditActorOf(request), request.params.id, {
        ...(request.body.reason ? { reason: request.body.reason } : {}),
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, user, { messageKey: "admin_users.deactivated" });
    },
  );

  app.post(
    "/admin/users/:id/reactivate",
    {
      schema: {
        ...common,
        summary: "Admins: let a deactivated member sign in again",
        params: AdminUserIdParams,
        response: { 200: dataEnvelope(AdminUser) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const user = await adminUsers.reactivate(
        auditActorOf(request),
        request.params.id,
        app.mapContext(request).now,
      );
      return sendData(request, reply, user, { messageKey: "admin_users.reactivated" });
    },
  );

  app.post(
    "/admin/users/:id/role",
    {
      schema: {
        ...common,
        summary:
          "Admins: make a member an admin (`role: admin`) or a customer again. 409 for one's own account",
        params: AdminUserIdParams,
        body: AdminUserRoleBody,
        response: { 200: dataEnvelope(AdminUser) },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const user = await adminUsers.setRole(
        auditActorOf(request),
        request.params.id,
        request.body.role,
        app.mapContext(request).now,
      );
      return sendData(request, reply, user, { messageKey: "admin_users.role_changed" });
    },
  );
};
