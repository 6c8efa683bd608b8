/**
 * Stored media are file keys; clients get absolute URLs under the file store's public base (`/uploads` of this
 * site, or S3_PUBLIC_URL). Keys that already are URLs (external pictures) pass through.
 */
export function fileUrl(filesUrl: string, key: string | null | undefined): string {
  if (!key) return "";
  if (/^https?:\/\//.test(key)) return key;
  return `${filesUrl}/${key.split("/").map(encodeURIComponent).join("/")}`;
}
