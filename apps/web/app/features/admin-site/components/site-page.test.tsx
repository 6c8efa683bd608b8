import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TAdminLanguage, TAdminSiteImages, TAdminTaxRates } from "@manzil/domain/contracts";
import { renderWithProviders } from "../../../../test/render";
import { SitePage } from "./site-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const ok = (data: unknown, message = "") => json(200, { error: false, message, data });

const taxes: TAdminTaxRates[] = [
  {
    classification: 4,
    service_charge: 0,
    sales_tax: 14,
    city_tax: 0,
    service_charge_bp: 0,
    sales_tax_bp: 1400,
    city_tax_bp: 0,
  },
  {
    classification: 5,
    service_charge: 12,
    sales_tax: 14,
    city_tax: 1,
    service_charge_bp: 1200,
    sales_tax_bp: 1400,
    city_tax_bp: 100,
  },
];
const languages: TAdminLanguage[] = [
  {
    id: 1,
    code: "en",
    name: "English",
    native_name: "English",
    rtl: false,
    is_active: true,
    required: true,
    web_strings: 0,
    app_strings: 0,
  },
  {
    id: 2,
    code: "ar",
    name: "Arabic",
    native_name: "العربية",
    rtl: true,
    is_active: true,
    required: true,
    web_strings: 3,
    app_strings: 0,
  },
];
const images: TAdminSiteImages = {
  web_logo: "http://manzil.test/uploads/branding/logo.png",
  web_footer_logo: "",
  web_placeholder_logo: "http://manzil.test/uploads/branding/placeholder.webp",
  web_favicon: "http://manzil.test/uploads/branding/favicon.png",
  placeholder_logo: "",
};

type Call = { url: string; method: string; body: unknown };

/** The three admin calls: GETs answer the data above; each POST is recorded and answered by `answer`. */
function fakeApi(answer: (call: Call) => Response) {
  const posted: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.split("?")[0]!;
      if (init.method === "POST") {
        const body = init.body instanceof FormData ? init.body : JSON.parse(String(init.body));
        const call = { url: path, method: "POST", body };
        posted.push(call);
        return answer(call);
      }
      if (path === "/api/admin/taxes") return ok(taxes);
      if (path === "/api/admin/languages") return ok(languages);
      if (path === "/api/admin/settings/images") return ok(images);
      throw new Error(`unexpected ${url}`);
    }),
  );
  return posted;
}

afterEach(() => vi.unstubAllGlobals());

describe("the logos, taxes and languages page", () => {
  it("saves only the changed hotel rate, and says new quotes use it", async () => {
    const posted = fakeApi(() =>
      ok(
        [taxes[0], { ...taxes[1], service_charge: 12.5, service_charge_bp: 1250 }],
        "Tax rates saved. New quotes use them; bookings already made keep theirs.",
      ),
    );
    renderWithProviders(
      <>
        <SitePage />
        <Toaster />
      </>,
    );
    const hotels = within(await screen.findByRole("form", { name: "Hotels" }));
    const service = hotels.getByLabelText("Service charge (%)") as HTMLInputElement;
    expect(service.value).toBe("12");
    await userEvent.clear(service);
    await userEvent.type(service, "12.5");
    await userEvent.click(hotels.getByRole("button", { name: "Save rates" }));

    expect(
      await screen.findByText("Tax rates saved. New quotes use them; bookings already made keep theirs."),
    ).toBeTruthy();
    expect(posted).toEqual([
      { url: "/api/admin/taxes", method: "POST", body: { classification: 5, service_charge: "12.5" } },
    ]);
    expect(
      (
        within(screen.getByRole("form", { name: "Hotels" })).getByLabelText(
          "Service charge (%)",
        ) as HTMLInputElement
      ).value,
    ).toBe("12.5");
  });

  it("shows the current logo, and the API's Arabic refusal of an SVG at the file field", async () => {
    const refusal = "استخدم صورة PNG أو JPEG أو WebP. صور SVG غير مقبولة.";
    const posted = fakeApi(() =>
      json(422, {
        error: true,
        code: "VALIDATION_FAILED",
        message: "تحقق من البيانات المدخلة.",
        errors: { file: [refusal] },
      }),
    );
    renderWithProviders(<SitePage />, { language: "ar" });
    const logo = within(await screen.findByRole("form", { name: "شعار الموقع" }));
    expect((logo.getByRole("img", { name: "شعار الموقع الحالي" }) as HTMLImageElement).src).toBe(
      images.web_logo,
    );

    // Nothing chosen: the page says so itself and sends nothing.
    await userEvent.click(logo.getByRole("button", { name: "رفع الصورة" }));
    expect(await logo.findByText("اختر صورة أولًا.")).toBeTruthy();
    expect(posted).toHaveLength(0);

    const input = logo.getByLabelText("ملف جديد لـشعار الموقع");
    const svg = new File(["<svg/>"], "logo.svg", { type: "image/svg+xml" });
    await userEvent.upload(input, svg, { applyAccept: false });
    await userEvent.click(logo.getByRole("button", { name: "رفع الصورة" }));
    expect(await logo.findByText(refusal)).toBeTruthy();
    expect(input.getAttribute("aria-describedby")).toContain(logo.getByText(refusal).id);
    const form = posted[0]!.body as FormData;
    expect(form.get("kind")).toBe("web_logo");
    expect((form.get("file") as File).name).toBe("logo.svg");
  });

  it("lists English and Arabic as needed by the site, without a switch to turn them off", async () => {
    fakeApi(() => ok(languages));
    renderWithProviders(<SitePage />, { language: "ar" });
    const arabic = within(await screen.findByTestId("language-ar"));
    expect(arabic.getByText("يحتاجها الموقع")).toBeTruthy();
    expect(arabic.queryByRole("switch")).toBeNull();
    expect(arabic.getByText(/تُكتب من اليمين إلى اليسار ومتاحة دائمًا/)).toBeTruthy();
    expect(arabic.getByText(/النصوص المرفوعة: ٣ للموقع/)).toBeTruthy();
  });

  it("uploads an English web translation file and shows the new count", async () => {
    const posted = fakeApi(() =>
      ok(
        languages.map((l) => (l.code === "en" ? { ...l, web_strings: 2 } : l)),
        "Translations uploaded: 2 texts.",
      ),
    );
    renderWithProviders(
      <>
        <SitePage />
        <Toaster />
      </>,
    );
    const english = within(await screen.findByTestId("language-en"));
    const file = new File(['{"Home":"Home","Search":"Search"}'], "en.json", { type: "application/json" });
    await userEvent.upload(english.getByLabelText("Translation file (JSON)"), file);
    await userEvent.click(english.getByRole("button", { name: "Upload translations" }));
    expect(await screen.findByText("Translations uploaded: 2 texts.")).toBeTruthy();
    expect(posted[0]!.url).toBe("/api/admin/languages/en/translations");
    expect((posted[0]!.body as FormData).get("target")).toBe("web");
    expect(await english.findByText("Uploaded texts: 2 for the web, 0 for the apps.")).toBeTruthy();
  });
});
