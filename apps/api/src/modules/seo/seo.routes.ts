import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../../lib/app-error.js";
import { createSeoService } from "./seo.service.js";

const XML = "application/xml; charset=utf-8";
// Crawlers fetch these often; an hour keeps new listings discoverable without rebuilding on every hit.
const CACHE = "public, max-age=3600";

/**
 * `/sitemap.xml`, `/sitemap-<n>.xml` and `/robots.txt` at the site root, outside `/api`. Registered before
 * the web app so its catch-all never renders them.
 */
export const seoRoutes: FastifyPluginAsync<{ urlsPerSitemap?: number }> = async (app, options) => {
  const seo = createSeoService(app.db, {
    publicUrl: app.config.PUBLIC_URL,
    ...(options.urlsPerSitemap === undefined ? {} : { urlsPerSitemap: options.urlsPerSitemap }),
  });

  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const { xml } = await seo.sitemap();
    return reply.header("content-type", XML).header("cache-control", CACHE).send(xml);
  });

  app.get<{ Params: { page: string } }>(
    "/sitemap-:page(^\\d{1,6}).xml",
    { schema: { hide: true } },
    async (request, reply) => {
      const xml = await seo.childSitemap(Number(request.params.page));
      if (xml === null) throw notFound();
      return reply.header("content-type", XML).header("cache-control", CACHE).send(xml);
    },
  );

  app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) => {
    return reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", CACHE)
      .send(seo.robots());
  });
};
