import { describe, expect, it } from "vitest";
import { htmlToText, parseSafeHtml, safeUrl, type SafeNode } from "./safe-html";

/** The tree back as markup, to compare with what a browser would build. */
function serialise(nodes: SafeNode[]): string {
  return nodes
    .map((node) => {
      if (typeof node === "string") return node;
      const attrs = Object.entries(node.attrs)
        .map(([name, value]) => ` ${name}="${value}"`)
        .join("");
      return `<${node.tag}${attrs}>${serialise(node.children)}</${node.tag}>`;
    })
    .join("");
}
const clean = (html: string) => serialise(parseSafeHtml(html));

describe("parseSafeHtml", () => {
  it("keeps the seeded pages' headings and paragraphs as they are", () => {
    expect(clean("<h2>About Manzil</h2><p>Manzil is a <strong>bilingual</strong> marketplace.</p>")).toBe(
      "<h2>About Manzil</h2><p>Manzil is a <strong>bilingual</strong> marketplace.</p>",
    );
    expect(clean("<h2>عن منزل</h2><p>منصة ثنائية اللغة</p>")).toBe(
      "<h2>عن منزل</h2><p>منصة ثنائية اللغة</p>",
    );
  });

  it("drops scripts, styles and embedded frames with everything inside them", () => {
    const out = clean(
      '<p>Hi</p><script>alert("x")</script><style>p{}</style><iframe src="https://evil.example"><p>x</p></iframe><svg><a href="/">svg</a></svg><p>Bye</p>',
    );
    expect(out).toBe("<p>Hi</p><p>Bye</p>");
  });

  it("removes event handlers, styles and classes, and unsafe link targets", () => {
    expect(clean('<p onclick="steal()" style="color:red" class="x">Text</p>')).toBe("<p>Text</p>");
    expect(clean('<a href="javascript:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="JaVa\nScRiPt:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="data:text/html,<script>">x</a>')).toBe("<a>x</a>");
    expect(clean('<a href="//evil.example/">x</a>')).toBe("<a>x</a>");
    expect(clean('<img src="x" onerror="alert(1)">')).toBe("");
    expect(clean('<img src="javascript:alert(1)">')).toBe("");
  });

  it("opens outside links in a new tab without giving them the page, and keeps site links as they are", () => {
    expect(clean('<a href="https://example.com/guide">guide</a>')).toBe(
      '<a href="https://example.com/guide" target="_blank" rel="noopener noreferrer nofollow">guide</a>',
    );
    expect(clean('<a href="/properties?city=Cairo">Cairo</a>')).toBe(
      '<a href="/properties?city=Cairo">Cairo</a>',
    );
    expect(clean('<a href="mailto:hello@manzil.example">mail</a>')).toBe(
      '<a href="mailto:hello@manzil.example">mail</a>',
    );
  });

  it("unwraps unknown elements but keeps their text", () => {
    expect(clean('<div><span style="x">Hello</span> <font>world</font></div>')).toBe("Hello world");
  });

  it("turns a heading 1 into a heading 2 (the page title is the only h1)", () => {
    expect(clean("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("nests the way the browser's parser does, so the server HTML hydrates unchanged", () => {
    expect(clean("<p>One<ul><li>a<li>b</ul>")).toBe("<p>One</p><ul><li>a</li><li>b</li></ul>");
    expect(clean("<table>\n<tr><td>1<td>2</tr></table>")).toBe(
      "<table><tbody><tr><td>1</td><td>2</td></tr></tbody></table>",
    );
    expect(clean("<p>Open<strong>bold")).toBe("<p>Open<strong>bold</strong></p>");
    expect(clean("</p>stray</em>end")).toBe("strayend");
  });

  it("decodes entities once (text is never re-read as markup)", () => {
    expect(parseSafeHtml("Tom &amp; Jerry &lt;script&gt; &#1605;&#x646; &nbsp;&rsquo;")).toEqual([
      "Tom & Jerry <script> من \u00a0’",
    ]);
    expect(clean("a < b and c > d")).toBe("a < b and c > d");
  });

  it("skips comments and doctype", () => {
    expect(clean("<!DOCTYPE html><!-- <script>x</script> --><p>ok</p>")).toBe("<p>ok</p>");
  });
});

describe("safeUrl", () => {
  it("accepts http(s), site paths and anchors; refuses everything else", () => {
    expect(safeUrl("https://a.example", { allowMailAndPhone: false })).toBe("https://a.example");
    expect(safeUrl("/x", { allowMailAndPhone: false })).toBe("/x");
    expect(safeUrl("tel:+20100", { allowMailAndPhone: false })).toBeNull();
    expect(safeUrl("tel:+20100", { allowMailAndPhone: true })).toBe("tel:+20100");
    expect(safeUrl("vbscript:x", { allowMailAndPhone: true })).toBeNull();
    expect(safeUrl("/\\evil.example", { allowMailAndPhone: true })).toBeNull();
  });
});

describe("htmlToText", () => {
  it("gives the visible words for meta descriptions, without tags or scripts", () => {
    expect(htmlToText("<h2>Privacy</h2><p>We keep <b>little</b>.</p><script>x()</script>")).toBe(
      "Privacy We keep little .",
    );
    expect(htmlToText(null)).toBe("");
  });
});
