/** Stored media are file keys under DATA_DIR/uploads; clients get absolute URLs. */
export function fileUrl(publicUrl: string, key: string | null | undefined): string {
  if (!key) return "";
  if (/^https?:\/\//.test(key)) return key;
  return `${publicUrl}/uploads/${key.split("/").map(encodeURIComponent).join("/")}`;
}
