import { fileURLToPath } from "node:url";

/** A server build with a page and a form action, for the real SSR plugin: no `npm run build` of the web app. */
export const FIXTURE_WEB_BUILD = fileURLToPath(new URL("./fixtures/web-build", import.meta.url));
