import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ChangeProjectStatusBody,
  dataEnvelope,
  DeletedProject,
  DeleteProjectBody,
  GetAddedProjectsQuery,
  OwnProject,
  ownProjectsExtra,
  PostProjectBody,
  ProjectState,
} from "@manzil/domain/contracts";
import { sendData } from "../../lib/envelope.js";

const formContentTypes = ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"];

/** An owner's projects: post and edit, the list with counts, visibility, deletion. */
export const projectManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projectManagement } = app.services;

  app.post(
    "/post_project",
    {
      // Takes files: the larger allowance of ADR 031, and only for a signed-in caller.
      config: { bodyBudget: "upload" },
      schema: {
        tags: ["projects"],
        summary:
          "Create a project (under review until an admin enables it), or update one of the caller's (`id`)",
        description:
          "Multipart with bracket arrays: `image`, `meta_image`, `gallery_images[]`, `documents[]` (PDF or " +
          "images), `plans[i][title]` + `plans[i][document]`; on edit `remove_gallery_images[]`, " +
          "`remove_documents[]`, `remove_plans[]` take ids. Creating needs a completed profile and spends one " +
          "`project_list` credit of the caller's package.",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: PostProjectBody,
        response: { 200: dataEnvelope(OwnProject) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const saved = await projectManagement.save(
        request.viewer!,
        request.body,
        request.uploadedFiles ?? [],
        app.mapContext(request),
      );
      const messageKey = saved.created
        ? "projects.created"
        : saved.awaitsReview
          ? "projects.updated_for_review"
          : "projects.updated";
      return sendData(request, reply, saved.project, { messageKey });
    },
  );

  app.get(
    "/get-added-projects",
    {
      schema: {
        tags: ["projects"],
        summary: "The caller's own projects in every state (filters, search, paging), with counts by state",
        security: [{ bearer: [] }],
        querystring: GetAddedProjectsQuery,
        response: { 200: dataEnvelope(z.array(OwnProject), { list: true, extra: ownProjectsExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await projectManagement.ownProjects(
        request.viewer!.id,
        request.query,
        app.mapContext(request),
      );
      return sendData(request, reply, result.items, {
        total: result.total,
        total_views: result.totalViews,
        counts: result.counts,
      });
    },
  );

  app.post(
    "/change-project-status",
    {
      schema: {
        tags: ["projects"],
        summary: "Show (1) or hide (0) one of the caller's approved projects (admins: any project)",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: ChangeProjectStatusBody,
        response: { 200: dataEnvelope(ProjectState) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const state = await projectManagement.changeActive(
        request.viewer!,
        request.body,
        app.mapContext(request).now,
      );
      return sendData(request, reply, state, {
        messageKey: state.status === 1 ? "projects.activated" : "projects.deactivated",
      });
    },
  );

  app.post(
    "/delete_project",
    {
      schema: {
        tags: ["projects"],
        summary: "Delete one of the caller's projects (admins: any) and its files",
        security: [{ bearer: [] }],
        consumes: formContentTypes,
        body: DeleteProjectBody,
        response: { 200: dataEnvelope(DeletedProject) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const id = (request.body.id ?? request.body.project_id)!;
      const deleted = await projectManagement.remove(request.viewer!, id);
      return sendData(request, reply, deleted, { messageKey: "projects.deleted" });
    },
  );
};
