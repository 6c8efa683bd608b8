import type { FastifyInstance } from "fastify";
import type { TOwnListing } from "@manzil/domain/contracts";
import type { Envelope } from "./helpers.js";

/** One field of a multipart body: a text value, or a file with its name and declared type. */
export type Part =
  { name: string; value: string } | { name: string; file: Buffer; fileName: string; type: string };

/** A multipart/form-data body as a browser or an app would send it, for `inject`. */
export function multipart(parts: Part[]) {
  const boundary = "----manzil-test-upload";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      "file" in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\nContent-Type: ${part.type}\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`;
    chunks.push(Buffer.from(head), "file" in part ? part.file : Buffer.from(part.value), Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Posts a multipart listing form as `authorization`; the answer's status and envelope. */
export async function sendListingForm(
  app: FastifyInstance,
  input: { url: string; parts: Part[]; authorization: string; headers?: Record<string, string> },
) {
  const body = multipart(input.parts);
  const response = await app.inject({
    method: "POST",
    url: input.url,
    headers: { authorization: input.authorization, ...body.headers, ...input.headers },
    payload: body.payload,
  });
  return { status: response.statusCode, body: response.json() as Envelope<TOwnListing> };
}
