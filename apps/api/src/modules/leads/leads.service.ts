import type {
  InquiryStatus,
  TDeleteInquiryBody,
  TGetPropertyInquiryQuery,
  TOwnerInquiry,
  TPropertyInquiry,
  TPropertyInquiryBody,
  TSendPropertyClientEmailBody,
  TUpdateInquiryStatusBody,
} from "@manzil/domain/contracts";
import { inquiryStatuses } from "@manzil/domain/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { pick } from "../../lib/localise.js";
import { isLanguage, translatorFor, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { Messaging } from "../messaging/messaging.types.js";
import type { PropertiesService } from "../properties/properties.service.js";
import type { NotificationsService } from "../notifications/notifications.service.js";
import type { SettingsService } from "../settings/settings.service.js";
import {
  deleteInquiry,
  inquiriesForOwner,
  inquiryTotals,
  inquiryWithOwner,
  insertInquiry,
  listingWithOwner,
  setInquiryStatus,
} from "./leads.repository.js";

type Actor = Pick<Viewer, "id" | "role">;
type Listing = NonNullable<Awaited<ReturnType<typeof listingWithOwner>>>;

const notFound = () => new AppError("NOT_FOUND", { messageKey: "leads.listing_not_found" });
const inquiryNotFound = () => new AppError("NOT_FOUND", { messageKey: "leads.inquiry_not_found" });
const DEFAULT_PAGE = 20;

export function createLeadsService(
  db: Database,
  deps: {
    properties: PropertiesService;
    settings: SettingsService;
    messaging: Messaging;
    /** The owner's inbox notice of a new request (absent in tests that build the service alone). */
    notifications?: Pick<NotificationsService, "notifyQuietly">;
    publicUrl: string;
    demoMode: boolean;
    log: FastifyBaseLogger;
  },
) {
  const titleIn = (listing: Listing, lang: Language) => pick(lang, listing.title, listing.titleAr);
  const linkTo = (listing: Listing) => `${deps.publicUrl}/properties-details/${listing.slug}`;

  /**
   * Stores a client's request about a public listing of someone else first (nothing is lost if mail fails),
   * then e-mails the owner in the site's default language, as other notices to members are. The answer is a
   * receipt: it never names the owner. A guest (`actor` null) is reached through the contact fields alone, which
   * the contract requires from everyone.
   */
  async function requestFromClient(
    actor: Actor | null,
    body: TPropertyInquiryBody & { message?: string | undefined },
    template: "property_inquiry" | "property_client_email",
  ): Promise<TPropertyInquiry> {
    if (!(await deps.properties.isPublic(body.property_id))) throw notFound();
    const listing = await listingWithOwner(db, body.property_id);
    if (!listing) throw notFound();
    if (actor && listing.ownerId === actor.id) {
      throw new AppError("FORBIDDEN", { messageKey: "leads.own_listing" });
    }
    const row = await insertInquiry(db, {
      propertyId: listing.id,
      userId: actor?.id ?? null,
      clientName: body.client_name,
      clientNumber: body.client_number,
      clientEmail: body.client_email,
      correspondingDay: body.corresponding_day ?? null,
      message: body.message ?? null,
    });
    await deps.notifications?.notifyQuietly({
      userId: listing.ownerId,
      kind: "inquiry_received",
      params: { client: body.client_name, title: listing.title, title_ar: listing.titleAr ?? "" },
      link: "/user/inquiries",
      propertyId: listing.id,
    });
    if (listing.ownerEmail) {
      const language = (await deps.settings.raw()).get("default_language");
      const lang: Language = isLanguage(language) ? language : "en";
      const t = translatorFor(lang);
      // The request is saved: a mail server that is down must not make the client send it again.
      try {
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
      } catch (error) {
        deps.log.warn({ err: error, inquiry: row.id }, "could not e-mail the owner about a request");
      }
    }
    return {
      id: row.id,
      property_id: row.propertyId,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** A request the actor may manage: one about their own listing (an admin: any). Others' look missing. */
  async function ownInquiry(actor: Actor, inquiryId: number) {
    // Reading stays open in demo mode; following requests up changes them, so it is refused like other writes.
    if (deps.demoMode) throw new AppError("DEMO_MODE");
    const inquiry = await inquiryWithOwner(db, inquiryId);
    if (!inquiry || (inquiry.ownerId !== actor.id && actor.role !== "admin")) throw inquiryNotFound();
    return inquiry;
  }

  /** `get_property_inquiry`: the requests clients sent about the actor's listings (an admin sees all). */
  async function ownerInquiries(
    actor: Actor,
    query: TGetPropertyInquiryQuery,
    lang: Language,
  ): Promise<{ items: TOwnerInquiry[]; total: number; counts: Record<"all" | InquiryStatus, number> }> {
    if (query.property_id !== undefined && actor.role !== "admin") {
      // Someone else's listing looks missing, as everywhere else an owner's things are asked for.
      const listing = await listingWithOwner(db, query.property_id);
      if (!listing || listing.ownerId !== actor.id) throw notFound();
    }
    const { rows, total, byStatus } = await inquiriesForOwner(db, {
      ownerId: actor.role === "admin" ? null : actor.id,
      propertyId: query.property_id,
      status: query.status,
      offset: query.offset ?? 0,
      limit: query.limit ?? DEFAULT_PAGE,
    });
    const counts = Object.fromEntries([
      ["all", 0],
      ...inquiryStatuses.map((status) => [status, 0]),
    ]) as Record<"all" | InquiryStatus, number>;
    for (const row of byStatus) {
      counts[row.status] = row.total;
      counts.all += row.total;
    }
    const items = rows.map((row) => ({
      id: row.id,
      status: row.status,
      client_name: row.clientName,
      client_number: row.clientNumber,
      client_email: row.clientEmail,
      corresponding_day: row.correspondingDay,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      property: {
        id: row.propertyId,
        slug_id: row.slug,
        title: pick(lang, row.title, row.titleAr),
      },
    }));
    return { items, total, counts };
  }

  return {
    ownerInquiries,

    /** Requests received per listing, for the owner's own lists. */
    inquiryTotals: (propertyIds: number[]) => inquiryTotals(db, propertyIds),

    /** `update_inquiry_status`: the owner follows a request up. */
    async updateInquiryStatus(actor: Actor, body: TUpdateInquiryStatusBody) {
      const inquiry = await ownInquiry(actor, body.inquiry_id);
      const row = await setInquiryStatus(db, inquiry.id, body.status);
      if (!row) throw inquiryNotFound();
      return row;
    },

    /** `delete_inquiry`: the owner clears a request from their list. */
    async deleteInquiry(actor: Actor, body: TDeleteInquiryBody) {
      const inquiry = await ownInquiry(actor, body.inquiry_id);
      if (!(await deleteInquiry(db, inquiry.id))) throw inquiryNotFound();
      return { id: inquiry.id };
    },

    /** Inquiry submission (`set_property_inquiry`): the client asks the owner to get in touch. */
    submitInquiry: (actor: Actor | null, body: TPropertyInquiryBody) =>
      requestFromClient(actor, body, "property_inquiry"),

    /**
     * `send-property-client-email`: the client asks the owner for a viewing day (reference §3.3: sale and
     * rent listings are not booked; interest, inquiry, chat and this e-mail to the owner are their flow).
     */
    requestViewing: (actor: Actor | null, body: TSendPropertyClientEmailBody) =>
      requestFromClient(actor, body, "property_client_email"),
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
