import type {
  TRemoveWebPushSubscriptionBody,
  TWebPushSubscriptionAnswer,
  TWebPushSubscriptionBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import { removeOwnSubscription, saveSubscription } from "./push.repository.js";
import { pushEndpointAllowed, type EndpointPolicy } from "./web-push-endpoint.js";

/** The browsers' subscriptions (ADR 062): saved for the signed-in member, removed by their owner only. */
export function createWebPushSubscriptions(
  db: Database,
  deps: { enabled: boolean; endpointPolicy: EndpointPolicy },
) {
  return {
    async subscribe(
      userId: number,
      body: TWebPushSubscriptionBody,
      context: { lang: Language; userAgent: string | null; now: Date },
    ): Promise<TWebPushSubscriptionAnswer> {
      if (!deps.enabled) throw new AppError("CONFLICT", { messageKey: "web_push.off" });
      if (!pushEndpointAllowed(body.endpoint, deps.endpointPolicy)) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "web_push.endpoint_refused",
          fields: { endpoint: ["web_push.endpoint_refused"] },
        });
      }
      const row = await saveSubscription(db, {
        userId,
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        userAgent: context.userAgent?.slice(0, 500) ?? null,
        lang: body.lang ?? context.lang,
        now: context.now,
      });
      return {
        endpoint: row.endpoint,
        lang: isLanguage(row.lang) ? row.lang : null,
        created_at: row.createdAt.toISOString(),
      };
    },

    /** Another member's endpoint reads as missing: nobody learns whose browser it is. */
    async remove(userId: number, body: TRemoveWebPushSubscriptionBody): Promise<void> {
      if (!(await removeOwnSubscription(db, userId, body.endpoint))) {
        throw new AppError("NOT_FOUND", { messageKey: "web_push.not_found" });
      }
    },
  };
}

export type WebPushSubscriptions = ReturnType<typeof createWebPushSubscriptions>;
