import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  AdminCatalogueIdParams,
  AdminCatalogueImageBody,
  AdminCategoriesQuery,
  AdminCategory,
  AdminCategoryBody,
  AdminCategoryDetail,
  AdminCategoryParametersBody,
  AdminCitiesQuery,
  AdminCity,
  AdminCityBody,
  AdminFacility,
  AdminFacilityBody,
  AdminParameter,
  AdminParameterBody,
  AdminParametersQuery,
  dataEnvelope,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { auditActorOf } from "../audit/audit-actor.js";
import type { AuditActor } from "../audit/audit.repository.js";
import type { CatalogueUpload } from "./catalogue-images.js";

const HOUR = 60 * 60 * 1000;
const uploadConfig = { bodyBudget: "upload" as const, rateLimit: { max: 120, timeWindow: HOUR } };
const deleted = z.object({ id: z.number().int() });

/** Issue 17 (ADR 067): the catalogue the listing forms are built from, every route behind the one admin guard. */
export const adminCatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminCatalogue: catalogue, adminPlaces: places } = app.services;
  const common = { tags: ["admin"], security: [{ bearer: [] }] };
  const guard = { onRequest: app.requireAdmin };
  const now = (request: Parameters<typeof app.mapContext>[0]) => app.mapContext(request).now;

  /** A picture route (category image, facility icon): one multipart `image`, its type read from its bytes. */
  function imageRoute(
    collection: "categories" | "facilities",
    what: string,
    response: typeof AdminCategoryDetail | typeof AdminFacility,
    store: (actor: AuditActor, id: number, upload: CatalogueUpload) => Promise<unknown>,
  ) {
    app.post(
      `/admin/catalogue/${collection}/:id/image`,
      {
        config: uploadConfig,
        schema: {
          ...common,
          summary: `Admins: ${what} (\`image\`, multipart): JPG, PNG or WebP, its type read from its bytes`,
          consumes: ["multipart/form-data"],
          params: AdminCatalogueIdParams,
          body: AdminCatalogueImageBody,
          response: { 200: dataEnvelope(response) },
        },
        ...guard,
      },
      async (request, reply) => {
        const upload = { value: request.body.image, uploaded: request.uploadedFiles, now: now(request) };
        const saved = await store(auditActorOf(request), request.params.id, upload);
        return sendData(request, reply, saved, { messageKey: "admin_catalogue.image_saved" });
      },
    );
  }

  // ---- categories ----

  app.get(
    "/admin/catalogue/categories",
    {
      schema: {
        ...common,
        summary:
          "Admins: every category, inactive ones too, by classification and order, with how many parameters its " +
          "form asks and how many listings use it; `q` searches names and slug",
        querystring: AdminCategoriesQuery,
        response: { 200: dataEnvelope(z.array(AdminCategory), { list: true }) },
      },
      ...guard,
    },
    async (request, reply) => {
      const { items, total } = await catalogue.categories(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.post(
    "/admin/catalogue/categories",
    {
      schema: {
        ...common,
        summary:
          "Admins: a new category (names in English and Arabic, slug, classification 1–5). 409 for a used slug",
        body: AdminCategoryBody,
        response: { 200: dataEnvelope(AdminCategoryDetail) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(request, reply, await catalogue.createCategory(auditActorOf(request), request.body), {
        messageKey: "admin_catalogue.saved",
      }),
  );

  app.get(
    "/admin/catalogue/categories/:id",
    {
      schema: {
        ...common,
        summary: "Admins: one category with its parameters in the form's order",
        params: AdminCatalogueIdParams,
        response: { 200: dataEnvelope(AdminCategoryDetail) },
      },
      ...guard,
    },
    async (request, reply) => sendData(request, reply, await catalogue.category(request.params.id)),
  );

  app.post(
    "/admin/catalogue/categories/:id",
    {
      schema: {
        ...common,
        summary:
          "Admins: change a category's names, slug, classification, order or state. 409 for a used slug",
        params: AdminCatalogueIdParams,
        body: AdminCategoryBody,
        response: { 200: dataEnvelope(AdminCategoryDetail) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await catalogue.updateCategory(auditActorOf(request), request.params.id, request.body, now(request)),
        { messageKey: "admin_catalogue.saved" },
      ),
  );

  for (const [verb, isActive] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    app.post(
      `/admin/catalogue/categories/:id/${verb}`,
      {
        schema: {
          ...common,
          summary: isActive
            ? "Admins: offer the category again (listing forms and searches)"
            : "Admins: stop offering the category; its listings stay",
          params: AdminCatalogueIdParams,
          response: { 200: dataEnvelope(AdminCategoryDetail) },
        },
        ...guard,
      },
      async (request, reply) =>
        sendData(
          request,
          reply,
          await catalogue.setCategoryActive(auditActorOf(request), request.params.id, isActive, now(request)),
          { messageKey: isActive ? "admin_catalogue.activated" : "admin_catalogue.deactivated" },
        ),
    );
  }

  app.post(
    "/admin/catalogue/categories/:id/parameters",
    {
      schema: {
        ...common,
        summary:
          "Admins: the category's form asks exactly these parameters (`parameter_ids`), in this order; the list " +
          "is replaced as a whole",
        params: AdminCatalogueIdParams,
        body: AdminCategoryParametersBody,
        response: { 200: dataEnvelope(AdminCategoryDetail) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await catalogue.setCategoryParameters(
          auditActorOf(request),
          request.params.id,
          request.body.parameter_ids,
          now(request),
        ),
        { messageKey: "admin_catalogue.parameters_saved" },
      ),
  );

  imageRoute("categories", "the category's picture", AdminCategoryDetail, (actor, id, upload) =>
    catalogue.setCategoryImage(actor, id, upload),
  );

  app.delete(
    "/admin/catalogue/categories/:id",
    {
      schema: {
        ...common,
        summary:
          "Admins: delete a category nothing is filed under. 409 when listings use it (deactivate it instead)",
        params: AdminCatalogueIdParams,
        response: { 200: dataEnvelope(deleted) },
      },
      ...guard,
    },
    async (request, reply) => {
      await catalogue.deleteCategory(auditActorOf(request), request.params.id);
      return sendData(request, reply, { id: request.params.id }, { messageKey: "admin_catalogue.deleted" });
    },
  );

  // ---- parameters ----

  app.get(
    "/admin/catalogue/parameters",
    {
      schema: {
        ...common,
        summary:
          "Admins: the parameter definitions, inactive ones too, with how many categories and answers use each",
        querystring: AdminParametersQuery,
        response: { 200: dataEnvelope(z.array(AdminParameter), { list: true }) },
      },
      ...guard,
    },
    async (request, reply) => {
      const { items, total } = await catalogue.parameters(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.post(
    "/admin/catalogue/parameters",
    {
      schema: {
        ...common,
        summary:
          "Admins: a new parameter; `options` ({value, value_ar}) required for dropdown, radiobutton and checkbox, " +
          "refused for the other types",
        body: AdminParameterBody,
        response: { 200: dataEnvelope(AdminParameter) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(request, reply, await catalogue.createParameter(auditActorOf(request), request.body), {
        messageKey: "admin_catalogue.saved",
      }),
  );

  app.post(
    "/admin/catalogue/parameters/:id",
    {
      schema: {
        ...common,
        summary: "Admins: change a parameter. 409 when changing the type of one listings already answered",
        params: AdminCatalogueIdParams,
        body: AdminParameterBody,
        response: { 200: dataEnvelope(AdminParameter) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await catalogue.updateParameter(auditActorOf(request), request.params.id, request.body, now(request)),
        { messageKey: "admin_catalogue.saved" },
      ),
  );

  // ---- facilities ----

  app.get(
    "/admin/catalogue/facilities",
    {
      schema: {
        ...common,
        summary:
          "Admins: the outdoor facilities (school, hospital…) with how many listings give a distance to each",
        response: { 200: dataEnvelope(z.array(AdminFacility), { list: true }) },
      },
      ...guard,
    },
    async (request, reply) => {
      const items = await places.facilities();
      return sendData(request, reply, items, { total: items.length });
    },
  );

  app.post(
    "/admin/catalogue/facilities",
    {
      schema: {
        ...common,
        summary: "Admins: a new outdoor facility, named in English and Arabic",
        body: AdminFacilityBody,
        response: { 200: dataEnvelope(AdminFacility) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(request, reply, await places.createFacility(auditActorOf(request), request.body), {
        messageKey: "admin_catalogue.saved",
      }),
  );

  app.post(
    "/admin/catalogue/facilities/:id",
    {
      schema: {
        ...common,
        summary: "Admins: rename an outdoor facility",
        params: AdminCatalogueIdParams,
        body: AdminFacilityBody,
        response: { 200: dataEnvelope(AdminFacility) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await places.updateFacility(auditActorOf(request), request.params.id, request.body, now(request)),
        { messageKey: "admin_catalogue.saved" },
      ),
  );

  imageRoute("facilities", "the facility's icon", AdminFacility, (actor, id, upload) =>
    places.setFacilityImage(actor, id, upload),
  );

  app.delete(
    "/admin/catalogue/facilities/:id",
    {
      schema: {
        ...common,
        summary: "Admins: delete an outdoor facility. 409 when listings give a distance to it",
        params: AdminCatalogueIdParams,
        response: { 200: dataEnvelope(deleted) },
      },
      ...guard,
    },
    async (request, reply) => {
      await places.deleteFacility(auditActorOf(request), request.params.id);
      return sendData(request, reply, { id: request.params.id }, { messageKey: "admin_catalogue.deleted" });
    },
  );

  // ---- cities ----

  app.get(
    "/admin/catalogue/cities",
    {
      schema: {
        ...common,
        summary: "Admins: cities by country and name, paged; `q` searches names and states in both languages",
        querystring: AdminCitiesQuery,
        response: { 200: dataEnvelope(z.array(AdminCity), { list: true }) },
      },
      ...guard,
    },
    async (request, reply) => {
      const { items, total } = await places.cities(request.query);
      return sendData(request, reply, items, { total });
    },
  );

  app.post(
    "/admin/catalogue/cities",
    {
      schema: {
        ...common,
        summary:
          "Admins: a new city (names, state and country in both languages, ISO country code, coordinates). 409 " +
          "when the country already has a city of that name",
        body: AdminCityBody,
        response: { 200: dataEnvelope(AdminCity) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(request, reply, await places.createCity(auditActorOf(request), request.body), {
        messageKey: "admin_catalogue.saved",
      }),
  );

  app.post(
    "/admin/catalogue/cities/:id",
    {
      schema: {
        ...common,
        summary: "Admins: change a city. 409 when the country already has a city of that name",
        params: AdminCatalogueIdParams,
        body: AdminCityBody,
        response: { 200: dataEnvelope(AdminCity) },
      },
      ...guard,
    },
    async (request, reply) =>
      sendData(
        request,
        reply,
        await places.updateCity(auditActorOf(request), request.params.id, request.body),
        {
          messageKey: "admin_catalogue.saved",
        },
      ),
  );

  for (const [verb, isActive] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    app.post(
      `/admin/catalogue/cities/:id/${verb}`,
      {
        schema: {
          ...common,
          summary: isActive
            ? "Admins: offer the city again"
            : "Admins: stop offering the city; its listings stay",
          params: AdminCatalogueIdParams,
          response: { 200: dataEnvelope(AdminCity) },
        },
        ...guard,
      },
      async (request, reply) =>
        sendData(
          request,
          reply,
          await places.setCityActive(auditActorOf(request), request.params.id, isActive),
          {
            messageKey: isActive ? "admin_catalogue.activated" : "admin_catalogue.deactivated",
          },
        ),
    );
  }
};
