import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

const include = ["app/**/*.test.{ts,tsx}"];

/** Test files that replace a module with vi.mock: they keep a module registry of their own. */
function filesThatMockModules(dir = "app"): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesThatMockModules(path);
    return /\.test\.tsx?$/.test(entry.name) && readFileSync(path, "utf8").includes("vi.mock(") ? [path] : [];
  });
}

const mocking = filesThatMockModules();

// Setting up jsdom and importing React, the router and the catalogues took about 2 s of every file's 3 s when
// each file had its own worker and module registry; the files now share them (ADR 083). test/setup.ts clears
// what a test leaves behind. A file that mocks a module cannot share: the module may already be loaded.
export default defineConfig({
  resolve: { conditions: ["source", ...defaultClientConditions] },
  test: {
    environment: "jsdom",
    setupFiles: ["./test/setup.ts"],
    maxWorkers: 2,
    // Generous for a loaded 2-core CI machine, where the slowest screens take 3 s; no test asserts speed.
    testTimeout: 15_000,
    projects: [
      { extends: true, test: { name: "shared", include, exclude: mocking, isolate: false } },
      { extends: true, test: { name: "own-modules", include: mocking, isolate: true } },
    ],
  },
});
