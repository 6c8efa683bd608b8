import pLimit from "p-limit";
import { chromium, type Browser } from "playwright-core";
import { translatorFor } from "../../plugins/i18n.js";
import { InvoiceDocument } from "./invoice-document.js";
import { renderInvoiceHtml } from "./invoice-html.js";

export type InvoiceRendererOptions = {
  /** Debian's Chromium (config CHROMIUM_PATH); Playwright's own browser download is never used. */
  chromiumPath: string;
  /** Pages printing at once in the one browser; further invoices wait their turn. */
  pageConcurrency?: number;
};

export type InvoiceRenderer = {
  /** The invoice as an A4 PDF. Throws when the document does not add up (a bug in the caller). */
  renderPdf: (invoice: unknown) => Promise<Buffer>;
  /**
   * Any document of ours as an A4 PDF through the same browser (a booking's confirmation). The HTML must be
   * self-contained and script-free, as the invoice's is: the page may load nothing.
   */
  printHtml: (html: string) => Promise<Buffer>;
  /** Closes the browser; later calls to renderPdf are refused. */
  close: () => Promise<void>;
};

// No sandbox because the server runs as root in its container; nothing the page shows comes from the network
// and the page runs no script, which is what the sandbox would have contained.
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-extensions",
];

/**
 * Prints invoices through one headless Chromium, started on the first invoice and kept for the next ones.
 * Chromium is the route that shapes Arabic and orders mixed-direction text correctly (ADR 042).
 */
export function createInvoiceRenderer(options: InvoiceRendererOptions): InvoiceRenderer {
  const limit = pLimit(options.pageConcurrency ?? 2);
  let browser: Promise<Browser> | null = null;
  let closed = false;

  const openBrowser = () => {
    if (browser === null) {
      const launching = chromium.launch({ executablePath: options.chromiumPath, args: CHROMIUM_ARGS });
      browser = launching;
      // A crashed or failed browser is forgotten so the next invoice starts a fresh one.
      launching.then(
        (opened) => opened.on("disconnected", () => (browser === launching ? (browser = null) : undefined)),
        () => (browser === launching ? (browser = null) : undefined),
      );
    }
    return browser;
  };

  async function print(html: string): Promise<Buffer> {
    const context = await (await openBrowser()).newContext({ javaScriptEnabled: false, offline: true });
    try {
      // Belt and braces with the page's own CSP: any request at all (an image, a font, a link) is refused.
      await context.route("**/*", (route) => route.abort("blockedbyclient"));
      const page = await context.newPage();
      await page.setContent(html, { waitUntil: "load", timeout: 15_000 });
      return await page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true });
    } finally {
      await context.close();
    }
  }

  return {
    renderPdf: async (input) => {
      if (closed) throw new Error("The invoice renderer is closed");
      const invoice = InvoiceDocument.parse(input);
      const html = renderInvoiceHtml(invoice, translatorFor(invoice.language));
      return limit(() => print(html));
    },
    printHtml: async (html) => {
      if (closed) throw new Error("The invoice renderer is closed");
      return limit(() => print(html));
    },
    close: async () => {
      closed = true;
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
