import type { AppConfig } from "../config/config.js";
import type { FileStore } from "./file-store.js";
import { createLocalFileStore } from "./local-file-store.js";
import type { PrivateLinkSigner } from "./private-link-signature.js";
import { createS3FileStore } from "./s3-file-store.js";

/** The S3-compatible store when S3_BUCKET is set (config makes S3_PUBLIC_URL come with it), else null. */
export function configuredS3FileStore(config: AppConfig): FileStore | null {
  if (!config.S3_BUCKET || !config.S3_PUBLIC_URL) return null;
  return createS3FileStore({
    bucket: config.S3_BUCKET,
    privateBucket: config.S3_PRIVATE_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicUrl: config.S3_PUBLIC_URL,
  });
}

/** S3-compatible storage when configured, else local disk under DATA_DIR (ADR 026). */
export function createFileStore(
  config: AppConfig,
  options: { signer: PrivateLinkSigner; now: () => Date },
): FileStore {
  return (
    configuredS3FileStore(config) ??
    createLocalFileStore({
      publicDir: config.UPLOADS_DIR,
      privateDir: config.PRIVATE_FILES_DIR,
      siteUrl: config.PUBLIC_URL,
      signer: options.signer,
      now: options.now,
    })
  );
}
