// Browser tests drive Debian's Chromium (Playwright's own browser download cannot work here).
// Installs it when running as root with apt; otherwise stops with instructions.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const hasApt = existsSync("/usr/bin/apt-get");
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package as root:\n` +
        "  apt-get update && apt-get install -y chromium fonts-noto-core\n" +
        "or set CHROMIUM_PATH to an existing Chromium binary, then run the tests again.",
    );
    process.exit(1);
  }
  console.info("Installing Debian's chromium (one time)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium", "fonts-noto-core"], { stdio: "inherit", env });
  return CHROMIUM_PATH;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
