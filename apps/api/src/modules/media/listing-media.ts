import { randomUUID } from "node:crypto";
import { fileTypeFromFile } from "file-type";
import sharp, { type Metadata } from "sharp";
import type { FileRuleMessageKey } from "@manzil/domain/validation";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";

/** Public listing files live under `properties/`; nothing outside it is ever written or removed here. */
export const LISTING_IMAGE_FOLDER = "properties/images";
export const LISTING_DOCUMENT_FOLDER = "properties/documents";
/** Owners' identity and ownership papers, in the store's PRIVATE area. */
export const OWNER_DOCUMENT_FOLDER = "owner-documents";

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

export type CheckedDocument = { file: UploadedFile; extension: string; contentType: string };

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
  return extension && type
    ? { file, extension, contentType: type.mime }
    : { problem: "validation.invalid_file_type" };
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
 * at each responsive width (never enlarged), under a random key in the store's public area. Returns the main key.
 */
export async function storeListingImage(file: UploadedFile, files: FileStore): Promise<string> {
  const key = `${LISTING_IMAGE_FOLDER}/${randomUUID()}.webp`;
  const source = sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  const written: string[] = [];
  try {
    await Promise.all(
      [MAIN_WIDTH, ...VARIANT_WIDTHS].map(async (width) => {
        const target = width === MAIN_WIDTH ? key : imageVariantKey(key, width);
        const webp = await source
          .clone()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        await files.put(target, webp, "image/webp");
        written.push(target);
      }),
    );
  } catch (error) {
    // The caller only learns of keys that were returned; widths already stored must not be left behind.
    await files.remove(written).catch(() => undefined);
    throw error;
  }
  return key;
}

/** Stores a checked document, byte for byte, under a random key that keeps only its real extension. */
export async function storeListingDocument(document: CheckedDocument, files: FileStore): Promise<string> {
  const key = `${LISTING_DOCUMENT_FOLDER}/${randomUUID()}.${document.extension}`;
  await files.put(key, { path: document.file.path }, document.contentType);
  return key;
}

/** Stores a checked identity or ownership document in the PRIVATE area; only signed links ever reach it. */
export async function storeOwnerDocument(document: CheckedDocument, files: FileStore): Promise<string> {
  const key = `${OWNER_DOCUMENT_FOLDER}/${randomUUID()}.${document.extension}`;
  await files.putPrivate(key, { path: document.file.path }, document.contentType);
  return key;
}

/** Removes files this module stored (and an image's responsive copies); other keys are left alone. */
export async function removeListingMedia(files: FileStore, keys: string[]): Promise<void> {
  const own = keys.filter((key) =>
    /^properties\/(images|documents)\/[0-9a-f-]{36}(-w\d+)?\.[a-z]+$/.test(key),
  );
  await files.remove([...own, ...own.flatMap(imageVariantKeys)]);
}
