// Loads the bench catalogue into DATABASE_URL and leaves it there, for EXPLAIN sessions (not part of `npm run bench`).
import { openDatabase } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { seedDemoData } from "../src/db/seed/demo-data.js";
import { loadBenchListings } from "./load-listings.js";

const handle = await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL! });
await runMigrations(handle);
await seedDemoData(handle.db, { uploadsDir: null, now: new Date() });
await loadBenchListings(handle.db, Number(process.argv[2] ?? 100000), console.info);
await handle.close();
