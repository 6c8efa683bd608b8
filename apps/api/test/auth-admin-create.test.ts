import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema/accounts.js";
import { openDatabase, pgliteDataDir } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { repoRoot } from "../src/lib/paths.js";
import { AppError } from "../src/lib/app-error.js";
import { createOrPromoteAdmin } from "../src/modules/auth/admin-account.js";
import { getJson } from "./helpers.js";
import { registerVerified, signInByEmail } from "./auth-helpers.js";
import { createTestApp, type TestApp } from "./test-app.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("createOrPromoteAdmin (what admin:create does)", () => {
  it("creates an admin who can sign in at once", async () => {
    const result = await createOrPromoteAdmin(
      t.database.db,
      { email: "Boss@Manzil.test", password: "Sturdy-Admin-Pass-1", name: "Chief" },
      new Date(),
    );
    expect(result.action).toBe("created");
    const res = await signInByEmail(t.app, { email: "boss@manzil.test", password: "Sturdy-Admin-Pass-1" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ is_admin: true, name: "Chief" });
  });

  it("promotes an existing customer, sets the password and ends their sessions", async () => {
    const email = "promote.me@example.com";
    await registerVerified(t.app, t.dataDir, { email, password: "Customer-Pass-77" });
    const session = await signInByEmail(t.app, { email, password: "Customer-Pass-77" });
    const authorization = `Bearer ${session.body.token as string}`;
    expect(session.body.data.is_admin).toBe(false);

    const result = await createOrPromoteAdmin(
      t.database.db,
      { email, password: "Admin-Now-Pass-77" },
      new Date(),
    );
    expect(result).toMatchObject({ action: "promoted", revokedSessions: 1 });
    expect((await getJson(t.app, "/api/get-user-data", { authorization })).status).toBe(401);
    const again = await signInByEmail(t.app, { email, password: "Admin-Now-Pass-77" });
    expect(again.body.data.is_admin).toBe(true);

    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe("admin");
  });

  it("applies the password policy", async () => {
    for (const password of ["admin123", "Password1", "abc"]) {
      await expect(
        createOrPromoteAdmin(t.database.db, { email: "weak@manzil.test", password }, new Date()),
      ).rejects.toBeInstanceOf(AppError);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, "weak@manzil.test"));
    expect(row).toBeUndefined();
  });
});

/** Runs `npm run admin:create -- …` as a process on its own PGlite database in `dataDir`. */
function runCli(
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      join(repoRoot, "node_modules/.bin/tsx"),
      ["--conditions=source", "src/cli/admin-create.ts", ...args],
      {
        cwd: join(repoRoot, "apps/api"),
        // DATABASE_URL is blanked so a CI run on PostgreSQL never touches the shared server from here.
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm run admin:create", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "manzil-admin-cli-"));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  it("exits 2 with usage on wrong arguments", async () => {
    const missing = await runCli(["--email", "a@b.test"], dataDir);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/Usage: npm run admin:create/);
    const unknown = await runCli(["--email", "a@b.test", "--password", "x", "--bogus"], dataDir);
    expect(unknown.code).toBe(2);
  });

  it("creates the admin on the configured database, then reports a second run", async () => {
    const args = [
      "--email",
      "first.admin@manzil.test",
      "--password",
      "Brisk-Falcon-Dawn-9",
      "--name",
      "First Admin",
    ];
    const first = await runCli(args, dataDir);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Created admin first\.admin@manzil\.test/);
    const second = await runCli(args, dataDir);
    expect(second.code).toBe(0);
    expect(second.stdout).toMatch(/already an admin/);
  }, 60_000);

  it("exits 1 and says why for a common password", async () => {
    const res = await runCli(["--email", "x@manzil.test", "--password", "password123"], dataDir);
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/too common/);
  }, 60_000);

  it("refuses, naming the reason, while another process has the embedded database open", async () => {
    // This process plays the running server: it holds the data directory as `npm start` does.
    const server = await openDatabase({ kind: "pglite", dataDir: pgliteDataDir(dataDir) });
    try {
      await runMigrations(server);
      const args = ["--email", "late.admin@manzil.test", "--password", "Brisk-Falcon-Dawn-9"];
      const refused = await runCli(args, dataDir);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/in use by another Manzil process/);
      const [row] = await server.db.select().from(users).where(eq(users.email, "late.admin@manzil.test"));
      expect(row).toBeUndefined();
    } finally {
      await server.close();
    }
    // Once the "server" has stopped, the same command goes through.
    const after = await runCli(
      ["--email", "late.admin@manzil.test", "--password", "Brisk-Falcon-Dawn-9"],
      dataDir,
    );
    expect(after.code).toBe(0);
  }, 90_000);
});
