import type { FileRange } from "./multipart-body";

/**
 * Each file's share sent, from 0 to 1, given the bytes of the whole body sent so far. Parts go out in
 * order, so a file is complete once the count passes its last byte and untouched until it reaches its first.
 */
export function fileProgress(files: readonly FileRange[], bytesSent: number): number[] {
  return files.map(({ start, end }) => {
    if (end <= start) return bytesSent >= start ? 1 : 0;
    return Math.min(1, Math.max(0, (bytesSent - start) / (end - start)));
  });
}
