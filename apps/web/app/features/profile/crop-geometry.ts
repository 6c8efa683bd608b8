import { checkProfilePhoto, PROFILE_PHOTO_MIN_SIDE_PX, type FileFacts } from "@manzil/domain/validation";

/** Side of the uploaded square: large enough for sharp avatars, small enough to upload quickly. */
export const OUTPUT_MAX_SIDE_PX = 512;
const ZOOM_LIMIT = 4;

export type CropView = {
  /** 1 shows the largest centred square; more zooms in. */
  zoom: number;
  /** Shift of the square's centre from the image's centre, in image pixels. */
  offsetX: number;
  offsetY: number;
};

export type CropSquare = { x: number; y: number; size: number };

/**
 * Spec §5 for the chosen file (JPEG or PNG, at least 120×120), checked before any cropping: the
 * message key, or null when the photo may be cropped.
 */
export function checkPhotoForCrop(facts: FileFacts): ReturnType<typeof checkProfilePhoto> {
  return checkProfilePhoto(facts);
}

/** Zooming stops where the square would become smaller than 120 image pixels (the rule holds after cropping). */
export function maxZoom(width: number, height: number): number {
  return Math.max(1, Math.min(ZOOM_LIMIT, Math.min(width, height) / PROFILE_PHOTO_MIN_SIDE_PX));
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The square of the image that becomes the photo; always inside the image. */
export function cropSquare(width: number, height: number, view: CropView): CropSquare {
  const zoom = clamp(view.zoom, 1, maxZoom(width, height));
  const size = Math.min(width, height) / zoom;
  const x = clamp(width / 2 + view.offsetX - size / 2, 0, width - size);
  const y = clamp(height / 2 + view.offsetY - size / 2, 0, height - size);
  return { x, y, size };
}

/** The view with its offsets pulled back so the square stays inside the image (after a drag or zoom). */
export function clampView(width: number, height: number, view: CropView): CropView {
  const zoom = clamp(view.zoom, 1, maxZoom(width, height));
  const square = cropSquare(width, height, { ...view, zoom });
  return {
    zoom,
    offsetX: square.x + square.size / 2 - width / 2,
    offsetY: square.y + square.size / 2 - height / 2,
  };
}

/** Side of the uploaded image: the cropped square's own size, at most 512 and never under 120. */
export function outputSide(square: CropSquare): number {
  return Math.round(clamp(square.size, PROFILE_PHOTO_MIN_SIDE_PX, OUTPUT_MAX_SIDE_PX));
}
