import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The success envelope existing eBroker clients read: `{ error: false, message, data }` plus `total` on lists
 * and any extra top-level keys (e.g. `similar_properties`).
 */
export function sendData(
  request: FastifyRequest,
  reply: FastifyReply,
  data: unknown,
  extra: { total?: number; messageKey?: string; [key: string]: unknown } = {},
) {
  const { messageKey, total, ...rest } = extra;
  return reply.send({
    error: false,
    message: request.t(messageKey ?? "api.fetched"),
    data,
    ...(total === undefined ? {} : { total }),
    ...rest,
  });
}
