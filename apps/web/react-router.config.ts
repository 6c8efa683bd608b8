import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages render on the server with their SEO meta (ADR 004); signed-in pages load in the browser.
  ssr: true,
} satisfies Config;
