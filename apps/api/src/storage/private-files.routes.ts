import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../lib/app-error.js";
import { PRIVATE_CACHE_CONTROL, type FileStore } from "./file-store.js";
import type { PrivateLinkSigner } from "./private-link-signature.js";

const SignedLinkQuery = z.object({
  expires: z.coerce.number().int().catch(0),
  signature: z.string().max(200).catch(""),
});

/**
 * GET /api/private-files/<key>?expires=&signature= — the local store's signed links. The signature is the only
 * credential: whoever was handed the link by `get-added-properties` (owner or admin) may fetch the file until it
 * expires. A bad or expired link is 403 whether or not the file exists; a good link to a removed file is 404.
 */
export const privateFilesRoutes: FastifyPluginAsyncZod<{
  files: FileStore;
  signer: PrivateLinkSigner;
  now: () => Date;
}> = async (app, options) => {
  app.get(
    "/private-files/*",
    { schema: { hide: true, querystring: SignedLinkQuery } },
    async (request, reply) => {
      const key = (request.params as { "*": string })["*"];
      const isValid = options.signer.verify({
        key,
        expires: request.query.expires,
        signature: request.query.signature,
        nowSeconds: Math.floor(options.now().getTime() / 1000),
      });
      if (!isValid) throw new AppError("FORBIDDEN", { messageKey: "listings.document_link_invalid" });
      const file = await options.files.readPrivate(key);
      if (!file) throw new AppError("NOT_FOUND");
      return reply
        .header("cache-control", PRIVATE_CACHE_CONTROL)
        .header("content-disposition", "attachment")
        .header("x-content-type-options", "nosniff")
        .header("content-length", file.size)
        .type(file.contentType)
        .send(file.body);
    },
  );
};
