import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  ssr: { resolve: { conditions: ["source"] } },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/global-setup.ts"],
    // Each file gets its own database copy; two workers match the two cores of our machines. Files share each
    // worker's module registry (ADR 083): importing the app took about 4 s of every file when each had its own.
    // No test mocks a module; state a file creates (apps, databases, servers) it closes in its own afterAll.
    pool: "forks",
    maxWorkers: 2,
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { TZ: "UTC" },
  },
});
