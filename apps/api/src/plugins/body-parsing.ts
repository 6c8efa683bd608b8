import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import formbody from "@fastify/formbody";
import multipart, { type MultipartFile } from "@fastify/multipart";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import qs from "qs";
import { AppError, type FieldErrors } from "../lib/app-error.js";

/** A multipart file after streaming to disk; services move it to storage or it is deleted after the response. */
export type UploadedFile = {
  kind: "file";
  fieldName: string;
  fileName: string;
  mimeType: string;
  path: string;
  size: number;
};

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "file";
}

/**
 * What a route may receive (ADR 031). Every /api route gets `form` unless its `config.bodyBudget` names another;
 * only the routes that take files ask for `upload`.
 */
export type BodyBudgetName = "form" | "upload";

type BodyBudget = {
  /** Everything held in memory: a whole JSON or urlencoded body, or the sum of a multipart body's text fields. */
  textBytes: number;
  fields: number;
  fieldBytes: number;
  files: number;
  fileBytes: number;
  /** Read only for a signed-in caller, so a guest can never make the server write files to disk. */
  isSignedInOnly: boolean;
};

declare module "fastify" {
  interface FastifyRequest {
    uploadedFiles: UploadedFile[];
  }
  interface FastifyContextConfig {
    bodyBudget?: BodyBudgetName;
  }
}

// Room for each part's boundary and headers when a multipart Content-Length is compared with the budget.
const PART_OVERHEAD_BYTES = 512;
const KIB = 1024;

// eBroker clients send FormData with bracket keys: parameters[0][parameter_id], gallery_images[1].
const qsOptions: qs.IParseOptions = {
  depth: 8,
  arrayLimit: 200,
  parameterLimit: 2000,
  allowPrototypes: false,
  allowDots: false,
};

/** Turns flat bracket-notation keys into nested objects and arrays (values may be files). */
export function nestBracketKeys(flat: Record<string, unknown>): Record<string, unknown> {
  return qs.parse(flat as Record<string, string>, qsOptions) as Record<string, unknown>;
}

function multipartByteLimit(budget: BodyBudget): number {
  return (
    budget.textBytes + budget.files * budget.fileBytes + (budget.fields + budget.files) * PART_OVERHEAD_BYTES
  );
}

function tooLarge(messageKey: string, field?: string): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", {
    messageKey,
    ...(field ? { fields: { [field]: [messageKey] } } : {}),
  });
}

// Errors the multipart reader raises for a client's mistake that already carry the right status and message.
const passThroughCodes = new Set(["FST_REQ_FILE_TOO_LARGE", "FST_PARTS_LIMIT", "FST_PROTO_VIOLATION"]);

function malformed(request: FastifyRequest, reason: string): AppError {
  request.log.info({ reason }, "malformed multipart body");
  return new AppError("BAD_REQUEST", { messageKey: "api.malformed_multipart" });
}

// busboy reads `boundary=` (empty) as a body with no parts, which would pass for an empty form.
const boundaryParameter = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;

/** Anything busboy throws about the body itself (bad or missing boundary, truncated part) is the client's fault. */
function asClientError(request: FastifyRequest, budget: BodyBudget, error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, syscall, message } = (error ?? {}) as { code?: string; syscall?: string; message?: string };
  // A failing disk is ours to fix: it stays a 500 and is logged with its stack.
  if (typeof syscall === "string") return error;
  if (code && passThroughCodes.has(code)) return error;
  if (code === "FST_FILES_LIMIT")
    return tooLarge(budget.files === 0 ? "api.files_not_accepted" : "api.too_many_files");
  if (code === "FST_FIELDS_LIMIT") return tooLarge("api.too_many_fields");
  return malformed(request, message ?? String(error));
}

/**
 * Collects the paths (`parameters.0.value`) of strings or keys holding a NUL byte, without recursion. An upload is
 * walked like any object, so a NUL in its client-given name is refused as `<field>.fileName`.
 */
export function pathsWithNul(root: unknown, limit = 20): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: root, path: "" }];
  while (pending.length > 0 && found.length < limit) {
    const { value, path } = pending.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) found.push(path || "_");
    } else if (value !== null && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key.replaceAll("\u0000", "")}` : key.replaceAll("\u0000", "");
        if (key.includes("\u0000")) found.push(childPath || "_");
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return found;
}

export const bodyParsingPlugin = fp<{ tmpDir: string; maxFileBytes: number; maxFiles: number }>(
  async (app, options) => {
    await mkdir(options.tmpDir, { recursive: true });

    const budgets: Record<BodyBudgetName, BodyBudget> = {
      // Contact, sign-in, inquiries, moderation: the longest text any of them accepts is a few thousand characters.
      form: {
        textBytes: 64 * KIB,
        fields: 100,
        fieldBytes: 32 * KIB,
        files: 0,
        fileBytes: 0,
        isSignedInOnly: false,
      },
      // A listing with every parameter, facility, viewing slot and removal list stays under 1,000 fields.
      upload: {
        textBytes: 1024 * KIB,
        fields: 1000,
        fieldBytes: 64 * KIB,
        files: options.maxFiles,
        fileBytes: options.maxFileBytes,
        isSignedInOnly: true,
      },
    };
    const budgetOf = (request: FastifyRequest) => budgets[request.routeOptions.config?.bodyBudget ?? "form"];

    // JSON and urlencoded bodies are buffered whole, so Fastify's own bodyLimit (checked against Content-Length
    // first, then while reading) is the budget's text allowance.
    app.addHook("onRoute", (route) => {
      route.bodyLimit ??= budgets[route.config?.bodyBudget ?? "form"].textBytes;
    });

    await app.register(formbody, { parser: (body) => qs.parse(body, qsOptions) });
    await app.register(multipart, { throwFileSizeLimit: true });

    app.decorateRequest("uploadedFiles", null as unknown as UploadedFile[]);
    app.addHook("onRequest", async (request) => {
      request.uploadedFiles = [];
    });

    // Refuse before reading a byte: guests on upload routes, and multipart bodies that announce more than allowed.
    app.addHook("preParsing", async (request, _reply, payload) => {
      const budget = budgetOf(request);
      if (budget.isSignedInOnly && !request.viewer) throw new AppError("UNAUTHENTICATED");
      const contentType = request.headers["content-type"] ?? "";
      if (!/^multipart\/form-data/i.test(contentType)) return payload;
      if (!boundaryParameter.test(contentType)) throw malformed(request, "no boundary");
      const declared = Number(request.headers["content-length"]);
      if (Number.isFinite(declared) && declared > multipartByteLimit(budget))
        throw tooLarge("api.body_too_large");
      return payload;
    });

    const streamToDisk = async (request: FastifyRequest, part: MultipartFile): Promise<UploadedFile> => {
      const path = join(options.tmpDir, `${randomUUID()}.upload`);
      const uploaded: UploadedFile = {
        kind: "file",
        fieldName: part.fieldname,
        fileName: part.filename,
        mimeType: part.mimetype,
        path,
        size: 0,
      };
      request.uploadedFiles.push(uploaded);
      await pipeline(part.file, createWriteStream(path));
      // One file over UPLOAD_MAX_FILE_BYTES: the spec's file message, whichever route took the upload.
      if (part.file.truncated)
        throw new AppError("PAYLOAD_TOO_LARGE", { messageKey: "validation.file_too_large" });
      uploaded.size = part.file.bytesRead;
      return uploaded;
    };

    // Without a Content-Length the limits below hold while streaming: each field is cut at fieldBytes and refused,
    // the text total is counted as it arrives, files stream to disk under fileBytes and are counted by busboy.
    const readMultipart = async (request: FastifyRequest, reply: FastifyReply) => {
      const budget = budgetOf(request);
      const flat: Record<string, unknown[]> = {};
      let textBytes = 0;
      try {
        const parts = request.parts({
          limits: {
            fields: budget.fields,
            fieldSize: budget.fieldBytes,
            files: budget.files,
            fileSize: budget.fileBytes,
            parts: budget.fields + budget.files,
          },
        });
        for await (const part of parts) {
          if (part.type === "file") {
            (flat[part.fieldname] ??= []).push(await streamToDisk(request, part));
            continue;
          }
          if (part.valueTruncated || part.fieldnameTruncated)
            throw tooLarge("api.field_too_large", part.fieldname);
          textBytes += Buffer.byteLength(part.fieldname) + Buffer.byteLength(String(part.value));
          if (textBytes > budget.textBytes) throw tooLarge("api.body_too_large");
          (flat[part.fieldname] ??= []).push(part.value);
        }
      } catch (error) {
        // Stop reading: the rest of an oversized or broken body is never parsed, and the connection is not reused.
        request.raw.unpipe();
        reply.header("connection", "close");
        throw asClientError(request, budget, error);
      }
      request.body = nestBracketKeys(
        Object.fromEntries(
          Object.entries(flat).map(([key, values]) => [key, values.length === 1 ? values[0] : values]),
        ),
      );
    };

    app.addHook("preValidation", async (request, reply) => {
      if (request.isMultipart()) await readMultipart(request, reply);

      // PostgreSQL refuses 0x00 in text, and no form field legitimately holds one: refused here, once, for every
      // route, before any schema or query sees it.
      const fields: FieldErrors = {};
      for (const source of [request.query, request.params, request.body]) {
        for (const path of pathsWithNul(source)) fields[path] = ["api.nul_character"];
      }
      if (Object.keys(fields).length > 0) throw new AppError("VALIDATION_FAILED", { fields });
    });

    // Files nobody claimed (validation failed, or the route ignored them) must not pile up. Handlers that keep
    // a file move it first; removing before the response is sent means the client never sees a half-done state.
    const removeUnclaimed = async (request: FastifyRequest) => {
      // Null when a hook answered in onRequest before ours ran (CORS preflight, rate limit).
      const files = request.uploadedFiles ?? [];
      await Promise.all(files.map((file) => rm(file.path, { force: true })));
    };
    app.addHook("onSend", async (request, _reply, payload) => {
      await removeUnclaimed(request);
      return payload;
    });
    app.addHook("onRequestAbort", removeUnclaimed);
  },
);
