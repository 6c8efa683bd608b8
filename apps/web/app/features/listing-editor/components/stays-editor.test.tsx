import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ApiRequestError } from "../../../lib/api/browser-api";
import { draftKey, draftOf, type DraftStore } from "../editor-draft";
import type { EditorState } from "../editor-form";
import { hotelCategory, hotelState, schoolFacility, stayCatalogue } from "../editor-fixtures";
import type { EditorStep } from "../editor-steps";
import type { ListingAnswer, ListingSender } from "../send-listing";
import type { AnswersSaver } from "../stay-catalogue";
import { ListingEditor } from "./listing-editor";

const USER = 5;

/** The stays catalogue calls answered from the fixtures; `failing` paths answer 503. */
function fakeCatalogue(language: "en" | "ar", failing: string[] = []) {
  const answers = stayCatalogue(language);
  const fetch = vi.fn(async (url: string) => {
    const path = new URL(url, "http://localhost").pathname.replace("/api/", "");
    if (failing.includes(path) || !(path in answers)) {
      return new Response(JSON.stringify({ error: true, message: "down" }), { status: 503 });
    }
    return new Response(JSON.stringify({ error: false, message: "", data: answers[path] }), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}
afterEach(() => vi.unstubAllGlobals());

function storeWith(state: EditorState, step: EditorStep): DraftStore & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>([
    [draftKey(USER, null), draftOf(state, step, new Date("2026-11-20"))],
  ]);
  return {
    data,
    get: async (key) => data.get(key),
    set: async (key, value) => void data.set(key, value),
    delete: async (key) => void data.delete(key),
  };
}

function renderHotel(options: {
  language: "en" | "ar";
  step: EditorStep;
  state?: EditorState;
  send?: ListingSender;
  saveAnswers?: AnswersSaver;
}) {
  const category =
    options.language === "ar" ? { ...hotelCategory, category: hotelCategory.category_ar } : hotelCategory;
  return renderWithProviders(
    <ListingEditor
      userId={USER}
      categories={[category]}
      facilities={[schoolFacility]}
      editingId={null}
      initial={hotelState()}
      renderLocationPicker={() => null}
      draftStore={storeWith(options.state ?? hotelState(), options.step)}
      {...(options.send ? { send: options.send } : {})}
      {...(options.saveAnswers ? { saveAnswers: options.saveAnswers } : {})}
    />,
    { language: options.language },
  );
}

const stepNames = () =>
  within(screen.getByTestId("editor-steps"))
    .getAllByRole("button")
    .map((button) => button.textContent?.replace(/^[\d٠-٩]+/, ""));

// Whole forms typed key by key: slower than one render on a shared machine.
describe("the hotel steps", { timeout: 20_000 }, () => {
  it("in English: the hotel's steps, a room list to add to, reorder with the keyboard and remove from", async () => {
    fakeCatalogue("en");
    const user = userEvent.setup();
    renderHotel({ language: "en", step: "rooms" });
    expect((await screen.findByTestId("editor-step-title")).textContent).toBe("Rooms");
    expect(stepNames()).toEqual([
      "Category",
      "Details",
      "Stay terms",
      "Rooms",
      "Add-on packages",
      "Certificates",
      "Location",
      "Photos and video",
      "Documents",
      "Search engines",
      "Questions and terms",
    ]);
    expect(screen.getByText("No rooms yet.")).toBeTruthy();
    // "Next" with no room says what is missing.
    await user.click(screen.getByTestId("editor-next"));
    expect(screen.getByTestId("rooms-problem").textContent).toBe("Add at least one room type.");

    await user.click(screen.getByRole("button", { name: "Add a room type" }));
    await user.click(screen.getByRole("button", { name: "Add a room type" }));
    const rooms = () => screen.getAllByTestId("room-item");
    expect(rooms()).toHaveLength(2);
    // The keyboard lands on the new room's first field.
    expect(document.activeElement).toBe(within(rooms()[1]!).getByLabelText("Room type"));
    await waitFor(() => expect(within(rooms()[0]!).getByRole("option", { name: "Double" })).toBeTruthy());
    await user.selectOptions(within(rooms()[0]!).getByLabelText("Room type"), "2");
    await user.selectOptions(within(rooms()[1]!).getByLabelText("Room type"), "1");
    // Moving is a pair of buttons, reachable and named for screen readers.
    const later = screen.getByRole("button", { name: "Move Room 1 later" });
    later.focus();
    await user.keyboard("{Enter}");
    expect(
      rooms().map((item) => (within(item).getByLabelText("Room type") as HTMLSelectElement).value),
    ).toEqual(["1", "2"]);
    await user.click(screen.getByRole("button", { name: "Remove Room 2" }));
    expect(rooms()).toHaveLength(1);
  });

  it('a price of 10,001 says "Price is too high (max 10,000)" at the field as it is typed, and a discount of 101 its own', async () => {
    fakeCatalogue("en");
    const user = userEvent.setup();
    const state = hotelState();
    renderHotel({ language: "en", step: "rooms", state });
    await user.click(await screen.findByRole("button", { name: "Add a room type" }));
    const price = screen.getByLabelText("Price per night (EGP)");
    await user.type(price, "10001");
    expect(price.getAttribute("aria-invalid")).toBe("true");
    const priceMessage = document.getElementById(price.getAttribute("aria-describedby")!.split(" ").at(-1)!);
    expect(priceMessage?.textContent).toBe("Price is too high (max 10,000)");
    await user.clear(price);
    await user.type(price, "10000");
    expect(screen.queryByText("Price is too high (max 10,000)")).toBeNull();

    const discount = screen.getByLabelText("Discount (%)");
    await user.type(discount, "101");
    expect(discount.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Discount must be between 0 and 100")).toBeTruthy();
    // Blank percentages show what they count as.
    expect(screen.getByLabelText("Weekend supplement (%)").getAttribute("placeholder")).toBe("0");
    expect(screen.getByLabelText("Rooms for sale").getAttribute("placeholder")).toBe("1");
  });

  it("in Arabic: right to left, the same rules in Arabic, the add-on package's total", async () => {
    fakeCatalogue("ar");
    const user = userEvent.setup();
    const state = hotelState();
    renderHotel({ language: "ar", step: "rooms", state });
    expect((await screen.findByTestId("editor-step-title")).textContent).toBe("الغرف");
    expect(document.documentElement.getAttribute("dir")).toBe("rtl");
    await user.click(screen.getByRole("button", { name: "إضافة نوع غرفة" }));
    await user.type(screen.getByLabelText("سعر الليلة (بالجنيه)"), "10001");
    expect(screen.getByText("السعر مرتفع جدًا (الحد الأقصى ١٠٬٠٠٠)")).toBeTruthy();
    await user.type(screen.getByLabelText("الخصم (٪)"), "101");
    expect(screen.getByText("يجب أن تكون نسبة الخصم بين ٠ و١٠٠")).toBeTruthy();
    // The descriptions are written each in its own direction.
    expect(screen.getByLabelText("الوصف (بالإنجليزية)").getAttribute("dir")).toBe("ltr");

    // Corrected, the room lets the owner go on to the packages.
    await user.clear(screen.getByLabelText("سعر الليلة (بالجنيه)"));
    await user.type(screen.getByLabelText("سعر الليلة (بالجنيه)"), "1200");
    await user.clear(screen.getByLabelText("الخصم (٪)"));
    await user.selectOptions(await screen.findByLabelText("نوع الغرفة"), "2");
    await user.click(screen.getByTestId("editor-next"));
    expect(screen.getByTestId("editor-step-title").textContent).toBe("الباقات الإضافية");
    await user.click(screen.getByRole("button", { name: "إضافة باقة" }));
    // A package is offered with this hotel's room types only.
    expect(
      within(screen.getByLabelText("لنوع الغرفة"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["كل أنواع الغرف", "غرفة مزدوجة"]);
    await user.type(screen.getByLabelText("السعر الخاص (بالجنيه)"), "150");
    const breakfast = await screen.findByLabelText("الإفطار");
    await user.selectOptions(breakfast, "Buffet breakfast");
    expect(screen.getByTestId("package-total").textContent).toMatch(/إجمالي الباقة: .*٦٠٠/);
  });

  it("in English: stay terms, the certificate step and the questions with the terms to accept", async () => {
    fakeCatalogue("en");
    const user = userEvent.setup();
    renderHotel({ language: "en", step: "questions" });
    await screen.findByTestId("editor-step-title");
    await user.click(screen.getByRole("button", { name: /Stay terms/ }));
    expect(screen.getByTestId("editor-step-title").textContent).toBe("Stay terms");
    // Spec §9's default apartment type is chosen.
    await waitFor(() =>
      expect((screen.getByLabelText("Apartment type") as HTMLSelectElement).value).toBe("6"),
    );
    expect(screen.getByRole("switch", { name: "Instant booking" })).toBeTruthy();
    expect(screen.getByLabelText("Free cancellation until")).toBeTruthy();
    await user.click(screen.getByRole("switch", { name: "Non-refundable" }));
    expect(screen.queryByLabelText("Free cancellation until")).toBeNull();

    await user.click(screen.getByRole("button", { name: /Certificates/ }));
    await user.click(screen.getByRole("button", { name: "Add a certificate" }));
    expect(screen.getByLabelText("File")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: /Questions and terms/ }));
    expect(await screen.findByText("The owner honours the prices shown.")).toBeTruthy();
    expect(screen.getByText("Is there a spa? (required)")).toBeTruthy();
    await user.click(screen.getByTestId("editor-submit"));
    // Submitting checks every step: the first with a problem (no rooms) opens.
    expect(screen.getByTestId("editor-step-title").textContent).toBe("Rooms");
  });

  it("a catalogue that cannot load says so with a retry; the rest of the step stays usable", async () => {
    fakeCatalogue("en", ["hotel-room-types"]);
    const user = userEvent.setup();
    renderHotel({ language: "en", step: "rooms" });
    const failure = await screen.findByTestId("catalogue-error", {}, { timeout: 4000 });
    expect(failure.textContent).toContain("The room types could not be loaded");
    expect(within(failure).getByRole("button", { name: "Try again" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add a room type" }));
    expect(screen.getAllByTestId("room-item")).toHaveLength(1);
  });
});

describe("a vacation home's stay step", { timeout: 20_000 }, () => {
  function homeState(): EditorState {
    const state = hotelState();
    state.fields.property_classification = "4";
    state.fields.price = "800";
    state.fields.stay.available_dates = [
      { key: "booked", from: "2026-12-24", to: "2026-12-25", type: "reserved", price: "" },
    ];
    return state;
  }

  it("explains the two ways to describe its calendar in plain words, in English and in Arabic", async () => {
    fakeCatalogue("en");
    const user = userEvent.setup();
    const first = renderHotel({ language: "en", step: "stay", state: homeState() });
    expect((await screen.findByTestId("editor-step-title")).textContent).toBe("Stay terms");
    expect(stepNames()).toEqual([
      "Category",
      "Details",
      "Stay terms",
      "Location",
      "Photos and video",
      "Documents",
      "Search engines",
      "Questions and terms",
    ]);
    expect(screen.getByLabelText("List the dates it is closed")).toHaveProperty("checked", true);
    expect(screen.getByText("Every night can be booked except the windows you add below.")).toBeTruthy();
    expect(
      screen.getByText("Only the windows you add below can be booked; every other night is closed."),
    ).toBeTruthy();
    // Under "bookable windows", a window may be closed inside them or carry its own nightly price (§5's rule).
    await user.click(screen.getByLabelText("List the dates it can be booked"));
    await user.click(screen.getByRole("button", { name: "Add a bookable window" }));
    await user.type(screen.getByLabelText("Night price (optional)"), "10001");
    expect(screen.getByText("Price is too high (max 10,000)")).toBeTruthy();
    expect(screen.getByLabelText("Identical apartments for rent")).toHaveProperty("value", "1");
    // Nights guests booked are shown, not editable (closing them would be refused).
    expect(screen.getByTestId("availability-booked").textContent).toBe(
      "Booked by guests from Dec 24, 2026 to Dec 25, 2026: kept as it is.",
    );
    first.unmount();

    fakeCatalogue("ar");
    renderHotel({ language: "ar", step: "stay", state: homeState() });
    expect((await screen.findByTestId("editor-step-title")).textContent).toBe("شروط الإقامة");
    expect(screen.getByText("كل الليالي متاحة للحجز ما عدا الفترات التي تضيفها أدناه.")).toBeTruthy();
    expect(screen.getByText("لا يمكن حجز إلا الفترات التي تضيفها أدناه؛ وكل ليلة أخرى مغلقة.")).toBeTruthy();
  });
});

describe("sending a hotel", { timeout: 20_000 }, () => {
  function readyHotel(): EditorState {
    const state = hotelState();
    state.fields.stay.rooms = [{ ...roomRow("1", "1200"), available_rooms: "" }, roomRow("2", "2500")];
    state.fields.stay.answers = { "51": "Yes" };
    state.fields.stay.terms_accepted = true;
    return state;
  }
  const roomRow = (type: string, price: string) => ({
    key: `room-${type}`,
    room_type_id: type,
    room_number: "",
    description: "",
    description_ar: "",
    price_per_night: price,
    discount_percentage: "",
    weekend_commission: "",
    nonrefundable_percentage: "",
    refund_policy: "" as const,
    available_rooms: "5",
    max_guests: "",
  });

  it("posts both room types in one request, then saves the answers for the new listing's id", async () => {
    fakeCatalogue("ar");
    const user = userEvent.setup();
    const send = vi.fn<ListingSender>(
      async () =>
        ({
          error: false,
          message: "",
          data: { id: 901, slug_id: "nile-palace", request_status: "pending" },
        }) as unknown as ListingAnswer,
    );
    const saveAnswers = vi.fn<AnswersSaver>(async () => ({}));
    renderHotel({ language: "ar", step: "questions", state: readyHotel(), send, saveAnswers });
    await screen.findByText("هل يوجد منتجع صحي؟ (مطلوب)");
    await user.click(screen.getByTestId("editor-submit"));
    await screen.findByTestId("editor-success");
    const parts = send.mock.calls[0]![0].parts;
    const fields = Object.fromEntries(parts.flatMap((p) => ("value" in p ? [[p.name, p.value]] : [])));
    expect(fields).toMatchObject({
      property_classification: "5",
      "hotelRooms[0][room_type_id]": "1",
      "hotelRooms[0][available_rooms]": "1",
      "hotelRooms[1][room_type_id]": "2",
      "hotelRooms[1][price_per_night]": "2500",
    });
    expect(saveAnswers).toHaveBeenCalledWith({
      propertyId: 901,
      answers: [{ field_id: 51, value: "Yes" }],
      lang: "ar",
    });
  });

  it("an edit refused because it would take back sold nights shows the API's message", async () => {
    fakeCatalogue("en");
    const user = userEvent.setup();
    const message =
      "These nights already have bookings, so they cannot be closed, removed or given fewer rooms than were booked: 2026-12-24.";
    const send = vi.fn<ListingSender>(async () => {
      throw new ApiRequestError({
        kind: "http",
        status: 409,
        code: "CONFLICT",
        errorFlag: true,
        serverMessage: message,
      });
    });
    renderHotel({ language: "en", step: "questions", state: readyHotel(), send });
    await screen.findByText("Is there a spa? (required)");
    await user.click(screen.getByTestId("editor-submit"));
    expect((await screen.findByRole("alert")).textContent).toContain(message);
  });
});
