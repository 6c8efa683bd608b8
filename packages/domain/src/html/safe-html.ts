/**
 * Admin-written HTML (articles, about us, privacy, terms) reaches the page as a tree of allowed
 * elements, never as markup: `dangerouslySetInnerHTML` would run any script or event handler an editor
 * (or a stolen admin account) put there. See ADR 019. The admin console's writes are cleaned by the same
 * rules before they are stored (`sanitize.ts`, ADR 069); older rows and imports are still cleaned on display.
 */
export type SafeElement = { tag: string; attrs: Record<string, string>; children: SafeNode[] };
export type SafeNode = string | SafeElement;

const ALLOWED = new Set([
  "p",
  "br",
  "hr",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "mark",
  "sub",
  "sup",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "a",
  "img",
  "figure",
  "figcaption",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);

/** The page's own <h1> is the title, so a heading 1 inside the text becomes a heading 2. */
const RENAMED: Record<string, string> = { h1: "h2" };

const VOID = new Set(["br", "hr", "img", "wbr", "input", "meta", "link", "source", "area", "col", "base"]);

/** Dropped together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  "script",
  "style",
  "iframe",
  "object",
  "embed",
  "template",
  "noscript",
  "textarea",
  "select",
  "title",
  "svg",
  "math",
  "head",
  "frameset",
  "frame",
  "applet",
  "canvas",
  "video",
  "audio",
  "button",
]);

/** Whose text the browser never parses as markup: skipped straight to their end tag. */
const RAW_TEXT = new Set(["script", "style", "textarea", "title", "noscript", "iframe", "template"]);

/** Opening one of these closes an open paragraph, as the HTML parser does (else hydration would differ). */
const CLOSES_PARAGRAPH = new Set([
  "p",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "pre",
  "blockquote",
  "table",
  "hr",
  "figure",
]);

/** Where text between tags is not allowed (whitespace there would be moved out by the browser). */
const NO_TEXT = new Set(["table", "thead", "tbody", "tr", "ul", "ol"]);

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  copy: "©",
  reg: "®",
  times: "×",
  middot: "·",
  bull: "•",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body.startsWith("#")) {
      const code =
        body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      const isValid =
        Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return isValid ? String.fromCodePoint(code) : "\ufffd";
    }
    return ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** http(s), mailto, tel, or a path on this site; never javascript:, data: or protocol-relative URLs. */
export function safeUrl(raw: string, { allowMailAndPhone }: { allowMailAndPhone: boolean }): string | null {
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:"), so compare without them.
  let url = "";
  for (const char of raw) {
    const code = char.charCodeAt(0);
    if (code > 0x20 && code !== 0x7f) url += char;
  }
  if (url === "") return null;
  if (/^https?:\/\//i.test(url)) return url;
  if (allowMailAndPhone && /^(mailto|tel):/i.test(url)) return url;
  if (url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\")) return url;
  if (url.startsWith("#")) return url;
  return null;
}

function safeAttributes(tag: string, raw: Record<string, string>): Record<string, string> | null {
  const attrs: Record<string, string> = {};
  if (tag === "a") {
    const href = raw.href === undefined ? null : safeUrl(raw.href, { allowMailAndPhone: true });
    if (href) {
      attrs.href = href;
      if (/^https?:/i.test(href)) {
        attrs.target = "_blank";
        attrs.rel = "noopener noreferrer nofollow";
      }
    }
  }
  if (tag === "img") {
    const src = raw.src === undefined ? null : safeUrl(raw.src, { allowMailAndPhone: false });
    if (!src || src.startsWith("#")) return null;
    attrs.src = src;
    attrs.alt = raw.alt ?? "";
    for (const size of ["width", "height"] as const) {
      const value = raw[size];
      if (value && /^\d{1,4}$/.test(value)) attrs[size] = value;
    }
  }
  if (tag === "td" || tag === "th") {
    for (const span of ["colspan", "rowspan"] as const) {
      const value = raw[span];
      if (value && /^\d{1,2}$/.test(value)) attrs[span] = value;
    }
  }
  if (raw.title !== undefined && tag !== "img") attrs.title = raw.title;
  return attrs;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]?.toLowerCase();
    if (!name || name in attrs) continue;
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attrs;
}

// Sticky, so each tag is matched where it starts without copying the rest of the text; quoted
// attribute values may contain ">", as the browser allows.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;

/** Parses HTML into the allowed tree: unknown tags are unwrapped, dangerous ones dropped with their content. */
export function parseSafeHtml(html: string): SafeNode[] {
  const root: SafeElement = { tag: "#root", attrs: {}, children: [] };
  const stack: SafeElement[] = [root];
  /** Open dropped elements: while any is open, nothing is kept. */
  const dropped: string[] = [];
  const top = () => stack[stack.length - 1] ?? root;

  const closeUpTo = (tag: string) => {
    for (let i = stack.length - 1; i > 0; i -= 1) {
      if (stack[i]?.tag === tag) {
        stack.length = i;
        return;
      }
      // A list item or cell never closes past its own list or table.
      if (["ul", "ol", "table"].includes(stack[i]?.tag ?? "")) return;
    }
  };

  const addText = (text: string) => {
    if (dropped.length > 0 || text === "") return;
    const parent = top();
    if (NO_TEXT.has(parent.tag) && text.trim() === "") return;
    const last = parent.children[parent.children.length - 1];
    if (typeof last === "string") parent.children[parent.children.length - 1] = last + text;
    else parent.children.push(text);
  };

  const open = (rawTag: string, rawAttrs: Record<string, string>, selfClosing: boolean) => {
    if (dropped.length > 0) {
      if (!VOID.has(rawTag) && !selfClosing) dropped.push(rawTag);
      return;
    }
    if (DROPPED_WITH_CONTENT.has(rawTag)) {
      if (!VOID.has(rawTag) && !selfClosing) dropped.push(rawTag);
      return;
    }
    const tag = RENAMED[rawTag] ?? rawTag;
    if (!ALLOWED.has(tag)) return;
    if (CLOSES_PARAGRAPH.has(tag) && stack.some((element) => element.tag === "p")) closeUpTo("p");
    if (tag === "li" && stack.some((element) => element.tag === "li")) closeUpTo("li");
    if ((tag === "td" || tag === "th") && stack.some((e) => e.tag === "td" || e.tag === "th")) {
      closeUpTo(stack.findLast((e) => e.tag === "td" || e.tag === "th")?.tag ?? tag);
    }
    if (tag === "tr") {
      if (stack.some((e) => e.tag === "tr")) closeUpTo("tr");
      // The browser puts rows of a bare table into a tbody; the tree must match what it builds.
      if (top().tag === "table") {
        const body: SafeElement = { tag: "tbody", attrs: {}, children: [] };
        top().children.push(body);
        stack.push(body);
      }
    }
    const attrs = safeAttributes(tag, rawAttrs);
    if (!attrs) return;
    const element: SafeElement = { tag, attrs, children: [] };
    top().children.push(element);
    if (!VOID.has(tag) && !selfClosing) stack.push(element);
  };

  const close = (rawTag: string) => {
    if (dropped.length > 0) {
      if (dropped[dropped.length - 1] === rawTag) dropped.pop();
      return;
    }
    const tag = RENAMED[rawTag] ?? rawTag;
    if (!ALLOWED.has(tag) || VOID.has(tag)) return;
    if (stack.some((element) => element.tag === tag)) closeUpTo(tag);
  };

  let position = 0;
  while (position < html.length) {
    const lt = html.indexOf("<", position);
    if (lt === -1) {
      addText(decodeEntities(html.slice(position)));
      break;
    }
    addText(decodeEntities(html.slice(position, lt)));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      position = end === -1 ? html.length : end + 3;
      continue;
    }
    TAG.lastIndex = lt;
    const tagMatch = TAG.exec(html);
    if (!tagMatch) {
      if ("!?/".includes(html[lt + 1] ?? " ")) {
        const end = html.indexOf(">", lt);
        position = end === -1 ? html.length : end + 1;
      } else {
        addText("<");
        position = lt + 1;
      }
      continue;
    }
    const [whole, slash, name = "", rest = ""] = tagMatch;
    const tag = name.toLowerCase();
    position = lt + whole.length;
    if (slash) {
      close(tag);
      continue;
    }
    const selfClosing = rest.trimEnd().endsWith("/");
    if (RAW_TEXT.has(tag) && !selfClosing) {
      const end = html.toLowerCase().indexOf(`</${tag}`, position);
      const endOfClose = end === -1 ? -1 : html.indexOf(">", end);
      position = endOfClose === -1 ? html.length : endOfClose + 1;
      continue;
    }
    open(tag, parseAttributes(rest.replace(/\/\s*$/, "")), selfClosing);
  }
  return root.children;
}

/** The text of a tree, for meta descriptions and empty checks. */
export function plainText(nodes: SafeNode[]): string {
  return nodes
    .map((node) => (typeof node === "string" ? node : ` ${plainText(node.children)} `))
    .join("")
    .replace(/\s+/g, " ")
    .trim();
}

/** The visible text of some HTML (a meta description from an article's body). */
export function htmlToText(html: string | null | undefined): string {
  return html ? plainText(parseSafeHtml(html)) : "";
}
