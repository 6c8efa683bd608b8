import type { FastifyRequest } from "fastify";
import type { AuditActor } from "./audit.repository.js";

/** The signed-in admin of an admin route, as the audit log records them. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const viewer = request.viewer!;
  return { id: viewer.id, name: viewer.name, ip: request.ip };
}
