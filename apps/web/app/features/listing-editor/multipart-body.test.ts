import { describe, expect, it } from "vitest";
import { buildMultipartBody } from "./multipart-body";
import { fileProgress } from "./upload-progress";

const photo = new File([new Uint8Array(1000).fill(7)], 'صورة "1".png', { type: "image/png" });
const plan = new File([new Uint8Array(3000).fill(9)], "plan.pdf", { type: "application/pdf" });

describe("the hand-built multipart body", () => {
  const { body, contentType, files } = buildMultipartBody([
    { name: "title", value: "Nile flat" },
    { name: "title_ar", value: "شقة على النيل" },
    { name: "parameters[0][parameter_id]", value: "11" },
    { name: "gallery_images[]", file: photo, fileName: photo.name },
    { name: "documents[]", file: plan, fileName: plan.name },
  ]);

  it("is a multipart form the server reads back field by field, Arabic included", async () => {
    const form = await new Response(await body.arrayBuffer(), {
      headers: { "content-type": contentType },
    }).formData();
    expect(form.get("title")).toBe("Nile flat");
    expect(form.get("title_ar")).toBe("شقة على النيل");
    expect(form.get("parameters[0][parameter_id]")).toBe("11");
    const sentPhoto = form.get("gallery_images[]") as File;
    expect(sentPhoto.size).toBe(1000);
    expect(sentPhoto.type).toBe("image/png");
    expect((form.get("documents[]") as File).size).toBe(3000);
  });

  it("knows where each file's bytes sit in the body", async () => {
    const bytes = new Uint8Array(await body.arrayBuffer());
    expect(files.map((file) => file.name)).toEqual(["gallery_images[]", "documents[]"]);
    const [first, second] = files;
    expect(bytes.slice(first!.start, first!.end).every((byte) => byte === 7)).toBe(true);
    expect(bytes.slice(second!.start, second!.end).every((byte) => byte === 9)).toBe(true);
    expect(second!.end - second!.start).toBe(3000);
    expect(bytes.length).toBeGreaterThan(second!.end);
  });
});

describe("per-file progress from the bytes of the whole body sent", () => {
  const ranges = [
    { name: "a", index: 3, start: 200, end: 1200 },
    { name: "b", index: 4, start: 1400, end: 4400 },
  ];

  it.each([
    [0, [0, 0]],
    [200, [0, 0]],
    [700, [0.5, 0]],
    [1300, [1, 0]],
    [2900, [1, 0.5]],
    [4400, [1, 1]],
    [5000, [1, 1]],
  ])("%i bytes sent → %j", (sent, expected) => {
    expect(fileProgress(ranges, sent)).toEqual(expected);
  });

  it("an empty file counts as sent once the upload reaches it", () => {
    expect(fileProgress([{ name: "e", index: 0, start: 50, end: 50 }], 49)).toEqual([0]);
    expect(fileProgress([{ name: "e", index: 0, start: 50, end: 50 }], 50)).toEqual([1]);
  });
});
