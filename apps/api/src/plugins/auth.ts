import type { FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../lib/app-error.js";
import { bearerTokenFrom } from "../modules/auth/access-token.js";
import type { AuthService, Viewer } from "../modules/auth/auth.service.js";

/** The web app keeps the same API token in this httpOnly cookie. */
export const SESSION_COOKIE = "manzil_session";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest. */
    viewer: Viewer | null;
    /** How the token arrived; cookie-borne state changes must pass the origin check. */
    authSource: "header" | "cookie" | null;
    /** The bearer token of this request when it signed a viewer in (logout revokes exactly this one). */
    sessionToken: string | null;
    /** The token belonged to an account an admin deactivated: protected routes answer 401 with that reason. */
    accountDeactivated: boolean;
  }
  interface FastifyInstance {
    requireUser: preHandlerAsyncHookHandler;
    /**
     * The one guard of admin routes: 401 for a guest, 403 (in the caller's language) for a member. Routes attach it
     * as `onRequest`, so it runs before validation: a member learns nothing of an admin route's input rules.
     */
    requireAdmin: onRequestAsyncHookHandler;
  }
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(request: FastifyRequest): string | null {
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return null;
  try {
    return new URL(origin).origin;
  } catch {
    return null;
  }
}

export const authPlugin = fp<{ auth: AuthService; trustedOrigins: string[] }>(async (app, options) => {
  app.decorateRequest("viewer", null);
  app.decorateRequest("authSource", null);
  app.decorateRequest("sessionToken", null);
  app.decorateRequest("accountDeactivated", false);

  app.addHook("onRequest", async (request) => {
    const headerToken = bearerTokenFrom(request.headers.authorization);
    const cookieToken = headerToken ? null : (request.cookies[SESSION_COOKIE] ?? null);
    const token = headerToken ?? cookieToken;
    if (!token) return;

    // An invalid or expired token on a public route reads as a guest; protected routes answer 401 below.
    const session = await options.auth.resolveSession(token);
    request.viewer = session.viewer;
    request.accountDeactivated = session.deactivated;
    request.authSource = request.viewer ? (headerToken ? "header" : "cookie") : null;
    request.sessionToken = request.viewer ? token : null;

    // Cookies ride along on cross-site requests; bearer headers do not. So only cookie-borne writes are checked.
    if (request.authSource === "cookie" && !safeMethods.has(request.method)) {
      const origin = originOf(request);
      if (!origin || !options.trustedOrigins.includes(origin)) {
        throw new AppError("FORBIDDEN", { messageKey: "api.origin_rejected" });
      }
    }
  });

  const unauthenticated = (request: FastifyRequest) =>
    new AppError(
      "UNAUTHENTICATED",
      request.accountDeactivated ? { messageKey: "errors.account_deactivated" } : {},
    );

  // ADR 064: every /api/admin route carries the one admin guard as `onRequest`; a route that forgets it stops the
  // app at start-up instead of opening an admin action to members.
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/admin/")) return;
    const guards = [route.onRequest ?? []].flat();
    if (!guards.includes(app.requireAdmin)) {
      throw new Error(
        `${route.method} ${route.url} is an admin route without the requireAdmin onRequest guard`,
      );
    }
  });

  app.decorate("requireUser", async (request: FastifyRequest) => {
    if (!request.viewer) throw unauthenticated(request);
  });

  app.decorate("requireAdmin", async (request: FastifyRequest) => {
    if (!request.viewer) throw unauthenticated(request);
    if (request.viewer.role !== "admin") throw new AppError("FORBIDDEN", { messageKey: "api.admins_only" });
  });
});
