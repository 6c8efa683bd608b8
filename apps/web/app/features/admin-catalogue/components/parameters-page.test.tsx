import type { TAdminCity, TAdminParameter } from "@manzil/domain/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { CitiesPage } from "./cities-page";
import { ParametersPage } from "./parameters-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

const furnished: TAdminParameter = {
  id: 4,
  name: "Furnished",
  name_ar: "مفروش",
  type: "radiobutton",
  options: [
    { value: "Yes", value_ar: "نعم" },
    { value: "No", value_ar: "لا" },
  ],
  is_required: false,
  is_active: true,
  category_count: 6,
  answer_count: 40,
};

describe("The parameters page", () => {
  it("edits a choice parameter's options in both languages and sends them with its type", async () => {
    const posted: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "POST") {
          const body = JSON.parse(init.body as string);
          posted.push({ url, body });
          return json(200, { error: false, message: "Saved.", data: { ...furnished, ...body } });
        }
        return json(200, { error: false, message: "", data: [furnished], total: 1 });
      }),
    );
    renderWithProviders(<ParametersPage />, { path: "/admin/catalogue/parameters" });
    expect(await screen.findByText("In 6 categories · 40 answers")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Edit Furnished" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit parameter" });
    expect(
      (within(dialog).getByRole("textbox", { name: "Choice 2 (Arabic)" }) as HTMLInputElement).value,
    ).toBe("لا");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a choice" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Choice 3 (English)" }), "Partly");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Choice 3 (Arabic)" }), "جزئيًا");
    await userEvent.click(within(dialog).getByRole("switch", { name: "Required" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.url).toContain("/api/admin/catalogue/parameters/4");
    expect(posted[0]!.body).toMatchObject({
      type: "radiobutton",
      is_required: true,
      options: [furnished.options[0], furnished.options[1], { value: "Partly", value_ar: "جزئيًا" }],
    });
  }, 20_000);

  it("drops the options when the type becomes a plain text one, and shows the page in Arabic", async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === "POST") {
          posted.push(JSON.parse(init.body as string));
          return json(200, { error: false, message: "تم الحفظ.", data: furnished });
        }
        return json(200, { error: false, message: "", data: [furnished], total: 1 });
      }),
    );
    renderWithProviders(<ParametersPage />, { language: "ar", path: "/admin/catalogue/parameters" });
    expect(await screen.findByRole("heading", { level: 1, name: "الخصائص" })).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "تعديل Furnished" }));
    const dialog = await screen.findByRole("dialog", { name: "تعديل الخاصية" });
    await userEvent.selectOptions(within(dialog).getByRole("combobox", { name: "النوع" }), "textbox");
    expect(within(dialog).queryByRole("button", { name: "إضافة خيار" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "حفظ" }));
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ type: "textbox" });
    expect(posted[0]).not.toHaveProperty("options");
  });
});

const cairo: TAdminCity = {
  id: 1,
  name: "Cairo",
  name_ar: "القاهرة",
  state: "Cairo Governorate",
  state_ar: "محافظة القاهرة",
  country: "Egypt",
  country_ar: "مصر",
  country_code: "EG",
  latitude: 30.0444,
  longitude: 31.2357,
  is_active: true,
};

describe("The cities page", () => {
  it("shows the API's refusal of a bad latitude in Arabic at the field, and deactivates a city", async () => {
    const posted: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        if (init?.method === "POST") {
          posted.push(new URL(url, "http://x").pathname);
          if (url.includes("deactivate"))
            return json(200, { error: false, message: "تم التعطيل.", data: { ...cairo, is_active: false } });
          return json(422, {
            error: true,
            message: "invalid",
            errors: { latitude: ["يجب أن يكون خط العرض بين ‎-90 و‎90."] },
          });
        }
        return json(200, { error: false, message: "", data: [cairo], total: 21 });
      }),
    );
    renderWithProviders(<CitiesPage view={{ q: "", page: 1 }} />, {
      language: "ar",
      path: "/admin/catalogue/cities",
    });
    expect(await screen.findByText("محافظة القاهرة")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "تعطيل" }));
    await vi.waitFor(() => expect(posted).toEqual(["/api/admin/catalogue/cities/1/deactivate"]));

    await userEvent.click(screen.getByRole("button", { name: "مدينة جديدة" }));
    const dialog = await screen.findByRole("dialog", { name: "مدينة جديدة" });
    await userEvent.type(within(dialog).getByRole("textbox", { name: "خط العرض" }), "95");
    await userEvent.click(within(dialog).getByRole("button", { name: "حفظ" }));
    expect(await within(dialog).findByText("يجب أن يكون خط العرض بين ‎-90 و‎90.")).toBeTruthy();
    expect(within(dialog).getByRole("textbox", { name: "خط العرض" }).getAttribute("aria-invalid")).toBe(
      "true",
    );
  });
});
