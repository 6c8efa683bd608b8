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
        summary:
          "One public project by id or slug_id: gallery, documents, plans, owner (teaser without project_access; 404 when unknown)",
        querystring: GetProjectDetailQuery,
        response: { 200: dataEnvelope(ProjectDetail) },
      },
    },
    async (request, reply) => {
      const ctx = app.mapContext(request);
      const viewer = request.viewer;
      // Spec §6: project details open with `project_access`; others (and crawlers) get the teaser.
      const project = await projects.detail(request.query, ctx, async (ownerId) =>
        viewer
          ? viewer.id === ownerId || app.services.packages.hasFeature(viewer.id, "project_access", ctx.now)
          : false,
      );
      return sendData(request, reply, project);
    },
  );
};
