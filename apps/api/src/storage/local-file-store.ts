import { createReadStream } from "node:fs";
import { copyFile, mkdir, rm, stat, writeFile } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { fileUrl } from "../lib/file-url.js";
import {
  contentTypeOfKey,
  encodeKey,
  isSafeKey,
  type FileBody,
  type FileStore,
  type PrivateFile,
} from "./file-store.js";
import type { PrivateLinkSigner } from "./private-link-signature.js";

/** The route that answers signed private links (private-files.routes.ts), under /api. */
export const PRIVATE_FILES_PATH = "/api/private-files/";

/** The absolute path of `key` inside `root`, or null for a key that would leave it. */
function pathIn(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const base = resolve(root);
  const path = resolve(base, key);
  return path.startsWith(base + sep) ? path : null;
}

async function write(root: string, key: string, body: FileBody): Promise<void> {
  const target = pathIn(root, key);
  if (!target) throw new Error(`refusing to store outside the storage folder: ${JSON.stringify(key)}`);
  await mkdir(dirname(target), { recursive: true });
  // An upload's temporary file is copied, not moved: the body parser removes it after the response either way.
  if (Buffer.isBuffer(body)) await writeFile(target, body);
  else await copyFile(body.path, target);
}

async function removeAll(root: string, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      const path = pathIn(root, key);
      if (path) await rm(path, { force: true });
    }),
  );
}

/**
 * Files on this machine: public ones under `publicDir` (served statically at /uploads by app.ts), private ones
 * under `privateDir`, which nothing serves; they are read only through a signed link checked by the API.
 */
export function createLocalFileStore(options: {
  publicDir: string;
  privateDir: string;
  /** The site's absolute URL: public files are at `<siteUrl>/uploads/…`, signed links at `<siteUrl>/api/…`. */
  siteUrl: string;
  signer: PrivateLinkSigner;
  now: () => Date;
}): FileStore {
  const publicBaseUrl = `${options.siteUrl}/uploads`;
  return {
    kind: "local",
    publicBaseUrl,
    put: (key, body) => write(options.publicDir, key, body),
    remove: (keys) => removeAll(options.publicDir, keys),
    publicUrl: (key) => fileUrl(publicBaseUrl, key),
    putPrivate: (key, body) => write(options.privateDir, key, body),
    removePrivate: (keys) => removeAll(options.privateDir, keys),
    async signedPrivateUrl(key, ttlSeconds) {
      const expires = Math.floor(options.now().getTime() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: options.signer.sign(key, expires),
      });
      return `${options.siteUrl}${PRIVATE_FILES_PATH}${encodeKey(key)}?${query.toString()}`;
    },
    async readPrivate(key): Promise<PrivateFile | null> {
      const path = pathIn(options.privateDir, key);
      if (!path) return null;
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      // The extension was chosen from the file's magic bytes when it was stored, so it tells the type.
      return { body: createReadStream(path), contentType: contentTypeOfKey(key), size: info.size };
    },
  };
}
