import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** Sign-up, sign-in, OTP, social login, password reset and logout (accounts work). */
export const authRoutes: FastifyPluginAsyncZod = async () => {};
