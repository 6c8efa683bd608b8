import { describe, expect, it } from "vitest";
import {
  initialValues,
  NO_FILES,
  projectErrorsOf,
  projectRequestBody,
  type ProjectFiles,
} from "./project-form";
import { ownProject } from "./test/own-project";

const file = (name: string, type = "application/pdf") => new File(["%PDF-1.4"], name, { type });
const entries = (body: FormData) =>
  [...body.entries()].map(([name, value]) => [
    name,
    typeof value === "string" ? value : `file:${value.name}`,
  ]);

describe("projectRequestBody", () => {
  it("sends a new project's fields and files with the API's bracket names", () => {
    const values = {
      ...initialValues(null),
      title: " Palm Heights ",
      title_ar: "",
      city: "Cairo",
      latitude: "30.02",
    };
    const files: ProjectFiles = {
      ...NO_FILES,
      image: file("front.jpg", "image/jpeg"),
      gallery: [file("pool.jpg", "image/jpeg"), file("lobby.jpg", "image/jpeg")],
      documents: [file("brochure.pdf")],
      plans: [{ key: "a", title: "Two bedrooms", document: file("two-bed.pdf") }],
    };
    expect(entries(projectRequestBody({ id: null, values, files }))).toEqual([
      ["title", "Palm Heights"],
      ["type", "under_construction"],
      ["city", "Cairo"],
      ["latitude", "30.02"],
      ["image", "file:front.jpg"],
      ["gallery_images[0]", "file:pool.jpg"],
      ["gallery_images[1]", "file:lobby.jpg"],
      ["documents[0]", "file:brochure.pdf"],
      ["plans[0][title]", "Two bedrooms"],
      ["plans[0][document]", "file:two-bed.pdf"],
    ]);
  });

  it("on edit names the project, clears emptied optional text, renames kept plans and removes the rest", () => {
    const project = ownProject({ id: 9, video_link: "https://youtu.be/x" });
    const values = { ...initialValues(project), video_link: "", location: "" };
    const files: ProjectFiles = {
      ...NO_FILES,
      plans: [
        { key: "p1", id: 41, title: "Studio (revised)", document: null },
        { key: "n", title: "Penthouse", document: file("ph.pdf") },
      ],
      removedGallery: [5, 6],
      removedPlans: [42],
    };
    const body = entries(projectRequestBody({ id: 9, values, files }));
    expect(body[0]).toEqual(["id", "9"]);
    expect(body).toContainEqual(["video_link", ""]);
    expect(body.find(([name]) => name === "location")).toBeUndefined();
    expect(body.slice(-8)).toEqual([
      ["meta_keywords", ""],
      ["plans[0][id]", "41"],
      ["plans[0][title]", "Studio (revised)"],
      ["plans[1][title]", "Penthouse"],
      ["plans[1][document]", "file:ph.pdf"],
      ["remove_gallery_images[0]", "5"],
      ["remove_gallery_images[1]", "6"],
      ["remove_plans[0]", "42"],
    ]);
  });
});

describe("initialValues", () => {
  it("starts an edit from the stored text in both languages, not the page's language", () => {
    const values = initialValues(
      ownProject({ title: "مرتفعات النخيل", title_en: "Palm Heights", latitude: 30.5 }),
    );
    expect(values).toMatchObject({
      title: "Palm Heights",
      title_ar: "مرتفعات النخيل",
      latitude: "30.5",
      category_id: "12",
    });
  });
});

describe("projectErrorsOf", () => {
  it("keeps plan rows apart and gathers a file list's messages under its field", () => {
    expect(
      projectErrorsOf({
        "plans.1.document": ["Please select a file to upload"],
        "gallery_images.0": ["Invalid file type"],
        "gallery_images.2": ["Invalid file type"],
        title: ["Title is required"],
      }),
    ).toEqual({
      "plans.1.document": "Please select a file to upload",
      gallery_images: "Invalid file type Invalid file type",
      title: "Title is required",
    });
  });
});
