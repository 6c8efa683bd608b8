import type { Language } from "../../plugins/i18n.js";
import type { ReservationEmailTemplate } from "../reservations/reservation-email-templates.js";

export type EmailTemplate =
  | "welcome"
  | "verification_code"
  | "password_reset"
  | "email_change_code"
  | "contact_request"
  | "property_inquiry"
  | "property_client_email"
  | "listing_approved"
  | "listing_rejected"
  | "listing_taken_down"
  | "advertisement_approved"
  | "advertisement_rejected"
  | "bank_transfer_approved"
  | "bank_transfer_rejected"
  | "verification_approved"
  | "verification_rejected"
  | "package_expired"
  | "payment_succeeded"
  | "payment_failed"
  | ReservationEmailTemplate;
export type SmsTemplate = "verification_code";

/** A file sent with an e-mail (a booking's confirmation PDF). */
export type EmailAttachment = { filename: string; contentType: string; content: Buffer };

/** Where a message went: SMTP / the SMS provider, or the outbox folder when none is configured. */
export type Delivery = { via: "smtp" | "sms-api" | "outbox"; id: string };

export type Messaging = {
  /** `params` fill the template ({{name}}, {{code}}, {{link}}, {{minutes}}); `lang` picks English or Arabic. */
  sendEmail(input: {
    to: string;
    template: EmailTemplate;
    lang: Language;
    params: Record<string, string>;
    attachments?: readonly EmailAttachment[];
  }): Promise<Delivery>;
  /** `to` is an E.164 number. */
  sendSms(input: {
    to: string;
    template: SmsTemplate;
    lang: Language;
    params: Record<string, string>;
  }): Promise<Delivery>;
};
