import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { RichText } from "./rich-text";

describe("RichText", () => {
  it("renders the admin's formatting on the server and nothing that could run", () => {
    const html = renderToString(
      <RichText
        html={
          '<h2>Cookies</h2><p onmouseover="steal()">We use <a href="https://example.com">cookies</a>.</p>' +
          '<img src="/uploads/a.jpg" alt="Office" onerror="x()"><script>alert(1)</script><table><tr><td colspan="2">1</td></tr></table>'
        }
      />,
    );
    expect(html).toContain("<h2>Cookies</h2>");
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">cookies</a>',
    );
    expect(html).toContain('<img src="/uploads/a.jpg" alt="Office" loading="lazy"/>');
    // HTML attribute names are case-insensitive; the browser reads colSpan as colspan.
    expect(html.toLowerCase()).toContain('<tbody><tr><td colspan="2">1</td></tr></tbody>');
    expect(html).not.toMatch(/script|onmouseover|onerror|alert/);
  });
});
