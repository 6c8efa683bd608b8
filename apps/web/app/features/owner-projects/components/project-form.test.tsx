import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { OwnProject } from "../owner-projects";
import { ownProject } from "../test/own-project";
import { ProjectEditorPage } from "./project-editor-page";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const CATEGORY = { id: 12, category: "Compounds", slug_id: "compounds", property_classification: 3 };

type Post = { url: string; body: FormData };

const city = (id: number, en: [string, string, string], ar: [string, string, string], lang: "en" | "ar") => ({
  id,
  city: lang === "ar" ? ar[0] : en[0],
  city_en: en[0],
  city_ar: ar[0],
  state: lang === "ar" ? ar[1] : en[1],
  state_en: en[1],
  state_ar: ar[1],
  country: lang === "ar" ? ar[2] : en[2],
  country_en: en[2],
  country_ar: ar[2],
  country_code: "EG",
  latitude: 30,
  longitude: 31,
});
/** The cities catalogue as `get-city-catalogue` answers an Arabic page. */
const CITIES = [
  city(3, ["Giza", "Giza Governorate", "Egypt"], ["الجيزة", "محافظة الجيزة", "مصر"], "ar"),
  city(
    4,
    ["Alexandria", "Alexandria Governorate", "Egypt"],
    ["الإسكندرية", "محافظة الإسكندرية", "مصر"],
    "ar",
  ),
];

/** Categories, the owner's projects, and post_project answering with `answer`. */
function fakeApi({
  projects = [],
  answer,
}: {
  projects?: OwnProject[];
  answer?: { status: number; body: unknown };
}) {
  const posts: Post[] = [];
  const gets: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.slice("/api/".length).split("?")[0];
      if (init.method === "POST") {
        posts.push({ url, body: init.body as FormData });
        return json(answer?.status ?? 500, answer?.body ?? {});
      }
      gets.push(url);
      if (path === "get_categories") return json(200, { error: false, message: "", data: [CATEGORY] });
      if (path === "get-city-catalogue") return json(200, { error: false, message: "", data: CITIES });
      if (path === "get-added-projects") {
        const id = Number(new URL(url, "http://x").searchParams.get("id"));
        const data = projects.filter((project) => project.id === id);
        return json(200, { error: false, message: "", data, total: data.length });
      }
      return json(404, { error: true, message: "not found" });
    }),
  );
  return { posts, gets };
}

const names = (body: FormData) => [...body.keys()];

afterEach(() => vi.unstubAllGlobals());

describe("ProjectEditorPage: the place comes from the cities catalogue", () => {
  it(
    "narrows the cities by a name typed in Arabic and sends the picked city's names for the API to link",
    { timeout: 20_000 },
    async () => {
      const api = fakeApi({ answer: { status: 422, body: { error: true, message: "x", errors: {} } } });
      const user = userEvent.setup();
      renderWithProviders(<ProjectEditorPage projectId={null} />, {
        path: "/user/add-project",
        language: "ar",
      });
      const alexandria = { name: "الإسكندرية — محافظة الإسكندرية" };
      expect(await screen.findByRole("option", alexandria, { timeout: 5_000 })).toBeTruthy();
      await user.type(screen.getByLabelText("ابحث عن مدينة"), "جيز");
      expect(screen.queryByRole("option", alexandria)).toBeNull();
      await user.selectOptions(screen.getByLabelText("المدينة"), "3");
      await user.click(screen.getByRole("button", { name: "إرسال للمراجعة" }));
      await vi.waitFor(() => expect(api.posts).toHaveLength(1), { timeout: 5_000 });
      const body = api.posts[0]!.body;
      expect([body.get("city"), body.get("state"), body.get("country")]).toEqual([
        "Giza",
        "Giza Governorate",
        "Egypt",
      ]);
    },
  );
});

describe("ProjectEditorPage: adding", () => {
  it("adds and removes floor plan rows, and sends each row's title and document", async () => {
    const api = fakeApi({
      answer: {
        status: 200,
        body: {
          error: false,
          message: "Project submitted for review",
          data: ownProject({ id: 30, request_status: "pending", status: 0 }),
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectEditorPage projectId={null} />, { path: "/user/add-project" });
    expect(await screen.findByRole("option", { name: "Compounds" })).toBeTruthy();

    expect(screen.getByText("No floor plans yet.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add floor plan" }));
    await user.click(screen.getByRole("button", { name: "Add floor plan" }));
    await user.click(screen.getByRole("button", { name: "Add floor plan" }));
    expect(screen.getAllByTestId("plan-row")).toHaveLength(3);
    // Inputs carry the API's field names, as every form of the app does.
    expect(document.querySelector('input[name="plans[2][title]"]')).toBeTruthy();
    expect(document.querySelector('input[type="file"][name="plans[2][document]"]')).toBeTruthy();
    expect(document.querySelector('input[type="file"][name="gallery_images[]"]')).toBeTruthy();
    const rows = screen.getAllByTestId("plan-row");
    await user.type(within(rows[0]!).getByLabelText("Plan title"), "Studio");
    await user.type(within(rows[1]!).getByLabelText("Plan title"), "Two bedrooms");
    await user.upload(
      within(rows[1]!).getByLabelText("Plan document"),
      new File(["%PDF"], "two-bed.pdf", { type: "application/pdf" }),
    );
    await user.click(screen.getByRole("button", { name: "Remove floor plan 1" }));
    await user.click(screen.getByRole("button", { name: "Remove floor plan 2" }));
    expect(screen.getAllByTestId("plan-row")).toHaveLength(1);
    expect(within(screen.getByTestId("plan-row")).getByLabelText<HTMLInputElement>("Plan title").value).toBe(
      "Two bedrooms",
    );

    await user.type(screen.getByLabelText("Title (English)"), "Palm Heights");
    await user.type(screen.getByLabelText("Title (Arabic)"), "مرتفعات النخيل");
    await user.selectOptions(screen.getByLabelText("Category"), "12");
    await user.upload(screen.getByLabelText("Gallery"), [
      new File(["a"], "pool.jpg", { type: "image/jpeg" }),
      new File(["b"], "lobby.jpg", { type: "image/jpeg" }),
    ]);
    await user.click(screen.getByRole("button", { name: "Remove pool.jpg" }));
    await user.click(screen.getByRole("button", { name: "Send for review" }));

    expect(await screen.findByRole("heading", { name: "Your project is under review" })).toBeTruthy();
    expect(screen.getByText("Project submitted for review")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to my projects" }).getAttribute("href")).toBe(
      "/user/my-projects",
    );
    const [post] = api.posts;
    expect(post?.url).toBe("/api/post_project?lang=en");
    expect(names(post!.body)).toEqual([
      "title",
      "title_ar",
      "category_id",
      "type",
      "gallery_images[0]",
      "plans[0][title]",
      "plans[0][document]",
    ]);
    expect((post!.body.get("gallery_images[0]") as File).name).toBe("lobby.jpg");
    expect(post!.body.get("plans[0][title]")).toBe("Two bedrooms");
  });

  it("shows the API's field messages beside their fields, in Arabic, and focuses the first", async () => {
    fakeApi({
      answer: {
        status: 422,
        body: {
          error: true,
          message: "البيانات المدخلة غير صالحة",
          errors: {
            description: ["الوصف مطلوب"],
            title: ["العنوان مطلوب"],
            "plans.0.document": ["يرجى اختيار ملف للرفع"],
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectEditorPage projectId={null} />, {
      path: "/user/add-project",
      language: "ar",
    });
    await user.click(await screen.findByRole("button", { name: "إضافة مخطط" }));
    await user.click(screen.getByRole("button", { name: "إرسال للمراجعة" }));

    const title = await screen.findByLabelText("اسم المشروع (بالإنجليزية)");
    await vi.waitFor(() => expect(title.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(title.getAttribute("aria-describedby")!)?.textContent).toBe(
      "العنوان مطلوب",
    );
    expect(document.activeElement).toBe(title);
    expect(screen.getByText("الوصف مطلوب")).toBeTruthy();
    const planDocument = within(screen.getByTestId("plan-row")).getByLabelText("ملف المخطط");
    expect(planDocument.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("يرجى اختيار ملف للرفع")).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("البيانات المدخلة غير صالحة");
  });

  it("counts the meta description and keywords as the owner types", async () => {
    fakeApi({});
    const user = userEvent.setup();
    renderWithProviders(<ProjectEditorPage projectId={null} />, { path: "/user/add-project" });
    await user.type(await screen.findByLabelText("Meta description"), "Short");
    expect(screen.getByTestId("meta-description-count").textContent).toBe("5 / 160");
    expect(screen.getByTestId("meta-description-count").className).toMatch(/amber/);
    await user.type(screen.getByLabelText("Meta keywords"), "villa, pool,, garden");
    expect(screen.getByTestId("meta-keywords-count").textContent).toBe("3 of 10 phrases");
  });
});

describe("ProjectEditorPage: editing", () => {
  const stored = ownProject({
    id: 3,
    title: "Palm Heights",
    title_en: "Palm Heights",
    title_ar: "مرتفعات النخيل",
    plans: [
      { id: 41, title: "Studio", document: "http://manzil.test/uploads/project-files/studio.pdf" },
      { id: 42, title: "Loft", document: "http://manzil.test/uploads/project-files/loft.pdf" },
    ],
    gallery_images: [
      { id: 7, image: "g.webp", image_url: "http://manzil.test/uploads/project-files/g.webp" },
    ],
  });

  it("starts from the owner's project and sends what was removed, and says it is back under review", async () => {
    const api = fakeApi({
      projects: [stored],
      answer: {
        status: 200,
        body: {
          error: false,
          message: "Changes saved; the project is back under review",
          data: { ...stored, request_status: "pending" },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProjectEditorPage projectId={3} />, { path: "/user/edit-project/3" });
    const title = await screen.findByLabelText<HTMLInputElement>("Title (English)");
    expect(title.value).toBe("Palm Heights");
    expect(screen.getByLabelText<HTMLInputElement>("Title (Arabic)").value).toBe("مرتفعات النخيل");
    expect(api.gets).toContain("/api/get-added-projects?id=3&limit=1&lang=en");

    await user.click(screen.getByRole("button", { name: "Remove Document of floor plan 2" }));
    await user.click(screen.getByRole("button", { name: "Remove Gallery picture 1" }));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByRole("heading", { name: "Your project is under review" })).toBeTruthy();
    const body = api.posts[0]!.body;
    expect(body.get("id")).toBe("3");
    expect(body.get("plans[0][id]")).toBe("41");
    expect(body.get("remove_plans[0]")).toBe("42");
    expect(body.get("remove_gallery_images[0]")).toBe("7");
  });

  it("answers 'not found' for a project that is not the owner's", async () => {
    fakeApi({ projects: [stored] });
    renderWithProviders(<ProjectEditorPage projectId={99} />, { path: "/user/edit-project/99" });
    expect(await screen.findByTestId("not-found")).toBeTruthy();
  });
});
