import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN } from "./admin-account.js";

const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = join(tmpdir(), "manzil-e2e-data");
// Card payments go to a local fake Stripe (fakes/stripe-server.ts): its API for the server, its Stripe.js for pages.
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? 3219);
const stripeBase = `http://127.0.0.1:${stripePort}`;

export default defineConfig({
  testDir: "tests",
  outputDir: "artifacts/test-results",
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json"]],
  use: {
    baseURL,
    browserName: "chromium",
    locale: "en-US",
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Playwright adds --headless; these keep Chromium off the (closed) network and out of the GPU.
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
        // A fake microphone (a beep) and no permission bubble: the chat's voice notes record for real.
        "--use-fake-device-for-media-stream",
        "--use-fake-ui-for-media-stream",
      ],
    },
  },
  webServer: [
    {
      command: "node_modules/.bin/tsx e2e/fakes/stripe-server.ts",
      cwd: "..",
      url: `${stripeBase}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { E2E_STRIPE_PORT: String(stripePort) },
    },
    {
      // The production build on a fresh embedded database with the demo data, as `npm start` serves it, plus an
      // admin with a password (seeded first, so the server finds the data and does not seed again).
      command: [
        `rm -rf "${dataDir}"`,
        "node apps/api/dist/src/db/seed/seed-cli.js",
        `node apps/api/dist/src/cli/admin-create.js --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password}`,
        "node apps/api/dist/src/server.js",
      ].join(" && "),
      cwd: "..",
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        RATE_LIMIT_MAX: "100000",
        // Every test signs up from this one machine: the per-address sign-up and code ceilings would stop the suite.
        RATE_LIMIT_ALLOW_LIST: "127.0.0.1,::1,::ffff:127.0.0.1",
        // Maps stay offline (ADR 075): a local style (a background, nothing to fetch) instead of the public default,
        // and a geocoder the browser tests answer themselves (page.route): the real ones are third parties.
        MAP_STYLE_URL: `${stripeBase}/map/style.json`,
        MAP_GEOCODER_URL: "http://geocoder.test/",
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_PUBLISHABLE_KEY: "pk_test_e2e",
        STRIPE_WEBHOOK_SECRET: "whsec_e2e",
        STRIPE_API_BASE: stripeBase,
        STRIPE_JS_URL: `${stripeBase}/v3/`,
      },
    },
  ],
});
