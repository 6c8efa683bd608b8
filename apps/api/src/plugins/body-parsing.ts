import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import formbody from "@fastify/formbody";
import multipart, { type MultipartFile, type MultipartValue } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import qs from "qs";

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

declare module "fastify" {
  interface FastifyRequest {
    uploadedFiles: UploadedFile[];
  }
}

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

export const bodyParsingPlugin = fp<{ tmpDir: string; maxFileBytes: number; maxFiles: number }>(
  async (app, options) => {
    await mkdir(options.tmpDir, { recursive: true });

    await app.register(formbody, { parser: (body) => qs.parse(body, qsOptions) });

    await app.register(multipart, {
      limits: {
        fileSize: options.maxFileBytes,
        files: options.maxFiles,
        fields: 2000,
        fieldSize: 1024 * 1024,
        parts: 2000 + options.maxFiles,
      },
      throwFileSizeLimit: true,
      attachFieldsToBody: true,
      // Stream each file straight to disk instead of buffering it in memory.
      onFile: async function (this: FastifyRequest, part: MultipartFile) {
        const path = join(options.tmpDir, `${randomUUID()}.upload`);
        const uploaded: UploadedFile = {
          kind: "file",
          fieldName: part.fieldname,
          fileName: part.filename,
          mimeType: part.mimetype,
          path,
          size: 0,
        };
        this.uploadedFiles.push(uploaded);
        await pipeline(part.file, createWriteStream(path));
        if (part.file.truncated) {
          throw Object.assign(new Error("file too large"), {
            statusCode: 413,
            code: "FST_REQ_FILE_TOO_LARGE",
          });
        }
        uploaded.size = part.file.bytesRead;
        (part as unknown as { value: UploadedFile }).value = uploaded;
      },
    });

    app.decorateRequest("uploadedFiles", null as unknown as UploadedFile[]);
    app.addHook("onRequest", async (request) => {
      request.uploadedFiles = [];
    });

    // attachFieldsToBody gives { field: part | part[] }; flatten to plain values, then nest the bracket keys.
    app.addHook("preValidation", async (request) => {
      if (!request.isMultipart() || typeof request.body !== "object" || request.body === null) return;
      const flat: Record<string, unknown> = {};
      for (const [key, entry] of Object.entries(request.body as Record<string, unknown>)) {
        const parts = Array.isArray(entry) ? entry : [entry];
        const values = parts.map((part) =>
          (part as MultipartValue).type === "field"
            ? (part as MultipartValue).value
            : (part as { value: unknown }).value,
        );
        flat[key] = values.length === 1 ? values[0] : values;
      }
      request.body = nestBracketKeys(flat);
    });

    // Files nobody claimed (validation failed, or the route ignored them) must not pile up. Handlers that keep
    // a file move it first; removing before the response is sent means the client never sees a half-done state.
    const removeUnclaimed = async (request: FastifyRequest) => {
      await Promise.all(request.uploadedFiles.map((file) => rm(file.path, { force: true })));
    };
    app.addHook("onSend", async (request, _reply, payload) => {
      await removeUnclaimed(request);
      return payload;
    });
    app.addHook("onRequestAbort", removeUnclaimed);
  },
);
