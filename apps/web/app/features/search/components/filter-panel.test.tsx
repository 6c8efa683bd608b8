import type { Locale } from "@manzil/domain/i18n";
import { Category, type TFacility } from "@manzil/domain/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import type { CategoryItem, CityItem } from "../../../lib/api/types";
import { FilterPanel } from "./filter-panel";

const number = (id: number, en: string, ar: string) => ({
  id,
  name: en,
  name_en: en,
  name_ar: ar,
  type_of_parameter: "number",
  type_values: [],
  options: [],
  image: "",
  is_required: 1,
});

function category(id: number, name: string, classification: number, parameters: object[]): CategoryItem {
  return Category.parse({
    id,
    slug_id: name.toLowerCase(),
    category: name,
    category_en: name,
    category_ar: name,
    image: "",
    property_classification: classification,
    properties_count: 3,
    meta_title: "",
    meta_description: "",
    meta_keywords: "",
    meta_image: "",
    parameter_types: parameters,
  });
}

const categories = [
  category(1, "Apartment", 1, [
    number(1, "Bedrooms", "غرف النوم"),
    number(2, "Bathrooms", "الحمامات"),
    number(3, "Area (sqm)", "المساحة (م²)"),
  ]),
  category(2, "Office", 2, [number(3, "Area (sqm)", "المساحة (م²)")]),
  category(3, "Chalet", 4, [
    number(14, "Max Guests", "الحد الأقصى للضيوف"),
    {
      ...number(15, "View", "الإطلالة"),
      type_of_parameter: "dropdown",
      type_values: ["Sea", "Garden"],
      options: [
        { value: "Sea", value_ar: "البحر" },
        { value: "Garden", value_ar: "الحديقة" },
      ],
    },
  ]),
];
const cities: CityItem[] = [
  { City: "Cairo", city: "Cairo", city_en: "Cairo", city_ar: "القاهرة", Count: 4, count: 4, image: "" },
];
const facilities: TFacility[] = [
  { id: 5, name: "School", name_en: "School", name_ar: "مدرسة", image: "" },
  { id: 9, name: "Hospital", name_en: "Hospital", name_ar: "مستشفى", image: "" },
];

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderPanel(query: string, language: Locale = "en") {
  const search = new URLSearchParams(query);
  renderWithProviders(
    <>
      <FilterPanel
        search={search}
        errors={{}}
        categories={categories}
        cities={cities}
        facilities={facilities}
      />
      <Where />
    </>,
    { path: `/properties?${query}`, language },
  );
  return screen.findByTestId("listing-filters");
}

describe("FilterPanel", () => {
  it("shows what the URL says, in inputs named like the API's parameters", async () => {
    const form = await renderPanel(
      "property_classification=1&category_id=1&property_type=rent&min_price=1000&city=cairo&bedrooms=0&facility_ids=9&sort_by=price_asc",
    );
    const field = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    expect(field("property_classification").value).toBe("1");
    expect(field("category_id").value).toBe("1");
    expect(field("min_price").value).toBe("1000");
    expect(field("city").value).toBe("Cairo");
    expect(field("bedrooms").value).toBe("0");
    expect(field("sort_by").value).toBe("price_asc");
    expect((form.querySelector('[name="property_type"][value="rent"]') as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole("checkbox", { name: "Hospital" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "School" })).toHaveProperty("checked", false);
    // Only the chosen category's searchable parameters appear, and no stay dates for a sale listing.
    expect(screen.getByLabelText("Bathrooms")).toBeTruthy();
    expect(screen.getByLabelText("Minimum area")).toBeTruthy();
    expect(screen.queryByLabelText("Check-in")).toBeNull();
  });

  it("offers the categories of the chosen type and their filters as the choice is made", async () => {
    const user = userEvent.setup();
    await renderPanel("");
    const categorySelect = screen.getByLabelText("Category");
    expect(
      within(categorySelect)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All categories", "Apartment", "Office", "Chalet"]);
    // No category yet: the room and area filters the categories share are offered already.
    expect(screen.getByLabelText("Bedrooms")).toBeTruthy();
    expect(screen.getByLabelText("Minimum area")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Property type"), "2");
    expect(
      within(categorySelect)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["All categories", "Office"]);
    // Offices have an area and no bedrooms: the shared filters follow the type chosen.
    expect(screen.queryByLabelText("Bedrooms")).toBeNull();
    expect(screen.getByLabelText("Minimum area")).toBeTruthy();
    await user.selectOptions(categorySelect, "2");
    expect(screen.getByLabelText("Maximum area")).toBeTruthy();
    expect(screen.queryByLabelText("Bedrooms")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Property type"), "4");
    expect(screen.getByLabelText("Check-in")).toBeTruthy();
    expect((categorySelect as HTMLSelectElement).value).toBe("");
  });

  it("offers the category's other parameters: choices in the page's language, numbers as ranges", async () => {
    const user = userEvent.setup();
    await renderPanel("property_classification=4&category_id=3&parameter[15]=Sea", "ar");
    const view = screen.getByLabelText("View") as HTMLSelectElement;
    expect(view.value).toBe("Sea");
    expect(
      within(view)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["الكل", "البحر", "الحديقة"]);
    await user.selectOptions(view, "Garden");
    await user.type(screen.getByLabelText("Max Guests من"), "4");
    await user.click(screen.getByTestId("filters-apply"));
    await waitFor(() => {
      const where = decodeURIComponent(screen.getByTestId("location").textContent ?? "");
      expect(where).toContain("parameter[15]=Garden");
      expect(where).toContain("parameter_min[14]=4");
    });
  });

  it("refuses a maximum price below the minimum with a message beside the field (English)", async () => {
    const user = userEvent.setup();
    await renderPanel("sort_by=newest");
    await user.type(screen.getByLabelText("Minimum price"), "9000");
    await user.type(screen.getByLabelText("Maximum price"), "100");
    await user.click(screen.getByTestId("filters-apply"));

    expect(await screen.findByRole("alert")).toHaveProperty(
      "textContent",
      "Please correct the highlighted filters.",
    );
    const max = screen.getByLabelText("Maximum price");
    expect(max.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(max.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "The maximum price must be at least the minimum price.",
    );
    expect(document.activeElement).toBe(max);
    expect(screen.getByTestId("location").textContent).toBe("/properties?sort_by=newest");
  });

  it("says the same in Arabic, and about stay dates in the wrong order", async () => {
    const user = userEvent.setup();
    await renderPanel("property_classification=5", "ar");
    await user.type(screen.getByLabelText("أدنى سعر"), "٩٠٠٠");
    await user.type(screen.getByLabelText("أعلى سعر"), "١٠٠");
    await user.type(screen.getByLabelText("تاريخ الوصول"), "2026-06-10");
    await user.type(screen.getByLabelText("تاريخ المغادرة"), "2026-06-08");
    await user.click(screen.getByTestId("filters-apply"));

    expect((await screen.findByRole("alert")).textContent).toBe("يُرجى تصحيح عوامل التصفية المشار إليها.");
    expect(screen.getByText("يجب ألا يقل أعلى سعر عن أدنى سعر.")).toBeTruthy();
    expect(screen.getByText("يجب أن يكون تاريخ المغادرة بعد تاريخ الوصول.")).toBeTruthy();
  });

  it("applies valid filters by going to a tidy URL (blank fields left out, facilities as one list)", async () => {
    const user = userEvent.setup();
    await renderPanel("sort_by=price_desc&page=4");
    await user.type(screen.getByLabelText("Minimum price"), "1,500");
    await user.click(screen.getByRole("radio", { name: "For sale" }));
    await user.click(screen.getByRole("checkbox", { name: "Hospital" }));
    await user.click(screen.getByRole("checkbox", { name: "School" }));
    await user.selectOptions(screen.getByLabelText("City"), "Cairo");
    await user.click(screen.getByTestId("filters-apply"));

    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/properties?property_type=sell&min_price=1500&city=Cairo&facility_ids=5%2C9&sort_by=price_desc",
      ),
    );
  });

  it("searches stays by dates: a stay category brings the date fields, check-out must come after check-in", async () => {
    const user = userEvent.setup();
    const form = await renderPanel("");
    expect(screen.queryByLabelText("Check-in")).toBeNull();
    await user.selectOptions(screen.getByLabelText("Category"), "3");
    expect((form.querySelector('[name="property_classification"]') as HTMLSelectElement).value).toBe("4");
    const checkIn = screen.getByLabelText("Check-in");
    const checkOut = screen.getByLabelText("Check-out");
    await user.type(checkIn, "2026-07-01");
    await user.type(checkOut, "2026-07-01");
    await user.click(screen.getByTestId("filters-apply"));

    // Refused at the field, focus on it, and the URL not changed.
    expect(checkOut.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(checkOut.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Check-out must be after check-in.",
    );
    expect(document.activeElement).toBe(checkOut);
    expect(screen.getByTestId("location").textContent).toBe("/properties?");

    await user.clear(checkOut);
    await user.type(checkOut, "2026-07-04");
    await user.click(screen.getByTestId("filters-apply"));
    await waitFor(() =>
      expect(screen.getByTestId("location").textContent).toBe(
        "/properties?property_classification=4&category_id=3&check_in_date=2026-07-01&check_out_date=2026-07-04",
      ),
    );
  });
});
