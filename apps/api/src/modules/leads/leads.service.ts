import type {
  TPropertyInquiry,
  TPropertyInquiryBody,
  TSendPropertyClientEmailBody,
} from "@manzil/domain/contracts";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { isLanguage, translatorFor, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import { insertInquiry, listingWithOwner } from "./leads.repository.js";

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

  /**
   * Stores a client's request about a public listing of someone else first (nothing is lost if mail fails),
   * then e-mails the owner in the site's default language, as other notices to members are. The answer is a
   * receipt: it never names the owner.
   */
  async function requestFromClient(
    actor: Actor,
    body: TPropertyInquiryBody & { message?: string | undefined },
    template: "property_inquiry" | "property_client_email",
  ): Promise<TPropertyInquiry> {
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
      const t = translatorFor(lang);
      await deps.messaging.sendEmail({
        to: listing.ownerEmail,
        template,
        lang,
        params: {
          name: listing.ownerName,
          title: titleIn(listing, lang),
          link: linkTo(listing),
          client: body.client_name,
          number: body.client_number,
          email: body.client_email,
          day: body.corresponding_day ?? t("leads.no_day"),
          message: body.message ?? t("leads.no_message"),
        },
      });
    }
    return {
      id: row.id,
      property_id: row.propertyId,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    };
  }

  return {
    /** Inquiry submission (`set_property_inquiry`): the client asks the owner to get in touch. */
    submitInquiry: (actor: Actor, body: TPropertyInquiryBody) =>
      requestFromClient(actor, body, "property_inquiry"),

    /**
     * `send-property-client-email`: the client asks the owner for a viewing day (reference §3.3: sale and
     * rent listings are not booked; interest, inquiry, chat and this e-mail to the owner are their flow).
     */
    requestViewing: (actor: Actor, body: TSendPropertyClientEmailBody) =>
      requestFromClient(actor, body, "property_client_email"),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
