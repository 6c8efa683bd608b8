import { randomUUID } from "node:crypto";
import { checkProfilePhoto, type FileRuleMessageKey } from "@manzil/domain/validation";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import type { ImageWork } from "../media/image-work.js";

/** Keys of photos this module wrote; only these are ever deleted (seeded avatars are shared between users). */
const PROFILE_PHOTO_FOLDER = "profiles";
const MAX_SIDE_PX = 512;

const FORMAT_MIME: Readonly<Record<string, string>> = { jpeg: "image/jpeg", png: "image/png" };

/**
 * Checks a photo by its content, from its header only (the name and the client's MIME type prove nothing): JPEG or
 * PNG, at least 120×120 once rotated upright, within the pixel limits. Returns the spec's message key, or null when
 * the photo is fine.
 */
export async function inspectProfilePhoto(
  file: UploadedFile,
  images: ImageWork,
): Promise<FileRuleMessageKey | null> {
  if (file.size <= 0) return "validation.file_required";
  const header = await images.readHeader(file.path);
  if (!header) return "validation.invalid_file_type";
  const problem = checkProfilePhoto({
    mimeType: FORMAT_MIME[header.format] ?? "application/octet-stream",
    size: file.size,
    width: header.uprightWidth,
    height: header.uprightHeight,
  });
  if (problem) return problem;
  return images.isTooLarge(header) ? "validation.image_too_large" : null;
}

/**
 * Re-encodes an inspected photo as WebP, upright, at most 512 px a side, with every piece of metadata (EXIF,
 * GPS, XMP, ICC) left behind, under a random key in the store's public area. Returns the key.
 * Throws UnreadableImageError when the photo's data cannot be decoded.
 */
export async function storeProfilePhoto(
  file: UploadedFile,
  deps: { files: FileStore; images: ImageWork },
): Promise<string> {
  const key = `${PROFILE_PHOTO_FOLDER}/${randomUUID()}.webp`;
  const webp = await deps.images.run((open) =>
    open(file.path)
      .autoOrient()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  await deps.files.put(key, webp, "image/webp");
  return key;
}

/** Deletes a photo this module stored; other keys (seeded avatars, external URLs) are left alone. */
export async function removeProfilePhoto(files: FileStore, key: string | null | undefined): Promise<void> {
  if (!key || !key.startsWith(`${PROFILE_PHOTO_FOLDER}/`)) return;
  await files.remove([key]);
}
