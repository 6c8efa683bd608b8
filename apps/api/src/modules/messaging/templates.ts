import type { Language } from "../../plugins/i18n.js";
import { translatorFor } from "../../plugins/i18n.js";
import type { EmailTemplate, SmsTemplate } from "./messaging.types.js";

export type RenderedEmail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Plain text and a simple, direction-aware HTML version of one e-mail, in the recipient's language. */
export function renderEmail(
  template: EmailTemplate,
  lang: Language,
  params: Record<string, string>,
): RenderedEmail {
  const t = translatorFor(lang);
  const greeting = params.name ? t("mail.greeting", { name: params.name }) : "";
  const body = t(`mail.${template}_body`, params);
  const link = template === "password_reset" ? (params.link ?? "") : "";
  // Notices to the team (a contact request) are not something the reader could have asked for by mistake.
  const closing = template === "welcome" || template === "contact_request" ? "" : t("mail.ignore_if_not_you");
  const lines = [greeting, body, link, closing, t("mail.signature")].filter(Boolean);
  const dir = lang === "ar" ? "rtl" : "ltr";
  const htmlBody = [
    greeting && `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(body)}</p>`,
    link && `<p><a href="${escapeHtml(link)}">${escapeHtml(t("mail.password_reset_button"))}</a></p>`,
    closing && `<p style="color:#64748b">${escapeHtml(closing)}</p>`,
    `<p>${escapeHtml(t("mail.signature"))}</p>`,
  ]
    .filter(Boolean)
    .join("");
  return {
    subject: t(`mail.${template}_subject`, params),
    text: lines.join("\n\n"),
    html: `<!doctype html><html lang="${lang}" dir="${dir}"><body style="font-family:sans-serif;text-align:start">${htmlBody}</body></html>`,
  };
}

export function renderSms(template: SmsTemplate, lang: Language, params: Record<string, string>): string {
  return translatorFor(lang)(`mail.sms_${template}`, params);
}
