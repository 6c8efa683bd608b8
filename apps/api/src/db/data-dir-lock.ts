import lockfile from "proper-lockfile";

/** Another live process holds the embedded database: opening it a second time would lose one side's writes. */
export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
  constructor(readonly dataDir: string) {
    super(
      `The embedded database in ${dataDir} is in use by another Manzil process (the server, a seed or ` +
        "admin:create). PGlite allows one process per data directory: stop the other process and try again, " +
        "or use a PostgreSQL server through DATABASE_URL.",
    );
  }
}

// The lock's mtime is refreshed every STALE_MS / 2; a lock left by a killed process is taken over once it is this
// old. So a restart right after `kill -9` waits up to STALE_MS, and a second process facing a live owner is
// refused after the same wait.
const STALE_MS = 10_000;

type LockOptions = { onWait?: (message: string) => void };

/**
 * Takes an exclusive, inter-process lock on a PGlite data directory (a `<dir>.lock` folder beside it) and
 * returns its release. Refuses with DatabaseInUseError while a live process holds it.
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<() => Promise<void>> {
  const lock = (retries: number) =>
    lockfile.lock(dataDir, {
      realpath: false,
      stale: STALE_MS,
      retries: { retries, minTimeout: 1_000, maxTimeout: 1_000, factor: 1 },
      // A long synchronous stretch (PGlite runs queries on this thread) can delay the refresh past STALE_MS;
      // that alone does not mean another process took the directory, so it is worth a warning, not a crash.
      onCompromised: (error) =>
        console.warn(`The lock on ${dataDir} could not be refreshed: ${error.message}`),
    });
  try {
    return await lock(0);
  } catch (error) {
    if ((error as { code?: string }).code !== "ELOCKED") throw error;
  }
  (options.onWait ?? console.warn)(
    `The embedded database in ${dataDir} is locked; waiting up to ${STALE_MS / 1000} s in case its owner has just stopped…`,
  );
  try {
    return await lock(STALE_MS / 1_000 + 1);
  } catch (error) {
    if ((error as { code?: string }).code === "ELOCKED") throw new DatabaseInUseError(dataDir);
    throw error;
  }
}
