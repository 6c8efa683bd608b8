import type { Readable } from "node:stream";

/** What is stored: bytes in memory, or a file on disk (an upload's temporary file) copied as it is. */
export type FileBody = Buffer | { path: string };

/** A private file read back: its bytes as a stream, what they are, and how many. */
export type PrivateFile = { body: Readable; contentType: string; size: number };

/**
 * Where uploads live, behind one small surface (ADR 026). Keys are relative paths such as
 * `properties/images/<uuid>.webp`, random and never reused, so a public file can be cached for good.
 *
 * - The PUBLIC area holds what any visitor may see (listing pictures, public documents, avatars); clients get
 *   `publicUrl(key)`.
 * - The PRIVATE area holds what only its owner and admins may see (identity and ownership papers). It is never
 *   served as it is: callers hand out `signedPrivateUrl(key, ttl)`, a link that stops working after `ttl` seconds.
 */
export type FileStore = {
  readonly kind: "local" | "s3";
  /** Base URL public files are fetched from, without a trailing slash. */
  readonly publicBaseUrl: string;
  put(key: string, body: FileBody, contentType: string): Promise<void>;
  /** Removes public files; keys already gone are not an error. */
  remove(keys: readonly string[]): Promise<void>;
  publicUrl(key: string): string;
  putPrivate(key: string, body: FileBody, contentType: string): Promise<void>;
  removePrivate(keys: readonly string[]): Promise<void>;
  signedPrivateUrl(key: string, ttlSeconds: number): Promise<string>;
  /** Null when no such private file exists. */
  readPrivate(key: string): Promise<PrivateFile | null>;
};

/** Public files never change under their key: a year in every cache, and no revalidation. */
export const PUBLIC_CACHE_CONTROL = "public, max-age=31536000, immutable";
/** A private file must not linger in any cache, shared or not. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** Relative, no `..`, no absolute path, no scheme: anything else is refused before it reaches a driver. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 500 &&
    !key.startsWith("/") &&
    !key.includes("\\") &&
    !key.includes("\0") &&
    !/^[a-z][a-z0-9+.-]*:/i.test(key) &&
    key.split("/").every((part) => part !== "" && part !== "." && part !== "..")
  );
}

/** `a/b c.pdf` → `a/b%20c.pdf`: each path segment encoded, the slashes kept. */
export function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

const TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  svg: "image/svg+xml",
  ico: "image/x-icon",
};

/** Types shown in the browser; every other upload (PDF and other documents) is downloaded, never rendered. */
const INLINE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
]);

export function isInlineUploadType(contentType: string): boolean {
  return INLINE_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase());
}

/** The type of a file this app wrote, from the real extension its key was given when it was checked. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? "application/octet-stream";
}
