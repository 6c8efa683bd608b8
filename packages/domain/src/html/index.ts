export { decodeEntities, htmlToText, parseSafeHtml, plainText, safeUrl } from "./safe-html.js";
export type { SafeElement, SafeNode } from "./safe-html.js";
export { sanitizeHtml, serialiseSafeHtml } from "./sanitize.js";
