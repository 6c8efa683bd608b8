import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { dataEnvelope, Health } from "@manzil/domain/contracts";
import { AppError } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";
import { pingDatabase } from "./health.repository.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["health"],
        summary: "Liveness and database reachability",
        response: { 200: dataEnvelope(Health) },
      },
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const started = performance.now();
      try {
        await pingDatabase(app.db);
      } catch (cause) {
        throw new AppError("SERVICE_UNAVAILABLE", { cause });
      }
      return sendData(
        request,
        reply,
        {
          status: "ok",
          database: app.databaseKind,
          database_ms: Math.round((performance.now() - started) * 10) / 10,
        },
        { messageKey: "api.healthy" },
      );
    },
  );
};
