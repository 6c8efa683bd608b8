import { describe, expect, it } from "vitest";
import { applyFormat, suggestSlug } from "./admin-content";

const at = (value: string, selected: string) => {
  const start = value.indexOf(selected);
  return { value, selectionStart: start, selectionEnd: start + selected.length };
};

describe("the toolbar's formats", () => {
  it("wrap the selection and keep it selected", () => {
    const bold = applyFormat(at("Buy a flat now", "a flat"), "bold");
    expect(bold.value).toBe("Buy <strong>a flat</strong> now");
    expect(bold.value.slice(bold.selectionStart, bold.selectionEnd)).toBe("a flat");
    expect(applyFormat(at("شقة للبيع", "شقة"), "italic").value).toBe("<em>شقة</em> للبيع");
    expect(applyFormat(at("Title", "Title"), "heading").value).toBe("<h2>Title</h2>");
    expect(applyFormat(at("Said", "Said"), "quote").value).toBe("<blockquote>Said</blockquote>");
  });

  it("turn selected lines into a list, one item per line", () => {
    expect(applyFormat(at("one\ntwo\n\nthree", "one\ntwo\n\nthree"), "list").value).toBe(
      "<ul>\n  <li>one</li>\n  <li>two</li>\n  <li>three</li>\n</ul>",
    );
  });

  it("make a link with its address selected, to be typed over", () => {
    const link = applyFormat(at("see the guide", "the guide"), "link");
    expect(link.value).toBe('see <a href="https://">the guide</a>');
    expect(link.value.slice(link.selectionStart, link.selectionEnd)).toBe("https://");
  });
});

describe("suggestSlug", () => {
  it("gives an address the API accepts from the English title", () => {
    expect(suggestSlug("Buying in New Cairo: a Guide!")).toBe("buying-in-new-cairo-a-guide");
    expect(suggestSlug("Café  über")).toBe("cafe-uber");
    expect(suggestSlug("شقق")).toBe("");
  });
});
