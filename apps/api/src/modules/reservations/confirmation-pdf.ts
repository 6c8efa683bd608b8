import { textDirection } from "@manzil/domain/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client.js";
import { AppError } from "../../lib/app-error.js";
import { translatorFor, type Language } from "../../plugins/i18n.js";
import type { Viewer } from "../auth/auth.service.js";
import type { InvoiceRenderer } from "../invoices/invoice-pdf.js";
import { bookingSummary, type BookingSummary } from "./reservation-summary.js";
import { reservationView } from "./reservations.repository.js";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
/** Names and labels of unknown direction are isolated so they cannot reorder their neighbours. */
const isolated = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;
const leftToRight = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

// The invoice's look (ADR 042): fonts on this machine only, logical properties so Arabic mirrors itself.
const STYLE = `
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
html { font-family: "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", sans-serif; font-size: 10.5pt; color: #1f2937; }
html:lang(ar) { font-family: "Noto Sans Arabic", "Noto Sans", "Noto Naskh Arabic", sans-serif; }
body { margin: 0; }
h1 { font-size: 22pt; margin: 0 0 2mm; color: #0f766e; }
h2 { font-size: 10pt; color: #6b7280; margin: 6mm 0 2mm; }
.head { border-block-end: 2px solid #0f766e; padding-block-end: 4mm; margin-block-end: 6mm; }
dl { display: grid; grid-template-columns: max-content auto; column-gap: 6mm; row-gap: 1.5mm; margin: 0; }
dt { color: #6b7280; }
dd { margin: 0; font-weight: 600; }
table { width: 100%; border-collapse: collapse; }
th, td { text-align: start; padding-block: 2mm; padding-inline: 2mm; vertical-align: baseline; }
thead th { background: #f1f5f9; border-block-end: 1px solid #cbd5e1; }
tbody td { border-block-end: 1px solid #e5e7eb; }
.number { text-align: end; white-space: nowrap; }
tfoot th, tfoot td { font-weight: 700; font-size: 12pt; border-block-start: 2px solid #0f766e; }
.terms { white-space: pre-line; }
.footer { margin-block-start: 10mm; color: #6b7280; }
`;

/** The confirmation as a self-contained, script-free page in the summary's language (Arabic right to left). */
export function renderConfirmationHtml(summary: BookingSummary, lang: Language): string {
  const t = translatorFor(lang);
  const row = (label: string, value: string) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`;
  const night = (date: string) => escapeHtml(t("reservation_mail.date", { date }));
  const lines = summary.lines
    .map(
      (line) => `<tr><td>${isolated(line.label)}</td><td class="number">${escapeHtml(line.amount)}</td></tr>`,
    )
    .join("");
  return `<!doctype html><html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(t("reservation_mail.pdf.title"))} ${escapeHtml(summary.reference)}</title><style>${STYLE}</style></head>
<body><div class="head"><h1>${escapeHtml(t("reservation_mail.pdf.title"))}</h1>
<dl>${row(t("reservation_mail.pdf.reference"), leftToRight(summary.reference))}${row(t("reservation_mail.pdf.status"), escapeHtml(summary.status))}</dl></div>
<dl>${row(t("reservation_mail.pdf.property"), isolated(summary.property))}${
    summary.room ? row(t("reservation_mail.pdf.room"), isolated(summary.room)) : ""
  }${row(t("reservation_mail.pdf.check_in"), night(summary.checkIn))}${row(t("reservation_mail.pdf.check_out"), night(summary.checkOut))}${row(
    t("reservation_mail.pdf.nights"),
    escapeHtml(summary.nights),
  )}${row(t("reservation_mail.pdf.guests"), escapeHtml(summary.guests))}${row(t("reservation_mail.pdf.guest"), isolated(summary.guestName))}</dl>
<h2>${escapeHtml(t("reservation_mail.pdf.charges"))}</h2>
<table><thead><tr><th>${escapeHtml(t("reservation_mail.pdf.item"))}</th><th class="number">${escapeHtml(t("reservation_mail.pdf.amount"))}</th></tr></thead>
<tbody>${lines}</tbody><tfoot><tr><th>${escapeHtml(t("reservation_mail.pdf.total"))}</th><td class="number">${escapeHtml(summary.total)}</td></tr></tfoot></table>
<dl style="margin-block-start:3mm">${row(t("reservation_mail.pdf.payment"), escapeHtml(summary.paymentStatus))}</dl>
<h2>${escapeHtml(t("reservation_mail.pdf.cancellation"))}</h2><p class="terms">${escapeHtml(summary.terms)}</p>
<p class="footer">${escapeHtml(t("reservation_mail.pdf.footer"))}</p></body></html>`;
}

/**
 * Booking confirmations as PDFs (ADR 057), printed by the invoices' Chromium: attached to the guest's
 * confirmation e-mail and served at `reservations/{id}/confirmation-pdf` to the guest, the listing's owner and
 * admins. Printed on demand: a booking's status and refunds change what it says, so nothing is cached.
 */
export function createConfirmationPdfs(
  db: Database,
  deps: { renderer: InvoiceRenderer; timeZone: () => Promise<string>; log: FastifyBaseLogger },
) {
  async function print(summary: BookingSummary, lang: Language): Promise<Buffer> {
    try {
      return await deps.renderer.printHtml(renderConfirmationHtml(summary, lang));
    } catch (error) {
      deps.log.error(
        { err: error, reference: summary.reference },
        "booking confirmation could not be printed",
      );
      throw new AppError("SERVICE_UNAVAILABLE", {
        messageKey: "reservation_mail.pdf.unavailable",
        cause: error,
      });
    }
  }

  return {
    /** The PDF of an already summarised booking (the e-mail has one). */
    print,

    async forViewer(input: {
      viewer: Viewer;
      reservationId: number;
      lang: Language;
    }): Promise<{ filename: string; pdf: Buffer }> {
      const view = await reservationView(db, input.reservationId);
      const allowed =
        view !== null &&
        (input.viewer.role === "admin" ||
          view.guestId === input.viewer.id ||
          view.propertyOwnerId === input.viewer.id);
      // Someone else's booking is not found, like one that does not exist.
      if (!view || !allowed)
        throw new AppError("NOT_FOUND", { messageKey: "reservation_mail.pdf.not_found" });
      const summary = await bookingSummary(db, view, { lang: input.lang, timeZone: await deps.timeZone() });
      return { filename: `${summary.reference}.pdf`, pdf: await print(summary, input.lang) };
    },
  };
}

export type ConfirmationPdfs = ReturnType<typeof createConfirmationPdfs>;
