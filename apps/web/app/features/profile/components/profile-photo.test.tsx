import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../../test/render";
import { ProfilePhoto } from "./profile-photo";

/** jsdom decodes no images: the test says how large the chosen one is. */
const imageOf = (width: number, height: number) => async () =>
  ({ naturalWidth: width, naturalHeight: height, src: "" }) as HTMLImageElement;

const file = (type: string) => new File([new Uint8Array(2048)], "photo", { type });

beforeEach(() => {
  // jsdom has no canvas; the cropper copes with a missing 2-D context.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => vi.restoreAllMocks());

async function choose(language: "en" | "ar", picked: File, readImage: ReturnType<typeof imageOf>) {
  const user = userEvent.setup({ applyAccept: false });
  const onUploaded = vi.fn();
  renderWithProviders(<ProfilePhoto photo="" onUploaded={onUploaded} readImage={readImage} />, {
    language,
  });
  const input = await screen.findByLabelText(language === "en" ? "Change photo" : "تغيير الصورة");
  await user.upload(input as HTMLInputElement, picked);
  return { input, onUploaded };
}

describe("ProfilePhoto: the spec §5 rule before cropping", () => {
  it.each([
    ["en" as const, "Image must be at least 120×120 pixels"],
    ["ar" as const, "يجب ألا تقل أبعاد الصورة عن ١٢٠×١٢٠ بكسل"],
  ])("refuses a photo under 120×120 (%s)", async (language, message) => {
    const { input, onUploaded } = await choose(language, file("image/jpeg"), imageOf(119, 400));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(message);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(alert.id);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("refuses a file that is neither JPEG nor PNG without decoding it", async () => {
    const readImage = vi.fn(imageOf(800, 800));
    await choose("en", file("image/gif"), readImage);
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid file type");
    expect(readImage).not.toHaveBeenCalled();
  });

  it("opens the square crop for a photo that meets the rule, zoom limited to keep 120 pixels", async () => {
    await choose("en", file("image/png"), imageOf(480, 360));
    const dialog = await screen.findByRole("dialog", { name: "Crop your photo" });
    const zoom = screen.getByLabelText("Zoom") as HTMLInputElement;
    expect(zoom.max).toBe("3");
    expect(dialog.querySelector("canvas")).not.toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
