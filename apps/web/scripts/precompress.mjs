// Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each compressible file of the client
// build, once, after `react-router build` (ADR 076). The API serves them as they are (@fastify/static
// `preCompressed`) to clients that accept them: the strongest settings cost nothing per request.
//
//   node scripts/precompress.mjs [dir]     (default: build/client)

import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import { extname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats; images other than SVG, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".map",
  ".txt",
  ".xml",
  ".webmanifest",
  ".ico",
  ".wasm",
]);

/** The server does not compress answers below 1 kB either: the headers outweigh the gain. */
const MIN_BYTES = 1024;

/** A copy must save at least this share of the file, or the file is sent as it is. */
const MIN_SAVING = 0.1;

const root = process.argv[2] ?? join(fileURLToPath(new URL("..", import.meta.url)), "build", "client");

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const variants = [
  { suffix: ".br", encode: (data) => brotli(data, brotliOptions(data.length)) },
  { suffix: ".gz", encode: (data) => gzipped(data, { level: constants.Z_BEST_COMPRESSION }) },
];

function brotliOptions(size) {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

async function precompress(path) {
  const data = await readFile(path);
  const written = [];
  for (const { suffix, encode } of variants) {
    const target = path + suffix;
    const encoded = data.length < MIN_BYTES ? null : await encode(data);
    if (encoded && encoded.length <= data.length * (1 - MIN_SAVING)) {
      await writeFile(target, encoded);
      written.push({ suffix, size: encoded.length });
    } else {
      // A copy left over from an earlier build would be served in place of the new file.
      await rm(target, { force: true });
    }
  }
  return { size: data.length, written };
}

let files = 0;
let before = 0;
let brotliBytes = 0;
const candidates = [];
for await (const path of filesUnder(root)) {
  if (COMPRESSIBLE.has(extname(path).toLowerCase())) candidates.push(path);
}
// A few at a time: quality 11 is CPU-bound, and the build machine is shared.
const queue = [...candidates];
await Promise.all(
  Array.from({ length: 4 }, async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const { size, written } = await precompress(path);
      if (written.length === 0) continue;
      files += 1;
      before += size;
      brotliBytes += written.find((copy) => copy.suffix === ".br")?.size ?? size;
    }
  }),
);
const kB = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;
console.info(
  `precompress: ${files} of ${candidates.length} files in ${relative(process.cwd(), root) || "."}, ` +
    `${kB(before)} -> ${kB(brotliBytes)} with Brotli`,
);
