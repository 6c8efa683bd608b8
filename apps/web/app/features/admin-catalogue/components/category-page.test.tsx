import type { TAdminCategory, TAdminCategoryDetail, TAdminParameter } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation, useSearchParams } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { categoriesViewOf } from "../admin-catalogue";
import { CategoriesPage } from "./categories-page";
import { CategoryPage } from "./category-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const parameter = (overrides: Partial<TAdminParameter>): TAdminParameter => ({
  id: 1,
  name: "Bedrooms",
  name_ar: "غرف النوم",
  type: "number",
  options: [],
  is_required: false,
  is_active: true,
  category_count: 3,
  answer_count: 10,
  ...overrides,
});

const known = [parameter({}), parameter({ id: 2, name: "Area", name_ar: "المساحة" })];

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/**
 * The catalogue API over a few parameters: writes echo what a real server would answer, or `refuse` answers a
 * path with a 422. Every call is kept, in order.
 */
function fakeApi(options: { refuse?: { path: string; errors: Record<string, string[]> } } = {}) {
  const calls: Call[] = [];
  let created: TAdminCategoryDetail | null = null;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const parsed = new URL(url, "http://x");
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : init?.body;
      const path = parsed.pathname.replace(/^\/api\//, "");
      calls.push({ method, path, query: parsed.searchParams, body });
      if (options.refuse && options.refuse.path === path)
        return json(422, { error: true, message: "invalid", errors: options.refuse.errors });
      if (method === "GET" && path === "admin/catalogue/parameters")
        return json(200, { error: false, message: "", data: known, total: known.length });
      if (method === "POST" && path === "admin/catalogue/parameters") {
        const made = parameter({
          ...(body as Partial<TAdminParameter>),
          id: 7,
          category_count: 0,
          answer_count: 0,
        });
        known.push(made);
        return json(200, { error: false, message: "Saved.", data: made });
      }
      if (method === "POST" && path === "admin/catalogue/categories") {
        created = {
          ...(body as TAdminCategoryDetail),
          id: 40,
          image: null,
          parameters: [],
        } as TAdminCategoryDetail;
        return json(200, { error: false, message: "Saved.", data: created });
      }
      if (method === "POST" && path === "admin/catalogue/categories/40/parameters") {
        const ids = (body as { parameter_ids: number[] }).parameter_ids;
        const answer = { ...created!, parameters: ids.map((id) => known.find((p) => p.id === id)!) };
        return json(200, { error: false, message: "Saved.", data: answer });
      }
      throw new Error(`unexpected ${method} ${url}`);
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

describe("The category form", () => {
  it("adds an existing parameter and a new required one, reorders them by keyboard, and saves the order", async () => {
    const calls = fakeApi();
    renderWithProviders(
      <>
        <Address />
        <CategoryPage id="new" />
      </>,
      { path: "/admin/catalogue/categories/new" },
    );
    await userEvent.type(screen.getByRole("textbox", { name: "Name (English)" }), "Beach villa");
    const arabic = screen.getByRole("textbox", { name: "Name (Arabic)" });
    expect(arabic.getAttribute("dir")).toBe("rtl");
    await userEvent.type(arabic, "فيلا شاطئية");
    await userEvent.type(screen.getByRole("textbox", { name: "Slug" }), "beach-villa");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Classification" }), "4");

    const pick = screen.getByRole("combobox", { name: "Add an existing parameter" });
    await vi.waitFor(() => expect(within(pick).getAllByRole("option")).toHaveLength(3));
    await userEvent.selectOptions(pick, "2");
    await userEvent.click(screen.getByRole("button", { name: "Add" }));

    await userEvent.click(screen.getByRole("button", { name: "Create a new parameter" }));
    const dialog = await screen.findByRole("dialog", { name: "New parameter" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name (English)" }), "Guest rooms");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Name (Arabic)" }), "غرف الضيوف");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Required" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The dialog's own form saved the parameter only; the category is not saved yet.
    expect(calls.filter((c) => c.method === "POST").map((c) => c.path)).toEqual([
      "admin/catalogue/parameters",
    ]);
    expect(calls.find((c) => c.method === "POST")!.body).toMatchObject({
      name: "Guest rooms",
      is_required: true,
    });

    const rows = () =>
      within(screen.getByRole("list", { name: "Listing form parameters" }))
        .getAllByRole("listitem")
        .map((row) => row.textContent);
    expect(rows()[0]).toContain("Area");
    expect(rows()[1]).toContain("Guest rooms");
    expect(rows()[1]).toContain("Required");

    // The new parameter goes first with its "up" button, pressed from the keyboard; focus stays with it.
    screen.getByRole("button", { name: "Move Guest rooms up" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(rows()[0]).toContain("Guest rooms");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Guest rooms down" }));

    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/admin/catalogue/categories/40"),
    );
    const writes = calls.filter((c) => c.method === "POST").slice(1);
    expect(writes[0]).toMatchObject({
      path: "admin/catalogue/categories",
      body: { name: "Beach villa", name_ar: "فيلا شاطئية", slug: "beach-villa", classification: 4 },
    });
    expect(writes[1]).toMatchObject({
      path: "admin/catalogue/categories/40/parameters",
      body: { parameter_ids: [7, 2] },
    });
  }, 20_000);

  it("shows the API's refusals in Arabic at their fields", async () => {
    fakeApi({
      refuse: {
        path: "admin/catalogue/categories",
        errors: { slug: ["استخدم حروفًا لاتينية صغيرة"], name_ar: ["هذا الحقل مطلوب."] },
      },
    });
    renderWithProviders(<CategoryPage id="new" />, {
      language: "ar",
      path: "/admin/catalogue/categories/new",
    });
    expect(screen.getByRole("heading", { name: "فئة جديدة" })).toBeTruthy();
    await userEvent.type(screen.getByRole("textbox", { name: "الاسم (بالإنجليزية)" }), "Loft");
    await userEvent.type(screen.getByRole("textbox", { name: "المعرّف في الرابط" }), "Loft!");
    await userEvent.click(screen.getByRole("button", { name: "حفظ" }));
    expect(await screen.findByText("استخدم حروفًا لاتينية صغيرة")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "الاسم (بالعربية)" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(screen.getByText("بعض الحقول تحتاج إلى تصحيح؛ اطّلع على الرسائل أسفلها.")).toBeTruthy();
  });
});

const category = (overrides: Partial<TAdminCategory>): TAdminCategory => ({
  id: 3,
  slug: "villa",
  name: "Villa",
  name_ar: "فيلا",
  image: null,
  classification: 1,
  is_active: true,
  sequence: 0,
  parameter_count: 4,
  listing_count: 12,
  ...overrides,
});

describe("The categories list", () => {
  function Routed() {
    const [params] = useSearchParams();
    return (
      <>
        <Address />
        <CategoriesPage view={categoriesViewOf(params)} />
      </>
    );
  }

  it("lists categories in Arabic and narrows them by classification and state through the address", async () => {
    const asked: URLSearchParams[] = [];
    const all = [
      category({}),
      category({
        id: 4,
        slug: "chalet",
        name: "Chalet",
        name_ar: "شاليه",
        classification: 4,
        is_active: false,
      }),
    ];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        const query = new URL(url, "http://x").searchParams;
        asked.push(query);
        const shown = all.filter(
          (c) =>
            (!query.get("classification") || String(c.classification) === query.get("classification")) &&
            (!query.get("is_active") || String(Number(c.is_active)) === query.get("is_active")),
        );
        return json(200, { error: false, message: "", data: shown, total: shown.length });
      }),
    );
    renderWithProviders(<Routed />, { language: "ar", path: "/admin/catalogue" });
    expect(await screen.findByText("فئتان")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Villa" }).getAttribute("href")).toBe(
      "/admin/catalogue/categories/3",
    );
    expect(within(screen.getByText("شاليه").closest("li")!).getByText("معطلة")).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole("combobox", { name: "التصنيف" }), "4");
    await vi.waitFor(() =>
      expect(screen.getByTestId("address").textContent).toBe("/admin/catalogue?classification=4"),
    );
    expect(await screen.findByText("فئة واحدة")).toBeTruthy();
    expect(asked.at(-1)!.get("classification")).toBe("4");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "الحالة" }), "1");
    expect(await screen.findByText("لا توجد فئات مطابقة.")).toBeTruthy();
    expect(asked.at(-1)!.get("is_active")).toBe("1");
  });
});
