// `npm run bench:images`: how much image uploads slow search. It measures GET /api/get-property-list latency over HTTP
// alone, then again while N large uploads go through the listing-image pipeline (the same code
// update_post_property runs after parsing the form). It prints both, the time the uploads took, and peak RSS.
// Figures only, no pass/fail.
//   --images N  --side PX  --concurrency C  --seconds S   (IMAGE_CONCURRENCY etc. come from the environment)
import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config/config.js";
import { openDatabase, type DatabaseHandle } from "../src/db/client.js";
import { runMigrations } from "../src/db/migrate.js";
import { seedDemoData } from "../src/db/seed/demo-data.js";
import { createImageWork } from "../src/modules/media/image-work.js";
import { inspectListingImage, storeListingImage } from "../src/modules/media/listing-media.js";
import type { UploadedFile } from "../src/plugins/body-parsing.js";
import { drive, summarise, type Summary } from "./percentiles.js";

const { values } = parseArgs({
  options: {
    images: { type: "string", default: "10" },
    side: { type: "string", default: "6000" },
    concurrency: { type: "string", default: "4" },
    seconds: { type: "string", default: "5" },
  },
});
const imageCount = Number(values.images);
const side = Number(values.side);
const concurrency = Number(values.concurrency);
const seconds = Number(values.seconds);

const fmt = (n: number) => n.toFixed(n < 10 ? 2 : 1).padStart(8);
const row = (label: string, s: Summary) =>
  `${label.padEnd(24)} p50 ${fmt(s.p50)} ms  p95 ${fmt(s.p95)} ms  p99 ${fmt(s.p99)} ms  ${fmt(s.perSecond)} req/s`;

/** A photo-like PNG (a gradient with noise, so it neither compresses to nothing nor decodes trivially). */
async function largePng(path: string, seed: number) {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><defs><linearGradient id="g">` +
      `<stop offset="0" stop-color="#${(seed * 2654435761).toString(16).slice(-6).padStart(6, "3")}"/>` +
      `<stop offset="1" stop-color="#f0e0c0"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  await sharp(gradient, { limitInputPixels: false }).png({ compressionLevel: 1 }).toFile(path);
}

const dataDir = await mkdtemp(join(tmpdir(), "manzil-bench-images-"));
let handle: DatabaseHandle | undefined;
try {
  handle = process.env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: process.env.DATABASE_URL, maxConnections: concurrency })
    : await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  await runMigrations(handle);
  await seedDemoData(handle.db, { uploadsDir: null, now: new Date() });

  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SERVE_WEB: "false",
    SEED_ON_START: "false",
    RATE_LIMIT_MAX: "100000000",
    UPLOAD_MAX_FILE_BYTES: String(1024 * 1024 * 1024),
  });
  const app = await buildApp({ config, database: handle, logger: false, serveWeb: false });
  const address = await app.listen({ host: "127.0.0.1", port: 0 });
  const images = createImageWork({
    concurrency: config.IMAGE_CONCURRENCY,
    maxPixels: config.IMAGE_MAX_PIXELS,
    maxSidePx: config.IMAGE_MAX_SIDE_PX,
  });

  const uploadsDir = join(dataDir, "incoming");
  await mkdir(uploadsDir, { recursive: true });
  console.info(`database: ${handle.kind}; writing ${imageCount} PNGs of ${side}×${side}…`);
  const uploads: UploadedFile[] = [];
  for (let i = 0; i < imageCount; i++) {
    const path = join(uploadsDir, `${randomUUID()}.upload`);
    await largePng(path, i + 1);
    const size = (await stat(path)).size;
    uploads.push({
      kind: "file",
      fieldName: `gallery_images[${i}]`,
      fileName: "big.png",
      mimeType: "image/png",
      path,
      size,
    });
  }
  const refused = await inspectListingImage(uploads[0]!, { maxBytes: config.UPLOAD_MAX_FILE_BYTES, images });
  if (refused) {
    console.info(
      `${side}×${side} is refused before decoding (${refused}); raise IMAGE_MAX_PIXELS / IMAGE_MAX_SIDE_PX to measure it.`,
    );
  }

  const search = async () => {
    const response = await fetch(`${address}/api/get-property-list?search=villa&limit=12`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search answered ${response.status}`);
  };
  console.info(
    `IMAGE_CONCURRENCY ${config.IMAGE_CONCURRENCY}; search at concurrency ${concurrency} for ${seconds} s each\n`,
  );
  await drive(search, concurrency, 2); // warm-up: caches, JIT, the database's buffers
  const alone = summarise(await drive(search, concurrency, seconds), seconds);
  console.info(row("search alone", alone));

  const rssBefore = process.memoryUsage().rss;
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const started = performance.now();
  let uploading = !refused;
  // All uploads arrive at once, as the files of one edit do; the queue decides how many run.
  const work = Promise.all(
    refused ? [] : uploads.map((file) => storeListingImage(file, { files: app.files, images })),
  ).finally(() => (uploading = false));
  // Search runs for as long as the uploads do (at least `seconds`).
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (uploading || performance.now() - started < seconds * 1000) {
        const t0 = performance.now();
        await search();
        latencies.push(performance.now() - t0);
      }
    }),
  );
  await work;
  const elapsed = performance.now() - started;
  clearInterval(sampler);
  const during = summarise(latencies, elapsed / 1000);
  console.info(row("search during uploads", during));
  console.info(
    `\nuploads: ${imageCount} × ${side}×${side} done in ${(elapsed / 1000).toFixed(1)} s; search p50 ` +
      `${(during.p50 / alone.p50).toFixed(2)}× and p95 ${(during.p95 / alone.p95).toFixed(2)}× of search alone; ` +
      `RSS ${(rssBefore / 2 ** 20).toFixed(0)} MB before, peak ${(peakRss / 2 ** 20).toFixed(0)} MB`,
  );
  await app.close();
} finally {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
}
