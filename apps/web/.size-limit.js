// Size budgets for the initial JavaScript of the public pages (ADR 079), gzip as most clients receive it.
// Each check's files come from the build's manifest (scripts/route-js.mjs): run after `npm run build`.
import { BUDGETED_ROUTES, initialFiles, LANGUAGES, readManifest } from "./scripts/route-js.mjs";

const manifest = readManifest();

export default BUDGETED_ROUTES.flatMap(({ name, routeId }) =>
  LANGUAGES.map((language) => ({
    name: `${name} (${language})`,
    path: initialFiles(manifest, routeId, language),
    gzip: true,
    limit: "150 kB",
  })),
);
