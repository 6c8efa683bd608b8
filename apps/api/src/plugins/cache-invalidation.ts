import fp from "fastify-plugin";
import type { SharedCache } from "../lib/shared-cache.js";
import { tagsChangedBy } from "./cache-write-routes.js";

declare module "fastify" {
  interface FastifyInstance {
    /** Every write route (method and URL) the app registered, for the test that each is classified. */
    writeRoutes: { method: string; url: string }[];
  }
}

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Drops the shared caches a write changed before its answer leaves (ADR 078), so the writer's next read, and
 * anyone's, sees it. Every write route is named in `cache-write-routes.ts`, with the tags it changes or none;
 * an answer of 200 is not trusted to mean a change (eBroker callers get failures as 200), as a needless drop is
 * harmless; an HTTP error (401, 403, 4xx refusals, 5xx) wrote nothing, and must not let anyone without a right to
 * write drop the caches at will (each drop makes the next visitor wait for a cold load).
 * Registered before the routes: it attaches its hook to each route as it is added.
 */
export const cacheInvalidationPlugin = fp<{ cache: SharedCache }>(async (app, { cache }) => {
  const writeRoutes: { method: string; url: string }[] = [];
  app.decorate("writeRoutes", writeRoutes);
  app.addHook("onRoute", (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter(
      (method) => !READ_METHODS.has(method),
    );
    for (const method of methods) {
      writeRoutes.push({ method, url: route.url });
      const tags = tagsChangedBy(method, route.url);
      if (!tags || tags.length === 0) continue;
      const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
      route.onSend = [
        ...existing,
        async (request, reply, payload) => {
          if (request.method === method && reply.statusCode < 400) await cache.invalidate(tags);
          return payload;
        },
      ];
    }
  });
});
