/** One part of a multipart body: a text field or a file. */
export type BodyPart = { name: string; value: string } | { name: string; file: Blob; fileName: string };

/** Where one file's bytes sit in the body, to turn bytes sent into that file's progress. */
export type FileRange = { name: string; index: number; start: number; end: number };

const encoder = new TextEncoder();
const CRLF = "\r\n";

/** Quotes and line breaks in a field or file name are escaped as browsers do in their own form posts. */
const quoted = (text: string) => `"${text.replace(/"/g, "%22").replace(/\r/g, "%0D").replace(/\n/g, "%0A")}"`;

/**
 * A multipart/form-data body built by hand rather than by FormData, because the byte offset of every file
 * must be known: the upload reports bytes sent for the whole body, and each file's bar is its share of them.
 * `index` is the part's position in `parts`.
 */
export function buildMultipartBody(
  parts: readonly BodyPart[],
  boundary = `----manzil${crypto.randomUUID().replace(/-/g, "")}`,
): { body: Blob; contentType: string; files: FileRange[] } {
  const chunks: BlobPart[] = [];
  const files: FileRange[] = [];
  let offset = 0;
  const text = (value: string) => {
    chunks.push(value);
    offset += encoder.encode(value).byteLength;
  };
  parts.forEach((part, index) => {
    text(`--${boundary}${CRLF}`);
    if ("file" in part) {
      const type = part.file.type || "application/octet-stream";
      text(
        `Content-Disposition: form-data; name=${quoted(part.name)}; filename=${quoted(part.fileName)}${CRLF}` +
          `Content-Type: ${type}${CRLF}${CRLF}`,
      );
      files.push({ name: part.name, index, start: offset, end: offset + part.file.size });
      chunks.push(part.file);
      offset += part.file.size;
      text(CRLF);
    } else {
      text(`Content-Disposition: form-data; name=${quoted(part.name)}${CRLF}${CRLF}${part.value}${CRLF}`);
    }
  });
  text(`--${boundary}--${CRLF}`);
  return { body: new Blob(chunks), contentType: `multipart/form-data; boundary=${boundary}`, files };
}
