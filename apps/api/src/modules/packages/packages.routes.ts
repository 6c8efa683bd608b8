import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ActivePackage,
  AssignPackageBody,
  CheckPackageLimitQuery,
  dataEnvelope,
  GetLimitsExtra,
  GetLimitsQuery,
  GetPackageExtra,
  GetPackageQuery,
  PackageLimitStatus,
  PackageList,
} from "@manzil/domain/contracts";
import { AppError } from "../../lib/app-error.js";
import { sendData } from "../../lib/envelope.js";
import { bearerTokenFrom } from "../auth/access-token.js";

const HOUR = 60 * 60 * 1000;

/** eBroker's older names for what `get_limits` asks about. */
const LIMIT_FEATURES = { property: "property_list", advertisement: "property_feature" } as const;

/** Subscription packages: the catalogue, free activation and the entitlement check clients gate dialogs on. */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { packages } = app.services;

  app.get(
    "/get-package",
    {
      schema: {
        tags: ["packages"],
        summary:
          "Packages on sale (platform_type=ios: App Store products and free ones), plus the signed-in member's active packages and every feature",
        querystring: GetPackageQuery,
        response: { 200: dataEnvelope(PackageList, { list: true, extra: GetPackageExtra }) },
      },
    },
    async (request, reply) => {
      const result = await packages.catalogue({
        viewer: request.viewer,
        lang: request.lang,
        iosOnly: request.query.platform_type === "ios",
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, result.packages, {
        total: result.packages.length,
        active_packages: result.activePackages,
        all_features: result.allFeatures,
      });
    },
  );

  app.get(
    "/check-package-limit",
    {
      schema: {
        tags: ["packages"],
        summary:
          "Whether the member has an active package, the feature, and a credit left for it; a guest gets all false",
        security: [{ bearer: [] }, {}],
        querystring: CheckPackageLimitQuery,
        response: { 200: dataEnvelope(PackageLimitStatus) },
      },
    },
    async (request, reply) => {
      // eBroker clients ask before every mortgage calculation, signed in or not; a guest simply has no package.
      // A real token that no longer resolves still gets 401, so a signed-in client learns to sign in again.
      if (!request.viewer) {
        if (bearerTokenFrom(request.headers.authorization)) throw new AppError("UNAUTHENTICATED");
        return sendData(request, reply, packages.guestLimitStatus());
      }
      const status = await packages.checkLimit(
        request.viewer.id,
        request.query.type,
        app.mapContext(request).now,
      );
      return sendData(request, reply, status);
    },
  );

  app.post(
    "/assign_package",
    {
      config: { rateLimit: { max: 20, timeWindow: HOUR } },
      schema: {
        tags: ["packages"],
        summary:
          "Activate a free package (paid packages and App Store purchases are refused until payments exist)",
        security: [{ bearer: [] }],
        body: AssignPackageBody,
        response: { 200: dataEnvelope(ActivePackage) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { lang } = request;
      const assigned = await packages.assign(request.viewer!.id, request.body, {
        lang,
        now: app.mapContext(request).now,
      });
      return sendData(request, reply, assigned, { messageKey: "packages.assigned" });
    },
  );

  app.get(
    "/get_limits",
    {
      schema: {
        tags: ["packages"],
        summary:
          "eBroker's older limit check: may the member post a listing (`package_type=property`) or feature one " +
          "(`advertisement`)? Answered without error either way; `package` says, the message explains",
        security: [{ bearer: [] }],
        querystring: GetLimitsQuery,
        response: { 200: dataEnvelope(PackageLimitStatus, { extra: GetLimitsExtra }) },
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const asked = request.query.package_type;
      const feature = asked === "property" || asked === "advertisement" ? LIMIT_FEATURES[asked] : asked;
      const status = await packages.checkLimit(request.viewer!.id, feature, app.mapContext(request).now);
      const allowed = status.limit_available;
      // eBroker's older web compares this English text to tell "buy a package" from "go ahead".
      const messageKey = allowed
        ? "packages.limits.available"
        : feature === "property_list"
          ? "packages.limits.subscribe_for_property"
          : "packages.limits.subscribe";
      return sendData(request, reply, status, { messageKey, package: allowed });
    },
  );
};
