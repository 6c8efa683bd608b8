import type { TAdminHomepageSection, TAdminReportReason } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { HomepageSectionsPage } from "./homepage-sections-page";
import { ReportReasonsPage } from "./report-reasons-page";
import { fakeApi, json, ok, type Call } from "./test-offers";

afterEach(() => vi.unstubAllGlobals());

const reasons: TAdminReportReason[] = [
  { id: 1, reason: "Fake listing", reason_ar: "إعلان وهمي", is_active: true, sequence: 1, reports: 3 },
  { id: 2, reason: "Wrong price", reason_ar: "سعر خاطئ", is_active: true, sequence: 2, reports: 0 },
  { id: 3, reason: "Already sold", reason_ar: "تم البيع", is_active: false, sequence: 3, reports: 0 },
];

/** A fake of the list's API: reading, a whole new order (answered back in that order), and single writes. */
function listApi<T extends { id: number }>(base: string, items: T[], write: (call: Call) => Response) {
  return fakeApi((call) => {
    if (call.method === "GET" && call.url.startsWith(`/api/${base}`)) return ok(items);
    if (call.url.startsWith(`/api/${base}/order`)) {
      const ids = call.body!.ids as number[];
      return ok(
        ids.map((id) => items.find((item) => item.id === id)!),
        "New order saved.",
      );
    }
    return write(call);
  });
}

const rowTexts = () => screen.getAllByRole("listitem").map((item) => item.textContent ?? "");

describe("the report reasons page", () => {
  it("moves a reason down, saving the whole order, and keeps the focus on the button", async () => {
    const calls = listApi("admin/report-reasons", reasons, () => json(500, {}));
    renderWithProviders(
      <>
        <ReportReasonsPage />
        <Toaster />
      </>,
    );
    const down = await screen.findByRole("button", { name: "Move Fake listing down" });
    await userEvent.click(down);
    expect(await screen.findByText("New order saved.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/admin/report-reasons/order?lang=en",
      body: { ids: [2, 1, 3] },
    });
    expect(
      within(screen.getAllByRole("list")[0]!)
        .getAllByLabelText("Reason in English")
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(["Wrong price", "Fake listing", "Already sold"]);
    expect(document.activeElement).toBe(down);
    // The first row cannot move up: the button says so and sends nothing.
    const up = screen.getByRole("button", { name: "Move Wrong price up" });
    expect(up.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(up);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("offers delete only for reasons no report names, and switches one off", async () => {
    const calls = listApi("admin/report-reasons", reasons, () =>
      ok({ ...reasons[0], is_active: false }, "Report reason saved."),
    );
    renderWithProviders(<ReportReasonsPage />);
    expect(await screen.findByText("3 reports")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete Fake listing" })).toBeNull();
    expect(screen.getByRole("button", { name: "Delete Wrong price" })).toBeTruthy();
    await userEvent.click(screen.getByRole("switch", { name: "Offered: Fake listing" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        url: "/api/admin/report-reasons/1/status?lang=en",
        body: { is_active: false },
      }),
    );
  });

  it("adds a reason in both languages and shows a refusal at its field, in Arabic", async () => {
    const calls = listApi("admin/report-reasons", reasons, () =>
      json(422, {
        error: true,
        message: "تحقق من البيانات.",
        errors: { reason_ar: ["لا يمكن ترك هذا الحقل فارغًا."] },
      }),
    );
    renderWithProviders(<ReportReasonsPage />, { language: "ar" });
    expect(await screen.findByText("٣ بلاغات")).toBeTruthy();
    const form = screen.getByRole("heading", { name: "إضافة سبب" }).closest("form")!;
    await userEvent.type(within(form).getByLabelText("السبب بالإنجليزية"), "Spam");
    expect(within(form).getByLabelText("السبب بالعربية").getAttribute("dir")).toBe("rtl");
    await userEvent.click(within(form).getByRole("button", { name: "إضافة السبب" }));
    expect(await within(form).findByText("لا يمكن ترك هذا الحقل فارغًا.")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ reason: "Spam", reason_ar: "" });
  });
});

const sections: TAdminHomepageSection[] = [
  {
    id: 1,
    section_type: "featured_properties_section",
    title: "Featured",
    title_ar: "مميزة",
    is_active: true,
    sort_order: 1,
  },
  {
    id: 2,
    section_type: "categories_section",
    title: "Categories",
    title_ar: "الفئات",
    is_active: true,
    sort_order: 2,
  },
  { id: 3, section_type: "faqs_section", title: "FAQs", title_ar: "أسئلة", is_active: false, sort_order: 3 },
];

describe("the home page sections page", () => {
  it("moves a section up in Arabic, saving the whole order", async () => {
    const calls = listApi("admin/homepage-sections", sections, () => json(500, {}));
    renderWithProviders(<HomepageSectionsPage />, { language: "ar" });
    await userEvent.click(await screen.findByRole("button", { name: "انقل الأسئلة الشائعة لأعلى" }));
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")).toMatchObject({
        url: "/api/admin/homepage-sections/order?lang=ar",
        body: { ids: [1, 3, 2] },
      }),
    );
    expect(rowTexts().map((text) => text.match(/إعلانات مميزة|الفئات|الأسئلة الشائعة/)?.[0])).toEqual([
      "إعلانات مميزة",
      "الأسئلة الشائعة",
      "الفئات",
    ]);
  });

  it("renames a section in both languages and hides another", async () => {
    const calls = listApi("admin/homepage-sections", sections, (call) =>
      ok({ ...sections[0], ...call.body }, "Section saved."),
    );
    renderWithProviders(<HomepageSectionsPage />);
    const titles = await screen.findAllByLabelText("Title in English");
    await userEvent.clear(titles[0]!);
    await userEvent.type(titles[0]!, "Hand-picked homes");
    await userEvent.click(screen.getByRole("button", { name: "Save titles" }));
    await userEvent.click(screen.getByRole("switch", { name: "Shown: Categories" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([
      [
        "/api/admin/homepage-sections/1?lang=en",
        { title: "Hand-picked homes", title_ar: "مميزة", is_active: true },
      ],
      [
        "/api/admin/homepage-sections/2?lang=en",
        { title: "Categories", title_ar: "الفئات", is_active: false },
      ],
    ]);
  });
});
