import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AllSimilarPropertiesQuery,
  ComparePropertiesQuery,
  ComparisonResult,
  dataEnvelope,
  GetPropertyListQuery,
  GetPropertyQuery,
  NearbyPropertiesQuery,
  PropertyCard,
  PropertyClick,
  PropertyClickBody,
  type PropertyClassification,
  PropertyDetail,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { AppError } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";
import { mapComparedProperty } from "./properties.mapper.js";
import type { Viewer } from "./properties.service.js";

/** Crawlers and link previews are not viewers: they never count as a view. */
const CRAWLER = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview/i;
const NEARBY_DEFAULT_RADIUS_KM = 10;
const DEFAULT_LIMIT = 10;

/** Whether the signed-in viewer's package (or the admin role) opens premium listings. */
function premiumAccess(app: FastifyInstance, request: FastifyRequest): () => Promise<boolean> {
  const viewer = request.viewer;
  return async () => {
    if (!viewer) return false;
    if (viewer.role === "admin") return true;
    return app.services.packages.hasFeature(viewer.id, "premium_properties", app.mapContext(request).now);
  };
}

/**
 * The viewer behind a request. A guest's view key is a keyed hash of address and browser, so the table
 * never holds an address and one person's repeated visits on a day count once.
 */
function viewerOf(app: FastifyInstance, request: FastifyRequest): Viewer {
  const userAgent = request.headers["user-agent"] ?? "";
  const viewKey = request.viewer
    ? `u:${request.viewer.id}`
    : CRAWLER.test(userAgent)
      ? null
      : `g:${createHmac("sha256", app.authSecret).update(`${request.ip}|${userAgent}`).digest("base64url").slice(0, 22)}`;
  return { id: request.viewer?.id ?? null, viewKey, hasPremiumAccess: premiumAccess(app, request) };
}

export const propertiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/get_property",
    {
      schema: {
        tags: ["properties"],
        summary:
          "Property details (by id or slug_id; counts one view per viewer per day) or a filtered list of full items",
        querystring: GetPropertyQuery,
        response: {
          200: dataEnvelope(z.array(PropertyDetail), {
            list: true,
            extra: { similar_properties: z.array(PropertyCard) },
          }),
        },
      },
    },
    async (request, reply) => {
      const ctx = app.mapContext(request);
      const result = await app.services.properties.getProperty(request.query, viewerOf(app, request), ctx);
      if (!result) throw new AppError("NOT_FOUND", { messageKey: "api.property_not_found" });
      return sendData(request, reply, result.items, {
        total: result.total,
        similar_properties: result.similar,
      });
    },
  );

  app.get(
    "/get-property-list",
    {
      schema: {
        tags: ["properties"],
        summary: "Listing cards with search filters, sorting and paging",
        querystring: GetPropertyListQuery,
        response: { 200: dataEnvelope(z.array(PropertyCard), { list: true }) },
      },
    },
    async (request, reply) => {
      const ctx = app.mapContext(request);
      const { items, total } = await app.services.properties.propertyList(
        request.query,
        request.viewer?.id ?? null,
        ctx,
      );
      return sendData(request, reply, items, { total });
    },
  );

  app.post(
    "/set_property_total_click",
    {
      schema: {
        tags: ["properties"],
        summary:
          "A public listing was opened (by `property_id`, `slug_id` or `property_slug_id`): counted as its view, " +
          "once per viewer per day. Project views are not counted (`data` is null)",
        consumes: ["multipart/form-data", "application/json", "application/x-www-form-urlencoded"],
        body: PropertyClickBody,
        response: { 200: dataEnvelope(PropertyClick) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const slug = body.property_slug_id ?? body.slug_id;
      if (body.property_id === undefined && slug === undefined) {
        return sendData(request, reply, null, { messageKey: "properties.click_counted" });
      }
      const counted = await app.services.properties.countClick(
        { id: body.property_id, slug },
        viewerOf(app, request),
        app.mapContext(request),
      );
      if (!counted) throw new AppError("NOT_FOUND", { messageKey: "listings.not_found" });
      return sendData(request, reply, counted, { messageKey: "properties.click_counted" });
    },
  );

  app.get(
    "/get_nearby_properties",
    {
      schema: {
        tags: ["properties"],
        summary:
          "Public listings within `radius` km of a point (10 by default, nearest first) and/or in a city and state " +
          "(newest first), of one listing `type`; empty values are absent, and nothing given lists all",
        querystring: NearbyPropertiesQuery,
        response: { 200: dataEnvelope(z.array(PropertyCard), { list: true }) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const hasPoint = query.latitude !== undefined && query.longitude !== undefined;
      const listingType = query.type ?? query.property_type;
      const { items, total } = await app.services.properties.searchCards({
        filters: {
          onlyOnMarket: true,
          ...(query.property_classification !== undefined
            ? { classification: query.property_classification as PropertyClassification }
            : {}),
          ...(listingType ? { listingType } : {}),
          ...(query.city ? { city: query.city } : {}),
          ...(query.state ? { state: query.state } : {}),
          ...(hasPoint
            ? {
                near: {
                  latitude: query.latitude!,
                  longitude: query.longitude!,
                  radiusKm: query.radius ?? NEARBY_DEFAULT_RADIUS_KM,
                },
              }
            : {}),
        },
        sort: hasPoint ? "distance" : "newest",
        offset: query.offset ?? 0,
        limit: query.limit ?? DEFAULT_LIMIT,
        viewerId: request.viewer?.id ?? null,
        ctx: app.mapContext(request),
      });
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/get-all-similar-properties",
    {
      schema: {
        tags: ["properties"],
        summary: "Every public listing of the same category as one listing, newest first",
        querystring: AllSimilarPropertiesQuery,
        response: { 200: dataEnvelope(z.array(PropertyCard), { list: true }) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const result = await app.services.properties.allSimilar(
        {
          id: query.property_id,
          slug: query.slug_id,
          offset: query.offset ?? 0,
          limit: query.limit ?? DEFAULT_LIMIT,
        },
        request.viewer?.id ?? null,
        app.mapContext(request),
      );
      if (!result) throw new AppError("NOT_FOUND", { messageKey: "api.property_not_found" });
      return sendData(request, reply, result.items, { total: result.total });
    },
  );

  app.get(
    "/compare-properties",
    {
      schema: {
        tags: ["properties"],
        summary:
          "Two different public listings of one category side by side; premium ones need premium access",
        querystring: ComparePropertiesQuery,
        response: { 200: dataEnvelope(ComparisonResult) },
      },
    },
    async (request, reply) => {
      const { source_property_id: sourceId, target_property_id: targetId } = request.query;
      if (sourceId === targetId) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "properties.compare_same",
          fields: { target_property_id: [request.t("properties.compare_same")] },
        });
      }
      const ctx = app.mapContext(request);
      const { source, target, parameters, facilities } = await app.services.properties.comparable(
        sourceId,
        targetId,
        ctx,
      );
      if (!source || !target) throw new AppError("NOT_FOUND", { messageKey: "api.property_not_found" });
      if (source.categoryId !== target.categoryId) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "properties.compare_other_category",
          fields: { target_property_id: [request.t("properties.compare_other_category")] },
        });
      }
      if (source.isPremium || target.isPremium) {
        if (!request.viewer) throw new AppError("UNAUTHENTICATED");
        const owns = [source, target].every((row) => !row.isPremium || row.ownerId === request.viewer?.id);
        if (!owns && !(await premiumAccess(app, request)())) {
          throw new AppError("NOT_SUBSCRIBED", { messageKey: "properties.compare_premium" });
        }
      }
      const side = (row: typeof source) =>
        mapComparedProperty(
          row,
          {
            parameters: parameters.filter((p) => p.propertyId === row.id),
            facilities: facilities.filter((f) => f.propertyId === row.id),
          },
          ctx,
        );
      return sendData(request, reply, { source_property: side(source), target_property: side(target) });
    },
  );
};
