import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataEnvelope, OwnProfile } from "@manzil/domain/contracts";
import { AppError } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";
import { mapOwnProfile } from "./users.mapper.js";
import { findUserById } from "./users.repository.js";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/get-user-data",
    {
      schema: {
        tags: ["account"],
        summary: "The signed-in user's own profile",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(OwnProfile) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const user = await findUserById(app.db, request.viewer!.id);
      if (!user) throw new AppError("UNAUTHENTICATED");
      return sendData(request, reply, mapOwnProfile(user, app.config.PUBLIC_URL));
    },
  );
};
