import { randomUUID } from "node:crypto";
import { fileTypeFromFile } from "file-type";
import type { FileRuleMessageKey } from "@manzil/domain/validation";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import type { ImageWork } from "../media/image-work.js";

/** Files this module wrote live here; only these are ever deleted (seeded projects share their pictures). */
const FOLDER = "project-files";
const MAX_SIDE_PX = 1920;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** What an upload turned out to be by its content (the name and the client's MIME type prove nothing). */
export type InspectedFile = { file: UploadedFile; kind: "image" | "pdf" };

/**
 * "image" accepts JPEG, PNG or WebP within the pixel limits; "document" also accepts PDF. Returns the field's
 * message key when the content is anything else (or empty, or too large to decode).
 */
export async function inspectUpload(
  file: UploadedFile,
  input: { accept: "image" | "document"; images: ImageWork },
): Promise<InspectedFile | { problem: FileRuleMessageKey }> {
  if (file.size <= 0) return { problem: "validation.file_required" };
  const detected = await fileTypeFromFile(file.path).catch(() => undefined);
  if (detected && IMAGE_TYPES.has(detected.mime)) {
    const header = await input.images.readHeader(file.path);
    if (!header) return { problem: "validation.invalid_file_type" };
    if (input.images.isTooLarge(header)) return { problem: "validation.image_too_large" };
    return { file, kind: "image" };
  }
  if (input.accept === "document" && detected?.mime === "application/pdf") return { file, kind: "pdf" };
  return { problem: "validation.invalid_file_type" };
}

/**
 * Stores an inspected upload under a random key in the store's public area: images re-encoded as WebP (upright, at
 * most 1920 px a side, EXIF/GPS and other metadata left behind), PDFs copied as they are. Returns the key.
 * Throws UnreadableImageError when an image's data cannot be decoded.
 */
export async function storeUpload(
  inspected: InspectedFile,
  deps: { files: FileStore; images: ImageWork },
): Promise<string> {
  if (inspected.kind === "pdf") {
    const key = `${FOLDER}/${randomUUID()}.pdf`;
    await deps.files.put(key, { path: inspected.file.path }, "application/pdf");
    return key;
  }
  const key = `${FOLDER}/${randomUUID()}.webp`;
  const webp = await deps.images.run((open) =>
    open(inspected.file.path)
      .autoOrient()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer(),
  );
  await deps.files.put(key, webp, "image/webp");
  return key;
}

/** The name a document is shown by: the client's file name without any folder, at most 200 characters. */
export function documentName(file: UploadedFile): string {
  const base = file.fileName.split(/[\\/]/).pop() ?? "";
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 0x20).join("");
  return printable.slice(0, 200) || "document";
}

/** Deletes files this module stored; other keys (seeded pictures, external URLs) are left alone. */
export async function removeProjectFiles(files: FileStore, keys: string[]): Promise<void> {
  await files.remove(keys.filter((key) => key.startsWith(`${FOLDER}/`)));
}
