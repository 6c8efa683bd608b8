import { describe, expect, it } from "vitest";
import { BANK_RECEIPT_MAX_BYTES, checkBankReceipt, checkProfilePhoto } from "./file-rules.js";
import type { FileFacts } from "./file-rules.js";

describe("checkProfilePhoto: JPEG or PNG, at least 120×120", () => {
  it.each<[string, FileFacts | null | undefined, string | null]>([
    ["a 120×120 JPEG passes", { mimeType: "image/jpeg", size: 10_000, width: 120, height: 120 }, null],
    ["a large PNG passes", { mimeType: "image/png", size: 900_000, width: 2000, height: 1500 }, null],
    ["upper-case MIME types pass", { mimeType: "IMAGE/PNG", size: 1, width: 200, height: 200 }, null],
    ["the non-standard image/jpg passes", { mimeType: "image/jpg", size: 1, width: 200, height: 200 }, null],
    ["unknown dimensions are not held against the file", { mimeType: "image/png", size: 1 }, null],
    [
      "119 wide is too small",
      { mimeType: "image/png", size: 1, width: 119, height: 400 },
      "validation.image_too_small",
    ],
    [
      "119 high is too small",
      { mimeType: "image/png", size: 1, width: 400, height: 119 },
      "validation.image_too_small",
    ],
    [
      "GIF is the wrong type",
      { mimeType: "image/gif", size: 1, width: 200, height: 200 },
      "validation.invalid_file_type",
    ],
    ["PDF is the wrong type", { mimeType: "application/pdf", size: 1 }, "validation.invalid_file_type"],
    ["no file", null, "validation.file_required"],
    ["undefined", undefined, "validation.file_required"],
    ["an empty file", { mimeType: "image/png", size: 0 }, "validation.file_required"],
  ])("%s", (_rule, file, expected) => {
    expect(checkProfilePhoto(file)).toBe(expected);
  });
});

describe("checkBankReceipt: JPG, PNG or PDF, at most 5 MB", () => {
  it.each<[string, FileFacts | null, string | null]>([
    ["a PDF passes", { mimeType: "application/pdf", size: 200_000 }, null],
    ["a JPEG passes", { mimeType: "image/jpeg", size: 200_000 }, null],
    ["a PNG passes", { mimeType: "image/png", size: 200_000 }, null],
    ["MIME parameters are ignored", { mimeType: "application/pdf; charset=binary", size: 1 }, null],
    ["exactly 5 MiB passes", { mimeType: "image/png", size: 5 * 1024 * 1024 }, null],
    [
      "one byte over 5 MiB is too large",
      { mimeType: "image/png", size: BANK_RECEIPT_MAX_BYTES + 1 },
      "validation.file_too_large",
    ],
    [
      "a Word file is the wrong type",
      { mimeType: "application/msword", size: 1 },
      "validation.invalid_file_type",
    ],
    [
      "the type is checked before the size",
      { mimeType: "image/gif", size: 10 * 1024 * 1024 },
      "validation.invalid_file_type",
    ],
    ["no file", null, "validation.file_required"],
  ])("%s", (_rule, file, expected) => {
    expect(checkBankReceipt(file)).toBe(expected);
  });
});
