import { readdir } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { contentTypeOfKey, type FileStore } from "./file-store.js";

/**
 * Copies every file under `dir` into the store's public area under the same key. The demo seed draws its pictures
 * on local disk (ADR 010); with S3 configured they are published once after seeding so their keys resolve there.
 */
export async function publishLocalFiles(files: FileStore, dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const keys = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
  for (const key of keys) await files.put(key, { path: join(dir, key) }, contentTypeOfKey(key));
  return keys.length;
}
