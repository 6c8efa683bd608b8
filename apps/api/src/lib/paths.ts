import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** Walks up from this file to the first package.json that satisfies `isWanted`; works from src/ and dist/. */
function findPackageDir(isWanted: (pkg: { name?: string; workspaces?: unknown }) => boolean): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, "package.json");
    if (existsSync(manifest) && isWanted(JSON.parse(readFileSync(manifest, "utf8")))) return dir;
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error("Could not locate the Manzil package folders from " + import.meta.url);
    dir = parent;
  }
}

export const apiRoot = findPackageDir((pkg) => pkg.name === "@manzil/api");
export const repoRoot = findPackageDir((pkg) => Array.isArray(pkg.workspaces));
export const migrationsDir = join(apiRoot, "drizzle");
