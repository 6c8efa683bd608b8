import type { AppConfig } from "../config/config.js";
import type { FileStore } from "./file-store.js";
import { createLocalFileStore } from "./local-file-store.js";
import type { PrivateLinkSigner } from "./private-link-signature.js";
import { createS3FileStore } from "./s3-file-store.js";

/** The S3-compatible store when S3_BUCKET is set (config checks S3_PUBLIC_URL comes with it), else local disk. */
export function createFileStore(
  config: AppConfig,
  options: { signer: PrivateLinkSigner; now: () => Date },
): FileStore {
  if (config.S3_BUCKET && config.S3_PUBLIC_URL) {
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
  return createLocalFileStore({
    publicDir: config.UPLOADS_DIR,
    privateDir: config.PRIVATE_FILES_DIR,
    siteUrl: config.PUBLIC_URL,
    signer: options.signer,
    now: options.now,
  });
}
