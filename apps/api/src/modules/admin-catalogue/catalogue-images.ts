import { AppError } from "../../lib/app-error.js";
import { isUploadedFile, type UploadedFile } from "../../plugins/body-parsing.js";
import type { FileStore } from "../../storage/file-store.js";
import { UnreadableImageError, type ImageWork } from "../media/image-work.js";
import { inspectListingImage, removeListingMedia, storeListingImage } from "../media/listing-media.js";

/** A picture sent to a catalogue route: the `image` field, the request's uploaded files, the request time. */
export type CatalogueUpload = { value: unknown; uploaded: UploadedFile[]; now: Date };

export type ImageDeps = { files: FileStore; images: ImageWork; maxFileBytes: number };

const refused = (key: string) => new AppError("VALIDATION_FAILED", { fields: { image: [key] } });

/**
 * A category's picture or a facility's icon goes through the listing images' pipeline: the type read from the
 * content, re-encoded to WebP without metadata, stored under a random key (ADR 067). Returns the new key.
 */
export async function storeCatalogueImage(
  value: unknown,
  uploaded: UploadedFile[],
  deps: ImageDeps,
): Promise<string> {
  // Only a file uploaded with this very request counts, never a path named in a text field.
  const file = isUploadedFile(value) ? uploaded.find((f) => f.path === value.path) : undefined;
  if (!file) throw refused("admin_catalogue.image_required");
  const problem = await inspectListingImage(file, { maxBytes: deps.maxFileBytes, images: deps.images });
  if (problem) throw refused(problem);
  try {
    return await storeListingImage(file, deps);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw refused("validation.invalid_file_type");
    throw error;
  }
}

/**
 * Runs `write` with the stored image's key; when it fails the new file is removed, when it succeeds the one it
 * replaced is (seeded pictures outside the pipeline's folder are left alone by removeListingMedia).
 */
export async function replaceImage<T>(
  deps: ImageDeps,
  key: string,
  write: () => Promise<{ result: T; previous: string | null }>,
): Promise<T> {
  let outcome: { result: T; previous: string | null };
  try {
    outcome = await write();
  } catch (error) {
    await removeListingMedia(deps.files, [key]).catch(() => undefined);
    throw error;
  }
  if (outcome.previous) await removeListingMedia(deps.files, [outcome.previous]).catch(() => undefined);
  return outcome.result;
}
