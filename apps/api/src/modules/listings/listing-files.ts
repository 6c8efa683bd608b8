import { rm } from "node:fs/promises";
import { resolve, sep } from "node:path";

/**
 * Removes stored files of a deleted listing from the uploads folder. Keys that are external URLs or that would
 * resolve outside the folder are skipped, and a file already gone is not an error.
 */
export async function removeStoredFiles(uploadsDir: string, keys: string[]): Promise<void> {
  const root = resolve(uploadsDir);
  await Promise.all(
    keys.map(async (key) => {
      if (/^[a-z][a-z0-9+.-]*:/i.test(key)) return;
      const path = resolve(root, key);
      if (!path.startsWith(root + sep)) return;
      await rm(path, { force: true });
    }),
  );
}
