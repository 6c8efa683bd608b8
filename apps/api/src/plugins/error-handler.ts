import type { FastifyError, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { messageKeyFor, type AppErrorCode } from "@manzil/domain/errors";
import { unavailabilityCause } from "../db/database-unavailable.js";
import { AppError, type FieldErrors } from "../lib/app-error.js";
import { sendFailure } from "./client-transport.js";
import { isMessageKey } from "./i18n.js";

type ValidationItem = {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
};

/** Turns a zod issue into a message in the caller's language; domain rules carry their own message keys. */
function localiseIssue(request: FastifyRequest, item: ValidationItem): string {
  const { keyword, params, message } = item;
  if (message && isMessageKey(message)) return request.t(message);
  const origin = String(params.origin ?? "");
  const kind = origin === "string" ? "string" : origin === "array" || origin === "set" ? "array" : "number";
  switch (keyword) {
    case "invalid_type": {
      if (params.input === undefined && /undefined/.test(message ?? "")) return request.t("zod.required");
      // Name the expected kind in words of the caller's language, never zod's type names ("number").
      const expected = String(params.expected ?? "");
      if (["number", "int", "bigint", "nan"].includes(expected))
        return request.t("validation.invalid_number");
      if (expected === "boolean") return request.t("validation.invalid_flag");
      return request.t("zod.invalid_type", { expected });
    }
    case "too_small":
      return request.t(`zod.too_small_${kind}`, { minimum: String(params.minimum) });
    case "too_big":
      return request.t(`zod.too_big_${kind}`, { maximum: String(params.maximum) });
    case "invalid_format":
      return request.t("zod.invalid_format");
    case "invalid_value":
      return request.t("zod.invalid_value", {
        values: Array.isArray(params.values) ? params.values.join(", ") : "",
      });
    case "unrecognized_keys":
      return request.t("zod.unrecognized_keys");
    case "not_multiple_of":
      return request.t("zod.not_integer");
    default:
      return request.t("zod.invalid");
  }
}

/** `/parameters/0/parameter_id` → `parameters.0.parameter_id`; a whole-object issue is filed under `_`. */
function fieldName(instancePath: string, params: Record<string, unknown>): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (path) return path;
  if (Array.isArray(params.keys) && params.keys.length > 0) return String(params.keys[0]);
  return "_";
}

/** Field messages that are keys share the error's params: "Nights before today ({{today}})…" at its field too. */
function translateFields(
  request: FastifyRequest,
  fields: FieldErrors,
  params: Record<string, string | number> | undefined,
): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((m) => (isMessageKey(m) ? request.t(m, params) : m)),
    ]),
  );
}

/** What a client is told to wait while the database is unreachable: about as long as a restart takes. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Status codes Fastify and its plugins raise for client mistakes, mapped onto our codes. */
const clientErrorCodes: Record<number, AppErrorCode> = {
  400: "BAD_REQUEST",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  406: "BAD_REQUEST",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  // Conditional and range requests for files (/uploads, /assets) that the file cannot satisfy.
  412: "PRECONDITION_FAILED",
  416: "RANGE_NOT_SATISFIABLE",
  429: "RATE_LIMITED",
};

export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const isClientMistake = error instanceof AppError && error.status < 500;
    const outage = isClientMistake ? undefined : unavailabilityCause(error);
    if (outage) {
      // An outage, not a bug: one line per request (no stack, no statement), and a hint when to come back.
      request.log.warn({ code: outage.code, reason: outage.message }, "database unavailable");
      reply.header("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
      return sendFailure(request, reply, {
        code: "SERVICE_UNAVAILABLE",
        message: request.t("errors.internal"),
        messageKey: "errors.internal",
      });
    }

    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.options.cause ?? error }, "application error");
      // Limits raised by services (OTP sends) tell clients when to retry, like the rate-limit plugin does.
      const seconds = Number(error.options.params?.seconds);
      if (error.code === "RATE_LIMITED" && seconds > 0)
        reply.header("retry-after", String(Math.ceil(seconds)));
      return sendFailure(request, reply, {
        code: error.code,
        message: request.t(error.messageKey, error.options.params),
        messageKey: error.messageKey,
        errors: error.options.fields
          ? translateFields(request, error.options.fields, error.options.params)
          : undefined,
      });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldErrors = {};
      for (const item of error.validation as unknown as ValidationItem[]) {
        const name = fieldName(item.instancePath, item.params);
        (fields[name] ??= []).push(localiseIssue(request, item));
      }
      const messageKey = messageKeyFor("VALIDATION_FAILED");
      return sendFailure(request, reply, {
        code: "VALIDATION_FAILED",
        message: request.t(messageKey),
        messageKey,
        errors: fields,
      });
    }

    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader("retry-after") ?? 60)));
      return sendFailure(request, reply, {
        code: "RATE_LIMITED",
        message: request.t("api.rate_limited", { seconds }),
        messageKey: "api.rate_limited",
      });
    }
    const clientCode = status < 500 ? clientErrorCodes[status] : undefined;
    if (clientCode) {
      // A 416 says how long the file is (Content-Range: bytes */length), so the client can ask again.
      const contentRange = (error as { headers?: Record<string, unknown> }).headers?.["Content-Range"];
      if (status === 416 && typeof contentRange === "string") reply.header("content-range", contentRange);
      const messageKey =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "api.malformed_json"
          : error.code === "FST_REQ_FILE_TOO_LARGE"
            ? // One file over UPLOAD_MAX_FILE_BYTES: the spec's file message, whichever route took the upload.
              "validation.file_too_large"
            : error.code === "FST_ERR_CTP_BODY_TOO_LARGE"
              ? "api.body_too_large"
              : error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE"
                ? "api.unsupported_content_type"
                : error.code === "FST_FILES_LIMIT" || error.code === "FST_PARTS_LIMIT"
                  ? "api.too_many_files"
                  : messageKeyFor(clientCode);
      return sendFailure(request, reply, { code: clientCode, message: request.t(messageKey), messageKey });
    }

    // Details of server faults go to the log under the request id, never to the client.
    request.log.error({ err: error, reqId: request.id }, "unhandled error");
    const internalKey = messageKeyFor("INTERNAL");
    return sendFailure(request, reply, {
      code: "INTERNAL",
      message: request.t(internalKey),
      messageKey: internalKey,
    });
  });
});
