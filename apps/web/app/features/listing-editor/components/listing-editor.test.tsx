import type { TOwnListing } from "@manzil/domain/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { createPropertyCard } from "../../../../test/factories";
import { renderWithProviders } from "../../../../test/render";
import { ApiRequestError } from "../../../lib/api/browser-api";
import { draftKey, draftOf, type DraftStore } from "../editor-draft";
import { emptyEditorState, type EditorState } from "../editor-form";
import { categoryIn, filledState, pngFile, schoolFacility } from "../editor-fixtures";
import type { ListingAnswer, ListingSender } from "../send-listing";
import { ListingEditor } from "./listing-editor";
import type { LocationPickerSlot } from "./location-step";

function memoryStore(initial: Record<string, unknown> = {}): DraftStore & { data: Map<string, unknown> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    delete: async (key) => void data.delete(key),
  };
}

const picker: LocationPickerSlot = ({ onPick }) => (
  <button
    type="button"
    onClick={() =>
      onPick({
        latitude: 30.0381234,
        longitude: 31.2112346,
        place: { address: "١٥ شارع التحرير، الدقي", city: "الجيزة", state: "محافظة الجيزة", country: "مصر" },
      })
    }
  >
    pick on the map
  </button>
);

const USER = 5;

function renderEditor(options: {
  language?: "en" | "ar";
  store?: DraftStore | null;
  send?: ListingSender;
  initial?: EditorState;
  editingId?: number | null;
}) {
  return renderWithProviders(
    <ListingEditor
      userId={USER}
      categories={[categoryIn(options.language ?? "en")]}
      facilities={[schoolFacility]}
      editingId={options.editingId ?? null}
      initial={options.initial ?? emptyEditorState()}
      renderLocationPicker={picker}
      draftStore={options.store === undefined ? memoryStore() : options.store}
      {...(options.send ? { send: options.send } : {})}
    />,
    { language: options.language ?? "en" },
  );
}

/** A draft that stopped on the SEO step with everything filled in, main photo included. */
function readyDraft() {
  const state = filledState();
  state.files.single.title_image = { key: "t", file: pngFile("front.png", 2000) };
  state.files.gallery = [{ key: "g", file: pngFile("kitchen.png", 6000) }];
  return memoryStore({ [draftKey(USER, null)]: draftOf(state, "seo", new Date("2026-11-20T10:00:00Z")) });
}

const listing = (overrides: Partial<TOwnListing>): TOwnListing =>
  ({
    ...createPropertyCard(),
    request_status: "pending",
    status: 0,
    reject_reason: null,
    ...overrides,
  }) as TOwnListing;

describe("the property wizard", () => {
  it("in Arabic: right to left, each step checked before the next, both languages side by side", async () => {
    const user = userEvent.setup();
    renderEditor({ language: "ar" });
    expect((await screen.findByTestId("editor-step-title")).textContent).toContain("الفئة");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");

    await user.click(screen.getByTestId("editor-next"));
    expect(screen.getAllByText("هذا الحقل مطلوب.")).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("تصنيف العقار")));
    expect(screen.getByLabelText("تصنيف العقار").getAttribute("aria-invalid")).toBe("true");

    await user.selectOptions(screen.getByLabelText("تصنيف العقار"), "1");
    await user.selectOptions(screen.getByLabelText("الفئة"), "4");
    await user.click(screen.getByTestId("editor-next"));
    expect(screen.getByTestId("editor-step-title").textContent).toContain("التفاصيل");
    expect(document.activeElement).toBe(screen.getByTestId("editor-step-title"));
    expect(screen.getByLabelText("عنوان الإعلان (بالإنجليزية)").getAttribute("dir")).toBe("ltr");
    expect(screen.getByLabelText("عنوان الإعلان (بالعربية)").getAttribute("dir")).toBe("rtl");
    // The category's parameters make the form: its required number and its choice, in Arabic.
    expect(screen.getByLabelText("غرف النوم (مطلوب)")).toBeTruthy();
    expect(
      (within(screen.getByLabelText("الإطلالة")).getByRole("option", { name: "البحر" }) as HTMLInputElement)
        .value,
    ).toBe("Sea");
  });

  it("a map pick fills the coordinates, the place and, in Arabic, both addresses", async () => {
    const user = userEvent.setup();
    const state = filledState();
    state.fields = {
      ...state.fields,
      address: "",
      city: "",
      state: "",
      country: "",
      latitude: "",
      longitude: "",
    };
    const store = memoryStore({ [draftKey(USER, null)]: draftOf(state, "location", new Date()) });
    renderEditor({ language: "ar", store });
    await user.click(await screen.findByRole("button", { name: "pick on the map" }));
    expect((screen.getByLabelText("خط العرض") as HTMLInputElement).value).toBe("30.038123");
    expect((screen.getByLabelText("خط الطول") as HTMLInputElement).value).toBe("31.211235");
    expect((screen.getByLabelText("العنوان التفصيلي (بالعربية)") as HTMLInputElement).value).toBe(
      "١٥ شارع التحرير، الدقي",
    );
    expect((screen.getByLabelText("العنوان التفصيلي (بالإنجليزية)") as HTMLInputElement).value).toBe(
      "١٥ شارع التحرير، الدقي",
    );
    // The place found is shown in the city picker (the API links it to the catalogue city by name).
    const city = screen.getByLabelText<HTMLSelectElement>("المدينة");
    expect(city.selectedOptions[0]?.textContent).toContain("الجيزة، محافظة الجيزة");
  });

  it("keeps a draft between steps that a later visit resumes, until it is discarded", async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    const first = renderEditor({ store });
    await user.selectOptions(await screen.findByLabelText("Property classification"), "1");
    await user.selectOptions(screen.getByLabelText("Category"), "4");
    await user.click(screen.getByTestId("editor-next"));
    await user.type(screen.getByLabelText("Title (English)"), "Nile view flat");
    await user.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() =>
      expect(store.data.get(draftKey(USER, null))).toMatchObject({
        step: "category",
        fields: { title: "Nile view flat", category_id: "4" },
      }),
    );
    first.unmount();

    renderEditor({ store });
    expect((await screen.findByTestId("draft-status")).textContent).toContain("We restored your draft");
    await user.click(screen.getByTestId("editor-next"));
    expect((screen.getByLabelText("Title (English)") as HTMLInputElement).value).toBe("Nile view flat");

    await user.click(screen.getByTestId("discard-draft"));
    expect(screen.getByTestId("editor-step-title").textContent).toContain("Category");
    expect((screen.getByLabelText("Category") as HTMLInputElement).value).toBe("");
    await waitFor(() => expect(store.data.has(draftKey(USER, null))).toBe(false));
  });

  it("drafts of a new listing and of an edited one never mix", async () => {
    const store = memoryStore({ [draftKey(USER, null)]: draftOf(filledState(), "details", new Date()) });
    const edited = filledState();
    edited.fields.title = "The listing as saved";
    renderEditor({ store, editingId: 42, initial: edited });
    await screen.findByTestId("editor-step-title");
    expect(screen.queryByTestId("draft-status")).toBeNull();
  });

  it("sends one request with a progress bar per file, then says the listing waits for review", async () => {
    const user = userEvent.setup();
    let finish: (answer: ListingAnswer) => void = () => {};
    const send = vi.fn<ListingSender>(
      ({ onProgress }) =>
        new Promise((resolve) => {
          onProgress([1, 0.25]);
          finish = resolve;
        }),
    );
    const store = readyDraft();
    renderEditor({ store, send });
    await user.click(await screen.findByTestId("editor-submit"));

    const bars = within(await screen.findByTestId("upload-progress")).getAllByRole("progressbar");
    expect(bars.map((bar) => bar.getAttribute("value"))).toEqual(["100", "25"]);
    const request = send.mock.calls[0]![0];
    expect(request.path).toBe("post_property");
    expect(request.lang).toBe("en");
    const files = request.parts.flatMap((part) => ("file" in part ? [part.name] : []));
    expect(files).toEqual(["title_image", "gallery_images[]"]);

    finish({
      error: false,
      message: "Your listing has been submitted and will be visible once an admin approves it.",
      data: listing({ slug_id: "nile-view-flat" }),
    });
    expect((await screen.findByTestId("editor-success-state")).getAttribute("data-state")).toBe("pending");
    expect(screen.getByRole("link", { name: "View the listing" }).getAttribute("href")).toBe(
      "/my-property/nile-view-flat",
    );
    expect(screen.getByRole("link", { name: "Go to my properties" }).getAttribute("href")).toBe(
      "/user/my-properties",
    );
    await waitFor(() => expect(store.data.size).toBe(0));
  });

  it("shows the API's field errors beside their fields, on their step", async () => {
    const user = userEvent.setup();
    const send = vi.fn<ListingSender>(async () => {
      throw new ApiRequestError(
        {
          kind: "http",
          status: 422,
          serverMessage: "بعض الحقول غير صالحة",
          errorFlag: true,
          code: "VALIDATION_FAILED",
        },
        { "parameters.0.value": ["هذه الخاصية مطلوبة."], "gallery_images.0": ["نوع الملف غير صالح"] },
      );
    });
    renderEditor({ language: "ar", store: readyDraft(), send });
    await user.click(await screen.findByTestId("editor-submit"));
    expect(await screen.findByText("هذه الخاصية مطلوبة.")).toBeTruthy();
    expect(screen.getByTestId("editor-step-title").textContent).toContain("التفاصيل");
    expect(screen.getByLabelText("غرف النوم (مطلوب)").getAttribute("aria-invalid")).toBe("true");
    await user.click(screen.getByRole("button", { name: /الصور والفيديو/ }));
    expect(screen.getByText("نوع الملف غير صالح")).toBeTruthy();
  });

  it("a package gate's refusal is said in the page's language", async () => {
    const user = userEvent.setup();
    const send = vi.fn<ListingSender>(async () => {
      throw new ApiRequestError({
        kind: "http",
        status: 403,
        code: "NOT_SUBSCRIBED",
        errorFlag: true,
        serverMessage: "x",
      });
    });
    renderEditor({ language: "ar", store: readyDraft(), send });
    await user.click(await screen.findByTestId("editor-submit"));
    expect((await screen.findByRole("alert")).textContent).toContain("أنت غير مشترك. يرجى الاشتراك أولًا.");
  });

  it("SEO counters follow the typing and warn past 60 characters, without blocking", async () => {
    const user = userEvent.setup();
    renderEditor({ store: readyDraft() });
    const title = await screen.findByLabelText("Meta title");
    await user.type(title, "Nile flat");
    expect(screen.getByTestId("meta-title-count").textContent).toContain("9 / 60");
    expect(screen.queryByTestId("meta-title-warning")).toBeNull();
    await user.type(title, "x".repeat(52));
    expect(screen.getByTestId("meta-title-count").textContent).toContain("61 / 60");
    expect(screen.getByTestId("meta-title-warning").textContent).toContain(
      "Meta title should be at most 60 characters",
    );
  });
});
