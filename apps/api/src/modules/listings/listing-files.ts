import type { FileStore } from "../../storage/file-store.js";

/**
 * Removes stored files of a deleted listing from the public area. Keys that are external URLs are skipped (the
 * store refuses any key that would leave its area), and a file already gone is not an error.
 */
export async function removeStoredFiles(files: FileStore, keys: string[]): Promise<void> {
  await files.remove(keys.filter((key) => !/^[a-z][a-z0-9+.-]*:/i.test(key)));
}
