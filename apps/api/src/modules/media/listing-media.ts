import { randomUUID } from "node:crypto";
import { fileTypeFromFile } from "file-type";
import type { FileRuleMessageKey } from "@manzil/domain/validation";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import type { ImageWork } from "./image-work.js";

/** Public listing files live under `properties/`; nothing outside it is ever written or removed here. */
export const LISTING_IMAGE_FOLDER = "properties/images";
export const LISTING_DOCUMENT_FOLDER = "properties/documents";
/** Owners' identity and ownership papers, in the store's PRIVATE area. */
export const OWNER_DOCUMENT_FOLDER = "owner-documents";

/** Widths of the responsive copies; the largest is the main file every response points at. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const MAIN_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
const VARIANT_WIDTHS = IMAGE_WIDTHS.slice(0, -1);
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp"]);
const DOCUMENT_TYPES: Readonly<Record<string, string>> = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

export type CheckedDocument = { file: UploadedFile; extension: string; contentType: string };

/**
 * Checks a listing image by its content, from its header only: JPEG, PNG or WebP, within the byte and pixel
 * limits. Null when fine.
 */
export async function inspectListingImage(
  file: UploadedFile,
  limits: { maxBytes: number; images: ImageWork },
): Promise<FileRuleMessageKey | null> {
  if (file.size <= 0) return "validation.file_required";
  if (file.size > limits.maxBytes) return "validation.file_too_large";
  const header = await limits.images.readHeader(file.path);
  if (!header || !IMAGE_FORMATS.has(header.format)) return "validation.invalid_file_type";
  return limits.images.isTooLarge(header) ? "validation.image_too_large" : null;
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
 * Throws UnreadableImageError when the image's data cannot be decoded. `folder` lets other public pictures
 * (article images) share the pipeline; listings use the default.
 */
export async function storeListingImage(
  file: UploadedFile,
  deps: { files: FileStore; images: ImageWork; folder?: string },
): Promise<string> {
  const key = `${deps.folder ?? LISTING_IMAGE_FOLDER}/${randomUUID()}.webp`;
  const renditions = await deps.images.run(async (open) => {
    // The upload is decoded once, to the largest width; the smaller copies are made from that, not from the source.
    const { data, info } = await open(file.path)
      .autoOrient()
      .resize({ width: MAIN_WIDTH, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const webps: { target: string; webp: Buffer }[] = [];
    // One after the other: the slot stands for one pipeline at a time.
    for (const width of IMAGE_WIDTHS) {
      const webp = await open(data, raw)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      webps.push({ target: width === MAIN_WIDTH ? key : imageVariantKey(key, width), webp });
    }
    return webps;
  });
  const written: string[] = [];
  try {
    for (const { target, webp } of renditions) {
      await deps.files.put(target, webp, "image/webp");
      written.push(target);
    }
  } catch (error) {
    // The caller only learns of keys that were returned; widths already stored must not be left behind.
    await deps.files.remove(written).catch(() => undefined);
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
