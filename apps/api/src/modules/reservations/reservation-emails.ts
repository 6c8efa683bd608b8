import { formatMoney } from "@manzil/domain/currency";
import { loyaltyProgress } from "@manzil/domain/reservations";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { isLanguage, translatorFor, type Language } from "../../plugins/i18n.js";
import type { EmailAttachment, Messaging } from "../messaging/messaging.types.js";
import type { ConfirmationPdfs } from "./confirmation-pdf.js";
import { completedStaysOf, contactOf } from "./reservation-emails.repository.js";
import {
  RESERVATION_EMAIL_RECIPIENTS,
  reservationTemplate,
  type ReservationRecipient,
} from "./reservation-email-templates.js";
import type { ReservationEvent } from "./reservation-events.js";
import { bookingSummary, readableInstant, type BookingSummary } from "./reservation-summary.js";
import { reservationView } from "./reservations.repository.js";

/** The web's pages each e-mail links to (the guest's bookings, the owner's reservations and refund queue). */
export const GUEST_RESERVATIONS_PATH = "/user/reservations";
export const OWNER_RESERVATIONS_PATH = "/user/owner-reservations";
export const REFUND_APPROVALS_PATH = "/user/refund-approvals";

/**
 * The booking e-mails (ADR 057): each step of a booking told to the guest and the listing's owner, in both
 * languages, by the `reservations.send-email` job after the step committed. The language is the one of the request
 * that caused the step, else the site's default (accounts keep no language). The guest's confirmation carries
 * the confirmation PDF.
 */
export function createReservationEmails(
  db: Database,
  deps: {
    messaging: Messaging;
    confirmations: ConfirmationPdfs;
    publicUrl: string;
    defaultLanguage: () => Promise<string | undefined>;
    timeZone: () => Promise<string>;
    log: FastifyBaseLogger;
  },
) {
  function params(
    summary: BookingSummary,
    event: ReservationEvent,
    lang: Language,
    timeZone: string,
    recipient: ReservationRecipient,
  ): Record<string, string> {
    const t = translatorFor(lang);
    const money = (minor: number) => formatMoney({ amount: minor, currency: summary.currency }, lang);
    const refundMinor = event.refundMinor ?? summary.refundedMinor;
    const { first } = summary;
    return {
      reference: summary.reference,
      property: summary.property,
      room: summary.room ? t("reservation_mail.room", { room: summary.room }) : "",
      checkIn: summary.checkIn,
      checkOut: summary.checkOut,
      nights: summary.nights,
      guests: summary.guests,
      guestName: summary.guestName,
      total: summary.total,
      paymentStatus: summary.paymentStatus,
      terms: summary.terms,
      details: summary.lines.map((line) => t("reservation_mail.line", line)).join("\n"),
      respondBy: first.respondBy ? readableInstant(first.respondBy, lang, timeZone) : "—",
      refund: money(event.refundMinor ?? 0),
      refundLine:
        refundMinor > 0
          ? t("reservation_mail.refund_line", { refund: money(refundMinor) })
          : t("reservation_mail.no_refund_line"),
      reason: event.reason ?? first.reason ?? "—",
      reasonLine:
        (event.reason ?? first.reason)
          ? t("reservation_mail.reason_line", { reason: event.reason ?? first.reason })
          : "",
      link: `${deps.publicUrl}${recipient === "owner" ? OWNER_RESERVATIONS_PATH : GUEST_RESERVATIONS_PATH}`,
      refundsLink: `${deps.publicUrl}${REFUND_APPROVALS_PATH}`,
      loyalty: "",
    };
  }

  return {
    async send(event: ReservationEvent): Promise<void> {
      const first = await reservationView(db, event.reservationId);
      if (!first) {
        deps.log.info({ reservationId: event.reservationId }, "reservation e-mail skipped: no such booking");
        return;
      }
      const fallback = await deps.defaultLanguage();
      const lang: Language = event.lang ?? (isLanguage(fallback) ? fallback : "en");
      const timeZone = await deps.timeZone();
      const summary = await bookingSummary(db, first, { lang, timeZone });
      for (const recipient of RESERVATION_EMAIL_RECIPIENTS[event.kind] as readonly ReservationRecipient[]) {
        const contact = await contactOf(db, recipient === "guest" ? first.guestId : first.propertyOwnerId);
        // A guest booked by an agent is written to at the address the agent gave, else the account's.
        const to = recipient === "guest" ? (first.bookedForEmail ?? contact?.email) : contact?.email;
        if (!to) {
          deps.log.info(
            { reservationId: first.id, recipient, kind: event.kind },
            "reservation e-mail skipped: no address",
          );
          continue;
        }
        const filled = params(summary, event, lang, timeZone, recipient);
        filled.name = recipient === "guest" ? first.bookedForName : (contact?.name ?? "");
        if (event.kind === "completed") {
          const progress = loyaltyProgress(
            await completedStaysOf(db, first.guestId, first.propertyClassification),
          );
          filled.loyalty =
            progress.staysToNextTier === null
              ? translatorFor(lang)("reservation_mail.loyalty_max")
              : translatorFor(lang)("reservation_mail.loyalty_next", { count: progress.staysToNextTier });
        }
        const attachments: EmailAttachment[] = [];
        if (event.kind === "confirmed" && recipient === "guest") {
          attachments.push({
            filename: `${summary.reference}.pdf`,
            contentType: "application/pdf",
            content: await deps.confirmations.print(summary, lang),
          });
        }
        await deps.messaging.sendEmail({
          to,
          template: reservationTemplate(event.kind, recipient),
          lang,
          params: filled,
          attachments,
        });
      }
    },
  };
}

export type ReservationEmails = ReturnType<typeof createReservationEmails>;
