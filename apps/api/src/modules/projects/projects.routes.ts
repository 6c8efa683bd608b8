import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  dataEnvelope,
  GetProjectDetailQuery,
  GetProjectsQuery,
  ProjectDetail,
  ProjectListItem,
} from "@manzil/domain/contracts";
import { z } from "zod";
import { sendData } from "../../lib/envelope.js";
import { createProjectsService } from "./projects.service.js";

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const projects = createProjectsService(app.db);

  app.get(
    "/get-projects",
    {
      schema: {
        tags: ["projects"],
        summary: "Public projects (approved and active), newest first, with filters and a total",
        querystring: GetProjectsQuery,
        response: { 200: dataEnvelope(z.array(ProjectListItem), { list: true }) },
      },
    },
    async (request, reply) => {
      const { items, total } = await projects.list(request.query, app.mapContext(request));
      return sendData(request, reply, items, { total });
    },
  );

  app.get(
    "/get-project-detail",
    {
      schema: {
        tags: ["projects"],
        summary: "One public project by id or slug_id: gallery, documents, plans, owner (404 when unknown)",
        querystring: GetProjectDetailQuery,
        response: { 200: dataEnvelope(ProjectDetail) },
      },
    },
    async (request, reply) => {
      const project = await projects.detail(request.query, app.mapContext(request));
      return sendData(request, reply, project);
    },
  );
};
