import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  AgentList,
  AgentProperties,
  AgentPropertiesQuery,
  dataEnvelope,
  PagedQuery,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";
import { createAgentsService } from "./agents.service.js";

export const agentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agents = createAgentsService(app.db, { properties: app.services.properties });

  app.get(
    "/agent-list",
    {
      schema: {
        tags: ["agents"],
        summary: "Members with public listings, verified first, then by how much they list",
        querystring: PagedQuery,
        response: { 200: dataEnvelope(AgentList, { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await agents.list(request.query, app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/agent-properties",
    {
      schema: {
        tags: ["agents"],
        summary: "An agent's public profile (by id or slug_id), a page of their listings and their projects",
        querystring: AgentPropertiesQuery,
        response: { 200: dataEnvelope(AgentProperties, { list: true }) },
      },
    },
    async (request, reply) => {
      const { data, total } = await agents.properties(
        request.query,
        request.viewer?.id ?? null,
        app.mapContext(request),
      );
      return sendData(request, reply, data, { total });
    },
  );
};
