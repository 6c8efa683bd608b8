// The JavaScript a page needs before it is interactive, per budgeted route (ADR 079), read from the
// client build: React Router's browser manifest (build/client/assets/manifest-*.js, the same lists the
// server writes as <link rel="modulepreload"> tags) gives the entry, the root route and the page's route
// module with their static imports; the page's language catalogue is added because entry.client.tsx
// loads it before hydrating. `node scripts/route-js.mjs` prints each route's files.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const assetsDir = join(clientDir, "assets");

/** The pages with a budget: a name for reports and React Router's route id (app/routes.ts). */
export const BUDGETED_ROUTES = [
  { name: "home", routeId: "routes/home", path: "/" },
  { name: "listings", routeId: "routes/properties", path: "/properties" },
  { name: "property", routeId: "routes/property-details", path: "/properties-details/:slug" },
];

export const LANGUAGES = ["en", "ar"];

export function readManifest() {
  const file = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assetsDir}: run the web build first.`);
  const source = readFileSync(join(assetsDir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

/** The modulepreload list the server writes for a route: entry, then each route from root down. */
export function preloadedModules(manifest, routeId) {
  const chain = [];
  for (let route = manifest.routes[routeId]; route; route = manifest.routes[route.parentId])
    chain.unshift(route);
  if (chain.length === 0) throw new Error(`Route ${routeId} is not in the manifest.`);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  return [...urls];
}

// A chunk's static imports (`import{a}from"./x.js"`, `import"./x.js"`); `import("./x.js")` is not one.
const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;

function withStaticImports(url, seen = new Set()) {
  if (seen.has(url)) return seen;
  seen.add(url);
  const source = readFileSync(join(clientDir, url), "utf8");
  for (const [, file] of source.matchAll(STATIC_IMPORT)) withStaticImports(`/assets/${file}`, seen);
  return seen;
}

/** The language catalogue chunk (app/locales/catalogue-<language>.ts) and what it imports. */
export function catalogueModules(language) {
  const file = readdirSync(assetsDir).find(
    (name) => name.startsWith(`catalogue-${language}-`) && name.endsWith(".js"),
  );
  if (!file) throw new Error(`No catalogue-${language} chunk in ${assetsDir}.`);
  return [...withStaticImports(`/assets/${file}`)];
}

/** Every file (absolute path) of a route's initial JavaScript in one language. */
export function initialFiles(manifest, routeId, language) {
  const urls = new Set([...preloadedModules(manifest, routeId), ...catalogueModules(language)]);
  return [...urls].map((url) => join(clientDir, url));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const manifest = readManifest();
  for (const { name, routeId } of BUDGETED_ROUTES)
    for (const language of LANGUAGES) {
      const files = initialFiles(manifest, routeId, language);
      console.info(`${name} (${language}): ${files.length} files`);
      for (const file of files) console.info(`  ${file.slice(clientDir.length)}`);
    }
}
