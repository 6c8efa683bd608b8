import { readFile } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { AppError } from "../lib/app-error.js";
import { fileUrl } from "../lib/file-url.js";
import {
  isSafeKey,
  PRIVATE_CACHE_CONTROL,
  isInlineUploadType,
  PUBLIC_CACHE_CONTROL,
  type FileBody,
  type FileStore,
  type PrivateFile,
} from "./file-store.js";

export type S3StoreOptions = {
  bucket: string;
  /** Unset: private files go to `bucket` under `private/`. */
  privateBucket?: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Where browsers fetch public objects from (a CDN or the bucket's public URL). */
  publicUrl: string;
};

const PRIVATE_PREFIX = "private/";

function checked(key: string): string {
  if (!isSafeKey(key)) throw new Error(`refusing an unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}

const bytesOf = async (body: FileBody): Promise<Buffer> =>
  Buffer.isBuffer(body) ? body : readFile(body.path);

/**
 * A bucket that refuses us (bad credentials, no such bucket, server down) is the operator's problem, not the
 * caller's: a 503 in the caller's language, the S3 error itself only in the log.
 */
async function orUnavailable<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw new AppError("SERVICE_UNAVAILABLE", { cause: error });
  }
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2…). Public objects are read by clients straight from
 * S3_PUBLIC_URL; private ones only through presigned GetObject links that expire.
 */
export function createS3FileStore(options: S3StoreOptions): FileStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    // Since 3.729 the SDK adds CRC trailers to every upload; MinIO, R2 and older servers refuse them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const privateBucket = options.privateBucket ?? options.bucket;
  const privateKey = (key: string) => (options.privateBucket ? checked(key) : PRIVATE_PREFIX + checked(key));

  async function removeObjects(bucket: string, keys: string[]) {
    // One DeleteObject each: DeleteObjects needs a Content-MD5 some S3-compatible servers do not accept.
    await orUnavailable(
      Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })))),
    );
  }

  return {
    kind: "s3",
    publicBaseUrl: options.publicUrl,
    async put(key, body, contentType) {
      const command = new PutObjectCommand({
        Bucket: options.bucket,
        Key: checked(key),
        Body: await bytesOf(body),
        ContentType: contentType,
        CacheControl: PUBLIC_CACHE_CONTROL,
        // As /uploads does (ADR 032): a public document is downloaded, never rendered from the bucket's origin.
        ...(isInlineUploadType(contentType) ? {} : { ContentDisposition: "attachment" }),
      });
      await orUnavailable(client.send(command));
    },
    remove: (keys) => removeObjects(options.bucket, keys.filter(isSafeKey)),
    publicUrl: (key) => fileUrl(options.publicUrl, key),
    async putPrivate(key, body, contentType) {
      const command = new PutObjectCommand({
        Bucket: privateBucket,
        Key: privateKey(key),
        Body: await bytesOf(body),
        ContentType: contentType,
        CacheControl: PRIVATE_CACHE_CONTROL,
      });
      await orUnavailable(client.send(command));
    },
    removePrivate: (keys) => removeObjects(privateBucket, keys.filter(isSafeKey).map(privateKey)),
    signedPrivateUrl: (key, ttlSeconds) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: privateBucket,
          Key: privateKey(key),
          ResponseCacheControl: PRIVATE_CACHE_CONTROL,
          ResponseContentDisposition: "attachment",
        }),
        { expiresIn: ttlSeconds },
      ),
    async readPrivate(key): Promise<PrivateFile | null> {
      if (!isSafeKey(key)) return null;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: privateBucket, Key: privateKey(key) }),
        );
        return {
          body: object.Body as Readable,
          contentType: object.ContentType ?? "application/octet-stream",
          size: object.ContentLength ?? 0,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw new AppError("SERVICE_UNAVAILABLE", { cause: error });
      }
    },
  };
}
