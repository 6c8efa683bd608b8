import type { TAddReportBody, TContactUsBody, TReportReason } from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { bilingual } from "../../lib/localise.js";
import { isLanguage, type Language } from "../../plugins/i18n.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import {
  activeReportReasons,
  insertContactRequest,
  insertReport,
  isActiveReason,
} from "./engagement.repository.js";

export function createEngagementService(
  db: Database,
  deps: { properties: PropertiesService; settings: SettingsService; messaging: Messaging },
) {
  return {
    async reportReasons(lang: Language): Promise<TReportReason[]> {
      const rows = await activeReportReasons(db);
      return rows.map((row) => ({ id: row.id, ...bilingual("reason", lang, row.reason, row.reasonAr) }));
    },

    /** One report per member and listing; only public listings can be reported. */
    async report(userId: number, body: TAddReportBody): Promise<void> {
      if (body.reason_id !== undefined && !(await isActiveReason(db, body.reason_id))) {
        throw new AppError("VALIDATION_FAILED", { fields: { reason_id: ["engagement.unknown_reason"] } });
      }
      if (!(await deps.properties.isPublic(body.property_id))) {
        throw new AppError("NOT_FOUND", { messageKey: "engagement.listing_not_found" });
      }
      const saved = await insertReport(db, {
        userId,
        propertyId: body.property_id,
        reasonId: body.reason_id ?? null,
        otherMessage: body.other_message ?? null,
      });
      if (!saved) throw new AppError("CONFLICT", { messageKey: "engagement.already_reported" });
    },

    /** Stored first (nothing is lost if mail fails), then sent to the company address in its default language. */
    async contact(body: TContactUsBody, ip: string): Promise<void> {
      await insertContactRequest(db, {
        firstName: body.first_name,
        lastName: body.last_name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        requestIp: ip,
      });
      const settings = await deps.settings.raw();
      const to = settings.get("company_email");
      if (!to) return;
      const language = settings.get("default_language");
      await deps.messaging.sendEmail({
        to,
        template: "contact_request",
        lang: isLanguage(language) ? language : "en",
        params: {
          name: `${body.first_name} ${body.last_name}`,
          email: body.email,
          subject: body.subject,
          message: body.message,
        },
      });
    },
  };
}

export type EngagementService = ReturnType<typeof createEngagementService>;
