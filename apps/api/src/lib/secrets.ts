import { randomBytes } from "node:crypto";
import { chmod, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

/**
 * The configured secret, or one generated once and kept in DATA_DIR/secrets (owner-only), so the embedded default
 * needs no configuration and restarts keep issued tickets valid. Several instances must share AUTH_SECRET instead.
 */
export async function loadOrCreateSecret(configured: string | undefined, file: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  try {
    return new Uint8Array(Buffer.from((await readFile(file, "utf8")).trim(), "base64url"));
  } catch {
    const secret = randomBytes(32);
    await mkdir(dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(file, secret.toString("base64url"), { mode: 0o600, flag: "wx" }).catch(async () => {
      // Another process created it first: use theirs.
    });
    await chmod(file, 0o600).catch(() => undefined);
    return new Uint8Array(Buffer.from((await readFile(file, "utf8")).trim(), "base64url"));
  }
}
