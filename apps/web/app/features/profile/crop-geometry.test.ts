import { translate } from "@manzil/domain/i18n";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n/create-i18n";
import { checkPhotoForCrop, clampView, cropSquare, maxZoom, outputSide } from "./crop-geometry";

const photo = (width: number, height: number, mimeType = "image/jpeg") => ({
  mimeType,
  size: 40_000,
  width,
  height,
});

describe("the photo rule before cropping (spec §5: JPEG or PNG, at least 120×120)", () => {
  it.each([
    [photo(119, 400), "validation.image_too_small"],
    [photo(400, 119), "validation.image_too_small"],
    [photo(120, 120), null],
    [photo(800, 600, "image/png"), null],
    [photo(800, 600, "image/gif"), "validation.invalid_file_type"],
    [{ mimeType: "image/jpeg", size: 0 }, "validation.file_required"],
  ])("%j → %s", (facts, expected) => expect(checkPhotoForCrop(facts)).toBe(expected));

  it("refuses a small photo in words, in both languages", () => {
    const key = checkPhotoForCrop(photo(100, 100))!;
    expect(createI18n("en").t(key)).toBe("Image must be at least 120×120 pixels");
    expect(createI18n("ar").t(key)).toBe(translate("ar", key));
    expect(createI18n("ar").t(key)).not.toBe(key);
  });
});

describe("the square crop", () => {
  it("takes the largest centred square at zoom 1", () => {
    expect(cropSquare(800, 600, { zoom: 1, offsetX: 0, offsetY: 0 })).toEqual({ x: 100, y: 0, size: 600 });
  });

  it("never zooms below 120 image pixels, so the cropped photo keeps the rule", () => {
    expect(maxZoom(240, 300)).toBe(2);
    expect(maxZoom(120, 120)).toBe(1);
    expect(maxZoom(5000, 5000)).toBe(4);
    const square = cropSquare(240, 300, { zoom: 10, offsetX: 0, offsetY: 0 });
    expect(square.size).toBe(120);
    expect(outputSide(square)).toBeGreaterThanOrEqual(120);
  });

  it("keeps the square inside the image however far it is dragged", () => {
    const square = cropSquare(800, 600, { zoom: 2, offsetX: 10_000, offsetY: -10_000 });
    expect(square).toEqual({ x: 500, y: 0, size: 300 });
    expect(clampView(800, 600, { zoom: 2, offsetX: 10_000, offsetY: -10_000 })).toEqual({
      zoom: 2,
      offsetX: 250,
      offsetY: -150,
    });
  });

  it("uploads at most 512 pixels a side", () => {
    expect(outputSide({ x: 0, y: 0, size: 3000 })).toBe(512);
    expect(outputSide({ x: 0, y: 0, size: 300.4 })).toBe(300);
  });
});
