import type { TFunction } from "i18next";
import { formatMoney } from "@manzil/domain/currency";
import { intlLocale, textDirection } from "@manzil/domain/i18n";
import type { TInvoiceDocument } from "./invoice-document.js";

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Text of unknown direction (names, addresses, descriptions): isolated so it cannot reorder its neighbours. */
const isolated = (text: string) => `<bdi>${escapeHtml(text)}</bdi>`;
/** Identifiers, e-mail addresses and phone numbers read left to right whatever the page's direction. */
const leftToRight = (text: string) => `<bdi dir="ltr">${escapeHtml(text)}</bdi>`;

/**
 * A translated message whose placeholders become markup (an isolated label inside "{{label}} ({{rate}})"):
 * the message itself is escaped, then each placeholder is replaced by its already-safe fragment.
 */
function messageWithFragments(t: TFunction, key: string, fragments: Record<string, string>): string {
  const placeholders = Object.fromEntries(Object.keys(fragments).map((name) => [name, `{{${name}}}`]));
  let html = escapeHtml(t(key, placeholders));
  for (const [name, fragment] of Object.entries(fragments)) html = html.replaceAll(`{{${name}}}`, fragment);
  return html;
}

// Everything is drawn with fonts on this machine (Debian's fonts-noto-core): the page may load nothing.
const STYLE = `
@page { size: A4; margin: 16mm 15mm; }
* { box-sizing: border-box; }
html { font-family: "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", sans-serif; font-size: 10.5pt; color: #1f2937; }
html:lang(ar) { font-family: "Noto Sans Arabic", "Noto Sans", "Noto Naskh Arabic", sans-serif; }
body { margin: 0; }
h1 { font-size: 22pt; margin: 0; color: #0f766e; }
h2 { font-size: 10pt; text-transform: uppercase; letter-spacing: 0.04em; color: #6b7280; margin: 0 0 2mm; }
html:lang(ar) h2 { letter-spacing: 0; }
p { margin: 0 0 1mm; }
.head { display: flex; justify-content: space-between; align-items: flex-start; border-block-end: 2px solid #0f766e; padding-block-end: 4mm; margin-block-end: 6mm; }
.meta { display: grid; grid-template-columns: auto auto; column-gap: 4mm; row-gap: 1mm; margin: 0; }
.meta dt { color: #6b7280; }
.meta dd { margin: 0; font-weight: 600; }
.parties { display: flex; gap: 10mm; margin-block-end: 8mm; }
.party { flex: 1; }
.party .name { font-weight: 700; font-size: 11.5pt; }
.address { white-space: pre-line; }
.detail-label { color: #6b7280; }
table { width: 100%; border-collapse: collapse; }
/* Baseline, not top: Arabic and Latin fonts have different heights, and a row should read as one line. */
th, td { text-align: start; padding-block: 2mm; padding-inline: 2mm; vertical-align: baseline; }
.items thead th { background: #f1f5f9; border-block-end: 1px solid #cbd5e1; font-weight: 600; }
.items tbody td { border-block-end: 1px solid #e5e7eb; }
.items td.description { white-space: pre-line; overflow-wrap: anywhere; }
.number { text-align: end; white-space: nowrap; }
.totals { width: 55%; margin-inline-start: auto; margin-block: 4mm 8mm; }
.totals th { font-weight: 400; color: #374151; }
.totals .grand th, .totals .grand td { font-weight: 700; font-size: 12.5pt; border-block-start: 2px solid #0f766e; }
.payment dl { display: grid; grid-template-columns: max-content auto; column-gap: 4mm; row-gap: 1mm; margin: 0 0 3mm; }
.payment dt { color: #6b7280; }
.payment dd { margin: 0; }
.paid { color: #0f766e; font-weight: 600; }
`;

function partyDetails(
  t: TFunction,
  party: { address?: string; email?: string; phone?: string; taxId?: string },
) {
  const lines: string[] = [];
  if (party.address) lines.push(`<p class="address">${isolated(party.address)}</p>`);
  if (party.taxId) {
    lines.push(
      `<p><span class="detail-label">${escapeHtml(t("invoices.tax_id"))}:</span> ${leftToRight(party.taxId)}</p>`,
    );
  }
  if (party.email) {
    lines.push(
      `<p><span class="detail-label">${escapeHtml(t("invoices.email"))}:</span> ${leftToRight(party.email)}</p>`,
    );
  }
  if (party.phone) {
    lines.push(
      `<p><span class="detail-label">${escapeHtml(t("invoices.phone"))}:</span> ${leftToRight(party.phone)}</p>`,
    );
  }
  return lines.join("");
}

/**
 * The invoice as one self-contained HTML page in the invoice's language. Pure: no clock, no I/O. Every value
 * from the ledger is escaped; text a person typed is isolated with <bdi> so an English package name keeps
 * its order inside an Arabic invoice and the other way round.
 */
export function renderInvoiceHtml(invoice: TInvoiceDocument, t: TFunction): string {
  const lang = invoice.language;
  const locale = intlLocale(lang);
  const direction = textDirection(lang);
  // Amounts are written in the invoice's language, so they take its direction even when they start with a
  // Latin code ("١٬٢٣٤٫٥٦٧ KWD" reads amount first in Arabic too).
  const money = (amount: number) =>
    `<bdi dir="${direction}">${escapeHtml(formatMoney({ amount, currency: invoice.currency }, lang))}</bdi>`;
  const count = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 });
  const issueDate = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${invoice.issueDate}T00:00:00Z`),
  );

  const rows = invoice.lineItems
    .map(
      (item) =>
        `<tr><td class="description">${isolated(item.description)}</td>` +
        `<td class="number">${escapeHtml(count.format(item.quantity))}</td>` +
        `<td class="number">${money(item.unitAmount)}</td>` +
        `<td class="number">${money(item.total)}</td></tr>`,
    )
    .join("");
  const taxRows = invoice.taxLines
    .map((line) => {
      const label = messageWithFragments(t, "invoices.tax_line", {
        label: isolated(line.label),
        rate: `<bdi>${escapeHtml(percent.format(line.rateBasisPoints / 10_000))}</bdi>`,
      });
      return `<tr><th scope="row">${label}</th><td class="number">${money(line.amount)}</td></tr>`;
    })
    .join("");

  return `<!doctype html>
<html lang="${lang}" dir="${direction}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>${escapeHtml(t("invoices.document_title", { number: invoice.invoiceNumber }))}</title>
<style>${STYLE}</style>
</head>
<body>
<header class="head">
<h1>${escapeHtml(t("invoices.title"))}</h1>
<dl class="meta">
<dt>${escapeHtml(t("invoices.number"))}</dt><dd>${leftToRight(invoice.invoiceNumber)}</dd>
<dt>${escapeHtml(t("invoices.issue_date"))}</dt><dd>${escapeHtml(issueDate)}</dd>
</dl>
</header>
<div class="parties">
<section class="party"><h2>${escapeHtml(t("invoices.seller"))}</h2><p class="name">${isolated(invoice.seller.name)}</p>${partyDetails(t, invoice.seller)}</section>
<section class="party"><h2>${escapeHtml(t("invoices.buyer"))}</h2><p class="name">${isolated(invoice.buyer.name)}</p>${partyDetails(t, invoice.buyer)}</section>
</div>
<table class="items">
<thead><tr><th scope="col">${escapeHtml(t("invoices.description"))}</th><th scope="col" class="number">${escapeHtml(t("invoices.quantity"))}</th><th scope="col" class="number">${escapeHtml(t("invoices.unit_price"))}</th><th scope="col" class="number">${escapeHtml(t("invoices.amount"))}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
<table class="totals">
<tr><th scope="row">${escapeHtml(t("invoices.subtotal"))}</th><td class="number">${money(invoice.subtotal)}</td></tr>
${taxRows}
<tr class="grand"><th scope="row">${escapeHtml(t("invoices.total"))}</th><td class="number">${money(invoice.total)}</td></tr>
</table>
<section class="payment">
<h2>${escapeHtml(t("invoices.payment"))}</h2>
<dl>
<dt>${escapeHtml(t("invoices.payment_method"))}</dt><dd>${escapeHtml(t(`invoices.methods.${invoice.paymentMethod}`))}</dd>
<dt>${escapeHtml(t("invoices.transaction_reference"))}</dt><dd>${leftToRight(invoice.transactionReference)}</dd>
</dl>
<p class="paid">${escapeHtml(t("invoices.paid_in_full"))}</p>
</section>
</body>
</html>`;
}
