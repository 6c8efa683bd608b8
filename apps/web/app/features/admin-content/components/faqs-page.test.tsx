import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminFaq } from "@manzil/domain/contracts";
import { renderWithProviders } from "../../../../test/render";
import { FaqsPage } from "./faqs-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const faq = (id: number, question: string, questionAr: string, isActive = true): TAdminFaq => ({
  id,
  question,
  question_ar: questionAr,
  answer: `Answer ${id}`,
  answer_ar: `إجابة ${id}`,
  is_active: isActive,
  sequence: id,
});
const list = [faq(1, "How do I list?", "كيف أعرض عقاري؟"), faq(2, "Is it free?", "هل هو مجاني؟", false)];

function fakeApi() {
  const posted: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === "POST") {
        posted.push({ url: url.split("?")[0]!, body: JSON.parse(String(init.body)) });
        return json(200, { error: false, message: "ok", data: list[0] });
      }
      if (url.startsWith("/api/admin/faqs"))
        return json(200, { error: false, message: "", data: list, total: 2 });
      throw new Error(`unexpected ${url}`);
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe("the FAQs page", () => {
  it("moves a question down and shows a hidden one, sending the new order and state", async () => {
    const posted = fakeApi();
    renderWithProviders(<FaqsPage />);
    expect(await screen.findByText("How do I list?")).toBeTruthy();
    expect(screen.getByText("Hidden")).toBeTruthy();
    expect(
      (screen.getByRole("button", { name: "Move up: How do I list?" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Move down: How do I list?" }));
    const switches = screen.getAllByRole("switch", { name: "Shown on the site" });
    await userEvent.click(switches[1]!);
    expect(posted).toEqual([
      { url: "/api/admin/faqs/order", body: { ids: [2, 1] } },
      { url: "/api/admin/faqs/2/active", body: { is_active: true } },
    ]);
  });

  it("edits a question in place in Arabic, both languages side by side", async () => {
    const posted = fakeApi();
    renderWithProviders(<FaqsPage />, { language: "ar" });
    expect(await screen.findByText("كيف أعرض عقاري؟")).toBeTruthy();
    await userEvent.click(screen.getAllByRole("button", { name: "تعديل" })[0]!);
    const arabic = screen.getByLabelText("السؤال (بالعربية)");
    expect(arabic.getAttribute("dir")).toBe("rtl");
    expect(screen.getByLabelText("السؤال (بالإنجليزية)").getAttribute("dir")).toBe("ltr");
    await userEvent.clear(arabic);
    await userEvent.type(arabic, "كيف أضيف عقارًا؟");
    await userEvent.click(screen.getByRole("button", { name: "حفظ السؤال" }));
    expect(posted[0]).toEqual({
      url: "/api/admin/faqs/1",
      body: {
        question: "How do I list?",
        question_ar: "كيف أضيف عقارًا؟",
        answer: "Answer 1",
        answer_ar: "إجابة 1",
      },
    });
  });
});
