import { randomUUID } from "node:crypto";
import { SITE_IMAGE_MAX_BYTES, type TSiteImageKind } from "@manzil/domain/contracts";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import type { ImageWork } from "../media/image-work.js";

/** Uploaded brand images live here; seeded ones (`branding/logo.png`) are elsewhere and never removed. */
const SITE_IMAGE_FOLDER = "branding/uploads";

/**
 * Raster formats only, decided by the file's header. SVG is refused: it can carry script, and a logo URL is
 * opened directly by browsers (a favicon, "open image in new tab") on the site's own origin.
 */
const ACCEPTED_FORMATS = new Set(["png", "jpeg", "webp"]);

/** The largest box each image is re-encoded into (never enlarged); a favicon is a small square PNG. */
const BOXES: Record<TSiteImageKind, { width: number; height: number }> = {
  web_logo: { width: 800, height: 400 },
  web_footer_logo: { width: 800, height: 400 },
  web_placeholder_logo: { width: 1200, height: 1200 },
  placeholder_logo: { width: 1200, height: 1200 },
  web_favicon: { width: 64, height: 64 },
};

export type SiteImageProblem = "image_file" | "image_type" | "image_too_large" | "image_too_many_pixels";

/** Checks an uploaded image by its content, from its header only. Null when fine. */
export async function inspectSiteImage(
  file: UploadedFile,
  images: ImageWork,
): Promise<SiteImageProblem | null> {
  if (file.size <= 0) return "image_file";
  if (file.size > SITE_IMAGE_MAX_BYTES) return "image_too_large";
  const header = await images.readHeader(file.path);
  if (!header || !ACCEPTED_FORMATS.has(header.format)) return "image_type";
  return images.isTooLarge(header) ? "image_too_many_pixels" : null;
}

/**
 * Re-encodes an inspected image, upright and without metadata, under a new random key: WebP (transparency
 * kept) for logos and placeholders, a 64 px PNG for the favicon, which every browser reads. Returns the key.
 * Throws UnreadableImageError when the data cannot be decoded.
 */
export async function storeSiteImage(
  kind: TSiteImageKind,
  file: UploadedFile,
  deps: { files: FileStore; images: ImageWork },
): Promise<string> {
  const favicon = kind === "web_favicon";
  const key = `${SITE_IMAGE_FOLDER}/${randomUUID()}.${favicon ? "png" : "webp"}`;
  const box = BOXES[kind];
  const body = await deps.images.run((open) => {
    const upright = open(file.path).autoOrient();
    return favicon
      ? upright
          .resize({ ...box, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
          .png()
          .toBuffer()
      : upright
          .resize({ ...box, fit: "inside", withoutEnlargement: true })
          .webp({ quality: 90, alphaQuality: 100 })
          .toBuffer();
  });
  await deps.files.put(key, body, favicon ? "image/png" : "image/webp");
  return key;
}

/** Removes an image this module stored; the seeded images and external URLs are left alone. */
export async function removeSiteImage(files: FileStore, key: string | null | undefined): Promise<void> {
  if (!key || !key.startsWith(`${SITE_IMAGE_FOLDER}/`)) return;
  await files.remove([key]);
}
