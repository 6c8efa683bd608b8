import { constants } from "node:zlib";
import compress, { type FastifyCompressOptions } from "@fastify/compress";
import type { FastifyReply } from "fastify";
import fp from "fastify-plugin";

/**
 * Response compression (ADR 076): Brotli when the client accepts it, gzip otherwise, nothing without an
 * Accept-Encoding. Static files of the web build are compressed once at build time (`precompress.mjs`) and served
 * as they are; these settings are for what the server writes per request (pages, API answers).
 */

/**
 * Text-like types only. Not the plugin's default, which also compresses `application/octet-stream` (downloads
 * are files, often already compressed, and a download's size should stay the file's). `text/event-stream` is
 * left out: the realtime stream must reach the browser event by event. Types not matched here fall back to
 * mime-db's `compressible` flag (PDFs and images are not).
 */
const COMPRESSIBLE =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|^application\/(?:javascript|ecmascript)(?:;|$)/u;

/** Below about one TCP packet, the encoding headers and the CPU cost more than the bytes saved. */
const THRESHOLD_BYTES = 1024;

/**
 * Brotli's quality 11 takes tens of milliseconds per page: build-time only. 4 costs about what gzip does and
 * still answers smaller (measured on the home page, docs/performance.md).
 */
const BROTLI_QUALITY = 4;

function options(flushEachChunk: boolean): FastifyCompressOptions {
  return {
    encodings: ["br", "gzip"],
    threshold: THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    brotliOptions: {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
      ...(flushEachChunk ? { flush: constants.BROTLI_OPERATION_FLUSH } : {}),
    },
    zlibOptions: flushEachChunk ? { flush: constants.Z_SYNC_FLUSH } : {},
  };
}

/** Adds Accept-Encoding to Vary once, keeping what other hooks put there (Origin, X-Manzil-Transport). */
function varyOnEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const values = (Array.isArray(current) ? current.join(",") : String(current ?? ""))
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === "*" || value.toLowerCase() === "accept-encoding")) return;
  reply.header("vary", [...values, "accept-encoding"].join(", "));
}

/**
 * Registers the compression app-wide (first, so it hooks every route declared after it). Request bodies are not
 * decompressed: no client of ours sends them compressed, and the payment webhooks verify signatures over the bytes
 * as sent.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(compress, { ...options(false), global: true, globalDecompression: false });
  // The plugin says Vary only when it compresses; a cache must also know that the plain answer it keeps for a
  // client without Accept-Encoding is not for the others.
  app.addHook("onSend", async (_request, reply, payload) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && COMPRESSIBLE.test(type)) varyOnEncoding(reply);
    return payload;
  });
});

/**
 * Server-rendered pages stream: the shell first, then each resolved part. Without a flush the compressor would
 * hold those parts until it has a block's worth, and the visitor would see nothing. The page body reaches the
 * compressor in batches (`coalescedReadable`), so this flushes once per batch, not per 2 kB write of React.
 */
export const streamingCompressionOptions = options(true);
