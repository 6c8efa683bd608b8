import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { RichTextEditor } from "./rich-text-editor";

function Harness({ initial, lang }: { initial: string; lang: "en" | "ar" }) {
  const [value, setValue] = useState(initial);
  return <RichTextEditor name="body" label="Body" lang={lang} value={value} onChange={setValue} />;
}

describe("the rich text editor", () => {
  it("bolds the selected text from the toolbar and previews it as visitors see it", async () => {
    renderWithProviders(<Harness initial="Hello world" lang="en" />);
    const area = (await screen.findByLabelText("Body")) as HTMLTextAreaElement;
    area.setSelectionRange(6, 11);
    await userEvent.click(screen.getByRole("button", { name: "Bold" }));
    expect(area.value).toBe("Hello <strong>world</strong>");
    const preview = screen.getByRole("region", { name: "Preview: what visitors see" });
    expect(within(preview).getByText("world").tagName).toBe("STRONG");
  });

  it("previews hostile HTML without its script or handler, in Arabic right to left", async () => {
    renderWithProviders(<Harness initial="" lang="ar" />, { language: "ar" });
    const area = (await screen.findByLabelText("Body")) as HTMLTextAreaElement;
    expect(area.dir).toBe("rtl");
    expect(screen.getByText("لم يُكتب شيء بعد.")).toBeTruthy();
    fireEvent.change(area, {
      target: {
        value: '<p onclick="steal()">مرحبا</p><script>alert(1)</script><a href="javascript:x">رابط</a>',
      },
    });
    const preview = screen.getByRole("region", { name: "معاينة: ما يراه الزوار" });
    expect(preview.innerHTML).not.toMatch(/script|onclick|javascript/);
    expect(within(preview).getByText("مرحبا").tagName).toBe("P");
    expect(within(preview).getByText("رابط").getAttribute("href")).toBeNull();
    expect(screen.getByRole("toolbar").querySelectorAll("button")).toHaveLength(6);
    expect(screen.getByRole("button", { name: "عريض" })).toBeTruthy();
  });
});
