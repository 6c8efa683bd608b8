import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import { PersonaliseFeedPage } from "./personalise-feed-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ok = (data: unknown, extra: Record<string, unknown> = {}) =>
  json(200, { error: false, message: "", data, ...extra });

const categories = [
  { id: 1, category: "Apartment" },
  { id: 3, category: "Villa" },
];
const facilities = [
  { id: 7, name: "School", name_en: "School", name_ar: "مدرسة", image: "" },
  { id: 9, name: "Hospital", name_en: "Hospital", name_ar: "مستشفى", image: "" },
];
const cities = [
  { City: "Cairo", city: "Cairo", city_en: "Cairo", city_ar: "القاهرة", Count: 4, count: 4, image: "" },
  { City: "Giza", city: "Giza", city_en: "Giza", city_ar: "الجيزة", Count: 2, count: 2, image: "" },
];

const storedAs = (body: Record<string, string>) => ({
  category_ids: body.category_ids ? body.category_ids.split(",").map(Number) : [],
  outdoor_facilitiy_ids: body.outdoor_facilitiy_ids ? body.outdoor_facilitiy_ids.split(",").map(Number) : [],
  price_range: body.price_range ?? "",
  price_min_minor: null,
  price_max_minor: null,
  currency: "EGP",
  property_type: body.property_type ?? "",
  property_types: [],
  city: body.city ?? "",
  updated_at: "2026-11-21T09:00:00.000Z",
});

type Options = { saved?: ReturnType<typeof storedAs> | null; saveAnswer?: Response };

/** The feed's endpoints; saving stores the body as the API would and unlocks one recommendation. */
function fakeApi({ saved = null, saveAnswer }: Options = {}) {
  let interests = saved;
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const path = url.split("?")[0];
    if (path === "/api/get_categories") return ok(categories);
    if (path === "/api/get_facilities") return ok(facilities);
    if (path === "/api/get-cities-data") return ok(cities);
    if (path === "/api/personalised-fields" && method === "GET") return ok(interests);
    if (path === "/api/personalised-fields" && method === "POST") {
      if (saveAnswer) return saveAnswer;
      interests = storedAs(JSON.parse(String(init.body)) as Record<string, string>);
      return json(200, { error: false, message: "Your interests were saved", data: interests });
    }
    if (path === "/api/personalised-fields" && method === "DELETE") {
      interests = null;
      return json(200, { error: false, message: "Your interests were deleted", data: null });
    }
    if (path === "/api/get_user_recommendation") {
      const data = interests ? [createPropertyCard({ title: "Garden Villa" })] : [];
      return ok(data, { total: data.length });
    }
    return json(404, { error: true, message: "not found" });
  });
  vi.stubGlobal("fetch", fetch);
  const callsTo = (path: string, method = "GET") =>
    fetch.mock.calls.filter(
      ([url, init]) =>
        url.split("?")[0] === path && ((init as RequestInit | undefined)?.method ?? "GET") === method,
    ) as unknown as [string, RequestInit][];
  return { callsTo };
}

function renderPage(language: "en" | "ar" = "en") {
  return renderWithProviders(
    <>
      <PersonaliseFeedPage />
      <Toaster />
    </>,
    { language, path: "/user/personalise-feed" },
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("PersonaliseFeedPage", () => {
  it("saves the choices in eBroker's field names and refreshes the recommendations", async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage();

    expect(await screen.findByText("Save your preferences to see recommendations here.")).toBeTruthy();
    await user.click(screen.getByRole("checkbox", { name: "Villa" }));
    await user.click(screen.getByRole("checkbox", { name: "Apartment" }));
    await user.click(screen.getByRole("checkbox", { name: "Hospital" }));
    await user.type(screen.getByLabelText("Minimum price"), "500000");
    await user.type(screen.getByLabelText("Maximum price"), "2000000");
    await user.click(screen.getByRole("radio", { name: "Rent" }));
    await user.selectOptions(screen.getByLabelText("City"), "Giza");
    await user.click(screen.getByRole("button", { name: "Save preferences" }));

    expect(await screen.findByText("Your interests were saved")).toBeTruthy();
    const [url, init] = api.callsTo("/api/personalised-fields", "POST")[0]!;
    expect(url).toBe("/api/personalised-fields?lang=en");
    expect(init.credentials).toBe("same-origin");
    expect(JSON.parse(String(init.body))).toEqual({
      category_ids: "3,1",
      outdoor_facilitiy_ids: "9",
      price_range: "500000,2000000",
      property_type: "1",
      city: "Giza",
    });
    const preview = screen.getByTestId("recommendation-preview");
    expect(await within(preview).findByText("Garden Villa")).toBeTruthy();
    expect(within(preview).getByText("1 matching listing")).toBeTruthy();
    expect(api.callsTo("/api/get_user_recommendation")[0]?.[0]).toBe(
      "/api/get_user_recommendation?limit=6&lang=en",
    );
  });

  it.each([
    { language: "en" as const, min: "Minimum price", max: "Maximum price", save: "Save preferences" },
    { language: "ar" as const, min: "أدنى سعر", max: "أعلى سعر", save: "حفظ التفضيلات" },
  ])("refuses a minimum price above the maximum before sending ($language)", async (c) => {
    const api = fakeApi();
    const user = userEvent.setup();
    renderPage(c.language);

    await user.type(await screen.findByLabelText(c.min), "3000000");
    await user.type(screen.getByLabelText(c.max), "1000000");
    await user.click(screen.getByRole("button", { name: c.save }));

    const message = await screen.findByText(
      c.language === "en"
        ? "The minimum price cannot be higher than the maximum price"
        : "لا يمكن أن يكون أدنى سعر أعلى من أعلى سعر",
    );
    const min = screen.getByLabelText(c.min);
    expect(min.getAttribute("aria-invalid")).toBe("true");
    expect(min.getAttribute("aria-describedby")).toContain(message.id);
    expect(document.activeElement).toBe(min);
    expect(api.callsTo("/api/personalised-fields", "POST")).toHaveLength(0);
  });

  it("shows the API's field errors beside their fields (Arabic)", async () => {
    fakeApi({
      saveAnswer: json(422, {
        error: true,
        message: "بيانات غير صالحة",
        code: "VALIDATION_FAILED",
        errors: { category_ids: ["بعض الفئات المختارة غير موجودة"] },
      }),
    });
    const user = userEvent.setup();
    renderPage("ar");

    await user.click(await screen.findByRole("checkbox", { name: "Villa" }));
    await user.click(screen.getByRole("button", { name: "حفظ التفضيلات" }));

    const message = await screen.findByText("بعض الفئات المختارة غير موجودة");
    const group = screen.getByRole("group", { name: "الفئات" });
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toContain(message.id);
    expect(await screen.findByText("بيانات غير صالحة")).toBeTruthy();
  });

  it("starts from the stored interests and clears them only after confirming", async () => {
    const api = fakeApi({
      saved: storedAs({
        category_ids: "3",
        outdoor_facilitiy_ids: "7",
        price_range: ",900000",
        property_type: "0",
        city: "Cairo",
      }),
    });
    const user = userEvent.setup();
    renderPage();

    expect(((await screen.findByRole("checkbox", { name: "Villa" })) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "Apartment" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole("checkbox", { name: "School" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Minimum price") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Maximum price") as HTMLInputElement).value).toBe("900000");
    expect((screen.getByRole("radio", { name: "Buy" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("City") as HTMLSelectElement).value).toBe("Cairo");

    await user.click(screen.getByRole("button", { name: "Clear preferences" }));
    const dialog = await screen.findByRole("dialog", { name: "Clear your preferences?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.callsTo("/api/personalised-fields", "DELETE")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear preferences" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Clear" }));
    expect(await screen.findByText("Your interests were deleted")).toBeTruthy();
    expect(api.callsTo("/api/personalised-fields", "DELETE")[0]?.[0]).toBe(
      "/api/personalised-fields?lang=en",
    );
    expect((screen.getByRole("checkbox", { name: "Villa" }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText("Maximum price") as HTMLInputElement).value).toBe("");
    expect(screen.getByText("Save your preferences to see recommendations here.")).toBeTruthy();
  });
});
