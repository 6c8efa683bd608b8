import { randomUUID } from "node:crypto";
import { copyFile, mkdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import type { FileRuleMessageKey } from "@manzil/domain/validation";
import type { UploadedFile } from "../../plugins/body-parsing.js";

/** Public listing files live under `uploads/properties/`; nothing outside it is ever written or removed here. */
export const LISTING_IMAGE_FOLDER = "properties/images";
export const LISTING_DOCUMENT_FOLDER = "properties/documents";

/** Widths of the responsive copies; the largest is the main file every response points at. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAIN_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const VARIANT_WIDTHS = IMAGE_WIDTHS.slice(0, -1);
// A 50-megapixel ceiling keeps a small, highly compressed "image bomb" from exhausting memory.
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp"]);
const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export type CheckedDocument = { file: UploadedFile; extension: string };

/** Checks a listing image by its content: JPEG, PNG or WebP, within the size limit. Null when fine. */
export async function inspectListingImage(
  file: UploadedFile,
  maxBytes: number,
): Promise<FileRuleMessageKey | null> {
  if (file.size <= 0) return "validation.file_required";
  if (file.size > maxBytes) return "validation.file_too_large";
  let metadata: Metadata;
  try {
    metadata = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    return "validation.invalid_file_type";
  }
  return IMAGE_FORMATS.has(metadata.format) ? null : "validation.invalid_file_type";
}

/** Checks a document by its magic bytes: PDF or an image, within the size limit. */
export async function inspectListingDocument(
  file: UploadedFile,
  maxBytes: number,
): Promise<{ problem: FileRuleMessageKey } | CheckedDocument> {
  if (file.size <= 0) return { problem: "validation.file_required" };
  if (file.size > maxBytes) return { problem: "validation.file_too_large" };
  const type = await fileTypeFromFile(file.path).catch(() => undefined);
  const extension = type ? DOCUMENT_TYPES[type.mime] : undefined;
  return extension ? { file, extension } : { problem: "validation.invalid_file_type" };
}

/** `properties/images/<uuid>.webp` → `properties/images/<uuid>-w480.webp`. */
export function imageVariantKey(key: string, width: number): string {
  return key.replace(/\.webp$/, `-w${width}.webp`);
}

/** The responsive copies written beside a main image key (none for keys this module did not write). */
export function imageVariantKeys(key: string): string[] {
  if (!key.startsWith(`${LISTING_IMAGE_FOLDER}/`) || !key.endsWith(".webp")) return [];
  return VARIANT_WIDTHS.map((width) => imageVariantKey(key, width));
}

/**
 * Re-encodes an inspected image as WebP, upright, with every piece of metadata (EXIF, GPS, XMP) left behind,
 * at each responsive width (never enlarged), under a random key. Returns the main key, relative to uploads.
 */
export async function storeListingImage(file: UploadedFile, uploadsDir: string): Promise<string> {
  const key = `${LISTING_IMAGE_FOLDER}/${randomUUID()}.webp`;
  await mkdir(join(uploadsDir, LISTING_IMAGE_FOLDER), { recursive: true });
  const source = sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  await Promise.all(
    [MAIN_WIDTH, ...VARIANT_WIDTHS].map((width) =>
      source
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(join(uploadsDir, width === MAIN_WIDTH ? key : imageVariantKey(key, width))),
    ),
  );
  return key;
}

/** Moves a checked document, byte for byte, under a random key that keeps only its real extension. */
export async function storeListingDocument(document: CheckedDocument, uploadsDir: string): Promise<string> {
  const key = `${LISTING_DOCUMENT_FOLDER}/${randomUUID()}.${document.extension}`;
  const target = join(uploadsDir, key);
  await mkdir(dirname(target), { recursive: true });
  try {
    await rename(document.file.path, target);
  } catch {
    // The temporary folder may be on another device; a copy does the same (the original is removed later).
    await copyFile(document.file.path, target);
  }
  return key;
}

/** Removes files this module stored (and an image's responsive copies); other keys are left alone. */
export async function removeListingMedia(uploadsDir: string, keys: string[]): Promise<void> {
  const own = keys.filter(
    (key) =>
      /^properties\/(images|documents)\/[0-9a-f-]{36}(-w\d+)?\.[a-z]+$/.test(key) && !key.includes(".."),
  );
  await Promise.all(
    [...own, ...own.flatMap(imageVariantKeys)].map((key) => rm(join(uploadsDir, key), { force: true })),
  );
}
