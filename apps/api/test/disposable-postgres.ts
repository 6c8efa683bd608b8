import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { userInfo } from "node:os";

/**
 * A PostgreSQL server of its own for tests that kill, freeze and restart the database: the shared server on
 * 5432 serves every other test file at the same time and must never be touched. Built from Debian's binaries
 * (the `postgresql` package CI installs); as root it runs as the `postgres` user, as PostgreSQL demands.
 */
export type DisposablePostgres = {
  url: string;
  port: number;
  /** The postmaster's pid, read from postmaster.pid (changes on every start). */
  postmasterPid: () => number;
  /** Every process of this server: the postmaster and its backends. */
  processIds: () => number[];
  start: () => void;
  /** `kill -9` of the postmaster: a crash, as far as the clients can tell. */
  crash: () => Promise<void>;
  signalAll: (signal: "SIGSTOP" | "SIGCONT") => void;
  remove: () => void;
};

export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, "bin");
    if (existsSync(join(bin, "pg_ctl"))) return bin;
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Alive and not a zombie (a killed child whose parent is gone may linger unreaped, holding nothing). */
function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

export async function createDisposablePostgres(bin: string): Promise<DisposablePostgres> {
  const isRoot = userInfo().uid === 0;
  const root = mkdtempSync(join(tmpdir(), "manzil-pg-"));
  const dataDir = join(root, "data");
  const port = await freePort();
  if (isRoot) {
    const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(root, Number(ids), Number(gid));
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = isRoot
      ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]]
      : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-instructions"]);
  // TCP only: a Unix socket would leave a lock file of its own behind after the crash.
  const options = `-p ${port} -k "" -c listen_addresses=127.0.0.1 -c max_connections=40 -c fsync=on`;
  const start = () => {
    try {
      run("pg_ctl", ["-D", dataDir, "-o", options, "-l", join(root, "server.log"), "-w", "start"]);
    } catch (error) {
      const log = readFileSync(join(root, "server.log"), "utf8").split("\n").slice(-8).join("\n");
      throw new Error(`${(error as Error).message}\n${log}`);
    }
  };
  const postmasterPid = () => Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
  const processIds = () => {
    const pid = postmasterPid();
    const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout;
    return [pid, ...children.split("\n").filter(Boolean).map(Number)];
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    postmasterPid,
    processIds,
    start,
    crash: async () => {
      const pids = processIds();
      // The backends would notice their postmaster is gone and exit; killing them too is a host crash.
      for (const pid of pids) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          // already gone
        }
      }
      // A restart is refused while an old backend still holds the shared memory: wait until they are gone.
      for (let waited = 0; pids.some(isRunning) && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // Nothing may reap the dead postmaster in a container, and PostgreSQL takes a zombie's pid for a live
      // owner of its lock file. After a host crash the pid would simply not exist: the same as removing the file.
      rmSync(join(dataDir, "postmaster.pid"), { force: true });
    },
    signalAll: (signal) => {
      for (const pid of processIds()) process.kill(pid, signal);
    },
    remove: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
      } catch {
        // not running
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
