import { describe, expect, it } from "vitest";
import { emptyEditorState } from "./editor-form";
import { filledState, flatCategory, pngFile } from "./editor-fixtures";
import { editorErrorsOf, firstStepWithErrors, stepOfField, validateStep } from "./editor-steps";
import { listingParts } from "./listing-request";

const options = { category: flatCategory, isEditing: false };
const keysOf = (errors: Record<string, unknown>) => Object.keys(errors).sort();

describe("each step checks what the API would refuse", () => {
  it("category: classification and category are required; rent needs its duration", () => {
    const state = emptyEditorState();
    expect(keysOf(validateStep("category", state, options))).toEqual([
      "category_id",
      "property_classification",
    ]);
    const rent = filledState();
    rent.fields.property_type = "rent";
    expect(validateStep("category", rent, options)).toEqual({
      rentduration: { key: "editor.errors.required" },
    });
    rent.fields.rentduration = "monthly";
    expect(validateStep("category", rent, options)).toEqual({});
  });

  it("details: title, description, a numeric price, the category's required parameters, facility distances", () => {
    const state = emptyEditorState();
    state.fields.price = "2,5m";
    state.fields.facilities = { "7": "" };
    expect(validateStep("details", state, options)).toEqual({
      title: { key: "editor.errors.required" },
      description: { key: "editor.errors.required" },
      price: { key: "editor.errors.price" },
      "parameter:11": { key: "editor.errors.required" },
      "facility:7": { key: "editor.errors.distance" },
    });
    const filled = filledState();
    filled.fields.parameters["11"] = "three";
    expect(validateStep("details", filled, options)).toEqual({
      "parameter:11": { key: "editor.errors.number" },
    });
  });

  it("location: a point in range and the four address fields", () => {
    const state = emptyEditorState();
    state.fields.longitude = "200";
    expect(validateStep("location", state, options)).toEqual({
      latitude: { key: "editor.errors.location_required" },
      longitude: { key: "editor.errors.coordinate" },
      address: { key: "editor.errors.required" },
      city: { key: "editor.errors.required" },
      state: { key: "editor.errors.required" },
      country: { key: "editor.errors.required" },
    });
    expect(validateStep("location", filledState(), options)).toEqual({});
  });

  it("media: a new listing needs a main photo (an edit keeps its own), pictures only, YouTube only", () => {
    const state = filledState();
    expect(validateStep("media", state, options)).toEqual({
      title_image: { key: "validation.file_required" },
    });
    state.existing.single.title_image = "https://example.com/front.webp";
    expect(validateStep("media", state, { ...options, isEditing: true })).toEqual({});

    state.files.single.title_image = {
      key: "t",
      file: new File(["%PDF"], "deed.pdf", { type: "application/pdf" }),
    };
    state.files.gallery = [
      { key: "g1", file: pngFile("ok.png") },
      { key: "g2", file: new File([], "empty.png", { type: "image/png" }) },
    ];
    state.fields.video_link = "https://vimeo.com/123456";
    expect(validateStep("media", state, options)).toEqual({
      title_image: { key: "validation.invalid_file_type" },
      "gallery:g2": { key: "validation.file_required" },
      video_link: { key: "editor.errors.youtube_only" },
    });
    state.fields.video_link = "https://youtu.be/dQw4w9WgXcQ";
    state.files.single.title_image = { key: "t", file: pngFile("front.png") };
    state.files.gallery = [];
    expect(validateStep("media", state, options)).toEqual({});
  });

  it("media: a file over 10 MB is refused before it is sent", () => {
    const state = filledState();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    state.files.single.title_image = { key: "t", file: big };
    expect(validateStep("media", state, options)).toEqual({
      title_image: { key: "validation.file_too_large" },
    });
  });

  it("seo: spec §5's description length and keyword count; a long title is only a warning", () => {
    const state = filledState();
    state.fields.meta_title = "x".repeat(80);
    state.fields.meta_description = "Too short";
    state.fields.meta_keywords = Array.from({ length: 11 }, (_, i) => `k${i}`).join(", ");
    expect(validateStep("seo", state, options)).toEqual({
      meta_description: { key: "validation.meta_description_length" },
      meta_keywords: { key: "validation.too_many_keywords" },
    });
  });
});

describe("the API's field errors find their step and field", () => {
  it.each([
    ["category_id", "category"],
    ["rentduration", "category"],
    ["title_ar", "details"],
    ["parameters.0.value", "details"],
    ["parameter_11", "details"],
    ["facilities.1.distance", "details"],
    ["latitude", "location"],
    ["address_ar", "location"],
    ["gallery_images.2", "media"],
    ["video_link", "media"],
    ["documents.0", "documents"],
    ["identity_proof", "documents"],
    ["meta_description", "seo"],
  ])("%s → %s", (field, step) => {
    expect(stepOfField(field)).toBe(step);
  });

  it("array members are named by what was sent at that index", () => {
    const state = filledState();
    state.files.gallery = [
      { key: "first", file: pngFile("a.png") },
      { key: "second", file: pngFile("b.png") },
    ];
    const { sent } = listingParts(state, flatCategory, null);
    const errors = editorErrorsOf(
      {
        "parameters.1.value": ["Please choose one of the offered options."],
        parameter_11: ["This detail is required."],
        "facilities.0.facility_id": ["This nearby place is not available."],
        "gallery_images.1": ["Invalid file type"],
        city: ["City is required"],
      },
      sent,
    );
    expect(errors).toEqual({
      "parameter:12": { text: "Please choose one of the offered options." },
      "parameter:11": { text: "This detail is required." },
      "facility:7": { text: "This nearby place is not available." },
      "gallery:second": { text: "Invalid file type" },
      city: { text: "City is required" },
    });
    expect(firstStepWithErrors(errors)).toBe("details");
  });
});

describe("the request body", () => {
  it("uses the API's bracket names, sends only the chosen category's parameters and skips blanks", () => {
    const state = filledState();
    state.fields.parameters["99"] = "left over from another category";
    state.files.single.title_image = { key: "t", file: pngFile("front.png") };
    state.files.gallery = [{ key: "g", file: pngFile("kitchen.png") }];
    state.files.owner.identity_proof = { key: "i", file: pngFile("id.png") };
    const { parts } = listingParts(state, flatCategory, null);
    const names = parts.map((part) => part.name);
    expect(names).toContain("parameters[0][parameter_id]");
    expect(parts.find((p) => p.name === "parameters[1][value]")).toEqual({
      name: "parameters[1][value]",
      value: "Sea",
    });
    expect(parts.find((p) => p.name === "facilities[0][distance]")).toEqual({
      name: "facilities[0][distance]",
      value: "0.5",
    });
    expect(names).not.toContain("parameters[2][parameter_id]");
    expect(names).not.toContain("description_ar");
    expect(names).not.toContain("meta_title");
    expect(names).not.toContain("id");
    expect(
      names.filter((name) => ["title_image", "gallery_images[]", "identity_proof"].includes(name)),
    ).toEqual(["title_image", "gallery_images[]", "identity_proof"]);
  });

  it("an edit names the listing and the media to remove", () => {
    const state = filledState();
    state.existing.removedGallery = [5];
    state.existing.removedDocuments = [8];
    const { parts } = listingParts(state, flatCategory, 42);
    expect(parts.slice(0, 2)).toEqual([
      { name: "id", value: "42" },
      { name: "action_type", value: "0" },
    ]);
    expect(parts).toContainEqual({ name: "remove_gallery_images[]", value: "5" });
    expect(parts).toContainEqual({ name: "remove_documents[]", value: "8" });
  });
});
