import type {
  TPropertyInquiry,
  TPropertyInquiryBody,
  TSendPropertyClientEmailBody,
  TSentClientEmail,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isLanguage, translatorFor, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { insertInquiry, isClientOf, listingWithOwner } from "./leads.repository.js";

type Actor = Pick<Viewer, "id" | "role">;
type Listing = NonNullable<Awaited<ReturnType<typeof listingWithOwner>>>;

const notFound = () => new AppError("NOT_FOUND", { messageKey: "leads.listing_not_found" });

export function createLeadsService(
  db: Database,
  deps: { properties: PropertiesService; settings: SettingsService; messaging: Messaging; publicUrl: string },
) {
  const titleIn = (listing: Listing, lang: Language) =>
    lang === "ar" && listing.titleAr ? listing.titleAr : listing.title;
  const linkTo = (listing: Listing) => `${deps.publicUrl}/properties-details/${listing.slug}`;

  return {
    /**
     * Inquiry submission: stored first (nothing is lost if mail fails), then the owner is e-mailed in the site's
     * default language, as other notices to members are. The answer is a receipt: it never names the owner.
     */
    async submitInquiry(actor: Actor, body: TPropertyInquiryBody): Promise<TPropertyInquiry> {
      if (!(await deps.properties.isPublic(body.property_id))) throw notFound();
      const listing = await listingWithOwner(db, body.property_id);
      if (!listing) throw notFound();
      if (listing.ownerId === actor.id) {
        throw new AppError("FORBIDDEN", { messageKey: "leads.own_listing" });
      }
      const row = await insertInquiry(db, {
        propertyId: listing.id,
        userId: actor.id,
        clientName: body.client_name,
        clientNumber: body.client_number,
        clientEmail: body.client_email,
        correspondingDay: body.corresponding_day ?? null,
      });
      if (listing.ownerEmail) {
        const language = (await deps.settings.raw()).get("default_language");
        const lang: Language = isLanguage(language) ? language : "en";
        await deps.messaging.sendEmail({
          to: listing.ownerEmail,
          template: "property_inquiry",
          lang,
          params: {
            name: listing.ownerName,
            title: titleIn(listing, lang),
            link: linkTo(listing),
            client: body.client_name,
            number: body.client_number,
            email: body.client_email,
            day: body.corresponding_day ?? translatorFor(lang)("leads.no_day"),
          },
        });
      }
      return {
        id: row.id,
        property_id: row.propertyId,
        status: row.status,
        created_at: row.createdAt.toISOString(),
      };
    },

    /**
     * `send-property-client-email`: the owner (or an admin) writes to a client who asked about the listing. Only
     * such clients may be written to, so the endpoint cannot be used to send mail to anyone at all.
     */
    async sendClientEmail(
      actor: Actor,
      body: TSendPropertyClientEmailBody,
      lang: Language,
    ): Promise<TSentClientEmail> {
      const listing = await listingWithOwner(db, body.property_id);
      if (!listing || (listing.ownerId !== actor.id && actor.role !== "admin")) throw notFound();
      if (!(await isClientOf(db, { propertyId: listing.id, email: body.client_email }))) {
        throw new AppError("VALIDATION_FAILED", {
          messageKey: "leads.client_unknown",
          fields: { client_email: ["leads.client_unknown"] },
        });
      }
      const t = translatorFor(lang);
      await deps.messaging.sendEmail({
        to: body.client_email,
        template: "property_client_email",
        lang,
        params: {
          name: body.client_name ?? "",
          owner: listing.ownerName,
          title: titleIn(listing, lang),
          link: linkTo(listing),
          day: body.corresponding_day ?? t("leads.no_day"),
          message: body.message ?? t("leads.no_message"),
          reply: listing.ownerEmail ?? "",
        },
      });
      return { property_id: listing.id, client_email: body.client_email };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
