import { Readable } from "node:stream";

export type Part = { name: string; value: string; fileName?: string; type?: string };

const BOUNDARY = "----manzil-test-boundary";

function encodeParts(parts: Part[], boundary: string): string {
  return parts
    .map((part) => {
      const disposition = part.fileName
        ? `form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
        : `form-data; name="${part.name}"`;
      return `--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${part.value}\r\n`;
    })
    .join("");
}

/** A well-formed multipart/form-data body. */
export function multipart(parts: Part[]) {
  return {
    payload: `${encodeParts(parts, BOUNDARY)}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** Broken multipart bodies as careless or hostile clients send them; each must be refused with 400. */
export function malformedMultipart(
  parts: Part[],
): { label: string; payload: string; contentType: string; hasFile?: boolean }[] {
  const whole = `${encodeParts(parts, BOUNDARY)}--${BOUNDARY}--\r\n`;
  return [
    { label: "no boundary parameter", payload: whole, contentType: "multipart/form-data" },
    { label: "empty boundary", payload: whole, contentType: "multipart/form-data; boundary=" },
    {
      label: "wrong boundary",
      payload: whole,
      contentType: "multipart/form-data; boundary=----not-the-one-in-the-body",
    },
    {
      label: "truncated body",
      payload: whole.slice(0, Math.floor(whole.length * 0.6)),
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    {
      label: "truncated file",
      hasFile: true,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title_image"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff`,
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
    {
      label: "garbage",
      payload: "this is not a multipart body",
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    },
  ];
}

/** `count` text fields of `bytes` each, as a multipart body. */
export function manyFields(count: number, bytes: number) {
  return multipart(
    Array.from({ length: count }, (_, i) => ({ name: `field_${i}`, value: "x".repeat(bytes) })),
  );
}

/**
 * A multipart body of `count` fields of `bytes` each, produced lazily and without a Content-Length, as a chunked
 * upload arrives. `pulled()` tells how many bytes the server asked for.
 */
export function streamedFields(count: number, bytes: number) {
  const value = Buffer.alloc(bytes, "x");
  let index = 0;
  let pulled = 0;
  const stream = new Readable({
    // Chunks arrive on later turns of the event loop, as they do from a socket.
    read() {
      setImmediate(() => {
        if (index === count) {
          this.push(`--${BOUNDARY}--\r\n`);
          this.push(null);
          return;
        }
        const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="field_${index}"\r\n\r\n`;
        const chunk = Buffer.concat([Buffer.from(head), value, Buffer.from("\r\n")]);
        index += 1;
        pulled += chunk.length;
        this.push(chunk);
      });
    },
  });
  return {
    stream,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    total: count * (bytes + 80),
    pulled: () => pulled,
  };
}
