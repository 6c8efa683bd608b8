import { randomUUID } from "node:crypto";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import type { UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";

/** Files this module wrote live here; only these are ever deleted (seeded projects share their pictures). */
const FOLDER = "project-files";
const MAX_SIDE_PX = 1920;
// A 50-megapixel ceiling keeps a small, highly compressed "image bomb" from exhausting memory.
const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

/** What an upload turned out to be by its content (the name and the client's MIME type prove nothing). */
export type InspectedFile = { file: UploadedFile; kind: "image" | "pdf" };

/**
 * "image" accepts JPEG, PNG or WebP; "document" also accepts PDF. Returns null when the content is anything
 * else (or empty), so the caller can answer with the field's message.
 */
export async function inspectUpload(
  file: UploadedFile,
  accept: "image" | "document",
): Promise<InspectedFile | null> {
  if (file.size <= 0) return null;
  const detected = await fileTypeFromFile(file.path).catch(() => undefined);
  if (detected && IMAGE_TYPES.has(detected.mime)) {
    const readable = await sharp(file.path, { limitInputPixels: MAX_INPUT_PIXELS })
      .metadata()
      .then(() => true)
      .catch(() => false);
    return readable ? { file, kind: "image" } : null;
  }
  if (accept === "document" && detected?.mime === "application/pdf") return { file, kind: "pdf" };
  return null;
}

/**
 * Stores an inspected upload under a random key in the store's public area: images re-encoded as WebP (upright, at
 * most 1920 px a side, EXIF/GPS and other metadata left behind), PDFs copied as they are. Returns the key.
 */
export async function storeUpload(inspected: InspectedFile, files: FileStore): Promise<string> {
  if (inspected.kind === "pdf") {
    const key = `${FOLDER}/${randomUUID()}.pdf`;
    await files.put(key, { path: inspected.file.path }, "application/pdf");
    return key;
  }
  const key = `${FOLDER}/${randomUUID()}.webp`;
  const webp = await sharp(inspected.file.path, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  await files.put(key, webp, "image/webp");
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
