import { describe, expect, it } from "vitest";
import type { ParameterDefinition } from "./listing-posts.repository.js";
import { checkParameterValues } from "./parameter-values.js";

const furnished = [
  { value: "Furnished", value_ar: "مفروش" },
  { value: "Unfurnished", value_ar: "غير مفروش" },
];
const views = [
  { value: "Sea", value_ar: "البحر" },
  { value: "Garden", value_ar: "الحديقة" },
];
const form: ParameterDefinition[] = [
  { id: 1, type: "number", options: [], isRequired: true },
  { id: 2, type: "dropdown", options: furnished, isRequired: false },
  { id: 3, type: "checkbox", options: views, isRequired: false },
  { id: 4, type: "textbox", options: [], isRequired: false },
  { id: 5, type: "file", options: [], isRequired: false },
];

const upload = { kind: "file", path: "/tmp/upload-1", fileName: "plan.pdf" };

describe("parameter values", () => {
  it("stores numbers, the English option of a choice sent in either language, and several checkbox values", () => {
    const result = checkParameterValues(form, [
      { parameter_id: 1, value: " 3 " },
      { parameter_id: 2, value: "مفروش" },
      { parameter_id: 3, value: ["Sea", "الحديقة"] },
      { parameter_id: 4, value: "Marble floors" },
      { parameter_id: 5, value: upload },
    ]);
    expect(result.fields).toEqual({});
    expect(result.rows).toEqual([
      { parameterId: 1, value: "3", valueAr: null },
      { parameterId: 2, value: "Furnished", valueAr: null },
      { parameterId: 3, value: "Sea,Garden", valueAr: null },
      { parameterId: 4, value: "Marble floors", valueAr: null },
    ]);
    expect(result.files).toEqual([{ index: 4, parameterId: 5, value: upload }]);
  });

  it("stores a number typed with Arabic-Indic digits with Western ones", () => {
    const result = checkParameterValues(form, [{ parameter_id: 1, value: "٣٫٥" }]);
    expect(result.fields).toEqual({});
    expect(result.rows).toEqual([{ parameterId: 1, value: "3.5", valueAr: null }]);
  });

  it("reads eBroker's JSON-encoded values: a quoted text, checkbox arrays and index-keyed objects", () => {
    const result = checkParameterValues(form, [
      { parameter_id: 1, value: '"3"' },
      { parameter_id: 2, value: '"Unfurnished"' },
      { parameter_id: 3, value: '{"0":"Sea","1":"الحديقة"}' },
      { parameter_id: 4, value: '"Marble floors"' },
    ]);
    expect(result.fields).toEqual({});
    expect(result.rows).toEqual([
      { parameterId: 1, value: "3", valueAr: null },
      { parameterId: 2, value: "Unfurnished", valueAr: null },
      { parameterId: 3, value: "Sea,Garden", valueAr: null },
      { parameterId: 4, value: "Marble floors", valueAr: null },
    ]);
    const array = checkParameterValues(form, [
      { parameter_id: 1, value: "2" },
      { parameter_id: 3, value: '["Garden"]' },
    ]);
    expect(array.rows[1]).toEqual({ parameterId: 3, value: "Garden", valueAr: null });
    expect(checkParameterValues(form, [{ parameter_id: 1, value: "[{}]" }]).fields).toEqual({
      "parameters.0.value": ["listing_posts.parameter_required"],
    });
  });

  it("keeps a file an edit form sends back as text; a new listing has no file in text", () => {
    const sent = [
      { parameter_id: 1, value: "2" },
      { parameter_id: 5, value: '"https://example.com/uploads/plan.pdf"' },
    ];
    const edit = checkParameterValues(form, sent, { isEdit: true });
    expect(edit).toMatchObject({ files: [], keptFiles: [5], fields: {} });
    expect(checkParameterValues(form, sent)).toMatchObject({ files: [], keptFiles: [] });
    // `JSON.stringify` of a browser File is "{}": nothing to keep or store.
    const empty = checkParameterValues(form, [{ parameter_id: 5, value: "{}" }], { isEdit: true });
    expect(empty).toMatchObject({ files: [], keptFiles: [] });
  });

  it("names each wrong value by its place in the request", () => {
    const result = checkParameterValues(form, [
      { parameter_id: 1, value: "three" },
      { parameter_id: 2, value: "Half furnished" },
      { parameter_id: 2, value: "Furnished" },
      { parameter_id: 9, value: "1" },
      { parameter_id: 3, value: "Sea,Mountain" },
    ]);
    expect(result.fields).toEqual({
      "parameters.0.value": ["validation.invalid_number"],
      "parameters.1.value": ["listing_posts.parameter_not_an_option"],
      "parameters.2.parameter_id": ["listing_posts.parameter_repeated"],
      "parameters.3.parameter_id": ["listing_posts.parameter_not_in_category"],
      "parameters.4.value": ["listing_posts.parameter_not_an_option"],
    });
  });

  it("asks for a required parameter that is missing or blank; a blank optional one is simply absent", () => {
    expect(checkParameterValues(form, []).fields).toEqual({
      parameter_1: ["listing_posts.parameter_required"],
    });
    const blank = checkParameterValues(form, [
      { parameter_id: 1, value: "" },
      { parameter_id: 4, value: "  " },
    ]);
    expect(blank.fields).toEqual({ "parameters.0.value": ["listing_posts.parameter_required"] });
    expect(blank.rows).toEqual([]);
  });
});
