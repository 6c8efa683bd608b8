import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { checkProfilePhoto, type FileRuleMessageKey } from "@manzil/domain/validation";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";

/** Keys of photos this module wrote; only these are ever deleted (seeded avatars are shared between users). */
const PROFILE_PHOTO_FOLDER = "profiles";
const MAX_SIDE_PX = 512;
// A 50-megapixel ceiling keeps a small, highly compressed "image bomb" from exhausting memory.
const MAX_INPUT_PIXELS = 50_000_000;

const FORMAT_MIME: Readonly<Record<string, string>> = { jpeg: "image/jpeg", png: "image/png" };

/**
 * Checks a photo by its content (the name and the client's MIME type prove nothing): JPEG or PNG, at least
 * 120×120 once rotated upright. Returns the spec's message key, or null when the photo is fine.
 */
export async function inspectProfilePhoto(file: UploadedFile): Promise<FileRuleMessageKey | null> {
  if (file.size <= 0) return "validation.file_required";
  let metadata: Metadata;
  try {
    metadata = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return "validation.invalid_file_type";
  }
  return checkProfilePhoto({
    mimeType: FORMAT_MIME[metadata.format] ?? "application/octet-stream",
    size: file.size,
    width: metadata.autoOrient?.width ?? metadata.width,
    height: metadata.autoOrient?.height ?? metadata.height,
  });
}

/**
 * Re-encodes an inspected photo as WebP, upright, at most 512 px a side, with every piece of metadata (EXIF,
 * GPS, XMP, ICC) left behind, under a random key in the store's public area. Returns the key.
 */
export async function storeProfilePhoto(file: UploadedFile, files: FileStore): Promise<string> {
  const key = `${PROFILE_PHOTO_FOLDER}/${randomUUID()}.webp`;
  const webp = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  await files.put(key, webp, "image/webp");
  return key;
}

/** Deletes a photo this module stored; other keys (seeded avatars, external URLs) are left alone. */
export async function removeProfilePhoto(files: FileStore, key: string | null | undefined): Promise<void> {
  if (!key || !key.startsWith(`${PROFILE_PHOTO_FOLDER}/`)) return;
  await files.remove([key]);
}
