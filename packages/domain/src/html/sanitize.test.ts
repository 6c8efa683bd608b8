import { describe, expect, it } from "vitest";
import { parseSafeHtml } from "./safe-html.js";
import { sanitizeHtml } from "./sanitize.js";

describe("sanitizeHtml", () => {
  it("keeps the formatting the admin toolbar writes, in both languages", () => {
    const html =
      '<h2>Buying</h2><p><strong>Bold</strong> and <em>italic</em></p><ul><li>one</li></ul><blockquote>q</blockquote><p><a href="/faqs">FAQs</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml("<h2>عن منزل</h2><p>منصة <strong>ثنائية</strong> اللغة</p>")).toBe(
      "<h2>عن منزل</h2><p>منصة <strong>ثنائية</strong> اللغة</p>",
    );
  });

  it("never lets a script, an event handler or a javascript: link through", () => {
    const out = sanitizeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="/x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>',
    );
    expect(out).toBe('<p>Hi</p><img src="/x.png" alt=""><a>x</a>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript/i);
  });

  it("escapes text so decoded entities are never read as markup again", () => {
    expect(sanitizeHtml("<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>")).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; more</p>",
    );
    expect(sanitizeHtml('<a href="/a?x=1&amp;y=&quot;2&quot;">l</a>')).toBe(
      '<a href="/a?x=1&amp;y=&quot;2&quot;">l</a>',
    );
  });

  it("is stable: cleaning stored HTML again changes nothing, and it renders as the same tree", () => {
    const once = sanitizeHtml("<p>One<ul><li>a<li>b</ul><table><tr><td>1<td>2</tr></table><h1>T</h1>");
    expect(sanitizeHtml(once)).toBe(once);
    expect(parseSafeHtml(once)).toEqual(
      parseSafeHtml("<p>One<ul><li>a<li>b</ul><table><tr><td>1<td>2</tr></table><h1>T</h1>"),
    );
  });
});
