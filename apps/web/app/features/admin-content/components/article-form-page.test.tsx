import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminArticle } from "@manzil/domain/contracts";
import { renderWithProviders } from "../../../../test/render";
import { ArticleFormPage } from "./article-form-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const article: TAdminArticle = {
  id: 7,
  slug: "buying-in-cairo",
  title: "Buying in Cairo",
  title_ar: "الشراء في القاهرة",
  description: "<p>English text</p>",
  description_ar: "<p>نص عربي</p>",
  image: null,
  category_id: null,
  category: null,
  meta_title: "",
  meta_description: "",
  meta_keywords: "",
  created_at: "2026-11-20T10:00:00.000Z",
  updated_at: "2026-11-20T10:00:00.000Z",
};

function fakeApi(answer: (body: Record<string, unknown>) => Response) {
  const posted: { url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url.startsWith("/api/get_categories")) return json(200, { error: false, message: "", data: [] });
      if (init.method === "POST") {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push({ url, body });
        return answer(body);
      }
      if (url.startsWith("/api/admin/articles/7"))
        return json(200, { error: false, message: "", data: article });
      throw new Error(`unexpected ${url}`);
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe("the article form", () => {
  it("writes a new article in both languages side by side, its address following the English title", async () => {
    const posted = fakeApi(() => json(200, { error: false, message: "Article published.", data: article }));
    renderWithProviders(
      <>
        <ArticleFormPage id={null} />
        <Toaster />
      </>,
    );
    await userEvent.type(await screen.findByLabelText("Title (English)"), "Buying in Cairo");
    expect((screen.getByLabelText("Address") as HTMLInputElement).value).toBe("buying-in-cairo");
    const arabicTitle = screen.getByLabelText("Title (Arabic)");
    expect(arabicTitle.getAttribute("dir")).toBe("rtl");
    fireEvent.change(arabicTitle, { target: { value: "الشراء في القاهرة" } });
    fireEvent.change(screen.getByLabelText("Text (English)"), { target: { value: "<p>English text</p>" } });
    fireEvent.change(screen.getByLabelText("Text (Arabic)"), { target: { value: "<p>نص عربي</p>" } });
    expect(screen.getByText("نص عربي").closest("[dir]")?.getAttribute("dir")).toBe("rtl");
    await userEvent.click(screen.getByRole("button", { name: "Publish article" }));

    expect(await screen.findByText("Article published.")).toBeTruthy();
    expect(posted[0]?.url).toMatch(/^\/api\/admin\/articles\?/);
    expect(posted[0]?.body).toMatchObject({
      slug: "buying-in-cairo",
      title: "Buying in Cairo",
      title_ar: "الشراء في القاهرة",
      description: "<p>English text</p>",
      description_ar: "<p>نص عربي</p>",
      category_id: null,
    });
  });

  it("shows the API's Arabic words at the address field when the slug is taken", async () => {
    fakeApi(() =>
      json(409, {
        error: true,
        code: "CONFLICT",
        message: "هذا العنوان مستخدم لمقال آخر. اختر عنوانًا مختلفًا.",
        errors: { slug: ["هذا العنوان مستخدم لمقال آخر. اختر عنوانًا مختلفًا."] },
      }),
    );
    renderWithProviders(<ArticleFormPage id={7} />, { language: "ar" });
    expect(((await screen.findByLabelText("العنوان (بالعربية)")) as HTMLInputElement).value).toBe(
      "الشراء في القاهرة",
    );
    await userEvent.click(screen.getByRole("button", { name: "حفظ المقال" }));
    const slug = screen.getByLabelText("الرابط");
    expect(await screen.findByText("هذا العنوان مستخدم لمقال آخر. اختر عنوانًا مختلفًا.")).toBeTruthy();
    expect(slug.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("button", { name: "حذف المقال" })).toBeTruthy();
  });
});
