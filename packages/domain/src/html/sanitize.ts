import { parseSafeHtml, type SafeNode } from "./safe-html.js";

// The allowed elements with no end tag (the allow-list keeps no other void element).
const VOID = new Set(["br", "hr", "img"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

/** The allowed tree written back as markup: every text and attribute escaped, so it re-parses to the same tree. */
export function serialiseSafeHtml(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return escapeText(node);
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
        .join("");
      if (VOID.has(node.tag)) return `<${node.tag}${attrs}>`;
      return `<${node.tag}${attrs}>${serialiseSafeHtml(node.children)}</${node.tag}>`;
    })
    .join("");
}

/**
 * Admin-written HTML as it may be stored: only what the web's allow-list renders survives (no script, style,
 * event handler or javascript: link), so a row read by an eBroker client is as safe as the web page (ADR 069).
 */
export function sanitizeHtml(html: string): string {
  return serialiseSafeHtml(parseSafeHtml(html)).trim();
}
