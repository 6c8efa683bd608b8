import { fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminPages } from "@manzil/domain/contracts";
import { renderWithProviders } from "../../../../test/render";
import { PagesPage } from "./pages-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const saved: TAdminPages = {
  about_us: { en: "<h2>About Manzil</h2>", ar: "<h2>عن منزل</h2>" },
  privacy_policy: { en: "<p>Privacy</p>", ar: "<p>الخصوصية</p>" },
  terms_conditions: { en: "<p>Terms</p>", ar: "<p>الشروط</p>" },
};

function fakeApi(answer: (body: Record<string, string>) => TAdminPages) {
  const posted: Record<string, string>[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (!url.startsWith("/api/admin/pages")) throw new Error(`unexpected ${url}`);
      if (init.method !== "POST") return json(200, { error: false, message: "", data: saved });
      const body = JSON.parse(String(init.body)) as Record<string, string>;
      posted.push(body);
      return json(200, { error: false, message: "تم حفظ الصفحات.", data: answer(body) });
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe("the pages editor", () => {
  it("sends only the Arabic about text that changed and then shows what the server kept", async () => {
    const posted = fakeApi(() => ({ ...saved, about_us: { ...saved.about_us, ar: "<h2>من نحن</h2>" } }));
    renderWithProviders(
      <>
        <PagesPage />
        <Toaster />
      </>,
      { language: "ar" },
    );
    const arabic = await screen.findByLabelText("من نحن (بالعربية)");
    fireEvent.change(arabic, { target: { value: "<h2>من نحن</h2><script>alert(1)</script>" } });
    await userEvent.click(screen.getByRole("button", { name: "حفظ الصفحات" }));
    expect(await screen.findByText("تم حفظ الصفحات.")).toBeTruthy();
    expect(posted).toEqual([{ about_us_ar: "<h2>من نحن</h2><script>alert(1)</script>" }]);
    expect((screen.getByLabelText("من نحن (بالعربية)") as HTMLTextAreaElement).value).toBe("<h2>من نحن</h2>");
  });

  it("switches between the three pages, each previewed as visitors see it", async () => {
    fakeApi(() => saved);
    renderWithProviders(<PagesPage />);
    await screen.findByLabelText("About (English)");
    await userEvent.click(screen.getByRole("tab", { name: "Privacy" }));
    const panel = screen.getByRole("tabpanel", { name: "Privacy" });
    expect(within(panel).getByLabelText("Privacy (Arabic)").getAttribute("dir")).toBe("rtl");
    expect(
      within(panel)
        .getAllByText("الخصوصية")
        .some((node) => node.tagName === "P"),
    ).toBe(true);
  });
});
