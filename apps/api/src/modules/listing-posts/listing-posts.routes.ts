import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import {
  dataEnvelope,
  DeletedListing,
  listingPostExtra,
  OwnListing,
  PostPropertyBody,
  UpdatePostPropertyBody,
} from "@manzil/domain/contracts";
import type { FieldErrors } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";

/** The reference's warning envelope (`error: false, warning: true`), with each warning by field. */
function translated(request: FastifyRequest, warnings: FieldErrors) {
  const entries = Object.entries(warnings).map(([field, keys]) => [field, keys.map((key) => request.t(key))]);
  return entries.length > 0
    ? { warning: true as const, warnings: Object.fromEntries(entries) as FieldErrors }
    : {};
}

const FILE_FIELDS =
  "Files (multipart): `title_image` (required when posting), `three_d_image`, `meta_image` and `gallery_images[]` " +
  "are JPEG, PNG or WebP images, re-encoded to WebP; `documents[]` are PDF or images. Types are decided by content.";

/** Posting and editing one's own listings (spec §3 Property, §5 rules, §6 gates). */
export const listingPostsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { listingPosts } = app.services;

  app.post(
    "/post_property",
    {
      // Takes files: the larger allowance of ADR 031, and only for a signed-in caller.
      config: { bodyBudget: "upload" },
      schema: {
        tags: ["listings"],
        summary:
          "Post a new listing (signed in, completed profile, verification if required, package credit)",
        description: FILE_FIELDS,
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data", "application/json", "application/x-www-form-urlencoded"],
        body: PostPropertyBody,
        response: { 200: dataEnvelope(OwnListing, { extra: listingPostExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const result = await listingPosts.post({
        actor: request.viewer!,
        body: request.body,
        uploaded: request.uploadedFiles,
        ctx: app.mapContext(request),
      });
      const pending = result.detail.request_status === "pending";
      return sendData(request, reply, result.detail, {
        messageKey: pending ? "listing_posts.created_pending" : "listing_posts.created",
        ...(result.message ? { message: result.message } : {}),
        ...translated(request, result.warnings),
      });
    },
  );

  app.post(
    "/update_post_property",
    {
      // Takes files: the larger allowance of ADR 031, and only for a signed-in caller.
      config: { bodyBudget: "upload" },
      schema: {
        tags: ["listings"],
        summary: "Edit (action_type 0) or delete (1) one of the caller's listings (admins: any)",
        description: `${FILE_FIELDS} \`remove_gallery_images[]\` and \`remove_documents[]\` take media ids.`,
        security: [{ bearer: [] }],
        consumes: ["multipart/form-data", "application/json", "application/x-www-form-urlencoded"],
        body: UpdatePostPropertyBody,
        response: { 200: dataEnvelope(z.union([OwnListing, DeletedListing]), { extra: listingPostExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      if (request.body.action_type === 1) {
        const deleted = await listingPosts.remove(request.viewer!, request.body.id);
        return sendData(request, reply, deleted, { messageKey: "listings.deleted" });
      }
      const result = await listingPosts.update({
        actor: request.viewer!,
        body: request.body,
        uploaded: request.uploadedFiles,
        ctx: app.mapContext(request),
      });
      const pending = result.detail.request_status === "pending";
      return sendData(request, reply, result.detail, {
        messageKey: pending ? "listing_posts.updated_pending" : "listing_posts.updated",
        ...translated(request, result.warnings),
      });
    },
  );
};
